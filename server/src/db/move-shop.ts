import { appMeta } from './schema';
import { databasePictureStore, copyPictures } from '../modules/pictures';
import type { PictureStore } from '../modules/pictures';
import type { Database, ShopDatabase } from './database';
import { shopTablesInDependencyOrder } from './shop-tables';
import {
  countRows,
  emptyTables,
  insertRows,
  readTables,
  tablesHoldingRows,
  writeSequences,
  type SequenceState,
} from './table-rows';

export interface MoveReport {
  tables: { name: string; rows: number }[];
  sequences: SequenceState[];
  pictures: { copied: number; alreadyThere: number; bytes: number };
  ms: number;
}

/** The target already holds a shop's rows: moving into it would mix two shops. */
export class TargetNotEmptyError extends Error {
  constructor(readonly tables: string[]) {
    super(`the target database already holds a shop's data (in ${tables.join(', ')})`);
    this.name = 'TargetNotEmptyError';
  }
}

/** A shop to copy from: any database with the shop's tables, migrated as its server would. */
export interface ShopSource {
  db: Database;
  migrate(): Promise<void>;
}

/**
 * Copies a shop (`source`) into another database (`target`): both are migrated to this version
 * first; then, under the target's set-up lock (a server starting on it meanwhile waits, then
 * finds the shop there), every table's rows in dependency order from one snapshot of the source,
 * the pictures of `pictures` (a folder of an earlier shop) into the `pictures` table and the
 * sequences' positions, all in ONE transaction: a failure leaves the target as it was. Row counts
 * are compared before it commits; `mark` is written into `app_meta` in that same transaction, so
 * the target itself tells that the move happened. Migrated as its own server would migrate it at
 * its next start, the source is otherwise only read.
 *
 * A target that holds any shop row is refused (TargetNotEmptyError) unless `replace`, which
 * empties its shop tables in that same transaction.
 */
export async function moveShop(
  source: ShopSource,
  target: ShopDatabase,
  options: {
    pictures?: PictureStore;
    replace: boolean;
    mark?: { key: string; value: string };
    log?: (line: string) => void;
  },
): Promise<MoveReport> {
  const started = performance.now();
  const log = options.log ?? (() => undefined);
  await source.migrate();
  const tables = shopTablesInDependencyOrder();
  return target.withSetupLock(async () => {
    await target.migrate();
    const holding = await tablesHoldingRows(target.db, tables);
    if (holding.length > 0 && !options.replace) throw new TargetNotEmptyError(holding);
    return target.db.transaction(async (tx) => {
      if (holding.length > 0) {
        log(`emptying the target's shop tables (${holding.join(', ')})`);
        await emptyTables(tx, tables);
      }
      // A derived table is emptied with the others and filled by the target's triggers.
      const copiedTables = tables.filter((t) => !t.derived);
      const read = await readTables(source.db, copiedTables, (table, rows) =>
        insertRows(tx, table, rows),
      );
      const copied = copiedTables.map((t) => ({ name: t.name, rows: read.rows.get(t.name) ?? 0 }));
      for (const table of copied) if (table.rows > 0) log(`${table.name}: ${table.rows} rows`);
      const pictures = options.pictures
        ? await copyPictures(options.pictures, databasePictureStore(tx))
        : { copied: 0, alreadyThere: 0, bytes: 0 };
      if (pictures.copied > 0) {
        log(
          `pictures: ${pictures.copied} files copied ` +
            `(${(pictures.bytes / 1024 / 1024).toFixed(1)} MB)`,
        );
      }
      await writeSequences(tx, read.sequences);
      for (const table of copied) {
        const there = await countRows(tx, table.name);
        // Pictures may also have come from the folder.
        const wanted = table.name === 'pictures' ? table.rows + pictures.copied : table.rows;
        if (there !== wanted) {
          throw new Error(`${table.name}: ${there} rows in the target, ${wanted} expected`);
        }
      }
      if (options.mark) {
        await tx
          .insert(appMeta)
          .values(options.mark)
          .onConflictDoUpdate({ target: appMeta.key, set: { value: options.mark.value } });
      }
      return {
        tables: copied,
        sequences: read.sequences,
        pictures,
        ms: Math.round(performance.now() - started),
      };
    });
  });
}
