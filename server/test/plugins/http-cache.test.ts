import type { InjectOptions } from 'fastify';
import { drivers, shopForTests } from '../helpers/build';

const PRIVATE = 'private, no-store';

describe.each(drivers)('cache-control of staff replies on %s', (driver) => {
  const { t, c } = shopForTests(driver);
  let admin: { authorization: string };
  beforeAll(async () => {
    await c.addStock({ product_code: 'HC-1', product_name: 'Cached Panjabi' });
    admin = await t.auth('admin');
  });

  const cacheControlOf = async (request: InjectOptions) => {
    const reply = await t.app.inject(request);
    return [reply.statusCode, reply.headers['cache-control']];
  };

  it.each([
    ['GET', '/api/backoffice/orders'],
    ['GET', '/api/backoffice/stock'],
    ['GET', '/api/customers/getAll'],
    ['GET', '/api/coupons'],
    ['GET', '/api/auth/me'],
  ])('a staff page (%s %s) is never stored', async (method, url) => {
    expect(await cacheControlOf({ method: method as 'GET', url, headers: admin })).toEqual([
      200,
      PRIVATE,
    ]);
  });

  it('nor is a staff write, nor a staff-only route refused for want of a token', async () => {
    const write = await cacheControlOf({
      method: 'POST',
      url: '/api/categorys/post?category_name=Fatua',
      headers: admin,
    });
    expect(write).toEqual([200, PRIVATE]);
    expect(await cacheControlOf({ method: 'GET', url: '/api/customers/getAll' })).toEqual([
      401,
      PRIVATE,
    ]);
  });

  it.each([
    // The legacy read lists customers' order lines for staff only.
    ['/api/transactionsRouter/getAll', 'no-cache'],
    ['/api/storefront/products', 'no-cache'],
    ['/api/categorys/getAll', 'no-cache'],
    ['/api/config', 'public, max-age=300'],
  ])(
    'a public read (%s) keeps its own caching for the public and is private for staff',
    async (url, publicCaching) => {
      expect(await cacheControlOf({ method: 'GET', url })).toEqual([200, publicCaching]);
      // A token that does not verify is no staff member: the public reply, cached as such.
      const forged = { authorization: 'Bearer not.a.token' };
      expect(await cacheControlOf({ method: 'GET', url, headers: forged })).toEqual([
        200,
        publicCaching,
      ]);
      expect(await cacheControlOf({ method: 'GET', url, headers: admin })).toEqual([200, PRIVATE]);
    },
  );

  it('answers a staff 304 as private too', async () => {
    const url = '/api/transactionsRouter/getAll';
    const first = await t.app.inject({ method: 'GET', url, headers: admin });
    const again = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...admin, 'if-none-match': String(first.headers.etag) },
    });
    expect([again.statusCode, again.headers['cache-control']]).toEqual([304, PRIVATE]);
  });
});

describe.each(drivers)('cache-control of staff pages from the read cache on %s', (driver) => {
  const { t, c } = shopForTests(driver, { env: { READ_CACHE_MS: '60000' } });
  beforeAll(async () => {
    await c.addStock({ product_code: 'RC-1', product_name: 'Kept Kurti' });
  });

  it.each([
    ['answered early', {}],
    // A caller's Origin sends the request the usual way, to the cache's second half.
    ['answered after the access check', { origin: 'https://elsewhere.example' }],
  ])('a staff page served from memory (%s) is still private', async (_how, extra) => {
    const url = `/api/backoffice/stock?page=1&pageSize=20&n=${Object.keys(extra).length}`;
    const admin = await t.auth('admin');
    const get = async () => {
      const reply = await t.app.inject({ method: 'GET', url, headers: { ...admin, ...extra } });
      return {
        status: reply.statusCode,
        caching: reply.headers['cache-control'],
        total: (reply.json() as { total: number }).total,
      };
    };
    const first = await get();
    expect(t.app.readCache?.pages.has(`staff ${url}`)).toBe(true);
    // Added behind the API's back: a reply still showing the old total came from memory.
    await c.addStock({ product_code: `RC-${url.length}`, product_name: 'Unseen Kurti' });
    expect(await get()).toEqual({ status: 200, caching: PRIVATE, total: first.total });
    expect(first.caching).toBe(PRIVATE);
  });

  it('and a public page from memory keeps its public caching', async () => {
    const url = '/api/storefront/products?page=1&pageSize=18';
    await t.app.inject({ method: 'GET', url });
    expect(t.app.readCache?.pages.has(`public ${url}`)).toBe(true);
    const again = await t.app.inject({ method: 'GET', url });
    expect(again.headers['cache-control']).toBe('no-cache');
  });
});
