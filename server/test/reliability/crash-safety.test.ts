import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PlacedOrder } from '@poshak/shared-api/schemas';
import { loadConfig, type Config } from '../../src/config';
import { createDatabase, type ShopDatabase } from '../../src/db/database';
import { prepareDatabase } from '../../src/db/setup';
import { makeCatalogue } from '../helpers/catalogue';
import { seededRandom } from '../../src/lib/seeded-random';
import { auditOrders, type PromisedOrder } from './helpers/order-audit';
import { announceSkippedPostgres, postgresUrl, scratchDatabase } from './helpers/scratch-postgres';
import {
  call,
  ensureServerBuilt,
  freePortIn,
  startServer,
  type SpawnedServer,
} from './helpers/spawned-server';

const CRASHES = 3;
const ITEMS = 6;
const UNITS = 200;
const WORKERS = 6;
const JWT_SECRET = 'crash-safety-secret-crash-safety-secret';

announceSkippedPostgres('crash safety on PostgreSQL');
const crashDrivers = postgresUrl ? (['pglite', 'postgres'] as const) : (['pglite'] as const);

interface Load {
  promised: PromisedOrder[];
  /** Requests cut by the crash: the client never learned whether they were placed. */
  unknown: number;
  /** Replies that were neither a placed order nor a short-stock 409. */
  unexpected: string[];
}

/**
 * Shoppers place orders over real HTTP, several at a time, until the server dies under them.
 * SIGKILL comes once `killAfter` orders were confirmed in this run, with others still in flight.
 */
async function ordersUntilKilled(
  server: SpawnedServer,
  stockIds: number[],
  killAfter: number,
  random: () => number,
  load: Load,
): Promise<void> {
  let confirmed = 0;
  let killing: Promise<string> | null = null;
  const worker = async (w: number) => {
    for (let n = 0; ; n++) {
      if (killing) return;
      const ids = [
        ...new Set(
          Array.from(
            { length: 1 + Math.floor(random() * 4) },
            () => stockIds[Math.floor(random() * stockIds.length)] as number,
          ),
        ),
      ];
      const reply = await call(server.baseURL, 'POST', '/api/orders', {
        customer_name: `Crash shopper ${w}-${n}`,
        customer_address: 'Agrabad, Chattogram',
        customer_phone: '01812345678',
        shipping_id: 2,
        lines: ids.map((id) => ({ id_transaction: id, quantity: 1 + Math.floor(random() * 3) })),
      });
      if (reply.status === 200) {
        load.promised.push(reply.body as PlacedOrder);
        if (++confirmed >= killAfter) killing ??= server.kill();
      } else if (reply.status === 0) {
        load.unknown++;
        return;
      } else if (reply.status !== 409) {
        load.unexpected.push(`${reply.status} ${JSON.stringify(reply.body)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
  expect(await (killing ?? server.kill())).toBe('SIGKILL');
}

describe.each(crashDrivers)('crash safety on %s', (driver) => {
  let config: Config;
  let env: Record<string, string>;
  let dataDir: string;
  let drop = async () => {};
  const startStock = new Map<number, number>();

  /** The database as the test sees it, opened only while no server holds an embedded one. */
  const openShop = () => createDatabase(config);

  beforeAll(async () => {
    ensureServerBuilt();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'poshak-rel-crash-'));
    env = { DATA_DIR: dataDir, JWT_SECRET };
    if (driver === 'postgres') {
      const scratch = await scratchDatabase();
      drop = scratch.drop;
      env.DATABASE_URL = scratch.url;
    }
    config = loadConfig({ ...env, SEED: 'none' });
    const shop = await openShop();
    await prepareDatabase(shop, config);
    const catalogue = await makeCatalogue(shop.db);
    for (let i = 0; i < ITEMS; i++) {
      const id = await catalogue.addStock({
        product_code: `CRASH-${i}`,
        product_name: `Crash item ${i}`,
        quantity: UNITS,
        price: 300 + 10 * i,
      });
      startStock.set(id, UNITS);
    }
    await shop.close();
  }, 120_000);

  afterAll(async () => {
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(`SIGKILL ${CRASHES} times while orders flow: every confirmed order survives whole, stock adds up`, async () => {
    const random = seededRandom(driver === 'pglite' ? 3 : 5);
    const load: Load = { promised: [], unknown: 0, unexpected: [] };
    const port = await freePortIn(4900, 4939);
    for (let crash = 0; crash < CRASHES; crash++) {
      const server = await startServer({ port, env });
      await ordersUntilKilled(server, [...startStock.keys()], 8 + crash * 6, random, load);
    }
    // Restarted once more on the same data: it recovers and takes orders with fresh invoices.
    const server = await startServer({ port, env });
    const after = await call(server.baseURL, 'POST', '/api/orders', {
      customer_name: 'After the crashes',
      customer_address: 'Sylhet',
      customer_phone: '01912345678',
      shipping_id: 1,
      lines: [{ id_transaction: [...startStock.keys()][0], quantity: 1 }],
    });
    expect(after.status).toBe(200);
    load.promised.push(after.body as PlacedOrder);
    expect(await server.stop()).toBe('0');

    expect(load.unexpected).toEqual([]);
    expect(load.promised.length).toBeGreaterThanOrEqual(8 + 14 + 20 + 1);
    const shop: ShopDatabase = await openShop();
    try {
      const audit = await auditOrders(shop.db, {
        startStock,
        promised: load.promised,
        unknownOutcomes: load.unknown,
      });
      expect(audit.problems).toEqual([]);
      console.log(
        `crash safety on ${driver}: ${CRASHES} SIGKILLs survived, ${load.promised.length} confirmed ` +
          `orders all present, ${load.unknown} cut requests, ${audit.orders.size} orders stored`,
      );
    } finally {
      await shop.close();
    }
  });
});
