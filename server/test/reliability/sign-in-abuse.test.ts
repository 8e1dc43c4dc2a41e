import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/db/database';
import { build, drivers, type TestShop, createStaff } from '../helpers/build';

describe.each(drivers)('guessing on %s', (driver) => {
  let t: TestShop;
  beforeAll(async () => {
    t = await build(driver);
    await createStaff(t.shop.db, {
      username: 'target',
      password: 'the-right-password',
      role: 'admin',
      email: 'target@poshak.test',
    });
    await createStaff(t.shop.db, {
      username: 'bystander',
      password: 'bystander-password',
      role: 'seller',
      email: 'bystander@poshak.test',
    });
  });
  afterAll(() => t.close());

  const signin = (username: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { username, password } });

  it('brute-force sign-in is throttled: the 11th try gets 429 even with the right password; others still sign in', async () => {
    for (let i = 0; i < 10; i++)
      expect((await signin('target', `guess-${i}`)).statusCode).toBe(401);
    const throttled = await signin('target', 'the-right-password');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: expect.stringMatching(/^Too many attempts: try again in/),
      retry_after_seconds: Number(throttled.headers['retry-after']),
    });
    expect(throttled.headers['retry-after']).toBeDefined();
    // The same name in other letter case is the same account, and the same count.
    expect((await signin('TARGET', 'the-right-password')).statusCode).toBe(429);
    expect((await signin('bystander', 'bystander-password')).statusCode).toBe(200);
  });

  describe('sign-up codes', () => {
    const email = (n: number) => `joiner${n}@poshak.test`;
    /** The code of the newest mail in the outbox (no SMTP in tests). */
    const mailedCode = () => {
      const dir = t.config.outboxDir;
      const [newest] = readdirSync(dir).sort().reverse();
      const code = /Sign-up code: (\d{6})/.exec(
        readFileSync(path.join(dir, newest ?? ''), 'utf8'),
      )?.[1];
      if (!code) throw new Error('no sign-up code in the outbox');
      return code;
    };
    const requestCode = async (n: number) => {
      const reply = await t.app.inject({
        method: 'POST',
        url: '/api/auth/otp',
        payload: { email: email(n) },
      });
      expect(reply.statusCode).toBe(200);
      return mailedCode();
    };
    const signup = (n: number, code: string, username = `joiner${n}`) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: {
          username,
          USERemail: email(n),
          OTP: code,
          password: 'joiner-password',
          roles: ['seller'],
        },
      });
    const accounts = async () =>
      rowsOf<{ n: number }>(
        await t.shop.db.execute(sql`SELECT count(*)::int AS n FROM staff_users`),
      )[0]?.n;

    it('are stored as a keyed hash, never as the code, and expire 10 minutes after they were made', async () => {
      const code = await requestCode(1);
      const [row] = rowsOf<{ code_hash: string; minutes: number }>(
        await t.shop.db.execute(sql`
          SELECT code_hash, round(extract(epoch FROM expires_at - created_at) / 60)::int AS minutes
          FROM otps WHERE email = ${email(1)} ORDER BY id DESC LIMIT 1`),
      );
      // HMAC-SHA256 under the server's key: 32 bytes in base64url.
      expect(row?.code_hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(row?.code_hash).not.toContain(code);
      expect(row?.minutes).toBe(10);
    });

    it('an expired code is refused and creates no account', async () => {
      const code = await requestCode(2);
      // Ten minutes pass.
      await t.shop.db.execute(
        sql`UPDATE otps SET expires_at = now() - interval '1 second' WHERE email = ${email(2)}`,
      );
      const before = await accounts();
      const reply = await signup(2, code);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toMatch(/^OTP: /);
      expect(await accounts()).toBe(before);
    });

    it('after 5 wrong tries even the right code is refused; a used code cannot be used again', async () => {
      const code = await requestCode(3);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++) {
        const reply = await signup(3, wrong);
        expect(reply.statusCode).toBe(400);
        expect(reply.json().message).toBe('OTP: the code is not correct');
      }
      const before = (await accounts()) ?? 0;
      const sixth = await signup(3, code);
      expect(sixth.statusCode).toBe(400);
      expect(sixth.json().message).toBe('OTP: 5 wrong tries; ask for a new code');
      expect(await accounts()).toBe(before);

      const fresh = await requestCode(4);
      expect((await signup(4, fresh)).statusCode).toBe(200);
      const again = await signup(4, fresh, 'joiner4-again');
      expect(again.statusCode).toBe(400);
      expect(await accounts()).toBe(before + 1);
    });
  });
});
