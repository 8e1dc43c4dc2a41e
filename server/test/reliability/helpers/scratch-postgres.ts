import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { loadConfig, type Config } from '../../../src/config';
import { createDatabase, type ShopDatabase } from '../../../src/db/database';
import { prepareDatabase } from '../../../src/db/setup';
import { createStaff, type StaffAccount } from '../../helpers/build';
import { makeCatalogue, type Catalogue } from '../../helpers/catalogue';

/** Whether the PostgreSQL parts run; when they do not, the suite says so visibly. */
export const postgresUrl = process.env.TEST_DATABASE_URL;

export function announceSkippedPostgres(what: string): void {
  if (!postgresUrl) {
    console.log(`*** ${what}: SKIPPED, TEST_DATABASE_URL is not set (PostgreSQL only) ***`);
  }
}

/**
 * A whole database of its own (`poshak_rel_<random>`) on the TEST_DATABASE_URL server: spawned
 * servers take a DATABASE_URL, not a schema, so the per-file schemas of the other tests won't do.
 */
export async function scratchDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!postgresUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `poshak_rel_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * A scratch database migrated, with the test catalogue and one staff account, for servers
 * spawned on it; `shop` is the test's own connection to it.
 */
export async function scratchShop(staff: StaffAccount): Promise<{
  url: string;
  config: Config;
  shop: ShopDatabase;
  catalogue: Catalogue;
  drop: () => Promise<void>;
}> {
  const scratch = await scratchDatabase();
  const config = loadConfig({ DATABASE_URL: scratch.url, SEED: 'none' });
  const shop = await createDatabase(config);
  await prepareDatabase(shop, config);
  const catalogue = await makeCatalogue(shop.db);
  await createStaff(shop.db, staff);
  return { url: scratch.url, config, shop, catalogue, drop: scratch.drop };
}
