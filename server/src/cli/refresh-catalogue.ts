import { z } from 'zod';
import { openCommandShop } from '../db/command-shop';
import { rebuildCataloguePositions } from '../modules/catalogue';
import { commandConfig, commandLog, readOptions, runCommand } from './command';

const USAGE = `Recomputes the storefront cards and the list counters from the tables.

  pnpm --filter @poshak/server refresh-catalogue

Needed only after rows were written around the API (a bulk load such as the benchmark's generated
catalogue); the API keeps them in step itself. Honours DATA_DIR / DATABASE_URL / DATABASE_SCHEMA.
A running server's read cache keeps what it showed for up to READ_CACHE_MS. Exit codes: 0 done,
1 a failure.`;

async function main(): Promise<number> {
  readOptions(USAGE, {}, z.object({}));
  const config = commandConfig();
  const opened = await openCommandShop(config, commandLog);
  const { shop } = opened;
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
    await opened.close();
  }
}

runCommand(main);
