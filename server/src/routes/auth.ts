import { randomInt } from 'node:crypto';
import { me, otpBody, signinBody, signinReply, signupBody } from '@poshak/shared-api/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, HttpError, unauthorized } from '../errors';
import { OTP_MAX_TRIES, OTP_TTL_MINUTES, otpsRepository } from '../repositories/otps';
import { staffRepository } from '../repositories/staff';
import { createMailer } from '../services/mailer';
import { dummySecretHash, hashSecret, verifySecret } from '../services/passwords';
import { ACCESS } from './access';

/** Attempts allowed per window: enough for a person, too few for a guesser. */
export const RATE_LIMITS = {
  signin: { max: 10, timeWindow: 5 * 60_000 },
  signup: { max: 10, timeWindow: 15 * 60_000 },
  otp: { max: 5, timeWindow: 15 * 60_000 },
};

const text = z.string().describe('Plain text for a toast');
const SIGNIN_REFUSED = 'Username Or Password is Not Correct.';

/** Staff sign-in (JWT), sign-up with an OTP mailed to the shop owner, and "who am I". */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['auth'];
  const staff = staffRepository(app.db);
  const codes = otpsRepository(app.db);
  const mailer = createMailer(app.config, app.log);

  app.post(
    '/auth/signin',
    {
      config: {
        access: ACCESS.public,
        rateLimit: {
          ...RATE_LIMITS.signin,
          // Per address AND account: one guesser cannot lock everyone out.
          keyGenerator: (request: FastifyRequest) =>
            `${request.ip}|${String((request.body as { username?: unknown } | undefined)?.username ?? '').toLowerCase()}`,
        },
      },
      schema: {
        tags,
        summary: 'Sign in: returns the access token',
        body: signinBody,
        response: { 200: signinReply },
      },
    },
    async (request) => {
      const account = await staff.findByUsername(request.body.username);
      // The same work whether or not the account exists: no timing hint about usernames.
      const valid = await verifySecret(
        request.body.password,
        account?.password_hash ?? (await dummySecretHash()),
      );
      if (!account || !valid) throw unauthorized(SIGNIN_REFUSED);
      const claims = {
        id: account.id,
        username: account.username,
        email: account.email,
        roles: [account.role],
      };
      return { ...claims, accessToken: app.jwt.sign(claims) };
    },
  );

  app.post(
    '/auth/otp',
    {
      config: { access: ACCESS.public, rateLimit: RATE_LIMITS.otp },
      schema: {
        tags,
        summary: 'Mail a sign-up code to the shop owner (OWNER_EMAIL), whatever address is sent',
        body: otpBody,
        response: { 200: text },
      },
    },
    async (request, reply) => {
      const email = request.body.email.toLowerCase();
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await codes.issue(email, await hashSecret(code));
      try {
        await mailer.send({
          to: app.config.ownerEmail,
          subject: `${app.config.shop.name} staff sign-up code: ${code}`,
          text:
            `Someone asked to join ${app.config.shop.name}'s staff as ${email}.\n\n` +
            `Sign-up code: ${code}\n\n` +
            `It works once, for ${OTP_TTL_MINUTES} minutes. Share it only if you agree.\n`,
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
      config: { access: ACCESS.public, rateLimit: RATE_LIMITS.signup },
      schema: {
        tags,
        summary: 'Create a staff account with the code the owner received',
        body: signupBody,
        response: { 200: text },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const emails = [body.USERemail, body.OTPemail]
        .filter((e): e is string => typeof e === 'string' && e.length > 0)
        .map((e) => e.toLowerCase());
      const passwordHash = await hashSecret(body.password);
      const { result } = await codes.consume(
        emails,
        (codeHash) => verifySecret(body.OTP, codeHash),
        (tx) =>
          staffRepository(tx).create({
            username: body.username,
            email: body.USERemail,
            role: body.roles[0] ?? 'seller',
            password_hash: passwordHash,
          }),
      );
      switch (result) {
        case 'missing':
          throw badRequest('OTP: no valid code for this email; ask for a new one');
        case 'exhausted':
          throw badRequest(`OTP: ${OTP_MAX_TRIES} wrong tries; ask for a new code`);
        case 'wrong':
          throw badRequest('OTP: the code is not correct');
        case 'ok':
          return reply.type('text/plain; charset=utf-8').send('User registered successfully!');
      }
    },
  );

  app.get(
    '/auth/me',
    {
      config: { access: ACCESS.staffRead },
      schema: { tags, summary: 'The signed-in staff member', response: { 200: me } },
    },
    async (request) => {
      const account = request.staff && (await staff.findById(request.staff.id));
      if (!account) throw unauthorized('This account no longer exists');
      return {
        id: account.id,
        username: account.username,
        email: account.email,
        roles: [account.role],
      };
    },
  );
};

export default authRoutes;
