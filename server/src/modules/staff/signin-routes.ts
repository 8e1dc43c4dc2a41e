import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { me, okMessage, signinBody, signinReply } from '@poshak/shared-api/schemas';
import { unauthorized } from '../../errors';
import { HashingBusyError } from '../../lib/passwords';
import { ACCESS } from '../../plugins/access';
import { clientAddress, tooManyAttempts } from '../../plugins/rate-limit';
import { staffCookie, staffCookieCleared } from '../releases';

/**
 * Failed sign-ins allowed before an address must wait: per address and account (one guesser
 * cannot lock a colleague out from elsewhere), and per address whatever the username (a
 * spray of invented usernames is stopped just the same). A successful sign-in is not counted.
 */
export const SIGNIN_LIMITS = {
  perAccount: { max: 10, windowMs: 5 * 60_000 },
  perAddress: { max: 30, windowMs: 15 * 60_000 },
};

const SIGNIN_REFUSED = 'Username Or Password is Not Correct.';
const tags = ['auth'];

/**
 * Counts a sign-in attempt under its address and account, refusing it (429, after the held
 * delay) when either is over its limit. Counted before the password is checked, so a burst of
 * tries cannot all slip in at once; the returned refund gives the count back when the attempt
 * turns out to be a success (or was never judged).
 */
async function countAttempt(app: FastifyInstance, request: FastifyRequest, username: string) {
  const address = clientAddress(request);
  const keys = [
    { key: `signin|${address}|${username.toLowerCase()}`, ...SIGNIN_LIMITS.perAccount },
    { key: `signin|${address}`, ...SIGNIN_LIMITS.perAddress },
  ];
  const counts = await app.counters.hitAll(keys);
  const refund = () => app.counters.refund(keys.map((k) => k.key));
  const over = counts.findIndex((c, i) => c.current > (keys[i]?.max ?? 0));
  if (over >= 0) {
    app.databaseQueue.leave(request);
    await app.refusals.hold();
    throw tooManyAttempts(counts[over]?.ttl ?? 0);
  }
  return refund;
}

/**
 * The account a username and password open, or the sign-in refusal (401). An unknown username
 * is checked against a stand-in hash, so both refusals take as long.
 */
async function accountFor(
  app: FastifyInstance,
  { username, password }: { username: string; password: string },
  refund: () => Promise<void>,
) {
  let account;
  let valid: boolean;
  try {
    account = await app.repos.staff.findByUsername(username);
    valid = account
      ? await app.passwords.verify(password, account.password_hash)
      : await app.passwords.verifyUnknown(password);
  } catch (error) {
    if (error instanceof HashingBusyError) await refund();
    throw error;
  }
  if (!account || !valid) throw unauthorized(SIGNIN_REFUSED);
  await refund();
  return account;
}

/** Today's cost for the same password; a busy moment just leaves it for the next sign-in. */
async function rehashIfOlder(
  app: FastifyInstance,
  request: FastifyRequest,
  account: { id: number; password_hash: string },
  password: string,
) {
  if (!app.passwords.needsRehash(account.password_hash)) return;
  await app.passwords
    .hash(password)
    .then((hash) => app.repos.staff.upgradeHash(account.id, account.password_hash, hash))
    .catch((error: unknown) => request.log.warn({ err: error }, 'password not re-hashed'));
}

/** Staff sign-in (a server-side session behind each token) and sign-out. */
export const signinRoutes: FastifyPluginAsyncZod = async (app) => {
  const sessions = app.repos.staffSessions;

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
      const refund = await countAttempt(app, request, request.body.username);
      const account = await accountFor(app, request.body, refund);
      await rehashIfOlder(app, request, account, request.body.password);
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
};

/** The signed-in staff member, as the session's access check read them. */
export const meRoutes: FastifyPluginAsyncZod = async (app) => {
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
