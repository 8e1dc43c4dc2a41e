import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { rowsOf } from '../../../src/db/database';
import { otps, staffUsers } from '../../../src/db/schema';
import { SIGNIN_LIMITS } from '../../../src/modules/staff/signin-routes';
import { RATE_LIMITS } from '../../../src/modules/staff/signup-routes';
import { OWASP_SCRYPT, passwordHasher } from '../../../src/lib/passwords';
import { staffRepository } from '../../../src/modules/staff/staff';
import { build, drivers, hashPassword, type TestShop } from '../../helpers/build';

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

function outbox(t: TestShop): OutboxMail[] {
  const dir = t.config.outboxDir;
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as OutboxMail);
}

const codeIn = (mail: OutboxMail | undefined) => /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? '';

describe.each(drivers)('staff authentication on %s', (driver) => {
  let t: TestShop;
  beforeAll(async () => {
    t = await build(driver);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, ip = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
  const requestOtp = async (email: string, ip?: string, role = 'seller') => {
    const reply = await post('/api/auth/otp', { email, role }, ip);
    expect(reply.statusCode).toBe(200);
    return codeIn(outbox(t).at(-1));
  };
  const signup = (fields: Record<string, unknown>, ip?: string) =>
    post(
      '/api/auth/signup',
      {
        username: 'nasrin',
        OTPemail: 'owner@poshak.test',
        USERemail: 'nasrin@example.com',
        password: 'kantha-stitch',
        roles: ['seller'],
        ...fields,
      },
      ip,
    );

  describe('sign-in', () => {
    it('returns id, username, email, roles and a token that opens the back-office', async () => {
      await t.auth('admin'); // creates admin-tester / secret-password
      const reply = await post('/api/auth/signin', {
        username: 'ADMIN-tester',
        password: 'secret-password',
      });
      expect(reply.statusCode).toBe(200);
      const body = reply.json();
      expect(body).toEqual({
        id: expect.any(Number),
        username: 'admin-tester',
        email: 'admin@poshak.test',
        roles: ['admin'],
        accessToken: expect.any(String),
      });
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${body.accessToken}` },
      });
      expect(me.json()).toEqual({
        id: body.id,
        username: 'admin-tester',
        email: 'admin@poshak.test',
        roles: ['admin'],
      });
    });

    it('refuses a wrong password and an unknown user alike with 401', async () => {
      await t.auth('seller');
      const wrong = await post('/api/auth/signin', {
        username: 'seller-tester',
        password: 'nope-nope',
      });
      const unknown = await post('/api/auth/signin', { username: 'ghost', password: 'nope-nope' });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json().message).toBe(unknown.json().message);
    });

    it('refuses a missing password with 400 and the spec wording', async () => {
      const reply = await post('/api/auth/signin', { username: 'someone', password: '' });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toContain('Password is required');
    });

    it('throttles guessing one account from one address (429), not other accounts', async () => {
      const ip = '10.9.9.9';
      const codes: number[] = [];
      const max = SIGNIN_LIMITS.perAccount.max;
      for (let i = 0; i <= max; i++) {
        codes.push(
          (await post('/api/auth/signin', { username: 'victim', password: `guess-${i}` }, ip))
            .statusCode,
        );
      }
      expect(codes.slice(0, max)).toEqual(Array.from({ length: max }, () => 401));
      expect(codes[max]).toBe(429);
      const limited = await post(
        '/api/auth/signin',
        { username: 'victim', password: 'x-guess' },
        ip,
      );
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({
        statusCode: 429,
        error: 'Too Many Requests',
        message: expect.stringMatching(/^Too many attempts: try again in \d+ (minute|second)s?$/),
        retry_after_seconds: Number(limited.headers['retry-after']),
      });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      const other = await post(
        '/api/auth/signin',
        { username: 'someone-else', password: 'whatever' },
        ip,
      );
      expect(other.statusCode).toBe(401);
    });

    it('stops a spray of invented usernames from one address, whatever the names', async () => {
      await t.auth('seller');
      const ip = '10.8.8.8';
      const max = SIGNIN_LIMITS.perAddress.max;
      const codes: number[] = [];
      for (let i = 0; i <= max; i++) {
        codes.push(
          (await post('/api/auth/signin', { username: `sprayed-${i}`, password: 'password1' }, ip))
            .statusCode,
        );
      }
      expect(codes.filter((c) => c === 401)).toHaveLength(max);
      expect(codes[max]).toBe(429);
      // Once the address is known to be over, more invented names cost no query and no row.
      const rows = async () =>
        rowsOf<{ n: number }>(
          await t.shop.db.execute(
            sql`SELECT count(*)::int AS n FROM rate_limits WHERE key LIKE ${`signin|${ip}|%`}`,
          ),
        );
      const before = await rows();
      for (let i = 0; i < 5; i++) {
        const more = await post('/api/auth/signin', { username: `more-${i}`, password: 'x' }, ip);
        expect(more.statusCode).toBe(429);
      }
      expect(await rows()).toEqual(before);
      // Even the right password of a real account waits, from that address only.
      const real = { username: 'seller-tester', password: 'secret-password' };
      expect((await post('/api/auth/signin', real, ip)).statusCode).toBe(429);
      expect((await post('/api/auth/signin', real, '10.8.8.9')).statusCode).toBe(200);
    });

    it('does not count successful sign-ins toward the limit', async () => {
      await t.auth('moderator');
      const ip = '10.7.7.7';
      const real = { username: 'moderator-tester', password: 'secret-password' };
      for (let i = 0; i < SIGNIN_LIMITS.perAccount.max * 2; i++) {
        expect((await post('/api/auth/signin', real, ip)).statusCode).toBe(200);
      }
      // A few slips of the finger after all of them are still just wrong passwords.
      expect(
        (await post('/api/auth/signin', { ...real, password: 'typo-typo' }, ip)).statusCode,
      ).toBe(401);
    });

    it("re-hashes an older hash at today's cost on sign-in, keeping the password", async () => {
      const staff = staffRepository(t.shop.db);
      const owasp = await passwordHasher(OWASP_SCRYPT).hash('older-hash-pw');
      const account = await staff.create({
        username: 'older-hash',
        email: 'older@poshak.test',
        role: 'seller',
        password_hash: owasp,
      });
      const signIn = () =>
        post('/api/auth/signin', { username: 'older-hash', password: 'older-hash-pw' });
      expect((await signIn()).statusCode).toBe(200);
      const after = await staff.findById(account.id);
      // The test suites' server hashes at its own (cheap) cost: the stored hash moved to it.
      expect(after?.password_hash).not.toBe(owasp);
      expect(t.app.passwords.needsRehash(after?.password_hash ?? '')).toBe(false);
      expect((await signIn()).statusCode).toBe(200);
    });
  });

  describe('sessions', () => {
    const signIn = async (username: string, role: 'admin' | 'seller' | 'moderator') => {
      await staffRepository(t.shop.db).create({
        username,
        email: `${username}@poshak.test`,
        role,
        password_hash: await hashPassword('session-password'),
      });
      const reply = await post('/api/auth/signin', { username, password: 'session-password' });
      expect(reply.statusCode).toBe(200);
      const body = reply.json() as { id: number; accessToken: string };
      return { id: body.id, headers: { authorization: `Bearer ${body.accessToken}` } };
    };
    const addCategory = (headers: Record<string, string>, name: string) =>
      t.app.inject({ method: 'POST', url: `/api/categorys/post?category_name=${name}`, headers });
    const customers = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/api/customers/getAll', headers });

    it('logout ends the session at once: the same token is refused from then on', async () => {
      const { headers } = await signIn('leaving-today', 'seller');
      expect((await customers(headers)).statusCode).toBe(200);
      const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers });
      expect(out.statusCode).toBe(200);
      const after = await customers(headers);
      expect(after.statusCode).toBe(401);
      expect(after.json().message).toBe('Your session has ended: sign in again');
    });

    it('a seller demoted to moderator cannot go on creating categories with the old token', async () => {
      const seller = await signIn('demoted', 'seller');
      expect((await addCategory(seller.headers, 'Before-Demotion')).statusCode).toBe(200);
      await t.shop.db
        .update(staffUsers)
        .set({ role: 'moderator' })
        .where(sql`${staffUsers.id} = ${seller.id}`);
      expect((await addCategory(seller.headers, 'After-Demotion')).statusCode).toBe(401);
      // Signed in again, the account has the moderator's rights only.
      const reply = await post('/api/auth/signin', {
        username: 'demoted',
        password: 'session-password',
      });
      const again = { authorization: `Bearer ${reply.json().accessToken as string}` };
      expect((await addCategory(again, 'Moderator-Try')).statusCode).toBe(403);
    });

    it('a new password or role (the staff command) ends every session of the account', async () => {
      const first = await signIn('reset-me', 'admin');
      const second = await post('/api/auth/signin', {
        username: 'reset-me',
        password: 'session-password',
      });
      const secondHeaders = { authorization: `Bearer ${second.json().accessToken as string}` };
      await staffRepository(t.shop.db).setPassword(
        first.id,
        await hashPassword('new-password'),
        'admin',
      );
      expect((await customers(first.headers)).statusCode).toBe(401);
      expect((await customers(secondHeaders)).statusCode).toBe(401);
    });

    it('a deleted account cannot read customers with its token', async () => {
      const gone = await signIn('deleted-one', 'admin');
      expect((await customers(gone.headers)).statusCode).toBe(200);
      expect(await staffRepository(t.shop.db).remove(gone.id)).toBe(true);
      expect((await customers(gone.headers)).statusCode).toBe(401);
    });
  });

  describe('tokens', () => {
    const me = (authorization?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: authorization ? { authorization } : {},
      });

    it('answers 401 to a missing, malformed, tampered or expired token', async () => {
      const { authorization } = await t.auth('moderator');
      expect((await me()).statusCode).toBe(401);
      expect((await me('Basic YWRtaW46YWRtaW4=')).statusCode).toBe(401);
      expect((await me('Bearer not-a-jwt')).statusCode).toBe(401);
      const [header, payload, signature] = authorization.slice(7).split('.');
      const forged = Buffer.from(
        JSON.stringify({ id: 1, username: 'x', email: 'x', roles: ['admin'] }),
      ).toString('base64url');
      expect((await me(`Bearer ${header}.${forged}.${signature}`)).statusCode).toBe(401);
      expect((await me(`Bearer ${header}.${payload}.${signature}x`)).statusCode).toBe(401);

      // A live session's token, a minute after its own expiry (the clock moved, not slept).
      const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as object;
      const shortLived = t.app.jwt.sign({ ...claims, exp: undefined } as never, { expiresIn: 60 });
      expect((await me(`Bearer ${shortLived}`)).statusCode).toBe(200);
      const clock = jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 61_000);
      try {
        const expired = await me(`Bearer ${shortLived}`);
        expect(expired.statusCode).toBe(401);
        expect(expired.json().message).toContain('expired');
      } finally {
        clock.mockRestore();
      }
    });
  });

  describe('sign-up with a code mailed to the owner', () => {
    it('mails a 6-digit code to OWNER_EMAIL naming the address and role asked for, stored only hashed', async () => {
      const before = outbox(t).length;
      const reply = await post('/api/auth/otp', { email: 'Applicant@Example.com', role: 'admin' });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toContain('text/plain');
      expect(reply.body).toContain('OTP sent');
      const mails = outbox(t);
      expect(mails).toHaveLength(before + 1);
      const mail = mails.at(-1);
      expect(mail?.to).toBe('owner@poshak.test');
      expect(mail?.subject).toContain('applicant@example.com as Admin');
      expect(mail?.text).toContain('applicant@example.com asks to join Poshak');
      expect(mail?.text).toContain('as Admin');
      expect(mail?.text).toContain('অ্যাডমিন');
      const code = codeIn(mail);
      expect(code).toMatch(/^\d{6}$/);
      const rows = await t.shop.db.select().from(otps);
      expect(rows.some((r) => r.code_hash.includes(code))).toBe(false);
    });

    it('creates the account with the code, once; the account then signs in', async () => {
      const code = await requestOtp('nasrin@example.com');
      const reply = await signup({ OTP: code });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toContain('text/plain');
      expect(reply.body).toBe('User registered successfully!');

      const signin = await post('/api/auth/signin', {
        username: 'nasrin',
        password: 'kantha-stitch',
      });
      expect(signin.json().roles).toEqual(['seller']);

      const again = await signup({ username: 'nasrin2', OTP: code });
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toContain('OTP');
    });

    it('signs up only the address and the role the owner was asked to approve', async () => {
      const code = await requestOtp('shirin@example.com', '10.4.4.4', 'seller');
      const asAdmin = await signup(
        { username: 'shirin', USERemail: 'shirin@example.com', OTP: code, roles: ['admin'] },
        '10.4.4.4',
      );
      expect(asAdmin.statusCode).toBe(400);
      expect(asAdmin.json().message).toBe(
        'OTP: this code was asked for the role Seller; choose that role or ask for a new code',
      );
      // The OTPemail the spec's client sends does not stand in for the address the code is for.
      const elsewhere = await signup(
        {
          username: 'shirin',
          OTPemail: 'shirin@example.com',
          USERemail: 'mallory@example.com',
          OTP: code,
        },
        '10.4.4.4',
      );
      expect(elsewhere.statusCode).toBe(400);
      const right = await signup(
        { username: 'shirin', USERemail: 'shirin@example.com', OTP: code, roles: ['seller'] },
        '10.4.4.4',
      );
      expect(right.statusCode).toBe(200);
      const account = await staffRepository(t.shop.db).findByUsername('shirin');
      expect(account).toMatchObject({ role: 'seller', email: 'shirin@example.com' });
    });

    it('a new code for the same address does not void the one already handed out', async () => {
      const first = await requestOtp('kamal@example.com', '10.5.5.5', 'moderator');
      const second = await requestOtp('kamal@example.com', '10.5.5.6', 'moderator');
      expect(second).toMatch(/^\d{6}$/);
      const reply = await signup(
        { username: 'kamal', USERemail: 'kamal@example.com', OTP: first, roles: ['moderator'] },
        '10.5.5.5',
      );
      expect(reply.statusCode).toBe(200);
    });

    it('keeps the code when the username is taken (409), so the applicant can retry', async () => {
      const code = await requestOtp('rafiq@example.com');
      const taken = await signup({ username: 'NASRIN', USERemail: 'rafiq@example.com', OTP: code });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toContain('username');
      const retry = await signup({ username: 'rafiq', USERemail: 'rafiq@example.com', OTP: code });
      expect(retry.statusCode).toBe(200);
    });

    it('stops a code after 5 wrong tries, even before the right one', async () => {
      const code = await requestOtp('tania@example.com', '10.1.1.1');
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++) {
        const reply = await signup(
          { username: 'tania', USERemail: 'tania@example.com', OTP: wrong },
          '10.1.1.1',
        );
        expect(reply.statusCode).toBe(400);
      }
      const right = await signup(
        { username: 'tania', USERemail: 'tania@example.com', OTP: code },
        '10.1.1.1',
      );
      expect(right.statusCode).toBe(400);
      expect(right.json().message).toContain('5 wrong tries');
    });

    it('refuses a code after its 10 minutes', async () => {
      const code = await requestOtp('old@example.com', '10.2.2.2');
      await t.shop.db.update(otps).set({ expires_at: sql`now() - interval '1 second'` });
      const reply = await signup(
        { username: 'old', USERemail: 'old@example.com', OTP: code },
        '10.2.2.2',
      );
      expect(reply.statusCode).toBe(400);
    });

    it('validates the form with the spec messages', async () => {
      const reply = await post('/api/auth/signup', {
        username: '',
        USERemail: 'not-an-email',
        OTP: '12',
        password: '123',
        roles: ['owner'],
      });
      expect(reply.statusCode).toBe(400);
      const message = reply.json().message as string;
      expect(message).toContain('Username is required');
      expect(message).toContain('Invalid email format');
      expect(message).toContain('Password must be at least 6 characters long');
      expect(message).toContain('roles');
      const otp = await post('/api/auth/otp', { email: 'nope' });
      expect(otp.statusCode).toBe(400);
      expect(otp.json().message).toContain('Invalid email format');
    });

    it('rate-limits code requests (429)', async () => {
      const ip = '10.3.3.3';
      for (let i = 0; i < RATE_LIMITS.otp.max; i++) {
        expect((await post('/api/auth/otp', { email: `x${i}@example.com` }, ip)).statusCode).toBe(
          200,
        );
      }
      const limited = await post('/api/auth/otp', { email: 'y@example.com' }, ip);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(/^Too many attempts: try again in \d+ minutes?$/);
    });
  });
});

describe('OTP mail over SMTP_URL', () => {
  it('is delivered to the owner through the configured server', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as { port: number };
    const t = await build('embedded', { env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    try {
      const reply = await t.app.inject({
        method: 'POST',
        url: '/api/auth/otp',
        payload: { email: 'someone@example.com' },
      });
      expect(reply.statusCode).toBe(200);
      expect(received).toHaveLength(1);
      expect(received[0]).toContain('To: owner@poshak.test');
      expect(received[0]).toMatch(/Sign-up code: \d{6}/);
      expect(outbox(t)).toHaveLength(0);
    } finally {
      await t.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
