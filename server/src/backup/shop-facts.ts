import { sql } from 'drizzle-orm';
import { OPERATION } from '@poshak/shared-api/schemas';
import { rowsOf, type Executor } from '../db/database';
import type { ShopCounts } from './manifest';

/** What the shop holds: the backup records it, restore checks the loaded database against it. */
export async function countShop(db: Executor): Promise<ShopCounts> {
  const [counts] = rowsOf<ShopCounts>(
    await db.execute(
      sql`SELECT (SELECT count(*) FROM product_traces)::int AS "products",
                 (SELECT count(*) FROM transactions
                   WHERE operation_type_id = ${OPERATION.stockEntry})::int AS "stockEntries",
                 (SELECT count(*) FROM orders)::int AS "orders",
                 (SELECT count(*) FROM customers)::int AS "customers",
                 (SELECT count(*) FROM staff_users)::int AS "staff",
                 (SELECT count(*) FROM images)::int AS "images"`,
    ),
  );
  if (!counts) throw new Error('the shop could not be counted');
  return counts;
}

/** The applied migrations (drizzle's own table), so a restore can see a backup from a newer shop. */
export async function appliedMigrations(db: Executor): Promise<{ count: number; newest: number }> {
  const [row] = rowsOf<{ count: number; newest: string | number | null }>(
    await db.execute(
      sql`SELECT count(*)::int AS "count", max(created_at) AS "newest"
          FROM drizzle.__drizzle_migrations`,
    ),
  );
  return { count: row?.count ?? 0, newest: Number(row?.newest ?? 0) };
}

export async function postgresVersion(db: Executor): Promise<string> {
  const [row] = rowsOf<{ server_version: string }>(await db.execute(sql`SHOW server_version`));
  return row?.server_version ?? 'unknown';
}
