import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/db/database';
import { build, drivers, type TestShop } from '../helpers/build';
import { makeCatalogue } from '../helpers/catalogue';

const LIMIT = 5;
const GRID = '/api/storefront/products?priority=1&page=1&pageSize=18';

const customer = {
  customer_name: 'Flood',
  customer_address: 'Nowhere',
  customer_phone: '01712345678',
  shipping_id: 1,
};

/**
 * Anonymous writes (the old storefront's customer record, orders) are counted per address, one
 * budget for all of them, before the body is read; refused ones cost the database nothing once
 * the address is known to be over; a customer record empties no cached page.
 */
describe.each(drivers)('anonymous writes on %s', (driver) => {
  let t: TestShop;
  let stockId: number;
  beforeAll(async () => {
    t = await build(driver, {
      env: { PUBLIC_WRITE_LIMIT: `${LIMIT}/10m`, READ_CACHE_MS: '60000' },
    });
    const c = await makeCatalogue(t.shop.db);
    stockId = await c.addStock({ product_code: 'PW-1', product_name: 'Tant Saree', quantity: 50 });
  });
  afterAll(() => t.close());

  const postCustomer = (ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/customers/post',
      payload: customer,
      remoteAddress: ip,
    });
  const order = (ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { ...customer, lines: [{ id_transaction: stockId, quantity: 1 }] },
      remoteAddress: ip,
    });
  const customers = async () =>
    rowsOf<{ n: number }>(await t.shop.db.execute(sql`SELECT count(*)::int AS n FROM customers`))[0]
      ?.n ?? 0;
  const counted = async (ip: string) =>
    rowsOf<{ count: number }>(
      await t.shop.db.execute(
        sql`SELECT count FROM rate_limits WHERE key = ${`public-write|${ip}`}`,
      ),
    )[0]?.count;

  it('one address gets PUBLIC_WRITE_LIMIT writes per window, over all anonymous write calls', async () => {
    const ip = '198.51.100.7';
    const before = await customers();
    for (let i = 0; i < LIMIT - 1; i++) expect((await postCustomer(ip)).statusCode).toBe(200);
    expect((await order(ip)).statusCode).toBe(200);
    const refused = await postCustomer(ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: expect.stringMatching(/^Too many attempts: try again in \d+ minutes?$/),
      retry_after_seconds: Number(refused.headers['retry-after']),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    expect((await order(ip)).statusCode).toBe(429);
    expect(await customers()).toBe(before + LIMIT);
    // Another address, and staff from this one, are not held back.
    expect((await order('198.51.100.8')).statusCode).toBe(200);
    const staffForm = await t.app.inject({
      method: 'POST',
      url: '/api/customers/post?customer_name=Walk-in&customer_phone=01812345678',
      headers: await t.auth('seller'),
      remoteAddress: ip,
    });
    expect(staffForm.statusCode).toBe(200);
  });

  it('refuses a flood without asking the database again, and without emptying the cached pages', async () => {
    const ip = '198.51.100.9';
    const listCards = jest.spyOn(t.app.repos.storefront, 'listCards');
    try {
      expect((await t.app.inject({ method: 'GET', url: GRID })).statusCode).toBe(200);
      for (let i = 0; i < LIMIT; i++) expect((await postCustomer(ip)).statusCode).toBe(200);
      const statuses: number[] = [];
      for (let i = 0; i < 40; i++) statuses.push((await postCustomer(ip)).statusCode);
      expect(new Set(statuses)).toEqual(new Set([429]));
      // The first refusal was counted in the database; the 39 after it were answered from memory.
      expect(await counted(ip)).toBe(LIMIT + 1);
      for (let i = 0; i < 5; i++) {
        expect((await t.app.inject({ method: 'GET', url: GRID })).statusCode).toBe(200);
      }
      // The customers written before the limit emptied nothing: the grid was built once.
      expect(listCards).toHaveBeenCalledTimes(1);
    } finally {
      listCards.mockRestore();
    }
    // And the shop still takes an ordinary order.
    expect((await order('203.0.113.5')).statusCode).toBe(200);
  });

  it('is off in the test suites unless asked for, and PUBLIC_WRITE_LIMIT is checked at start', async () => {
    const { loadConfig } = await import('../../src/config');
    expect(loadConfig({ NODE_ENV: 'test' }).publicWriteLimit).toBeNull();
    expect(loadConfig({ NODE_ENV: 'production' }).publicWriteLimit).toEqual({
      max: 60,
      windowMs: 600_000,
    });
    expect(loadConfig({ PUBLIC_WRITE_LIMIT: 'off' }).publicWriteLimit).toBeNull();
    expect(() => loadConfig({ PUBLIC_WRITE_LIMIT: 'lots' })).toThrow(/PUBLIC_WRITE_LIMIT/);
  });
});

describe('behind a proxy (TRUST_PROXY=1)', () => {
  it('counts the address the proxy saw, whatever a client writes into X-Forwarded-For', async () => {
    const t = await build('embedded', { env: { PUBLIC_WRITE_LIMIT: '3/10m', TRUST_PROXY: '1' } });
    try {
      const post = (forwardedFor: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/customers/post',
          payload: customer,
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': forwardedFor },
        });
      // The client invents a new first address each time; nginx appends the real one.
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await post(`10.9.${i}.1, 203.0.113.9`)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect((await post('10.9.9.9, 203.0.113.10')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('TRUST_PROXY takes false, true, a number of proxies or their addresses', async () => {
    const { loadConfig } = await import('../../src/config');
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'nginx please' })).toThrow(/TRUST_PROXY/);
  });
});

describe('a refusal held for REFUSAL_DELAY_MS', () => {
  it('keeps a flooder waiting without holding a place of the database bound, and lets go when the shop closes', async () => {
    const t = await build('embedded', {
      env: {
        PUBLIC_WRITE_LIMIT: '1/10m',
        REFUSAL_DELAY_MS: '60000',
        DATABASE_QUEUE_LIMIT: '2',
      },
    });
    let closed = false;
    try {
      const c = await makeCatalogue(t.shop.db);
      const stockId = await c.addStock({ product_code: 'HOLD-1', product_name: 'Lungi' });
      const post = (ip: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/customers/post',
          payload: customer,
          remoteAddress: ip,
        });
      expect((await post('198.51.100.20')).statusCode).toBe(200);
      const settled: number[] = [];
      const held = [];
      for (let i = 1; i <= 4; i++) {
        held.push(
          post('198.51.100.20').then((reply) => {
            settled.push(reply.statusCode);
            return reply;
          }),
        );
        // The flooder's next request follows once this one is waiting for its refusal.
        while (t.app.refusals.holding() < i) await new Promise((r) => setImmediate(r));
      }
      // Four refusals wait, yet a bound of two database places still serves others.
      expect(t.app.databaseQueue.inFlight()).toBe(0);
      const read = await t.app.inject({ method: 'GET', url: GRID });
      expect(read.statusCode).toBe(200);
      const order = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        payload: { ...customer, lines: [{ id_transaction: stockId, quantity: 1 }] },
        remoteAddress: '203.0.113.20',
      });
      expect(order.statusCode).toBe(200);
      expect(settled).toEqual([]);
      closed = true;
      await t.close();
      const replies = await Promise.all(held);
      expect(replies.map((r) => r.statusCode)).toEqual([429, 429, 429, 429]);
    } finally {
      if (!closed) await t.close();
    }
  });
});
