import { randomInt } from 'node:crypto';
import {
  me,
  okMessage,
  otpBody,
  signinBody,
  signinReply,
  signupBody,
  type Role,
} from '@poshak/shared-api/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, HttpError, unauthorized } from '../../errors';
import { clientAddress, tooManyAttempts } from '../../plugins/rate-limit';
import { OTP_MAX_TRIES, OTP_TTL_MINUTES } from './otps';
import { createMailer } from './mailer';
import { HashingBusyError } from '../../lib/passwords';
import { staffCookie, staffCookieCleared } from '../releases';
import { ACCESS } from '../../plugins/access';

/** Requests allowed per address and window: enough for a person, too few for a guesser. */
export const RATE_LIMITS = {
  signup: { max: 10, timeWindow: 15 * 60_000 },
  otp: { max: 5, timeWindow: 15 * 60_000 },
};

/**
 * Failed sign-ins allowed before an address must wait: per address and account (one guesser
 * cannot lock a colleague out from elsewhere), and per address whatever the username (a
 * spray of invented usernames is stopped just the same). A successful sign-in is not counted.
 */
export const SIGNIN_LIMITS = {
  perAccount: { max: 10, windowMs: 5 * 60_000 },
  perAddress: { max: 30, windowMs: 15 * 60_000 },
};

const text = z.string().describe('Plain text for a toast');
const SIGNIN_REFUSED = 'Username Or Password is Not Correct.';

/** The role as the owner reads it in the mail, in both of the shop's languages. */
const ROLE_NAMES: Record<Role, { en: string; bn: string }> = {
  admin: { en: 'Admin', bn: 'অ্যাডমিন' },
  seller: { en: 'Seller', bn: 'বিক্রেতা' },
  moderator: { en: 'Moderator', bn: 'মডারেটর' },
};

/** Staff sign-in (a server-side session behind each token), sign-out, sign-up by owner's code. */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['auth'];
  const { staff, staffSessions: sessions } = app.repos;
  const codes = app.repos.signUpCodes(app.codeKey);
  const mailer = createMailer(app.config, app.log);

  app.post(
    '/auth/signin',
    {
      // Accounts and sessions are in no cached reply.
      config: { access: ACCESS.public, changes: [] },
      schema: {
        tags,
        summary: 'Sign in: opens a session and returns its access token',
        body: signinBody,
        response: { 200: signinReply },
      },
    },
    async (request, reply) => {
      // Asked before anything is counted or looked up: a crowd the hashing cannot take is
      // answered at once, costing the database nothing.
      if (app.passwords.busy()) throw new HashingBusyError();
      const address = clientAddress(request);
      const keys = [
        {
          key: `signin|${address}|${request.body.username.toLowerCase()}`,
          ...SIGNIN_LIMITS.perAccount,
        },
        { key: `signin|${address}`, ...SIGNIN_LIMITS.perAddress },
      ];
      // Counted before the password is checked, so a burst of tries cannot all slip in at once;
      // given back below when the attempt turns out to be a success (or was never judged).
      const counts = await app.counters.hitAll(keys);
      const refund = () => app.counters.refund(keys.map((k) => k.key));
      const over = counts.findIndex((c, i) => c.current > (keys[i]?.max ?? 0));
      if (over >= 0) {
        app.databaseQueue.leave(request);
        await app.refusals.hold();
        throw tooManyAttempts(counts[over]?.ttl ?? 0);
      }

      let account;
      let valid: boolean;
      try {
        account = await staff.findByUsername(request.body.username);
        valid = account
          ? await app.passwords.verify(request.body.password, account.password_hash)
          : await app.passwords.verifyUnknown(request.body.password);
      } catch (error) {
        if (error instanceof HashingBusyError) await refund();
        throw error;
      }
      if (!account || !valid) throw unauthorized(SIGNIN_REFUSED);
      await refund();

      if (app.passwords.needsRehash(account.password_hash)) {
        // Today's cost for the same password; a busy moment just leaves it for the next sign-in.
        const previous = account.password_hash;
        const id = account.id;
        await app.passwords
          .hash(request.body.password)
          .then((hash) => staff.upgradeHash(id, previous, hash))
          .catch((error: unknown) => request.log.warn({ err: error }, 'password not re-hashed'));
      }

      const sid = await sessions.open(account.id, account.role, app.config.jwtTtlSeconds);
      const claims = {
        id: account.id,
        username: account.username,
        email: account.email,
        roles: [account.role],
      };
      // Page requests carry no token: this cookie tells the server a staff member's browser, for
      // a canary tried on staff only (modules/releases). It opens nothing else.
      reply.header('set-cookie', staffCookie(app.staffMarkKey, app.config.jwtTtlSeconds));
      return { ...claims, accessToken: app.jwt.sign({ ...claims, sid }) };
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { access: ACCESS.staffRead, changes: [] },
      schema: {
        tags,
        summary: 'End this session: its access token is refused from now on',
        response: { 200: okMessage },
      },
    },
    async (request, reply) => {
      if (request.staff) await sessions.close(request.staff.sid);
      reply.header('set-cookie', staffCookieCleared);
      return { message: 'Signed out' };
    },
  );

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
      const shop = app.config.shop.name;
      const asRole = ROLE_NAMES[role];
      await codes.issue(email, role, code);
      try {
        await mailer.send({
          to: app.config.ownerEmail,
          subject: `${shop} staff sign-up: ${email} as ${asRole.en} — code ${code}`,
          text:
            `${email} asks to join ${shop}'s staff as ${asRole.en}.\n\n` +
            `Sign-up code: ${code}\n\n` +
            `It signs up ${email} as ${asRole.en} and nothing else, once, within ` +
            `${OTP_TTL_MINUTES} minutes. Share it only if you agree.\n\n` +
            `${email} ${shop}-এর কর্মী হিসেবে (${asRole.bn}) যোগ দিতে চান।\n` +
            `কোডটি শুধু ${email}-কে ${asRole.bn} হিসেবে একবার যুক্ত করবে, ` +
            `${OTP_TTL_MINUTES.toLocaleString('bn-BD')} মিনিটের মধ্যে। রাজি থাকলেই কোডটি দিন।\n`,
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
      switch (check.result) {
        case 'missing':
          throw badRequest('OTP: no valid code for this email; ask for a new one');
        case 'exhausted':
          throw badRequest(`OTP: ${OTP_MAX_TRIES} wrong tries; ask for a new code`);
        case 'wrong':
          throw badRequest('OTP: the code is not correct');
        case 'other-role':
          throw badRequest(
            `OTP: this code was asked for the role ${ROLE_NAMES[check.role].en}; choose that role or ask for a new code`,
          );
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
      // The access check already read the account through the session.
      const account = request.staff;
      if (!account) throw unauthorized('This account no longer exists');
      return {
        id: account.id,
        username: account.username,
        email: account.email,
        roles: account.roles,
      };
    },
  );
};

export default authRoutes;
