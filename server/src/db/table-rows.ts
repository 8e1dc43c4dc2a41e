import { sql } from 'drizzle-orm';
import { rowsOf, toInt, type Database, type Executor } from './database';
import type { ShopTable } from './shop-tables';

/**
 * A shop's rows as they travel between databases (a move onto another PostgreSQL, an earlier
 * shop's PGlite moved in) and into and out of a backup: each row as PostgreSQL's own JSON text of
 * it (`row_to_json`), turned back into the table's row type by PostgreSQL on the other side
 * (`json_populate_recordset`). Timestamps keep their microseconds, numerics their digits, jsonb
 * its structure and bytea its bytes (as `\x…` hex), with no conversion through JavaScript values.
 */

const quoted = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/** Rows fetched at a time; a table of pictures fetches a few (each may weigh megabytes). */
const batchOf = (table: ShopTable) => (table.heavy ? 8 : 500);

export interface SequenceState {
  name: string;
  lastValue: number;
  isCalled: boolean;
}

/**
 * Reads every table in `tables` in key order, in ONE read-only snapshot (what a backup taken
 * while orders arrive holds is the shop at one moment), handing `visit` batches of JSON rows.
 * The sequences' positions are read in the same transaction, and `alsoRead` too (counts to
 * check the copy by).
 */
export async function readTables<T = undefined>(
  db: Database,
  tables: readonly ShopTable[],
  visit: (table: ShopTable, rows: string[]) => Promise<void>,
  alsoRead?: (read: Executor) => Promise<T>,
): Promise<{ rows: Map<string, number>; sequences: SequenceState[]; also: T | undefined }> {
  return db.transaction(
    async (read) => {
      const counts = new Map<string, number>();
      for (const table of tables) {
        const cursor = `rows_of_${table.name}`;
        await read.execute(
          sql.raw(
            `DECLARE ${quoted(cursor)} NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS row ` +
              `FROM ${quoted(table.name)} t ORDER BY ${table.key.map(quoted).join(', ')}`,
          ),
        );
        let count = 0;
        for (;;) {
          const rows = rowsOf<{ row: string }>(
            await read.execute(sql.raw(`FETCH ${batchOf(table)} FROM ${quoted(cursor)}`)),
          );
          if (rows.length === 0) break;
          await visit(
            table,
            rows.map((r) => r.row),
          );
          count += rows.length;
        }
        await read.execute(sql.raw(`CLOSE ${quoted(cursor)}`));
        counts.set(table.name, count);
      }
      return {
        rows: counts,
        sequences: await readSequences(read),
        also: alsoRead ? await alsoRead(read) : undefined,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * Inserts rows read by `readTables` (JSON text, one per row) into the same table of `to`, into
 * `table.columns` (the table's columns as `to` has them: a backup is loaded into a database
 * migrated to the backup's own version).
 */
export async function insertRows(
  to: Executor,
  table: Pick<ShopTable, 'name' | 'columns'>,
  rows: readonly string[],
) {
  if (rows.length === 0) return;
  const name = quoted(table.name);
  const columns = table.columns.map(quoted).join(', ');
  await to.execute(
    sql`INSERT INTO ${sql.raw(name)} (${sql.raw(columns)}) SELECT ${sql.raw(columns)}
        FROM json_populate_recordset(NULL::${sql.raw(name)}, ${`[${rows.join(',')}]`}::json)`,
  );
}

/** Every sequence of the shop's schema (the serial ids) and where it is. */
export async function readSequences(db: Executor): Promise<SequenceState[]> {
  const names = rowsOf<{ name: string }>(
    await db.execute(
      sql`SELECT sequencename AS name FROM pg_sequences
          WHERE schemaname = current_schema() ORDER BY sequencename`,
    ),
  ).map((r) => r.name);
  const sequences: SequenceState[] = [];
  for (const name of names) {
    const [state] = rowsOf<{ last_value: unknown; is_called: boolean }>(
      await db.execute(sql.raw(`SELECT last_value, is_called FROM ${quoted(name)}`)),
    );
    sequences.push({
      name,
      lastValue: toInt(state?.last_value),
      isCalled: state?.is_called === true,
    });
  }
  return sequences;
}

/**
 * Leaves every sequence exactly where the source had it: the next customer, product or order
 * gets the number the source would have given it, and no number is ever given twice.
 */
export async function writeSequences(to: Executor, sequences: readonly SequenceState[]) {
  for (const { name, lastValue, isCalled } of sequences) {
    await to.execute(sql`SELECT setval(${quoted(name)}::regclass, ${lastValue}, ${isCalled})`);
  }
}

export async function countRows(db: Executor, table: string): Promise<number> {
  const [row] = rowsOf<{ n: unknown }>(
    await db.execute(sql.raw(`SELECT count(*) AS n FROM ${quoted(table)}`)),
  );
  return toInt(row?.n);
}

/** The tables of `tables` holding at least one row. */
export async function tablesHoldingRows(
  db: Executor,
  tables: readonly ShopTable[],
): Promise<string[]> {
  const holding: string[] = [];
  for (const table of tables) {
    const [row] = rowsOf<{ any: boolean }>(
      await db.execute(sql.raw(`SELECT EXISTS (SELECT 1 FROM ${quoted(table.name)}) AS any`)),
    );
    if (row?.any) holding.push(table.name);
  }
  return holding;
}

/** Empties the shop's tables (a replace). */
export async function emptyTables(to: Executor, tables: readonly ShopTable[]) {
  await to.execute(
    sql.raw(`TRUNCATE ${tables.map((t) => quoted(t.name)).join(', ')} RESTART IDENTITY`),
  );
}

/** A table's columns as `db` has them, in order; none when it has no such table. */
export async function columnsOf(db: Executor, table: string): Promise<string[]> {
  return rowsOf<{ name: string }>(
    await db.execute(
      sql`SELECT a.attname AS name FROM pg_attribute a
          JOIN pg_class c ON c.oid = a.attrelid
          JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname = current_schema() AND c.relname = ${table} AND c.relkind = 'r'
            AND a.attnum > 0 AND NOT a.attisdropped
          ORDER BY a.attnum`,
    ),
  ).map((r) => r.name);
}
