import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app';
import { ConfigError, loadConfig } from '../../src/config';
import { createDatabase, type ShopDatabase } from '../../src/db/database';
import { prepareDatabase } from '../../src/db/setup';
import { build, drivers, type TestShop } from '../helpers/build';
import { makeCatalogue, type Catalogue } from '../helpers/catalogue';

const GRID = '/api/storefront/products?priority=1&page=1&pageSize=18';

async function total(app: FastifyInstance, url = GRID, headers = {}) {
  const reply = await app.inject({ method: 'GET', url, headers });
  expect(reply.statusCode).toBe(200);
  return (reply.json() as { total: number }).total;
}

describe.each(drivers)('read cache on %s', (driver) => {
  let t: TestShop;
  let c: Catalogue;
  let n = 0;
  const addDirectly = () =>
    c.addStock({ product_code: `RC-${++n}`, product_name: `Cached Kurti ${n}` });

  beforeAll(async () => {
    t = await build(driver, { configure: (config) => ({ ...config, readCacheMs: 60_000 }) });
    c = await makeCatalogue(t.shop.db);
    await addDirectly();
  });
  afterAll(() => t.close());

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
    await total(t.app, url, await t.auth('moderator'));
    const anonymous = await t.app.inject({ method: 'GET', url });
    expect(anonymous.statusCode).toBe(401);
  });

  it('replays the ETag with the body, and answers 304 to it', async () => {
    const first = await t.app.inject({ method: 'GET', url: GRID });
    const again = await t.app.inject({
      method: 'GET',
      url: GRID,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(again.statusCode).toBe(304);
  });

  it('does not keep a page whose read began before a write ended', async () => {
    const url = `${GRID}&race=1`;
    const storefront = t.app.repos.storefront;
    const original = storefront.listCards.bind(storefront);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const listCards = jest.spyOn(storefront, 'listCards').mockImplementationOnce(async (filter) => {
      const read = await original(filter); // what the database held before the write
      await gate;
      return read;
    });
    try {
      const slow = t.app.inject({ method: 'GET', url });
      await new Promise((r) => setTimeout(r, 50));
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

describe('read cache lifetime', () => {
  it('rebuilds a page once READ_CACHE_MS has passed', async () => {
    const t = await build('pglite', { configure: (config) => ({ ...config, readCacheMs: 150 }) });
    try {
      const c = await makeCatalogue(t.shop.db);
      await c.addStock({ product_code: 'LT-1', product_name: 'Linen Shirt' });
      expect(await total(t.app)).toBe(1);
      await c.addStock({ product_code: 'LT-2', product_name: 'Linen Shirt' });
      expect(await total(t.app)).toBe(1);
      await new Promise((r) => setTimeout(r, 250));
      expect(await total(t.app)).toBe(2);
    } finally {
      await t.close();
    }
  });

  it('is off under test unless asked for, and READ_CACHE_MS is checked at start', async () => {
    expect(loadConfig({ NODE_ENV: 'test' }).readCacheMs).toBe(0);
    expect(loadConfig({ NODE_ENV: 'production' }).readCacheMs).toBe(10_000);
    expect(loadConfig({ READ_CACHE_MS: '250' }).readCacheMs).toBe(250);
    expect(() => loadConfig({ READ_CACHE_MS: 'soon' })).toThrow(ConfigError);
    expect(() => loadConfig({ READ_CACHE_MS: 'soon' })).toThrow(/READ_CACHE_MS/);

    const t = await build('pglite');
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

const postgresUrl = process.env.TEST_DATABASE_URL;
const describePostgres = postgresUrl ? describe : describe.skip;

/** Two instances of the shop on one PostgreSQL schema, as behind a load balancer. */
describePostgres('read cache across instances on PostgreSQL', () => {
  const schema = `poshak_rc_${randomBytes(5).toString('hex')}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'poshak-rc-'));
  const instances: { app: FastifyInstance; shop: ShopDatabase }[] = [];

  beforeAll(async () => {
    const config = {
      ...loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        JWT_SECRET: 'read-cache-secret-read-cache-secret-0123',
        SEED: 'none',
      }),
      readCacheMs: 60_000,
    };
    for (let i = 0; i < 2; i++) {
      const shop = await createDatabase({
        ...config,
        databaseUrl: postgresUrl,
        databaseSchema: schema,
      });
      await prepareDatabase(shop, config);
      const app = await buildApp({ config, shop });
      await app.ready();
      instances.push({ app, shop });
    }
  });
  afterAll(async () => {
    for (const { app, shop } of instances) {
      await app.close();
      await shop.close();
    }
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    await client.query(`DROP SCHEMA ${schema} CASCADE`);
    await client.end();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a write on one instance empties the other’s cache at once (NOTIFY)', async () => {
    const [a, b] = instances;
    if (!a || !b) throw new Error('two instances expected');
    const c = await makeCatalogue(a.shop.db);
    await c.addStock({ product_code: 'NX-1', product_name: 'Silk Saree' });
    expect(await total(a.app)).toBe(1);
    await c.addStock({ product_code: 'NX-2', product_name: 'Silk Saree' });
    expect(await total(a.app)).toBe(1);

    // A customer placed through the other instance is a write it announces.
    const write = await b.app.inject({
      method: 'POST',
      url: '/api/customers/post',
      payload: {
        customer_name: 'Rahima',
        customer_address: 'Mirpur 10, Dhaka',
        customer_phone: '01712345678',
        shipping_id: 1,
      },
    });
    expect(write.statusCode).toBe(200);
    let seen = 1;
    for (let i = 0; i < 40 && seen === 1; i++) {
      await new Promise((r) => setTimeout(r, 25));
      seen = await total(a.app);
    }
    expect(seen).toBe(2);
  });
});
