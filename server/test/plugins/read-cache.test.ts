import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { STOCK_FEW_LEFT } from '@poshak/shared-api/schemas';
import { shopDay } from '@poshak/shared-api/shop-time';
import { ConfigError, loadConfig, type Config } from '../../src/config';
import { orders } from '../../src/db/schema';
import { acceptsGzip } from '../../src/plugins/read-cache';
import {
  build,
  createStaff,
  drivers,
  shopForTests,
  signInHeaders,
  type TestShop,
} from '../helpers/build';
import { eventually, instancesOnOnePostgres, type Instance } from '../helpers/instances';
import { placeOrder } from '../helpers/orders';
import { makeCatalogue } from '../helpers/catalogue';

const GRID = '/api/storefront/products?priority=1&page=1&pageSize=18';

async function total(app: FastifyInstance, url = GRID, headers = {}) {
  const reply = await app.inject({ method: 'GET', url, headers });
  expect(reply.statusCode).toBe(200);
  return (reply.json() as { total: number }).total;
}

describe.each(drivers)('read cache on %s', (driver) => {
  const { t, c } = shopForTests(driver, {
    configure: (config) => ({ ...config, readCacheMs: 60_000 }),
  });
  let n = 0;
  const addDirectly = () =>
    c.addStock({ product_code: `RC-${++n}`, product_name: `Cached Kurti ${n}` });

  beforeAll(async () => {
    await addDirectly();
  });

  /** The kept page of `url`, once its gzipped body is made (in the background). */
  const gzipped = async (url: string) => {
    const kept = t.app.readCache?.pages.peek(`public ${url}`);
    await kept?.gzipped;
    expect(kept?.gzip).toBeInstanceOf(Buffer);
    return kept;
  };

  it('serves a list again from memory, until a write through the API empties it', async () => {
    const before = await total(t.app);
    await addDirectly(); // behind the API's back: the cached page does not know
    expect(await total(t.app)).toBe(before);
    // Another URL is another page, built fresh.
    expect(await total(t.app, `${GRID}&ignored=1`)).toBe(before + 1);

    const write = await t.app.inject({
      method: 'POST',
      url: '/api/categorys/post?category_name=Fatua',
      headers: await t.auth('admin'),
    });
    expect(write.statusCode).toBe(200);
    expect(await total(t.app)).toBe(before + 1);
  });

  it('serves a boosted post’s clicks the kept reply: tracking tags make no page of their own', async () => {
    const before = await total(t.app);
    const pages = t.app.readCache?.pages.size;
    await addDirectly(); // behind the API's back: only a new page would show it
    for (const tags of [
      '&utm_source=facebook&utm_campaign=eid',
      '&fbclid=IwAR1',
      '&gclid=x&utm_medium=cpc',
    ]) {
      expect(await total(t.app, `${GRID}${tags}`)).toBe(before);
    }
    expect(t.app.readCache?.pages.size).toBe(pages);
    // Any other parameter is another reply, as before.
    expect(await total(t.app, `${GRID}&campaign=eid`)).toBe(before + 1);
  });

  it('keeps the pages a write cannot change: a customer record or a sign-in empties no shop page', async () => {
    const before = await total(t.app);
    const stockUrl = '/api/backoffice/stock?page=1&pageSize=18';
    const staff = await t.auth('admin');
    const stockBefore = await total(t.app, stockUrl, staff);
    await addDirectly();
    const customer = await t.app.inject({
      method: 'POST',
      url: '/api/customers/post',
      payload: {
        customer_name: 'Nazma',
        customer_address: 'Khulna',
        customer_phone: '01712345678',
        shipping_id: 1,
      },
    });
    expect(customer.statusCode).toBe(200);
    const signin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { username: 'admin-tester', password: 'secret-password' },
    });
    expect(signin.statusCode).toBe(200);
    expect(await total(t.app)).toBe(before);
    expect(await total(t.app, stockUrl, staff)).toBe(stockBefore);
  });

  it('on an order empties the orders page and the pages showing its entries’ units left as they show them', async () => {
    const ordersUrl = '/api/backoffice/orders?page=1&pageSize=20';
    const staff = await t.auth('admin');
    const ordersBefore = await total(t.app, ordersUrl, staff);
    const sold = await addDirectly(); // 10 units
    const other = await addDirectly();
    const grid = `${GRID}&order=${n}`;
    type Cards = { items: { id_transaction: number; id_product_trace: number; stock: number }[] };
    const stockOf = (cards: Cards) =>
      cards.items.find((card) => card.id_transaction === sold)?.stock;
    const cards = (await t.app.inject({ method: 'GET', url: grid })).json() as Cards;
    const soldCard = cards.items.find((card) => card.id_transaction === sold);
    if (!soldCard) throw new Error('the new entry is on the first grid page');
    const detail = `/api/storefront/products/${soldCard.id_product_trace}`;
    // Names "Cached Kurti <n>": the other entry's name is not found in the sold one's.
    const otherSearch = `${GRID}&q=${encodeURIComponent(`Cached Kurti ${n}`)}`;
    const found = (await t.app.inject({ method: 'GET', url: otherSearch })).json() as Cards;
    expect(found.items.map((card) => card.id_transaction)).toEqual([other]);
    await t.app.inject({ method: 'GET', url: detail });
    // The back-office's stock table shows the number itself.
    const stockTable = `/api/backoffice/stock?id_transaction=${sold}`;
    const tableUnits = async () =>
      (
        (await t.app.inject({ method: 'GET', url: stockTable, headers: staff })).json() as {
          items: { quantity: number }[];
        }
      ).items[0]?.quantity;
    expect(await tableUnits()).toBe(10);
    const kept = (url: string) => t.app.readCache?.pages.peek(`public ${url}`);
    const keptPages = () => [kept(grid), kept(detail), kept(otherSearch)];
    const [gridPage, detailPage, otherPage] = keptPages();
    expect(gridPage && detailPage && otherPage).toBeDefined();
    const order = (quantity: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders',
        payload: {
          customer_name: 'Rafi',
          customer_address: 'Sylhet',
          customer_phone: '01812345678',
          shipping_id: 2,
          lines: [{ id_transaction: sold, quantity }],
        },
      });

    // 9 left: the shopper still reads "in stock", so the storefront's replies stay; the stock
    // table, the cart's check and the orders page show the change at once.
    expect((await order(1)).statusCode).toBe(200);
    expect(keptPages()).toEqual([gridPage, detailPage, otherPage]);
    expect(await tableUnits()).toBe(9);
    const cartCheck = await t.app.inject({
      method: 'GET',
      url: `/api/storefront/stock?ids=${sold}`,
    });
    expect((cartCheck.json() as { stock: number }[])[0]?.stock).toBe(9);
    expect(await total(t.app, ordersUrl, staff)).toBe(ordersBefore + 1);

    // STOCK_FEW_LEFT left: "only 5 left" is new to the shopper, so the pages showing it go.
    expect((await order(9 - STOCK_FEW_LEFT)).statusCode).toBe(200);
    expect(kept(grid)).toBeUndefined();
    expect(kept(detail)).toBeUndefined();
    expect(kept(otherSearch)).toBe(otherPage);
    expect(stockOf((await t.app.inject({ method: 'GET', url: grid })).json() as Cards)).toBe(
      STOCK_FEW_LEFT,
    );
    const soldDetail = (await t.app.inject({ method: 'GET', url: detail })).json() as {
      product: { stock: number };
    };
    expect(soldDetail.product.stock).toBe(STOCK_FEW_LEFT);
    expect(await total(t.app, ordersUrl, staff)).toBe(ordersBefore + 2);
  });

  it('does not keep a page whose read began before an order of one of its entries ended', async () => {
    const sold = await addDirectly();
    const url = `${GRID}&orderRace=${n}`;
    const storefront = t.app.repos.storefront;
    const original = storefront.listCards.bind(storefront);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const listCards = jest.spyOn(storefront, 'listCards');
    let reached: () => void = () => undefined;
    const readDone = new Promise<void>((resolve) => (reached = resolve));
    listCards.mockImplementationOnce(async (filter) => {
      const read = await original(filter); // the units left before the order
      reached();
      await gate;
      return read;
    });
    try {
      const slow = t.app.inject({ method: 'GET', url });
      await readDone;
      const order = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        payload: {
          customer_name: 'Mita',
          customer_address: 'Khulna',
          customer_phone: '01912345678',
          shipping_id: 1,
          // What a shopper reads changes: "only 5 left".
          lines: [{ id_transaction: sold, quantity: 10 - STOCK_FEW_LEFT }],
        },
      });
      expect(order.statusCode).toBe(200);
      release();
      const stockOf = (body: { items: { id_transaction: number; stock: number }[] }) =>
        body.items.find((card) => card.id_transaction === sold)?.stock;
      const stale = (await slow).json() as { items: { id_transaction: number; stock: number }[] };
      const fresh = (await t.app.inject({ method: 'GET', url })).json() as typeof stale;
      expect(stockOf(fresh)).toBe(STOCK_FEW_LEFT);
      expect(stockOf(stale)).toBe(10);
      expect(listCards).toHaveBeenCalledTimes(2);
    } finally {
      listCards.mockRestore();
    }
  });

  it('keeps the dashboard under the Dhaka day it was counted on, until an order empties it', async () => {
    const url = '/api/backoffice/dashboard';
    const admin = await t.auth('admin');
    const ordersToday = async () => {
      const reply = await t.app.inject({ method: 'GET', url, headers: admin });
      expect(reply.statusCode).toBe(200);
      return (reply.json() as { today_figures: { orders: number } }).today_figures.orders;
    };
    const shopper = (id_transaction: number) => ({
      customer_name: 'Dashboard Shopper',
      customer_address: 'Road 7, Banani, Dhaka',
      customer_phone: '01712345678',
      shipping_id: 1,
      lines: [{ id_transaction, quantity: 1 }],
    });
    const before = await ordersToday();
    const first = await placeOrder(t.app, shopper(await addDirectly()));
    expect(first.statusCode).toBe(200);
    expect(await ordersToday()).toBe(before + 1);

    // Moved to another day behind the API's back: the kept figures do not know.
    await t.shop.db
      .update(orders)
      .set({ created_at: new Date(Date.now() - 3 * 24 * 3600 * 1000) })
      .where(eq(orders.invoice_no, first.json().invoice_no as number));
    expect(await ordersToday()).toBe(before + 1);
    // Kept under today's Dhaka day: after midnight the first visit counts anew.
    expect(t.app.readCache?.pages.peek(`staff ${url} ${shopDay()}`)).toBeDefined();
    expect(t.app.readCache?.pages.peek(`staff ${url}`)).toBeUndefined();

    const second = await placeOrder(t.app, shopper(await addDirectly()));
    expect(second.statusCode).toBe(200);
    expect(await ordersToday()).toBe(before + 1);
  });

  it('keeps its pages when a write is refused for the client’s mistake', async () => {
    const before = await total(t.app);
    await addDirectly();
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/categorys/post?category_name=',
      headers: await t.auth('admin'),
    });
    expect(refused.statusCode).toBe(400);
    expect(await total(t.app)).toBe(before);
  });

  it('checks access before it looks: a cached staff page is still refused without a token', async () => {
    const url = '/api/backoffice/stock?page=1&pageSize=18';
    const seller = await t.auth('seller'); // signing in is a write: before the page is kept
    const before = await total(t.app, url, await t.auth('moderator'));
    await addDirectly();
    // Served from memory to a staff member…
    expect(await total(t.app, url, seller)).toBe(before);
    // …and to nobody else: no token, a forged one, a malformed header.
    const { authorization } = await t.auth('moderator');
    const [header, payload, signature] = authorization.slice(7).split('.');
    for (const headers of [
      {},
      { authorization: `Bearer ${header}.${payload}.${signature}x` },
      { authorization: authorization.replace('Bearer', 'Basic') },
    ]) {
      const refused = await t.app.inject({ method: 'GET', url, headers });
      expect(refused.statusCode).toBe(401);
      expect(refused.body).not.toContain('"items"');
      expect(refused.headers['content-security-policy']).toBeDefined();
    }
  });

  it('replays the ETag with the body, and answers 304 to it from memory', async () => {
    const url = `${GRID}&etag=1`;
    const first = await t.app.inject({ method: 'GET', url });
    await addDirectly(); // the page in memory does not change, nor does its tag
    const again = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': `"other", ${String(first.headers.etag)}` },
    });
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    const stale = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': '"x"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);
  });

  it('answers a hit with the very headers the full pipeline gave the page', async () => {
    const url = `${GRID}&headers=1`;
    const first = await t.app.inject({ method: 'GET', url });
    await gzipped(url);
    const hit = await t.app.inject({ method: 'GET', url });
    const comparable = (headers: Record<string, unknown>) => {
      const { 'x-request-id': id, date, vary, ...rest } = headers;
      expect(id).toEqual(expect.any(String));
      return { ...rest, date: typeof date, vary: String(vary).split(', ')[0] };
    };
    expect(hit.body).toBe(first.body);
    expect(comparable(hit.headers)).toEqual(comparable(first.headers));
    expect(hit.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    // A page that also exists gzipped says so to caches on the way, whichever body it sent.
    expect(first.headers.vary).toBe('Origin');
    expect(hit.headers.vary).toBe('Origin, accept-encoding');
  });

  it('compresses a page built for a caller that accepts gzip once: the bytes sent are the bytes kept', async () => {
    const url = `${GRID}&once=1`;
    for (let i = 0; i < 5; i++) await addDirectly(); // a page worth compressing
    const built = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(built.statusCode).toBe(200);
    // Gzip, not the compression plugin's brotli: no second compression for the store.
    expect(built.headers['content-encoding']).toBe('gzip');
    expect(String(built.headers.vary)).toBe('Origin, accept-encoding');
    const kept = t.app.readCache?.pages.peek(`public ${url}`);
    expect(kept?.gzipped).toBeUndefined();
    expect(kept?.gzip?.equals(built.rawPayload)).toBe(true);
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gunzipSync(built.rawPayload).toString()).toBe(plain.body);
    expect(built.headers.etag).toBe(plain.headers.etag);
  });

  it('keeps a gzipped body that decompresses to the plain one, for callers that accept gzip', async () => {
    const url = `${GRID}&gzip=1`;
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    await addDirectly();
    // Compressed in the background once the page is kept; until then compression runs as usual.
    const early = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gunzipSync(early.rawPayload).toString()).toBe(plain.body);
    const kept = await gzipped(url);
    const zipped = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(zipped.rawPayload.equals(kept?.gzip as Buffer)).toBe(true);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(String(zipped.headers.vary)).toMatch(/accept-encoding/i);
    expect(Number(zipped.headers['content-length'])).toBe(zipped.rawPayload.length);
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);

    for (const encoding of ['identity', 'gzip;q=0, deflate', 'br;q=1, gzip;q=0']) {
      const refused = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': encoding },
      });
      expect(refused.headers['content-encoding']).not.toBe('gzip');
    }
    const none = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': '' } });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body).toBe(plain.body);
  });

  it('does not keep a page whose read began before a write ended', async () => {
    const url = `${GRID}&race=1`;
    const storefront = t.app.repos.storefront;
    const original = storefront.listCards.bind(storefront);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const listCards = jest.spyOn(storefront, 'listCards');
    let reached: () => void = () => undefined;
    const readDone = new Promise<void>((resolve) => (reached = resolve));
    listCards.mockImplementationOnce(async (filter) => {
      const read = await original(filter); // what the database held before the write
      reached();
      await gate;
      return read;
    });
    try {
      const slow = t.app.inject({ method: 'GET', url });
      await readDone;
      await addDirectly();
      const write = await t.app.inject({
        method: 'POST',
        url: `/api/categorys/post?category_name=Race${n}`,
        headers: await t.auth('admin'),
      });
      expect(write.statusCode).toBe(200);
      release();
      const stale = (await slow).json() as { total: number };
      expect(await total(t.app, url)).toBe(stale.total + 1);
      expect(listCards).toHaveBeenCalledTimes(2);
    } finally {
      listCards.mockRestore();
    }
  });

  it('builds a page once for callers arriving together', async () => {
    const listCards = jest.spyOn(t.app.repos.storefront, 'listCards');
    try {
      const url = `${GRID}&together=1`;
      const replies = await Promise.all(
        Array.from({ length: 12 }, () => t.app.inject({ method: 'GET', url })),
      );
      expect(replies.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
      expect(new Set(replies.map((r) => r.body)).size).toBe(1);
      expect(listCards).toHaveBeenCalledTimes(1);
    } finally {
      listCards.mockRestore();
    }
  });
});

