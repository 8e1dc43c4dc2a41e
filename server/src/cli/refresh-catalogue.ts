import { z } from 'zod';
import { acquireDataDir } from '../db/data-dir-lock';
import { createDatabase } from '../db/database';
import { rebuildCataloguePositions } from '../repositories/catalogue-cards';
import { commandConfig, readOptions, runCommand } from './command';

const USAGE = `Recomputes the storefront cards and the list counters from the tables.

  pnpm --filter @poshak/server refresh-catalogue

Needed only after rows were written around the API (a bulk load such as the benchmark's generated
catalogue); the API keeps them in step itself. Honours DATA_DIR / DATABASE_URL / DATABASE_SCHEMA;
on the embedded database the server must be stopped. Exit codes: 0 done, 1 a failure, 2 a running
server holds the database.`;

async function main(): Promise<number> {
  readOptions(USAGE, {}, z.object({}));
  const config = commandConfig();
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

runCommand(main);
