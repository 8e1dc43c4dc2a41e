import { ConfigError, loadConfig } from '../config';
import { commandEnv } from './command-env';
import { acquireDataDir, DataDirBusyError } from '../db/data-dir-lock';
import { createDatabase } from '../db/database';
import { rebuildCataloguePositions } from '../repositories/catalogue-cards';

/**
 * Recomputes the storefront cards and the list counters from the tables. Needed only after
 * rows were written around the API (a bulk load such as the benchmark's generated catalogue);
 * the API keeps them in step itself. Honours DATA_DIR / DATABASE_URL / DATABASE_SCHEMA.
 */
async function main(): Promise<number> {
  const config = loadConfig(commandEnv());
  const release = config.databaseUrl ? () => {} : acquireDataDir(config.dataDir);
  const shop = await createDatabase(config);
  try {
    const started = performance.now();
    await shop.withSetupLock(async () => {
      await shop.migrate();
      await shop.db.transaction((tx) => rebuildCataloguePositions(tx));
    });
    console.log(
      `catalogue cards and counters rebuilt in ${Math.round(performance.now() - started)} ms`,
    );
    return 0;
  } finally {
    await shop.close();
    release();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      error instanceof ConfigError || error instanceof DataDirBusyError ? error.message : error,
    );
    process.exit(error instanceof DataDirBusyError ? 2 : 1);
  },
);