describe('read cache and other origins', () => {
  it('never replays one caller’s CORS answer to another', async () => {
    const t = await build('embedded', {
      configure: (config) => ({
        ...config,
        readCacheMs: 60_000,
        corsOrigins: ['https://partner.example'],
      }),
    });
    try {
      const partner = await t.app.inject({
        method: 'GET',
        url: GRID,
        headers: { origin: 'https://partner.example' },
      });
      expect(partner.headers['access-control-allow-origin']).toBe('https://partner.example');
      const sameSite = await t.app.inject({ method: 'GET', url: GRID });
      const stranger = await t.app.inject({
        method: 'GET',
        url: GRID,
        headers: { origin: 'https://stranger.example' },
      });
      for (const reply of [sameSite, stranger]) {
        expect(reply.statusCode).toBe(200);
        expect(reply.body).toBe(partner.body);
        expect(reply.headers['access-control-allow-origin']).toBeUndefined();
      }
      const again = await t.app.inject({
        method: 'GET',
        url: GRID,
        headers: { origin: 'https://partner.example' },
      });
      expect(again.headers['access-control-allow-origin']).toBe('https://partner.example');
    } finally {
      await t.close();
    }
  });
});

describe('read cache and roles', () => {
  it('serves a page kept for one role only to the roles its route admits', async () => {
    let builds = 0;
    const t = await build('embedded', {
      configure: (config) => ({ ...config, readCacheMs: 60_000 }),
      extend: (app) =>
        app.get(
          '/api/test/owners-page',
          { config: { access: { roles: ['admin'] }, cache: ['catalogue'] } },
          async () => ({ builds: ++builds }),
        ),
    });
    try {
      const admin = await t.auth('admin');
      const seller = await t.auth('seller');
      const url = '/api/test/owners-page';
      for (let i = 0; i < 2; i++) {
        const reply = await t.app.inject({ method: 'GET', url, headers: admin });
        expect(reply.json()).toEqual({ builds: 1 });
      }
      const refused = await t.app.inject({ method: 'GET', url, headers: seller });
      expect(refused.statusCode).toBe(403);
      expect(builds).toBe(1);
    } finally {
      await t.close();
    }
  });
});

