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

const queries = new WeakMap<Database, string>();

/** One query over every table, built once per database (the tables do not change in a test). */
async function fingerprintQuery(db: Database): Promise<string> {
  const cached = queries.get(db);
  if (cached) return cached;
  const columns = rowsOf<{ table_name: string; column_name: string }>(
    await db.execute(sql`
      SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = current_schema()
        AND table_name IN (SELECT table_name FROM information_schema.tables
                           WHERE table_schema = current_schema() AND table_type = 'BASE TABLE')
      ORDER BY table_name, ordinal_position`),
  );
  const byTable = new Map<string, string[]>();
  for (const { table_name, column_name } of columns) {
    const skip = VOLATILE[table_name];
    if (skip === 'all' || skip?.includes(column_name)) continue;
    byTable.set(table_name, [...(byTable.get(table_name) ?? []), column_name]);
  }
  // Every committed insert or update leaves row versions stamped with its transaction id
  // (`xmin`), and a delete lowers the count, so a table's row count and newest `xmin` change
  // with any write that stayed. Far cheaper than hashing every row: the fuzzer takes thousands
  // of fingerprints while its ordinary orders keep the tables growing. A table with columns a
  // refusal may change is hashed without them instead (a sum of per-row hashes, no sort).
  const query = [...byTable]
    .map(([table, cols]) => {
      const all = columns.filter((c) => c.table_name === table).length;
      if (cols.length === all) {
        return `SELECT '${table}' AS t, count(*)::text || ':' || coalesce(max(xmin::text::bigint), 0)::text AS f FROM "${table}"`;
      }
      const row = `concat_ws('|', ${cols.map((c) => `"${c}"::text`).join(', ')})`;
      return `SELECT '${table}' AS t, count(*)::text || ':' || coalesce(sum(hashtext(${row})::bigint), 0)::text AS f FROM "${table}"`;
    })
    .join(' UNION ALL ');
  queries.set(db, query);
  return query;
}

/**
 * One fingerprint of every table of the shop (row count and newest row version, or a hash of
 * the rows): equal fingerprints mean no request wrote anything that stayed.
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
