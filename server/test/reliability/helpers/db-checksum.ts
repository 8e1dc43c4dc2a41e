import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../../src/db/database';

/**
 * State a refused request may legitimately change: the throttling counters (a refused sign-in
 * still counts as an attempt), an OTP's count of wrong tries (a wrong code is refused AND
 * counted; that is the protection), and the answers kept for an order's Idempotency-Key (a
 * refused order's too: its repeat is told the same).
 */
const VOLATILE: Record<string, string[] | 'all'> = {
  rate_limits: 'all',
  otps: ['attempts'],
  order_requests: 'all',
};

/**
 * Tables a refused request may write and then undo: an upload's picture is stored as it arrives
 * and removed when the request is refused. What counts there is what stayed: its row count and
 * newest row version.
 */
const UNDONE_ON_REFUSAL = new Set(['pictures']);

/** Where the test database notes each row written, by the table it was written in. */
const WRITES = 'test_row_writes';

const queries = new WeakMap<Database, Promise<string>>();

/**
 * Makes the database note every row inserted, changed or deleted in a table a refusal must not
 * touch (a row trigger appending to one log, in the writing transaction: a write rolled back
 * leaves no note), and builds the one query that reads the state: the newest note, plus a hash
 * of the tables with columns a refusal may change and the count of those it may undo. Reading the newest note is an index lookup,
 * where counting rows scanned every table after every request while the fuzzer's orders kept
 * them growing (a third of its time).
 */
async function prepare(db: Database): Promise<string> {
  const columns = rowsOf<{ table_name: string; column_name: string }>(
    await db.execute(sql`
      SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = current_schema()
        AND table_name IN (SELECT table_name FROM information_schema.tables
                           WHERE table_schema = current_schema() AND table_type = 'BASE TABLE')
        AND table_name <> ${WRITES}
      ORDER BY table_name, ordinal_position`),
  );
  const byTable = new Map<string, string[]>();
  for (const { table_name, column_name } of columns) {
    const skip = VOLATILE[table_name];
    if (skip === 'all' || skip?.includes(column_name)) continue;
    byTable.set(table_name, [...(byTable.get(table_name) ?? []), column_name]);
  }
  const noted: string[] = [];
  const hashed: string[] = [];
  for (const [table, cols] of byTable) {
    const all = columns.filter((c) => c.table_name === table).length;
    if (UNDONE_ON_REFUSAL.has(table)) {
      hashed.push(
        `SELECT '${table}' AS t, count(*)::text || ':' || coalesce(max(xmin::text::bigint), 0)::text AS f FROM "${table}"`,
      );
      continue;
    }
    if (cols.length === all) {
      noted.push(table);
      continue;
    }
    const row = `concat_ws('|', ${cols.map((c) => `"${c}"::text`).join(', ')})`;
    hashed.push(
      `SELECT '${table}' AS t, count(*)::text || ':' || coalesce(sum(hashtext(${row})::bigint), 0)::text AS f FROM "${table}"`,
    );
  }
  const statements = [
    `CREATE TABLE IF NOT EXISTS ${WRITES} (id bigserial PRIMARY KEY, table_name text NOT NULL)`,
    `CREATE OR REPLACE FUNCTION ${WRITES}_note() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       INSERT INTO ${WRITES} (table_name) VALUES (TG_TABLE_NAME);
       RETURN NULL;
     END $$`,
    ...noted.map(
      (table) =>
        `CREATE OR REPLACE TRIGGER ${WRITES} AFTER INSERT OR UPDATE OR DELETE ON "${table}"
         FOR EACH ROW EXECUTE FUNCTION ${WRITES}_note()`,
    ),
  ];
  for (const statement of statements) await db.execute(sql.raw(statement));
  return [`SELECT 'writes' AS t, coalesce(max(id), 0)::text AS f FROM ${WRITES}`, ...hashed].join(
    ' UNION ALL ',
  );
}

function fingerprintQuery(db: Database): Promise<string> {
  let query = queries.get(db);
  if (!query) {
    query = prepare(db);
    queries.set(db, query);
  }
  return query;
}

/**
 * One fingerprint of every table of the shop (the newest row written, and a hash of the tables a
 * refusal may partly change): equal fingerprints mean no request wrote anything that stayed.
 */
export async function databaseFingerprint(db: Database): Promise<string> {
  const rows = rowsOf<{ t: string; f: string }>(
    await db.execute(sql.raw(await fingerprintQuery(db))),
  );
  return rows
    .map((r) => `${r.t}=${r.f}`)
    .sort()
    .join(';');
}

/** The tables written since a fingerprint was taken (for saying what a refusal changed). */
export async function tablesWrittenSince(db: Database, fingerprint: string): Promise<string[]> {
  const since = /(?:^|;)writes=(\d+)/.exec(fingerprint)?.[1] ?? '0';
  const now = await databaseFingerprint(db);
  const before = new Set(fingerprint.split(';'));
  const hashed = now
    .split(';')
    .filter((part) => !before.has(part) && !part.startsWith('writes='))
    .map((part) => part.split('=')[0] ?? part);
  const noted = rowsOf<{ table_name: string }>(
    await db.execute(
      sql`SELECT DISTINCT table_name FROM ${sql.identifier(WRITES)} WHERE id > ${since} ORDER BY 1`,
    ),
  ).map((r) => r.table_name);
  return [...noted, ...hashed];
}