describe('which callers accept gzip', () => {
  it('reads Accept-Encoding with its weights', () => {
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip('')).toBe(false);
    expect(acceptsGzip('gzip')).toBe(true);
    expect(acceptsGzip('deflate, GZIP;q=0.5, br')).toBe(true);
    expect(acceptsGzip('br, x-gzip')).toBe(true);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('*;q=0')).toBe(false);
    expect(acceptsGzip('gzip;q=0, *')).toBe(false);
    expect(acceptsGzip('br, *;q=0.1')).toBe(true);
  });
});

describe('read cache lifetime', () => {
  /**
   * A shop whose grid page (one product) was cached at `start` on a clock the test moves, and a
   * second product added behind the API's back: the page shows 1 until it is rebuilt, then 2.
   */
  async function withCachedGrid(
    config: Partial<Config>,
    test: (t: TestShop, moveClockTo: (ms: number) => void) => Promise<void>,
  ) {
    const t = await build('embedded', { configure: (base) => ({ ...base, ...config }) });
    const clock = jest.spyOn(Date, 'now');
    try {
      const start = Date.now();
      clock.mockReturnValue(start);
      const c = await makeCatalogue(t.shop.db);
      await c.addStock({ product_code: 'LT-1', product_name: 'Linen Shirt' });
      expect(await total(t.app)).toBe(1);
      await c.addStock({ product_code: 'LT-2', product_name: 'Linen Shirt' });
      await test(t, (ms) => clock.mockReturnValue(start + ms));
    } finally {
      clock.mockRestore();
      await t.close();
    }
  }

  it('rebuilds a page once READ_CACHE_MS has passed (on the cache’s clock, not the wall’s)', async () => {
    await withCachedGrid({ readCacheMs: 150 }, async (t, moveClockTo) => {
      moveClockTo(149);
      expect(await total(t.app)).toBe(1);
      moveClockTo(150);
      // The expired page is served once more while one request rebuilds it, then the new one.
      const refreshed = [await total(t.app), await total(t.app)];
      expect(refreshed.at(-1)).toBe(2);
    });
  });

  it('sends one request to the database when a page expires under a crowd, and serves the rest the expired page meanwhile', async () => {
    // A bound of two requests on the database: before one request claimed each expired page,
    // every caller arriving before the rebuild began went to the database, and most were
    // refused 503 by load shedding though a perfectly good page was in memory.
    await withCachedGrid({ readCacheMs: 150, databaseQueueLimit: 2 }, async (t, moveClockTo) => {
      moveClockTo(150);
      const listCards = jest.spyOn(t.app.repos.storefront, 'listCards');
      const replies = await Promise.all(
        Array.from({ length: 16 }, () => t.app.inject({ method: 'GET', url: GRID })),
      );
      expect(replies.map((r) => r.statusCode)).toEqual(Array(16).fill(200));
      const totals = replies.map((r) => (r.json() as { total: number }).total);
      expect(totals.filter((n) => n === 1).length).toBeGreaterThan(0);
      expect(listCards).toHaveBeenCalledTimes(1);
      expect(await total(t.app)).toBe(2);
    });
  });

  it('is off under test unless asked for, and READ_CACHE_MS is checked at start', async () => {
    expect(loadConfig({ NODE_ENV: 'test' }).readCacheMs).toBe(0);
    expect(loadConfig({ NODE_ENV: 'production' }).readCacheMs).toBe(60_000);
    expect(() => loadConfig({ READ_CACHE_MS: '600001' })).toThrow(/READ_CACHE_MS/);
    expect(loadConfig({ READ_CACHE_MS: '250' }).readCacheMs).toBe(250);
    expect(() => loadConfig({ READ_CACHE_MS: 'soon' })).toThrow(ConfigError);
    expect(() => loadConfig({ READ_CACHE_MS: 'soon' })).toThrow(/READ_CACHE_MS/);

    const t = await build('embedded');
    try {
      const c = await makeCatalogue(t.shop.db);
      await c.addStock({ product_code: 'OFF-1', product_name: 'Khadi Panjabi' });
      expect(await total(t.app)).toBe(1);
      await c.addStock({ product_code: 'OFF-2', product_name: 'Khadi Panjabi' });
      expect(await total(t.app)).toBe(2);
    } finally {
      await t.close();
    }
  });
});

