import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PlacedOrder } from '@poshak/shared-api/schemas';
import { loadConfig, type Config } from '../../src/config';
import { createDatabase, type ShopDatabase } from '../../src/db/database';
import { embeddedPostgresFolder } from '../../src/db/embedded-postgres';
import { prepareDatabase } from '../../src/db/setup';
import { makeCatalogue } from '../helpers/catalogue';
import { openDataDirShop } from '../helpers/data-dir-shop';
import { drivers, scratchDatabase, type Driver } from '../helpers/test-postgres';
import { seededRandom } from '../../src/lib/seeded-random';
import { auditOrders, type PromisedOrder } from './helpers/order-audit';
import { call, freePortIn, startServer, type SpawnedServer } from './helpers/spawned-server';

const CRASHES = 3;
const ITEMS = 6;
const UNITS = 200;
const WORKERS = 6;
const JWT_SECRET = 'crash-safety-secret-crash-safety-secret';

/**
 * What dies: the server (its embedded PostgreSQL follows it down) or, on the embedded default,
 * the PostgreSQL under a running server (which then stops, saying why). On a PostgreSQL of its
 * own (DATABASE_URL) only the server.
 */
const crashes: ['embedded' | 'external', 'server' | 'postgres', Driver][] = [
  ['embedded', 'server', 'embedded'],
  ['embedded', 'postgres', 'embedded'],
  ...drivers.map((driver): ['external', 'server', Driver] => ['external', 'server', driver]),
];

interface Load {
  promised: PromisedOrder[];
  /** Requests cut by the crash: the client never learned whether they were placed. */
  unknown: number;
  /** Replies that were neither a placed order nor a short-stock 409. */
  unexpected: string[];
}

/**
 * Shoppers place orders over real HTTP, several at a time, until the shop dies under them.
 * SIGKILL comes once `killAfter` orders were confirmed in this run, with others still in flight;
 * `kill` resolves with how the server process ended.
 */
async function ordersUntilKilled(
  server: SpawnedServer,
  kill: () => Promise<string>,
  stockIds: number[],
  killAfter: number,
  random: () => number,
  load: Load,
): Promise<string> {
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
        if (++confirmed >= killAfter) killing ??= kill();
      } else if (reply.status === 0 || reply.status === 503) {
        // Cut, or answered that the database went away: whether its commit landed is unknown.
        load.unknown++;
        return;
      } else if (reply.status !== 409) {
        load.unexpected.push(`${reply.status} ${JSON.stringify(reply.body)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
  return killing ?? kill();
}

/** The postmaster of the embedded PostgreSQL a server started in `dataDir`. */
const postmasterOf = (dataDir: string) =>
  Number(
    readFileSync(path.join(embeddedPostgresFolder(dataDir), 'postmaster.pid'), 'utf8').split(
      '\n',
    )[0],
  );

describe.each(crashes)('crash safety on %s PostgreSQL, %s killed', (engine, victim, server) => {
  let config: Config;
  let env: Record<string, string>;
  let dataDir: string;
  let drop = async () => {};
  const startStock = new Map<number, number>();

  /** The database as the test sees it, opened only while no server holds an embedded one. */
  const openShop = async (): Promise<{ shop: ShopDatabase; close(): Promise<void> }> => {
    if (engine === 'embedded') return openDataDirShop(dataDir, env);
    const shop = await createDatabase({ ...config, databaseUrl: env.DATABASE_URL ?? '' });
    return { shop, close: () => shop.close() };
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'poshak-rel-crash-'));
    env = { DATA_DIR: dataDir, JWT_SECRET };
    if (engine === 'external') {
      const scratch = await scratchDatabase(server);
      drop = scratch.drop;
      env.DATABASE_URL = scratch.url;
    }
    config = loadConfig({ ...env, SEED: 'none' });
    const opened = await openShop();
    const { shop } = opened;
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
    await opened.close();
  }, 240_000);

  afterAll(async () => {
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(`SIGKILL ${CRASHES} times while orders flow: every confirmed order survives whole, stock adds up`, async () => {
    const random = seededRandom(victim === 'server' ? 3 : 5);
    const load: Load = { promised: [], unknown: 0, unexpected: [] };
    const port = await freePortIn(4900, 4939);
    for (let crash = 0; crash < CRASHES; crash++) {
      const running = await startServer({ port, env });
      const kill =
        victim === 'server'
          ? () => running.kill()
          : () => {
              process.kill(postmasterOf(dataDir), 'SIGKILL');
              return running.exited;
            };
      const ended = await ordersUntilKilled(
        running,
        kill,
        [...startStock.keys()],
        8 + crash * 6,
        random,
        load,
      );
      // Killed itself, or stopped with a message and a failure code when its PostgreSQL died.
      const expected = victim === 'server' ? 'SIGKILL' : '1';
      expect({ ended, log: ended === expected ? '' : running.log().slice(-3000) }).toEqual({
        ended: expected,
        log: '',
      });
      if (victim === 'postgres') {
        expect(running.log()).toContain('stopped unexpectedly');
      }
    }
    // Restarted once more on the same data: it recovers and takes orders with fresh invoices.
    const restarted = await startServer({ port, env });
    const after = await call(restarted.baseURL, 'POST', '/api/orders', {
      customer_name: 'After the crashes',
      customer_address: 'Sylhet',
      customer_phone: '01912345678',
      shipping_id: 1,
      lines: [{ id_transaction: [...startStock.keys()][0], quantity: 1 }],
    });
    expect(after.status).toBe(200);
    load.promised.push(after.body as PlacedOrder);
    // A clean stop, or the log saying why not.
    const stopped = await restarted.stop();
    expect({ stopped, log: stopped === '0' ? '' : restarted.log().slice(-3000) }).toEqual({
      stopped: '0',
      log: '',
    });

    expect(load.unexpected).toEqual([]);
    expect(load.promised.length).toBeGreaterThanOrEqual(8 + 14 + 20 + 1);
    const opened = await openShop();
    try {
      const audit = await auditOrders(opened.shop.db, {
        startStock,
        promised: load.promised,
        unknownOutcomes: load.unknown,
      });
      expect(audit.problems).toEqual([]);
      console.log(
        `crash safety on ${engine} PostgreSQL, ${victim} killed: ${CRASHES} SIGKILLs survived, ` +
          `${load.promised.length} confirmed ` +
          `orders all present, ${load.unknown} cut requests, ${audit.orders.size} orders stored`,
      );
    } finally {
      await opened.close();
    }
  });
});
