import type { Role } from '@poshak/shared-api/schemas';
import Fastify from 'fastify';
import { loadConfig } from '../../src/config';
import authPlugin from '../../src/plugins/auth';
import { build, type TestShop } from '../helpers/build';

const ROLES: Role[] = ['admin', 'seller', 'moderator'];

describe('access declared on every route', () => {
  let t: TestShop;
  beforeAll(async () => {
    t = await build('pglite');
  });
  afterAll(() => t.close());

  it('refuses to start with an /api route that declares no access', async () => {
    const app = Fastify();
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
