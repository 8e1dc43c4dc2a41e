import { sql } from 'drizzle-orm';
import { databasePictureStore } from '../repositories/pictures';
import { copyPictures, diskPictureStore } from '../services/picture-store';
import { rowsOf, toInt, type Database, type Executor, type ShopDatabase } from './database';
import { shopTablesInDependencyOrder, type ShopTable } from './shop-tables';

export interface MoveReport {
  tables: { name: string; rows: number }[];
  sequences: { name: string; lastValue: number; isCalled: boolean }[];
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

/** Rows read from the embedded database and written to PostgreSQL at a time. */
const BATCH_ROWS = 500;

const quoted = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

async function tablesHoldingRows(db: Executor, tables: ShopTable[]): Promise<string[]> {
  const holding: string[] = [];
  for (const table of tables) {
    const [row] = rowsOf<{ any: boolean }>(
      await db.execute(sql.raw(`SELECT EXISTS (SELECT 1 FROM ${quoted(table.name)}) AS any`)),
    );
    if (row?.any) holding.push(table.name);
  }
  return holding;
}

async function countRows(db: Executor, table: string): Promise<number> {
  const [row] = rowsOf<{ n: unknown }>(
    await db.execute(sql.raw(`SELECT count(*) AS n FROM ${quoted(table)}`)),
  );
  return toInt(row?.n);
}

/**
 * Copies one table's rows in key order. Each row travels as JSON text and PostgreSQL itself turns
 * it back into the table's row type on the other side (`json_populate_recordset`), so timestamps
 * keep their microseconds, numerics their digits, jsonb its structure and bytea its bytes, with
 * no conversion through JavaScript values in between.
 */
async function copyTable(from: Database, to: Executor, table: ShopTable): Promise<number> {
  const name = quoted(table.name);
  const columns = table.columns.map(quoted).join(', ');
  let copied = 0;
  await from.transaction(async (read) => {
    await read.execute(
      sql.raw(
        `DECLARE move_rows NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS row ` +
          `FROM ${name} t ORDER BY ${table.key.map(quoted).join(', ')}`,
      ),
    );
    for (;;) {
      const rows = rowsOf<{ row: string }>(
        await read.execute(sql.raw(`FETCH ${BATCH_ROWS} FROM move_rows`)),
      );
      if (rows.length === 0) break;
      const batch = `[${rows.map((r) => r.row).join(',')}]`;
      await to.execute(
        sql`INSERT INTO ${sql.raw(name)} (${sql.raw(columns)}) SELECT ${sql.raw(columns)}
            FROM json_populate_recordset(NULL::${sql.raw(name)}, ${batch}::json)`,
      );
      copied += rows.length;
    }
    await read.execute(sql.raw('CLOSE move_rows'));
  });
  return copied;
}

/**
 * Every sequence of the shop (the serial ids and `invoice_no_seq`) left exactly where the
 * embedded database had it: the next customer, product or order gets the number the embedded
 * shop would have given it, and no number is ever given twice.
 */
async function copySequences(from: Database, to: Executor): Promise<MoveReport['sequences']> {
  const names = rowsOf<{ name: string }>(
    await from.execute(
      sql`SELECT sequencename AS name FROM pg_sequences
          WHERE schemaname = current_schema() ORDER BY sequencename`,
    ),
  ).map((r) => r.name);
  const sequences: MoveReport['sequences'] = [];
  for (const name of names) {
    const [state] = rowsOf<{ last_value: unknown; is_called: boolean }>(
      await from.execute(sql.raw(`SELECT last_value, is_called FROM ${quoted(name)}`)),
    );
    const lastValue = toInt(state?.last_value);
    const isCalled = state?.is_called === true;
    await to.execute(sql`SELECT setval(${quoted(name)}::regclass, ${lastValue}, ${isCalled})`);
    sequences.push({ name, lastValue, isCalled });
  }
  return sequences;
}

/**
 * Copies an embedded shop (`source`, PGlite) and its pictures (files in `uploadDir`) into a
 * PostgreSQL database (`target`): both are migrated to this version first; then, under the
 * target's set-up lock (a server starting on it meanwhile waits, then finds the shop seeded),
 * every table's rows in dependency order, the pictures into the `pictures` table and the
 * sequences' positions, all in ONE transaction: a failure leaves the target as it was. Row
 * counts are compared before it commits. Migrated as its own server would migrate it at its next
 * start, the source is otherwise only read.
 *
 * A target that holds any shop row is refused (TargetNotEmptyError) unless `replace`, which
 * empties its shop tables in that same transaction.
 */
export async function moveShop(
  source: ShopDatabase,
  target: ShopDatabase,
  options: { uploadDir: string; replace: boolean; log?: (line: string) => void },
): Promise<MoveReport> {
  const started = performance.now();
  const log = options.log ?? (() => undefined);
  if (source.driver !== 'pglite' || target.driver !== 'postgres') {
    throw new Error('moves an embedded (PGlite) shop onto PostgreSQL only');
  }
  await source.migrate();
  const tables = shopTablesInDependencyOrder();
  return target.withSetupLock(async () => {
    await target.migrate();
    const holding = await tablesHoldingRows(target.db, tables);
    if (holding.length > 0 && !options.replace) throw new TargetNotEmptyError(holding);
    return target.db.transaction(async (tx) => {
      if (holding.length > 0) {
        log(`emptying the target's shop tables (${holding.join(', ')})`);
        await tx.execute(
          sql.raw(`TRUNCATE ${tables.map((t) => quoted(t.name)).join(', ')} RESTART IDENTITY`),
        );
      }
      const copied: MoveReport['tables'] = [];
      // A derived table is emptied with the others and filled by the target's triggers.
      for (const table of tables.filter((t) => !t.derived)) {
        const rows = await copyTable(source.db, tx, table);
        copied.push({ name: table.name, rows });
        if (rows > 0) log(`${table.name}: ${rows} rows`);
      }
      const pictures = await copyPictures(
        diskPictureStore(options.uploadDir),
        databasePictureStore(tx),
      );
      log(
        `pictures: ${pictures.copied} copied from ${options.uploadDir} ` +
          `(${(pictures.bytes / 1024 / 1024).toFixed(1)} MB)`,
      );
      const sequences = await copySequences(source.db, tx);
      for (const table of copied) {
        const there = await countRows(tx, table.name);
        const expected = await countRows(source.db, table.name);
        // Pictures also came from the folder.
        const wanted = table.name === 'pictures' ? expected + pictures.copied : expected;
        if (there !== wanted) {
          throw new Error(`${table.name}: ${there} rows in the target, ${wanted} expected`);
        }
      }
      return { tables: copied, sequences, pictures, ms: Math.round(performance.now() - started) };
    });
  });
}
