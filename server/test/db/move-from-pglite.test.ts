import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { acquireDataDir } from '../../src/db/data-dir-lock';
import { createDatabase, type ShopDatabase } from '../../src/db/database';
import { startEmbeddedShop, type EmbeddedShop } from '../../src/db/embedded-shop';
import { MOVED_FROM_PGLITE, movedAsideFolder } from '../../src/db/move-from-pglite';
import { pgliteFolder } from '../../src/db/pglite-shop';
import { appMeta } from '../../src/db/schema';
import { prepareDatabase } from '../../src/db/setup';
import { signInHeaders } from '../helpers/build';
import { makePgliteShop, PGLITE_KEEPER, type PgliteShop } from '../helpers/pglite-shop';

interface Started {
  engine: EmbeddedShop;
  shop: ShopDatabase;
  app: FastifyInstance;
  log: string[];
  close(): Promise<void>;
}

/** The shop in `dataDir` started as `npm start` starts it: folder held, PostgreSQL, app. */
async function start(config: Config): Promise<Started> {
  const log: string[] = [];
  const say = (line: string) => log.push(line);
  const release = acquireDataDir(config.dataDir);
  const engine = await startEmbeddedShop(config, {
    debug: () => {},
    info: say,
    warn: say,
    error: say,
  });
  const shop = await createDatabase({ ...config, databaseUrl: engine.url, engine: 'embedded' });
  await prepareDatabase(shop, config);
  const app = await buildApp({ config, shop });
  await app.ready();
  return {
    engine,
    shop,
    app,
    log,
    async close() {
      await app.close();
      await shop.close();
      await engine.stop();
      release();
    },
  };
}

describe('a shop of the PGlite release moves into the embedded PostgreSQL on the first start', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'poshak-move-pglite-'));
  const dataDir = path.join(root, 'shop');
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SEED: 'demo',
    JWT_SECRET: 'move-pglite-secret-move-pglite-secret-1',
  });
  let old: PgliteShop;
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  /** The old database as the release left it, before anything moves it. */
  const untouchedPglite = path.join(root, 'untouched-pglite');
  beforeAll(async () => {
    old = await makePgliteShop(dataDir, root);
    cpSync(pgliteFolder(dataDir), untouchedPglite, { recursive: true });
  }, 240_000);

  it('moves every row, the sequences and the pictures, then sets the old files aside', async () => {
    const started = await start(config);
    try {
      const { app } = started;
      expect(started.log.join('\n')).toMatch(
        /moved into PostgreSQL in \d+ ms: 2 products, 2 orders, 2 customers, 1 pictures \(row counts checked\)/,
      );
      expect(started.log.join('\n')).toContain(movedAsideFolder(dataDir));
      expect(existsSync(pgliteFolder(dataDir))).toBe(false);
      expect(existsSync(path.join(movedAsideFolder(dataDir), 'pglite', 'PG_VERSION'))).toBe(true);
      expect(existsSync(path.join(movedAsideFolder(dataDir), 'uploads', old.picture.name))).toBe(
        true,
      );

      // The same staff member signs in with the same password; the orders are theirs as made.
      const auth = await signInHeaders(app, PGLITE_KEEPER);
      const orders = await app.inject({
        method: 'GET',
        url: '/api/backoffice/orders',
        headers: auth,
      });
      expect(orders.statusCode).toBe(200);
      const listed = orders.json() as { total: number; items: { customer_name: string }[] };
      expect(listed.total).toBe(2);
      expect(listed.items.map((o) => o.customer_name).sort()).toEqual(
        ['Karim Mia', 'রহিমা আক্তার'].sort(),
      );
      // The picture from the folder is served from the database, byte for byte.
      const served = await app.inject({ method: 'GET', url: `/uploads/${old.picture.name}` });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(old.picture.bytes)).toBe(true);
      // The demo catalogue is not seeded into a shop that already was one.
      const stock = await app.inject({
        method: 'GET',
        url: '/api/storefront/products?pageSize=72',
      });
      expect((stock.json() as { total: number }).total).toBe(2);

      // The next order continues the numbering; the stock it takes is what the old shop left.
      const placed = await app.inject({
        method: 'POST',
        url: '/api/orders',
        payload: {
          customer_name: 'First after the move',
          customer_address: 'Agrabad, Chattogram',
          customer_phone: '01812345678',
          shipping_id: 2,
          lines: [{ id_transaction: old.stock['SAR-1'], quantity: 1 }],
        },
      });
      expect(placed.statusCode).toBe(200);
      expect((placed.json() as { invoice_no: number }).invoice_no).toBe(
        Math.max(...old.invoices) + 1,
      );

      const [mark] = await started.shop.db
        .select()
        .from(appMeta)
        .where(eq(appMeta.key, MOVED_FROM_PGLITE));
      expect(mark?.value).toMatch(/^\d{4}-\d\d-\d\dT/);
    } finally {
      await started.close();
    }
  }, 240_000);

  it('moves nothing at the next start', async () => {
    const started = await start(config);
    try {
      expect(started.log.join('\n')).not.toContain('moving');
      const auth = await signInHeaders(started.app, PGLITE_KEEPER);
      const orders = await started.app.inject({
        method: 'GET',
        url: '/api/backoffice/orders',
        headers: auth,
      });
      expect((orders.json() as { total: number }).total).toBe(3);
    } finally {
      await started.close();
    }
  }, 180_000);

  it('only sets the old folder aside when a start died after the move committed', async () => {
    // As if the start that moved the shop had been killed before it set the folder aside.
    cpSync(path.join(movedAsideFolder(dataDir), 'pglite'), pgliteFolder(dataDir), {
      recursive: true,
    });
    const started = await start(config);
    try {
      expect(started.log.join('\n')).toContain('moved into PostgreSQL already');
      expect(existsSync(pgliteFolder(dataDir))).toBe(false);
      const auth = await signInHeaders(started.app, PGLITE_KEEPER);
      const orders = await started.app.inject({
        method: 'GET',
        url: '/api/backoffice/orders',
        headers: auth,
      });
      expect((orders.json() as { total: number }).total).toBe(3);
    } finally {
      await started.close();
    }
  }, 180_000);

  it('leaves an old folder alone, saying so, beside a PostgreSQL shop that was never moved', async () => {
    const other = path.join(root, 'other');
    // A copy of the first old shop's database: making one in PGlite costs more than the test.
    cpSync(untouchedPglite, pgliteFolder(other), { recursive: true });
    const otherConfig = { ...config, dataDir: other, uploadDir: path.join(other, 'uploads') };
    const aside = path.join(root, 'aside-pglite');
    cpSync(pgliteFolder(other), aside, { recursive: true });
    rmSync(pgliteFolder(other), { recursive: true });
    // A start with no old shop: a new shop with the demo catalogue.
    await (await start(otherConfig)).close();
    cpSync(aside, pgliteFolder(other), { recursive: true });
    const started = await start(otherConfig);
    try {
      expect(started.log.join('\n')).toContain('already holds one: both left as they are');
      expect(existsSync(path.join(pgliteFolder(other), 'PG_VERSION'))).toBe(true);
      expect(readFileSync(path.join(pgliteFolder(other), 'PG_VERSION'), 'utf8')).toMatch(/^\d+/);
    } finally {
      await started.close();
    }
  }, 240_000);
});
