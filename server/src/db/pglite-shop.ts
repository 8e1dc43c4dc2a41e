import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Database } from './database';
import type { ShopSource } from './move-shop';
import * as schema from './schema';

/**
 * A shop kept by an earlier Poshak in PGlite (PostgreSQL compiled to WebAssembly, in
 * `DATA_DIR/pglite`, or a backup's dump of it), opened for one thing only: to be moved into
 * PostgreSQL (db/move-from-pglite, and restoring such a backup).
 */

export const pgliteFolder = (dataDir: string) => path.join(dataDir, 'pglite');

/** Whether `dataDir` holds an earlier version's PGlite database. */
export const holdsPgliteShop = (dataDir: string) =>
  existsSync(path.join(pgliteFolder(dataDir), 'PG_VERSION'));

export async function openPgliteShop(
  from: { dir: string } | { dump: Blob },
  migrationsDir: string,
): Promise<ShopSource & { close(): Promise<void> }> {
  if ('dir' in from) mkdirSync(from.dir, { recursive: true });
  const client = new PGlite({
    ...('dir' in from ? { dataDir: from.dir } : { loadDataDir: from.dump }),
    // The shop's migrations made this extension; the database cannot be opened without it.
    extensions: { pg_trgm },
  });
  await client.waitReady;
  const db = drizzle({ client, schema });
  return {
    db: db as unknown as Database,
    migrate: () => migrate(db, { migrationsFolder: migrationsDir }),
    close: () => client.close(),
  };
}
