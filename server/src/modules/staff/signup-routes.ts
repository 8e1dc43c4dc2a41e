import { randomInt } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { otpBody, signupBody, type Role } from '@poshak/shared-api/schemas';
import { badRequest, HttpError } from '../../errors';
import { ACCESS } from '../../plugins/access';
import { createMailer } from './mailer';
import { OTP_MAX_TRIES, OTP_TTL_MINUTES, type OtpCheck } from './otps';

/** Requests allowed per address and window: enough for a person, too few for a guesser. */
export const RATE_LIMITS = {
  signup: { max: 10, timeWindow: 15 * 60_000 },
  otp: { max: 5, timeWindow: 15 * 60_000 },
};

const text = z.string().describe('Plain text for a toast');
const tags = ['auth'];

/** The role as the owner reads it in the mail, in both of the shop's languages. */
const ROLE_NAMES: Record<Role, { en: string; bn: string }> = {
  admin: { en: 'Admin', bn: 'অ্যাডমিন' },
  seller: { en: 'Seller', bn: 'বিক্রেতা' },
  moderator: { en: 'Moderator', bn: 'মডারেটর' },
};

/** The owner's mail of a sign-up code: who asks, as what, and that the code signs up only that. */
function codeMail(shop: string, email: string, role: Role, code: string) {
  const asRole = ROLE_NAMES[role];
  return {
    subject: `${shop} staff sign-up: ${email} as ${asRole.en} — code ${code}`,
    text:
      `${email} asks to join ${shop}'s staff as ${asRole.en}.\n\n` +
      `Sign-up code: ${code}\n\n` +
      `It signs up ${email} as ${asRole.en} and nothing else, once, within ` +
      `${OTP_TTL_MINUTES} minutes. Share it only if you agree.\n\n` +
      `${email} ${shop}-এর কর্মী হিসেবে (${asRole.bn}) যোগ দিতে চান।\n` +
      `কোডটি শুধু ${email}-কে ${asRole.bn} হিসেবে একবার যুক্ত করবে, ` +
      `${OTP_TTL_MINUTES.toLocaleString('bn-BD')} মিনিটের মধ্যে। রাজি থাকলেই কোডটি দিন।\n`,
  };
}

/** Why a sign-up code was refused (400, naming the OTP field); nothing for a code that fits. */
function codeRefusal(check: OtpCheck): HttpError | null {
  switch (check.result) {
    case 'missing':
      return badRequest('OTP: no valid code for this email; ask for a new one');
    case 'exhausted':
      return badRequest(`OTP: ${OTP_MAX_TRIES} wrong tries; ask for a new code`);
    case 'wrong':
      return badRequest('OTP: the code is not correct');
    case 'other-role':
      return badRequest(
        `OTP: this code was asked for the role ${ROLE_NAMES[check.role].en}; choose that role or ask for a new code`,
      );
    case 'ok':
      return null;
  }
}

/** Staff sign-up: a code mailed to the shop owner for one address and role, then the account. */
export const signupRoutes: FastifyPluginAsyncZod = async (app) => {
  const codes = app.repos.signUpCodes(app.codeKey);
  const mailer = createMailer(app.config, app.log);

  app.post(
    '/auth/otp',
    {
      config: { access: ACCESS.public, rateLimit: RATE_LIMITS.otp, changes: [] },
      schema: {
        tags,
        summary:
          'Mail the shop owner (OWNER_EMAIL) a sign-up code for this address and role; the code signs up nothing else',
        body: otpBody,
        response: { 200: text },
      },
    },
    async (request, reply) => {
      const email = request.body.email.toLowerCase();
      const role = request.body.role;
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await codes.issue(email, role, code);
      try {
        await mailer.send({
          to: app.config.ownerEmail,
          ...codeMail(app.config.shop.name, email, role, code),
        });
      } catch (error) {
        request.log.error({ err: error }, 'OTP mail could not be sent');
        throw new HttpError(503, 'The code could not be mailed just now; try again shortly');
      }
      return reply
        .type('text/plain; charset=utf-8')
        .send('OTP sent to the shop owner. Ask them for the 6-digit code.');
    },
  );

  app.post(
    '/auth/signup',
    {
      config: { access: ACCESS.public, rateLimit: RATE_LIMITS.signup, changes: [] },
      schema: {
        tags,
        summary: 'Create a staff account with the code the owner received for this e-mail and role',
        body: signupBody,
        response: { 200: text },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const email = body.USERemail.toLowerCase();
      const role = body.roles[0] ?? 'seller';
      const passwordHash = await app.passwords.hash(body.password);
      const { check } = await codes.consume(email, role, body.OTP, (tx) =>
        app.repos.within(tx).staff.create({
          username: body.username,
          email: body.USERemail,
          role,
          password_hash: passwordHash,
        }),
      );
      const refused = codeRefusal(check);
      if (refused) throw refused;
      return reply.type('text/plain; charset=utf-8').send('User registered successfully!');
    },
  );
};
