import { eq, sql } from 'drizzle-orm';
import { ORDER_STATUS_NAMES, orderStatusId, type Dashboard } from '@poshak/shared-api/schemas';
import { rowsOf, toInt, type Executor } from '../../db/database';
import { orderPayments } from '../../db/schema';

/** How many orders have each status, every status named (a status no order has as 0). */
export async function ordersByStatus(db: Executor): Promise<Dashboard['by_status']> {
  const result = await db.execute(
    sql`SELECT order_status_id, count(*) AS orders FROM orders GROUP BY order_status_id`,
  );
  const counts = new Map(
    rowsOf<{ order_status_id: unknown; orders: unknown }>(result).map((r) => [
      toInt(r.order_status_id),
      toInt(r.orders),
    ]),
  );
  return ORDER_STATUS_NAMES.map((name) => ({
    order_status_id: orderStatusId(name),
    order_status_name: name,
    orders: counts.get(orderStatusId(name)) ?? 0,
  }));
}

/** The fees paid in advance that wait for staff to check them (the unverified fees' index). */
export async function feesWaiting(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orderPayments)
    .where(eq(orderPayments.status, 'unverified'));
  return row?.n ?? 0;
}
