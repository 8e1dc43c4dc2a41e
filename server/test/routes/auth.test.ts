import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { otps } from '../../src/db/schema';
import { RATE_LIMITS } from '../../src/routes/auth';
import { build, drivers, type TestShop } from '../helpers/build';

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
  const requestOtp = async (email: string, ip?: string) => {
    const reply = await post('/api/auth/otp', { email }, ip);
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
      for (let i = 0; i <= RATE_LIMITS.signin.max; i++) {
        codes.push(
          (await post('/api/auth/signin', { username: 'victim', password: `guess-${i}` }, ip))
            .statusCode,
        );
      }
      expect(codes.slice(0, RATE_LIMITS.signin.max).every((c) => c === 401)).toBe(true);
      const limited = await post(
        '/api/auth/signin',
        { username: 'victim', password: 'x-guess' },
        ip,
      );
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
      const other = await post(
        '/api/auth/signin',
        { username: 'someone-else', password: 'whatever' },
        ip,
      );
      expect(other.statusCode).toBe(401);
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

      const shortLived = t.app.jwt.sign(
        { id: 1, username: 'admin-tester', email: 'a@b.c', roles: ['admin'] },
        { expiresIn: 1 },
      );
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const expired = await me(`Bearer ${shortLived}`);
      expect(expired.statusCode).toBe(401);
      expect(expired.json().message).toContain('expired');
    });
  });

  describe('sign-up with a code mailed to the owner', () => {
    it('mails a 6-digit code to OWNER_EMAIL whatever address was sent, stored only hashed', async () => {
      const before = outbox(t).length;
      const reply = await post('/api/auth/otp', { email: 'Applicant@Example.com' });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toContain('text/plain');
      expect(reply.body).toContain('OTP sent');
      const mails = outbox(t);
      expect(mails).toHaveLength(before + 1);
      const mail = mails.at(-1);
      expect(mail?.to).toBe('owner@poshak.test');
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
      expect((await post('/api/auth/otp', { email: 'y@example.com' }, ip)).statusCode).toBe(429);
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
    const t = await build('pglite', { env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
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
