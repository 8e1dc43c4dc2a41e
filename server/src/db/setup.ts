import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { seedDatabase, type SeedResult } from '../seed/seed';
import { pictureStoreFor } from '../modules/pictures';
import { rowsOf, type Database, type ShopDatabase } from './database';

/**
 * Brings a database up to date before anything uses it: migrations, the first-start seed, then
 * the planner's statistics of tables it has never measured. All run under an advisory lock, so
 * instances starting together take turns.
 */
export async function prepareDatabase(
  shop: ShopDatabase,
  config: Pick<Config, 'seed'>,
  log?: Pick<FastifyBaseLogger, 'info'>,
): Promise<SeedResult> {
  return shop.withSetupLock(async () => {
    const started = performance.now();
    await shop.migrate();
    log?.info(`database migrated in ${Math.round(performance.now() - started)} ms`);
    const seeded = await seedDatabase(shop.db, {
      seed: config.seed,
      pictures: pictureStoreFor(shop),
    });
    if (seeded.demoCatalogue === 'created') {
      log?.info(`demo catalogue seeded: ${seeded.stockEntries} stock entries in ${seeded.ms} ms`);
    }
    const measured = await measureUnmeasuredTables(shop.db);
    if (measured.tables > 0) {
      log?.info(`planner statistics taken of ${measured.tables} tables in ${measured.ms} ms`);
    }
    return seeded;
  });
}

/**
 * ANALYZE of every table PostgreSQL has never measured (`reltuples` is -1 until a table's first
 * ANALYZE or VACUUM): the ones a seed, a restore or the move from PGlite just filled. Autovacuum
 * would measure them only after a minute or more, and until then the planner takes the demo
 * catalogue's 924 stock entries for one row: a product page's statement walked every entry
 * (25–40 ms instead of 1.5), and PostgreSQL used more CPU than the server under a crowd.
 */
async function measureUnmeasuredTables(db: Database): Promise<{ tables: number; ms: number }> {
  const started = performance.now();
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`
      SELECT format('%I.%I', n.nspname, c.relname) AS name
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') AND c.reltuples < 0`),
  ).map((row) => row.name);
  if (tables.length > 0) await db.execute(sql.raw(`ANALYZE ${tables.join(', ')}`));
  return { tables: tables.length, ms: Math.round(performance.now() - started) };
}
