import { existsSync } from 'node:fs';
import { mkdir, rename } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import { diskPictureStore } from '../modules/pictures';
import type { ShopDatabase } from './database';
import type { EngineLog } from './embedded-postgres';
import { moveShop } from './move-shop';
import { holdsPgliteShop, openPgliteShop, pgliteFolder } from './pglite-shop';
import { appMeta } from './schema';
import { shopTablesInDependencyOrder } from './shop-tables';
import { tablesHoldingRows } from './table-rows';

/** Written into the moved shop's `app_meta` in the move's own transaction. */
export const MOVED_FROM_PGLITE = 'moved_from_pglite';

/** Where the earlier files go once moved: kept, untouched, until the owner deletes them. */
export const movedAsideFolder = (dataDir: string) => path.join(dataDir, 'before-postgres');

/**
 * An earlier version kept the shop in PGlite (`DATA_DIR/pglite`) and its pictures as files
 * (UPLOAD_DIR). On the first start of this version the whole shop moves into the embedded
 * PostgreSQL (`target`, still empty): every row, the sequences where they were, the pictures into
 * the database, counts compared before the move commits. Then the earlier files are set aside in
 * `DATA_DIR/before-postgres`. A start that died after the move committed finds the move recorded
 * in the shop and only sets the files aside.
 */
export async function moveFromPgliteIfThere(
  config: Pick<Config, 'dataDir' | 'uploadDir' | 'migrationsDir'>,
  target: ShopDatabase,
  log: Pick<EngineLog, 'info' | 'warn'>,
): Promise<'moved' | 'set-aside' | 'left' | 'none'> {
  const { dataDir } = config;
  if (!holdsPgliteShop(dataDir)) return 'none';
  const aside = movedAsideFolder(dataDir);
  // Never over what an earlier start set aside: a name of its own.
  const freeName = (name: string) => {
    let candidate = path.join(aside, name);
    for (let n = 2; existsSync(candidate); n++) candidate = path.join(aside, `${name}-${n}`);
    return candidate;
  };
  const setAside = async () => {
    await mkdir(aside, { recursive: true });
    await rename(pgliteFolder(dataDir), freeName('pglite'));
    // A folder of the owner's own choosing (UPLOAD_DIR) stays where it is.
    const defaultUploads = path.join(dataDir, 'uploads');
    if (config.uploadDir === defaultUploads && existsSync(defaultUploads)) {
      await rename(defaultUploads, freeName('uploads'));
    }
  };

  await target.migrate();
  const [done] = await target.db.select().from(appMeta).where(eq(appMeta.key, MOVED_FROM_PGLITE));
  if (done) {
    await setAside();
    log.info(`the shop was moved into PostgreSQL already; earlier files set aside in ${aside}`);
    return 'set-aside';
  }
  const holding = await tablesHoldingRows(target.db, shopTablesInDependencyOrder());
  if (holding.length > 0) {
    log.warn(
      `${pgliteFolder(dataDir)} holds a shop of an earlier version, but the shop's PostgreSQL ` +
        'already holds one: both left as they are. Move that folder away to silence this, or ' +
        'start with an empty DATA_DIR/postgres to move it in.',
    );
    return 'left';
  }

  log.info(
    `moving the shop in ${pgliteFolder(dataDir)} (an earlier version's PGlite database) and its ` +
      `pictures in ${config.uploadDir} into PostgreSQL …`,
  );
  const source = await openPgliteShop({ dir: pgliteFolder(dataDir) }, config.migrationsDir);
  try {
    const report = await moveShop(source, target, {
      pictures: diskPictureStore(config.uploadDir),
      replace: false,
      mark: { key: MOVED_FROM_PGLITE, value: new Date().toISOString() },
    });
    const rows = Object.fromEntries(report.tables.map((t) => [t.name, t.rows]));
    await source.close();
    await setAside();
    log.info(
      `moved into PostgreSQL in ${report.ms} ms: ${rows.product_traces ?? 0} products, ` +
        `${rows.orders ?? 0} orders, ${rows.customers ?? 0} customers, ` +
        `${(rows.pictures ?? 0) + report.pictures.copied} pictures (row counts checked). The ` +
        `earlier files are kept in ${aside}: delete that folder once the shop looks right.`,
    );
    return 'moved';
  } catch (error) {
    await source.close().catch(() => undefined);
    throw error;
  }
}
