import { rm } from 'node:fs/promises';
import pg from 'pg';
import { loadConfig } from '@poshak/server/config';
import {
  openCommandShop,
  prepareDatabase,
  rebuildCataloguePositions,
  rebuildProductSales,
  type ShopDatabase,
} from '@poshak/server/database';
import { OWASP_SCRYPT, passwordHasher } from '@poshak/server/passwords';
import { copyPictures, diskPictureStore, pictureStoreFor } from '@poshak/server/pictures';
import { createRepositories } from '@poshak/server/repositories';
import { catalogueStatements, type CataloguePictures } from './catalogue-sql';

/**
 * The databases the benchmark measures: the machine's PostgreSQL (one database per catalogue,
 * BENCH_POSTGRES_URL), and the embedded default, the same PostgreSQL started from the npm
 * package in a data folder exactly as `npm start` starts it (one data folder per catalogue).
 */
export type Driver = 'postgres' | 'embedded';

/** Where one generated catalogue lives: a PostgreSQL database, or an embedded shop's data folder. */
export interface DatabaseTarget {
  driver: Driver;
  /** PostgreSQL only. */
  databaseUrl?: string;
  /**
   * The server's DATA_DIR: the embedded PostgreSQL keeps its cluster in it. The benchmark's own
   * folder, emptied for each load.
   */
  dataDir: string;
}

export const BENCH_STAFF = { username: 'bench', password: 'bench-password-1' };

export interface LoadReport {
  entries: number;
  orders: number;
  orderLines: number;
  cards: number;
  /** Highest transaction id after the load: order lines above it were placed by the benchmark. */
  lastGeneratedTransaction: number;
  ms: number;
}

/** The pool under the server's Drizzle instance (one engine: PostgreSQL through `pg`). */
const pool = (shop: ShopDatabase) => (shop.db as unknown as { $client: pg.Pool }).$client;

/** The embedded PostgreSQL's own warnings and failures; its progress only when tracing. */
const engineLog = {
  debug: () => undefined,
  info: (message: string) => {
    if (process.env.BENCH_TRACE) console.log(message);
  },
  warn: (message: string) => console.warn(message),
  error: (message: string) => console.error(message),
};

/**
 * Opens the target as the server's commands open a shop: DATABASE_URL's PostgreSQL, or the
 * embedded one of the data folder — started for the benchmark alone (the folder held meanwhile,
 * and closing stops it), or the one a running server started there. Migrations are not applied.
 */
export async function openTarget(target: DatabaseTarget): Promise<ShopDatabase> {
  const config = loadConfig({
    DATA_DIR: target.dataDir,
    ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}),
  });
  const opened = await openCommandShop(config, engineLog);
  return { ...opened.shop, close: () => opened.close() };
}

export async function query<T extends Record<string, unknown>>(
  shop: ShopDatabase,
  text: string,
): Promise<T[]> {
  return (await pool(shop).query<T>(text)).rows;
}

/** A fresh, empty database for the target: PostgreSQL's is dropped and created again. */
export async function freshDatabase(target: DatabaseTarget): Promise<void> {
  if (target.driver === 'embedded') {
    await rm(target.dataDir, { recursive: true, force: true });
    return;
  }
  const url = new URL(target.databaseUrl ?? '');
  const name = url.pathname.replace(/^\//, '');
  if (!/^poshak_bench[a-z0-9_]*$/.test(name)) {
    throw new Error(`refusing to recreate ${name}: benchmark databases are named poshak_bench*`);
  }
  const admin = new pg.Client({ connectionString: new URL('/postgres', url).href });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
}

/** Runs statements on ONE connection of the pool (a transaction must not be split over several). */
async function inOneSession(
  shop: ShopDatabase,
  work: (run: (text: string) => Promise<unknown>) => Promise<void>,
): Promise<void> {
  const client = await pool(shop).connect();
  try {
    await work((text) => client.query(text));
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

const count = async (shop: ShopDatabase, text: string) =>
  Number((await query<{ n: unknown }>(shop, text))[0]?.n ?? 0);

/**
 * Loads a generated catalogue of `entries` stock entries (and half as many orders, two lines
 * each) into a fresh database, then lets the server's code rebuild the storefront cards and
 * counters, adds the benchmark's staff account and refreshes the planner's statistics. The
 * pictures drawn into `uploadDir` go into the database, where the shop keeps and serves them.
 */
export async function loadCatalogue(
  target: DatabaseTarget,
  entries: number,
  pictures: CataloguePictures,
  uploadDir: string,
): Promise<LoadReport> {
  const started = performance.now();
  await freshDatabase(target);
  if (process.env.BENCH_TRACE) console.log('fresh', Math.round(performance.now() - started));
  const shop = await openTarget(target);
  try {
    await prepareDatabase(shop, { seed: 'none' });
    await copyPictures(diskPictureStore(uploadDir), pictureStoreFor(shop));
    if (process.env.BENCH_TRACE) console.log('migrated', Math.round(performance.now() - started));
    // Restore-style as well in that the GIN (trigram) indexes are built after the rows are in:
    // the shop keeps them without a pending list, so filling them row by row would cost more
    // than the whole rest of the load.
    const ginIndexes = await query<{ name: string; definition: string }>(
      shop,
      `SELECT indexname AS name, indexdef AS definition FROM pg_indexes
       WHERE schemaname = current_schema() AND indexdef LIKE '% USING gin %'`,
    );
    for (const { name } of ginIndexes) await query(shop, `DROP INDEX "${name}"`);
    await inOneSession(shop, async (run) => {
      // A restore-style bulk load: the generated rows are consistent by construction, so the
      // per-row foreign-key triggers are skipped for this transaction (CHECKs still apply).
      await run('BEGIN');
      await run('SET LOCAL session_replication_role = replica');
      for (const statement of catalogueStatements(entries, pictures)) {
        const t = performance.now();
        await run(statement);
        if (process.env.BENCH_TRACE)
          console.log(Math.round(performance.now() - t), statement.slice(0, 60));
      }
      await run('COMMIT');
    });
    const t = performance.now();
    await rebuildCataloguePositions(shop.db);
    if (process.env.BENCH_TRACE) console.log('cards', Math.round(performance.now() - t));
    // The orders went in with triggers off: the dashboard's per-day product sales are counted now.
    await rebuildProductSales(shop.db);
    for (const { definition } of ginIndexes) await query(shop, definition);
    await createRepositories(shop.db).staff.create({
      username: BENCH_STAFF.username,
      email: 'bench@poshak.local',
      role: 'admin',
      password_hash: await passwordHasher(OWASP_SCRYPT).hash(BENCH_STAFF.password),
    });
    await query(shop, 'ANALYZE');
    return {
      entries: await count(
        shop,
        'SELECT count(*) AS n FROM transactions WHERE operation_type_id = 2',
      ),
      orders: await count(shop, 'SELECT count(*) AS n FROM orders'),
      orderLines: await count(
        shop,
        'SELECT count(*) AS n FROM transactions WHERE operation_type_id = 1',
      ),
      cards: await count(shop, 'SELECT count(*) AS n FROM catalogue_cards'),
      lastGeneratedTransaction: await count(
        shop,
        'SELECT max(id_transaction) AS n FROM transactions',
      ),
      ms: Math.round(performance.now() - started),
    };
  } finally {
    await shop.close();
  }
}
