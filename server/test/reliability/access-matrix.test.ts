import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { ROLES, type Role } from '@poshak/shared-api/schemas';
import type { RouteEntry } from '../../src/plugins/auth';
import { build, drivers, shopForTests, type TestShop } from '../helpers/build';
import { databaseFingerprint } from './helpers/db-checksum';
import {
  COURIER_TEST_ENV,
  FIXTURES,
  fixtureContext,
  type FixtureContext,
} from './helpers/route-fixtures';
import { claimsOf, signJwt, tamperClaims, tamperSignature } from './helpers/tokens';

const ROLES_DOC = path.resolve(__dirname, '../../../docs/roles.md');

type Expected = '2xx' | 401 | 403;

/** docs/roles.md's table: `METHOD url` → who may call it (✓ or 403 per role). */
function documentedMatrix(): Map<string, { who: string; roles: Record<Role, '✓' | '403'> }> {
  const rows = readFileSync(ROLES_DOC, 'utf8')
    .split('\n')
    .map((line) =>
      /^\|\s*(GET|POST|PUT|DELETE)\s*\|\s*`([^`]+)`\s*\|\s*([^|]+?)\s*\|\s*(\S+)\s*\|\s*(\S+)\s*\|\s*(\S+)\s*\|$/.exec(
        line,
      ),
    )
    .filter((m): m is RegExpExecArray => m !== null);
  return new Map(
    rows.map((m) => [
      `${m[1]} ${m[2]}`,
      {
        who: m[3] as string,
        roles: { admin: m[4], seller: m[5], moderator: m[6] } as Record<Role, '✓' | '403'>,
      },
    ]),
  );
}

/**
 * The role policy, written independently of the code: admin everything; seller the catalogue,
 * stock, customers and orders (not coupons; taking orders for callers too) and the dashboard;
 * moderator reads everything but the dashboard and changes order status; everyone may log out.
 */
function policy(route: RouteEntry, role: Role): boolean {
  if (role === 'admin') return true;
  // Every signed-in member may end their own session.
  if (route.url === '/api/auth/logout') return true;
  // Which release of the storefront and back-office shoppers and staff run is the owner's.
  if (route.url.startsWith('/api/backoffice/releases')) return false;
  // Who changed what, and the list of staff accounts, are the owner's to read.
  if (route.url === '/api/backoffice/audit' || route.url.startsWith('/api/backoffice/staff'))
    return false;
  const write = route.method !== 'GET';
  // Who moves orders on also says whether their advance fee arrived, and notes on them.
  const movesOrders =
    route.url.includes('updateTransactionOrderStatus') ||
    route.url.endsWith('/payment') ||
    route.url.endsWith('/notes') ||
    // …and releases a held order after the call.
    route.url.endsWith('/hold') ||
    route.url.endsWith('/orders/bulk') ||
    // …and sends a shopper's SMS again when it was given up.
    route.url.endsWith('/resend');
  // Whether a courier takes the shop's credentials is the owner's to try.
  if (route.url === '/api/backoffice/couriers/:courier/test') return false;
  // The rules that hold orders or ask fees in advance are the owner's.
  if (write && route.url === '/api/backoffice/risk/rules') return false;
  // The wording of the shop's SMS is the owner's.
  if (write && route.url.startsWith('/api/backoffice/sms/templates')) return false;
  // The dashboard's takings, and the cash couriers collected and owe, are for the people who run
  // the shop, not for moderators.
  if (route.url.startsWith('/api/backoffice/dashboard')) return role === 'seller';
  if (route.url.startsWith('/api/backoffice/cod')) return role === 'seller';
  // Taking an order for a caller is selling: a moderator checks orders but does not make them.
  if (route.method === 'POST' && route.url === '/api/backoffice/orders') return role === 'seller';
  if (role === 'moderator') return !write || movesOrders;
  // Coupons and the delivery days the shop promises are the owner's.
  return !(
    write &&
    (route.url.startsWith('/api/coupons') || route.url.startsWith('/api/shipping/'))
  );
}

const JWT_SECRET = 'test-secret-test-secret-test-secret-0123';

describe.each(drivers)('access control on %s', (driver) => {
  const { t, c } = shopForTests(driver, { env: COURIER_TEST_ENV });
  let ctx: FixtureContext;
  const tokens = {} as Record<Role, string>;
  beforeAll(async () => {
    for (const role of ROLES)
      tokens[role] = (await t.auth(role)).authorization.slice('Bearer '.length);
    ctx = await fixtureContext(t, c, 'matrix');
  });

  const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

  it('docs/roles.md lists every route of the route table, and its matrix is the documented policy', () => {
    const doc = documentedMatrix();
    expect([...doc.keys()].sort()).toEqual(t.app.routeTable.map(key).sort());
    for (const route of t.app.routeTable) {
      const row = doc.get(key(route));
      expect({ route: key(route), who: row?.who }).toEqual({
        route: key(route),
        who: route.access === 'public' ? 'public' : expect.stringMatching(/staff/),
      });
      if (route.access === 'public') continue;
      for (const role of ROLES) {
        expect({ route: key(route), role, cell: row?.roles[role] }).toEqual({
          route: key(route),
          role,
          cell: policy(route, role) ? '✓' : '403',
        });
      }
    }
  });

  it('every back-office route × {no token, malformed ×4, tampered ×2, logged out, expired, alg none, foreign secret, each role} gives 401 / 403 / 2xx as documented', async () => {
    const doc = documentedMatrix();
    const staffRoutes = t.app.routeTable.filter((r) => r.access !== 'public');
    const missing = t.app.routeTable.map(key).filter((k) => !FIXTURES[k]);
    expect(missing).toEqual([]);

    const now = Math.floor(Date.now() / 1000);
    const admin = claimsOf(tokens.admin);
    const signIn = async (role: Role) => {
      const reply = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { username: `${role}-tester`, password: 'secret-password' },
      });
      return (reply.json() as { accessToken: string }).accessToken;
    };
    const loggedOut = await signIn('admin');
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${loggedOut}` },
    });
    const refusals: [string, string | undefined][] = [
      ['no token', undefined],
      ['malformed: Bearer and nothing', 'Bearer'],
      ['malformed: not a JWT', 'Bearer not-a-token'],
      ['malformed: Basic credentials', 'Basic YWRtaW46cGFzc3dvcmQ='],
      ['malformed: the token without Bearer', tokens.admin],
      ['tampered signature', `Bearer ${tamperSignature(tokens.admin)}`],
      [
        'tampered claims (seller made admin)',
        `Bearer ${tamperClaims(tokens.seller, (c) => ({ ...c, roles: ['admin'] }))}`,
      ],
      ['a logged-out session', `Bearer ${loggedOut}`],
      [
        'expired',
        `Bearer ${signJwt({ ...admin, iat: now - 9 * 3600, exp: now - 3600 }, JWT_SECRET)}`,
      ],
      [
        'alg none',
        `Bearer ${signJwt({ ...admin, iat: now, exp: now + 3600 }, '', { alg: 'none', typ: 'JWT' }).replace(/[^.]+$/, '')}`,
      ],
      [
        'signed with another secret',
        `Bearer ${signJwt({ ...admin, iat: now, exp: now + 3600 }, 'another-secret-another-secret-another-secret')}`,
      ],
    ];

    const outcomes: string[] = [];
    let cases = 0;
    const check = async (
      route: RouteEntry,
      what: string,
      request: InjectOptions,
      expected: Expected,
    ) => {
      cases++;
      const reply = await t.app.inject(request);
      const ok =
        expected === '2xx'
          ? reply.statusCode >= 200 && reply.statusCode < 300
          : reply.statusCode === expected;
      const body =
        reply.statusCode >= 400
          ? (reply.json() as { statusCode?: number; message?: string })
          : undefined;
      const shaped =
        !body || (body.statusCode === reply.statusCode && typeof body.message === 'string');
      const expiredSaid = what !== 'expired' || /expired/.test(body?.message ?? '');
      if (!ok || !shaped || !expiredSaid) {
        outcomes.push(
          `${key(route)} with ${what}: expected ${expected}, got ${reply.statusCode} ${reply.body.slice(0, 160)}`,
        );
      }
    };

    // Requests first (fixtures may create rows), then the fingerprint, then the refused calls.
    const refused: [RouteEntry, string, InjectOptions][] = [];
    for (const route of staffRoutes) {
      const request = await FIXTURES[key(route)]?.(ctx);
      if (!request) continue;
      for (const [what, authorization] of refusals) {
        const headers = { ...(request.headers as Record<string, string> | undefined) };
        if (authorization) headers.authorization = authorization;
        refused.push([route, what, { ...request, headers }]);
      }
    }
    const before = await databaseFingerprint(t.shop.db);
    for (const [route, what, request] of refused) await check(route, what, request, 401);
    // Not one of the refused requests above wrote anything.
    expect(await databaseFingerprint(t.shop.db)).toBe(before);

    for (const route of staffRoutes) {
      for (const role of ROLES) {
        const request = await FIXTURES[key(route)]?.(ctx);
        if (!request) continue;
        const allowed = doc.get(key(route))?.roles[role] === '✓';
        // Logging out ends the session it is sent with: a session of its own.
        const token = key(route) === 'POST /api/auth/logout' ? await signIn(role) : tokens[role];
        const headers = {
          ...(request.headers as Record<string, string> | undefined),
          authorization: `Bearer ${token}`,
        };
        await check(route, role, { ...request, headers }, allowed ? '2xx' : 403);
      }
    }
    console.log(
      `access matrix on ${driver}: ${staffRoutes.length} back-office routes × ${refusals.length + ROLES.length} cases = ${cases} requests`,
    );
    expect(outcomes).toEqual([]);
    expect(cases).toBe(staffRoutes.length * (refusals.length + ROLES.length));
  });

  it('shopper routes need no token, and a stale or broken token does not lock a shopper out', async () => {
    const publicRoutes = t.app.routeTable.filter((r) => r.access === 'public');
    const problems: string[] = [];
    for (const route of publicRoutes) {
      // Two calls per route: sign-up needs a mailed code, and OTP requests are limited to 5 per window.
      for (const authorization of [undefined, `Bearer ${tamperSignature(tokens.admin)}`]) {
        const request = await FIXTURES[key(route)]?.(ctx);
        if (!request) {
          problems.push(`${key(route)}: no fixture`);
          continue;
        }
        const headers = {
          ...(request.headers as Record<string, string> | undefined),
          ...(authorization ? { authorization } : {}),
        };
        const reply = await t.app.inject({ ...request, headers });
        if (reply.statusCode < 200 || reply.statusCode >= 300) {
          problems.push(
            `${key(route)} with ${authorization ?? 'no token'}: ${reply.statusCode} ${reply.body.slice(0, 120)}`,
          );
        }
      }
    }
    // The old storefront's customer call: public with a JSON body (its query form is staff-only above).
    const legacy = await t.app.inject({
      method: 'POST',
      url: '/api/customers/post',
      payload: {
        customer_name: 'Old client',
        customer_address: 'Rajshahi',
        customer_phone: '01712345678',
        shipping_id: 2,
      },
    });
    expect(legacy.statusCode).toBe(200);
    expect(problems).toEqual([]);
  });

  it('an anonymous caller sees stock entries only: order lines and customers stay hidden on the public legacy read', async () => {
    const anonymous = (
      await t.app.inject({ method: 'GET', url: '/api/transactionsRouter/getAll' })
    ).json() as { operation_type_id: number; Customer: unknown }[];
    expect(anonymous.length).toBeGreaterThan(0);
    expect(anonymous.every((row) => row.operation_type_id === 2 && row.Customer === null)).toBe(
      true,
    );
    const staff = (
      await t.app.inject({
        method: 'GET',
        url: '/api/transactionsRouter/getAll',
        headers: { authorization: `Bearer ${tokens.moderator}` },
      })
    ).json() as { operation_type_id: number }[];
    expect(staff.some((row) => row.operation_type_id === 1)).toBe(true);
  });
});

describe.each(drivers)('the customer call’s two forms on %s', (driver) => {
  let t: TestShop;
  beforeAll(async () => {
    t = await build(driver);
  });
  afterAll(() => t.close());

  it.each(['null', '""', '0', 'false'])(
    'a JSON body of %s cannot carry the staff-only query form past the token check',
    async (payload) => {
      const before = (
        await t.app.inject({
          method: 'GET',
          url: '/api/customers/getAll',
          headers: await t.auth('admin'),
        })
      ).json() as unknown[];
      const reply = await t.app.inject({
        method: 'POST',
        url: '/api/customers/post?customer_name=Smuggled&customer_phone=01712345678&customer_address=Nowhere',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(reply.statusCode).toBeGreaterThanOrEqual(400);
      expect(reply.statusCode).toBeLessThan(500);
      const after = (
        await t.app.inject({
          method: 'GET',
          url: '/api/customers/getAll',
          headers: await t.auth('admin'),
        })
      ).json() as unknown[];
      expect(after).toHaveLength(before.length);
    },
  );
});
