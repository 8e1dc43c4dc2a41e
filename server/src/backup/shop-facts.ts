import { OPERATION } from '@poshak/shared-api/schemas';
import type { ShopCounts } from './manifest';

/** The one call backup and restore need of a PGlite client (kept narrow for both). */
export interface SqlClient {
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

/** What the shop holds: the backup records it, restore checks the loaded database against it. */
export async function countShop(client: SqlClient): Promise<ShopCounts> {
  const { rows } = await client.query<ShopCounts>(
    `SELECT (SELECT count(*) FROM product_traces)::int AS "products",
            (SELECT count(*) FROM transactions WHERE operation_type_id = $1)::int AS "stockEntries",
            (SELECT count(*) FROM orders)::int AS "orders",
            (SELECT count(*) FROM customers)::int AS "customers",
            (SELECT count(*) FROM staff_users)::int AS "staff",
            (SELECT count(*) FROM images)::int AS "images"`,
    [OPERATION.stockEntry],
  );
  const [counts] = rows;
  if (!counts) throw new Error('the shop could not be counted');
  return counts;
}

/** The applied migrations (drizzle's own table), so a restore can see a backup from a newer shop. */
export async function appliedMigrations(
  client: SqlClient,
): Promise<{ count: number; newest: number }> {
  const { rows } = await client.query<{ count: number; newest: string | number | null }>(
    'SELECT count(*)::int AS "count", max(created_at) AS "newest" FROM drizzle.__drizzle_migrations',
  );
  return { count: rows[0]?.count ?? 0, newest: Number(rows[0]?.newest ?? 0) };
}

export async function postgresVersion(client: SqlClient): Promise<string> {
  const { rows } = await client.query<{ server_version: string }>('SHOW server_version');
  return rows[0]?.server_version ?? 'unknown';
}
