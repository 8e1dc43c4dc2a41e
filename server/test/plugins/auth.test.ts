import { writeFileSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import type { Role } from '@poshak/shared-api/schemas';
import { loadConfig } from '../../src/config';
import authPlugin, {
  resolveSigningKey,
  VerifiedTokens,
  type StaffToken,
} from '../../src/plugins/auth';
import databasePlugin from '../../src/plugins/database';
import { staffRepository } from '../../src/modules/staff/staff';
import { staffSessionsRepository } from '../../src/modules/staff/staff-sessions';
import { build, createStaff, hashPassword, signInHeaders, type TestShop } from '../helpers/build';
import { instancesOnOnePostgres } from '../helpers/instances';

const ROLES: Role[] = ['admin', 'seller', 'moderator'];

describe('access declared on every route', () => {
  let t: TestShop;
  beforeAll(async () => {
    t = await build('embedded');
  });
  afterAll(() => t.close());

  it('refuses to start with an /api route that declares no access', async () => {
    const app = Fastify();
    await app.register(databasePlugin, { shop: t.shop });
    await app.register(authPlugin, {
      config: loadConfig({ JWT_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp' }),
    });
    expect(() => app.get('/api/forgotten', async () => 'open')).toThrow('declares no access');
    await app.close();
  });

  it('covers the whole API in the route table', () => {
    expect(t.app.routeTable.length).toBeGreaterThanOrEqual(40);
  });

  it('answers 401 on every staff route without a token, and 403 to every role not allowed', async () => {
    const staffRoutes = t.app.routeTable.filter((r) => r.access !== 'public');
    expect(staffRoutes.length).toBeGreaterThan(20);
    for (const route of staffRoutes) {
      const url = route.url.replace(/:\w+/g, '1');
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'DELETE';
      const anonymous = await t.app.inject({ method, url });
      expect(`${method} ${url} ${anonymous.statusCode}`).toBe(`${method} ${url} 401`);
      if (route.access === 'public') continue;
      for (const role of ROLES.filter(
        (r) => !(route.access as { roles: readonly Role[] }).roles.includes(r),
      )) {
        const reply = await t.app.inject({ method, url, headers: await t.auth(role) });
        expect(`${method} ${url} ${role} ${reply.statusCode}`).toBe(`${method} ${url} ${role} 403`);
      }
    }
  });
});

describe('verified tokens', () => {
  const claims = (exp?: number) =>
    ({
      id: 1,
      username: 'rahim',
      email: 'r@poshak.test',
      roles: ['seller'],
      sid: 's',
      exp,
    }) as StaffToken & { exp?: number };

  it('believes a token only until its own expiry, and never one without an expiry', () => {
    const known = new VerifiedTokens();
    const now = 1_700_000_000_000;
    known.remember('a', claims(now / 1000 + 60), now);
    known.remember('forever', claims(), now);
    known.remember('gone', claims(now / 1000 - 1), now);
    expect(known.get('a', now + 59_999)).toMatchObject({ username: 'rahim' });
    expect(known.get('a', now + 60_000)).toBeUndefined();
    // Forgotten once expired: later lookups do not find it either.
    expect(known.get('a', now)).toBeUndefined();
    expect(known.get('forever', now)).toBeUndefined();
    expect(known.get('gone', now)).toBeUndefined();
  });

  it('keeps at most its bound, dropping expired tokens first, then the oldest', () => {
    const known = new VerifiedTokens(3);
    const now = 1_700_000_000_000;
    known.remember('short', claims(now / 1000 + 1), now);
    known.remember('b', claims(now / 1000 + 600), now);
    known.remember('c', claims(now / 1000 + 600), now);
    known.remember('d', claims(now / 1000 + 600), now + 2_000);
    expect(known.size).toBe(3);
    expect(['b', 'c', 'd'].map((t) => known.get(t, now + 2_000) !== undefined)).toEqual([
      true,
      true,
      true,
    ]);
    known.remember('e', claims(now / 1000 + 600), now + 2_000);
    expect(known.size).toBe(3);
    expect(known.get('b', now + 2_000)).toBeUndefined();
    expect(known.get('e', now + 2_000)).toBeDefined();
  });

  describe('on a running shop', () => {
    let t: TestShop;
    beforeAll(async () => {
      t = await build('embedded');
    });
    afterAll(() => t.close());
    afterEach(() => jest.restoreAllMocks());

    /** A token of a live session, signed to expire in `expiresIn` seconds. */
    const sessionToken = async (username: string, role: Role, expiresIn: number) => {
      const account = await staffRepository(t.shop.db).create({
        username,
        email: `${username}@poshak.test`,
        role,
        password_hash: await hashPassword('token-password'),
      });
      const sid = await staffSessionsRepository(t.shop.db).open(account.id, role, 3_600);
      const claims = { id: account.id, username, email: account.email, roles: [role], sid };
      return { token: t.app.jwt.sign(claims, { expiresIn }), claims };
    };

    const staffPage = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/backoffice/stock?page=1&pageSize=18',
        headers: { authorization: `Bearer ${token}` },
      });

    it('does not open a staff page with a known token past its expiry', async () => {
      const { token } = await sessionToken('seller-x', 'seller', 60);
      expect((await staffPage(token)).statusCode).toBe(200);
      expect((await staffPage(token)).statusCode).toBe(200);
      const later = Date.now() + 61_000;
      jest.spyOn(Date, 'now').mockReturnValue(later);
      const expired = await staffPage(token);
      expect(expired.statusCode).toBe(401);
      expect(expired.json().message).toContain('expired');
    });

    it('checks the signature of a token it has not verified, even beside a known one', async () => {
      const { token, claims } = await sessionToken('seller-y', 'seller', 600);
      expect((await staffPage(token)).statusCode).toBe(200);
      const [header, , signature] = token.split('.');
      const forged = Buffer.from(
        JSON.stringify({ ...claims, roles: ['admin'], exp: 9e9 }),
      ).toString('base64url');
      expect((await staffPage(`${header}.${forged}.${signature}`)).statusCode).toBe(401);
      expect((await staffPage(`${token}x`)).statusCode).toBe(401);
    });

    it('refuses a well-signed token whose session does not exist', async () => {
      const { claims } = await sessionToken('seller-w', 'seller', 600);
      const made = t.app.jwt.sign({ ...claims, sid: 'no-such-session' }, { expiresIn: 600 });
      expect((await staffPage(made)).statusCode).toBe(401);
    });

    it('gives a known token exactly the role its account has', async () => {
      const { token } = await sessionToken('mod-z', 'moderator', 600);
      const url = '/api/categorys/post?category_name=Known';
      const headers = { authorization: `Bearer ${token}` };
      for (let i = 0; i < 2; i++) {
        expect((await t.app.inject({ method: 'POST', url, headers })).statusCode).toBe(403);
      }
    });
  });
});

describe('the signing key', () => {
  it('is kept in the database: a shop without JWT_SECRET signs alike after a restart, and adopts a key an older version kept in DATA_DIR', async () => {
    const first = await build('embedded', {
      configure: (config) => ({ ...config, jwtSecret: undefined }),
    });
    try {
      const key = await resolveSigningKey(first.shop.db, first.config);
      expect(key.length).toBeGreaterThanOrEqual(32);
      // Asked again (a restart, another instance) with another file beside it: the same key.
      writeFileSync(path.join(first.config.dataDir, 'jwt-secret'), 'x'.repeat(48));
      expect(await resolveSigningKey(first.shop.db, first.config)).toBe(key);
    } finally {
      await first.close();
    }
    const upgraded = await build('embedded', {
      configure: (config) => {
        writeFileSync(path.join(config.dataDir, 'jwt-secret'), 'k'.repeat(48));
        return { ...config, jwtSecret: undefined };
      },
    });
    try {
      expect(await resolveSigningKey(upgraded.shop.db, upgraded.config)).toBe('k'.repeat(48));
    } finally {
      await upgraded.close();
    }
  });
});

describe('instances on one PostgreSQL', () => {
  it('share the signing key and the sessions: a token from one works on the other, a logout on one ends it on both', async () => {
    const { instances, close } = await instancesOnOnePostgres(2);
    try {
      const [a, b] = instances;
      if (!a || !b) throw new Error('two instances expected');
      const seller = { username: 'both-ways', password: 'both-password', role: 'seller' } as const;
      await createStaff(a.shop.db, seller);
      const headers = await signInHeaders(a.app, seller);
      const read = (app: FastifyInstance) =>
        app.inject({ method: 'GET', url: '/api/customers/getAll', headers });
      expect((await read(b.app)).statusCode).toBe(200);
      expect(
        (await b.app.inject({ method: 'POST', url: '/api/auth/logout', headers })).statusCode,
      ).toBe(200);
      expect((await read(a.app)).statusCode).toBe(401);
    } finally {
      await close();
    }
  });
});
