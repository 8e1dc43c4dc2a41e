import type { Config } from '../config';
import { createDatabase } from './database';
import {
  embeddedPostgresFolder,
  embeddedSocketFolder,
  ensureDatabase,
  SHOP_DATABASE,
  socketUrl,
  startEmbeddedPostgres,
  type EmbeddedPostgres,
  type EngineLog,
} from './embedded-postgres';
import { moveFromPgliteIfThere } from './move-from-pglite';
import { holdsPgliteShop } from './pglite-shop';

export interface EmbeddedShop extends EmbeddedPostgres {
  /** The shop's database in it. */
  url: string;
}

/** Connections one server process opens: its pool of 10 and its LISTEN connections. */
const CONNECTIONS_PER_PROCESS = 14;

/**
 * The embedded shop's PostgreSQL, started for `processes` server processes (or commands): the
 * cluster in DATA_DIR/postgres, the shop's database in it, and an earlier version's PGlite shop
 * moved in on the first start. The caller holds the data folder.
 */
export async function startEmbeddedShop(
  config: Pick<Config, 'dataDir' | 'uploadDir' | 'migrationsDir'>,
  log: EngineLog,
  processes = 1,
): Promise<EmbeddedShop> {
  const cluster = await startEmbeddedPostgres({
    dir: embeddedPostgresFolder(config.dataDir),
    // Room for every process, a command run beside them, and a person's psql.
    maxConnections: processes * CONNECTIONS_PER_PROCESS + 20,
    log,
  });
  try {
    await ensureDatabase(cluster, SHOP_DATABASE);
    const url = cluster.urlOf(SHOP_DATABASE);
    if (holdsPgliteShop(config.dataDir)) {
      const shop = await createDatabase({
        databaseUrl: url,
        databaseSchema: undefined,
        migrationsDir: config.migrationsDir,
        engine: 'embedded',
        poolSize: 2,
      });
      try {
        await moveFromPgliteIfThere(config, shop, log);
      } finally {
        await shop.close();
      }
    }
    return Object.assign(cluster, { url });
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}

/** The shop's database in the cluster a running server started in `dataDir`. */
export const runningShopUrl = (dataDir: string) =>
  socketUrl(embeddedSocketFolder(embeddedPostgresFolder(dataDir)), SHOP_DATABASE);
