import { loadConfig } from '../../src/config';
import { acquireDataDir } from '../../src/db/data-dir-lock';
import { createDatabase, type ShopDatabase } from '../../src/db/database';
import { startEmbeddedShop } from '../../src/db/embedded-shop';

const quiet = { debug: () => {}, info: () => {}, warn: () => {}, error: console.error };

/**
 * The embedded shop in `dataDir` opened as its server opens it (the folder held, its PostgreSQL
 * started, an earlier PGlite shop moved in), for a test to read or write it as a running server
 * would; commands run meanwhile find it running.
 */
export async function openDataDirShop(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<{ shop: ShopDatabase; url: string; close(): Promise<void> }> {
  const config = loadConfig({ NODE_ENV: 'test', SEED: 'none', ...env, DATA_DIR: dataDir });
  const release = acquireDataDir(dataDir);
  try {
    const engine = await startEmbeddedShop(config, quiet);
    const shop = await createDatabase({ ...config, databaseUrl: engine.url, engine: 'embedded' });
    return {
      shop,
      url: engine.url,
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
