import type { Config } from '../config';
import { acquireDataDir, dataDirHolder } from './data-dir-lock';
import { createDatabase, type ShopDatabase } from './database';
import type { EngineLog } from './embedded-postgres';
import { runningShopUrl, startEmbeddedShop } from './embedded-shop';

export interface CommandShop {
  shop: ShopDatabase;
  /** Whether a running server's PostgreSQL is used (else the command started its own). */
  alongsideServer: boolean;
  close(): Promise<void>;
}

/**
 * The shop's database for a command (create-staff, refresh-catalogue, backup): DATABASE_URL's;
 * else the embedded PostgreSQL a running server started (PostgreSQL serves the command beside
 * the shop); else the embedded PostgreSQL started for the command alone, the data folder held
 * meanwhile so no server starts on it halfway.
 */
export async function openCommandShop(
  config: Pick<
    Config,
    'databaseUrl' | 'databaseSchema' | 'dataDir' | 'uploadDir' | 'migrationsDir'
  >,
  log: EngineLog,
): Promise<CommandShop> {
  if (config.databaseUrl) {
    const shop = await createDatabase({ ...config, databaseUrl: config.databaseUrl, poolSize: 4 });
    return { shop, alongsideServer: false, close: () => shop.close() };
  }
  const options = { databaseSchema: undefined, migrationsDir: config.migrationsDir };
  if (dataDirHolder(config.dataDir) !== undefined) {
    const shop = await createDatabase({
      ...options,
      databaseUrl: runningShopUrl(config.dataDir),
      engine: 'embedded',
      poolSize: 4,
    });
    return { shop, alongsideServer: true, close: () => shop.close() };
  }
  const release = acquireDataDir(config.dataDir);
  try {
    const engine = await startEmbeddedShop(config, log);
    const shop = await createDatabase({
      ...options,
      databaseUrl: engine.url,
      engine: 'embedded',
      poolSize: 4,
    });
    return {
      shop,
      alongsideServer: false,
      async close() {
        await shop.close();
        await engine.stop();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