/** Two instances of the shop on one PostgreSQL schema, as behind a load balancer. */
describe('read cache across instances on PostgreSQL', () => {
  let instances: Instance[] = [];
  let close = async () => {};
  beforeAll(async () => {
    ({ instances, close } = await instancesOnOnePostgres(2, {
      configure: (config) => ({ ...config, readCacheMs: 60_000 }),
    }));
  });
  afterAll(() => close());

  it('a write on one instance empties the other’s pages of the data it changed (NOTIFY)', async () => {
    const [a, b] = instances;
    if (!a || !b) throw new Error('two instances expected');
    const c = await makeCatalogue(a.shop.db);
    await c.addStock({ product_code: 'NX-1', product_name: 'Silk Saree' });
    expect(await total(a.app)).toBe(1);
    await c.addStock({ product_code: 'NX-2', product_name: 'Silk Saree' });
    expect(await total(a.app)).toBe(1);

    // A customer record changes no page, and is announced to nobody.
    const customer = await b.app.inject({
      method: 'POST',
      url: '/api/customers/post',
      payload: {
        customer_name: 'Rahima',
        customer_address: 'Mirpur 10, Dhaka',
        customer_phone: '01712345678',
        shipping_id: 1,
      },
    });
    expect(customer.statusCode).toBe(200);
    // A change to the catalogue on the other instance is announced with its tag.
    const admin = { username: 'rc-admin', password: 'rc-password', role: 'admin' } as const;
    await createStaff(b.shop.db, admin);
    const write = await b.app.inject({
      method: 'POST',
      url: '/api/categorys/post?category_name=Jamdani',
      headers: await signInHeaders(b.app, admin),
    });
    expect(write.statusCode).toBe(200);
    await eventually(async () => (await total(a.app)) === 2);

    // An order on the other instance empties the pages showing its entry here.
    const entry = await c.addStock({ product_code: 'NX-3', product_name: 'Muslin Saree' });
    // Seen in the stock table, which shows the number itself (`units`).
    const staffHere = await signInHeaders(a.app, admin);
    const stockHere = async () => {
      const url = `/api/backoffice/stock?id_transaction=${entry}`;
      const reply = await a.app.inject({ method: 'GET', url, headers: staffHere });
      return (reply.json() as { items: { quantity: number }[] }).items[0]?.quantity;
    };
    const before = await stockHere();
    // A page that shows stock only as "in stock" / "only N left" (a drawn page) stays while an
    // order leaves more than a few; the NOTIFY carries the units left.
    const band = (id: number) => ({
      tags: ['catalogue'] as const,
      entries: new Set([id]),
      showsStockAs: 'band' as const,
      body: Buffer.from(`band page of ${id}`),
      etag: undefined,
      headers: { 'content-type': 'text/html' },
      storedAt: Date.now(),
    });
    const nearlyGone = await c.addStock({
      product_code: 'NX-4',
      product_name: 'Muslin Shawl',
      quantity: STOCK_FEW_LEFT + 1,
    });
    a.app.readCache?.pages.keep('band plenty', band(entry));
    a.app.readCache?.pages.keep('band few', band(nearlyGone));
    const order = await b.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {
        customer_name: 'Rahima',
        customer_address: 'Mirpur 10, Dhaka',
        customer_phone: '01712345678',
        shipping_id: 1,
        lines: [
          { id_transaction: entry, quantity: 1 },
          { id_transaction: nearlyGone, quantity: 1 },
        ],
      },
    });
    expect(order.statusCode).toBe(200);
    await eventually(async () => (await stockHere()) === (before ?? 0) - 1);
    expect(a.app.readCache?.pages.has('band plenty')).toBe(true);
    expect(a.app.readCache?.pages.has('band few')).toBe(false);
  });
});
