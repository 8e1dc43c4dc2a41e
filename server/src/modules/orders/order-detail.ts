import { eq, sql } from 'drizzle-orm';
import type { OrderDetail } from '@poshak/shared-api/schemas';
import type { Database } from '../../db/database';
import { orders, staffUsers } from '../../db/schema';
import { liveBookingOf } from '../couriers';
import { noSuchOrder } from './no-such-order';
import { summaryColumns, toSummary } from './order-list';
import { orderLinesOf, withOrderSummary } from './order-queries';

/** The Product Details table of one invoice. */
export async function orderDetail(db: Database, invoiceNo: number): Promise<OrderDetail> {
  const [header] = await withOrderSummary(
    db
      .select({
        ...summaryColumns,
        taken_by: staffUsers.username,
        utm_source: orders.utm_source,
        utm_medium: orders.utm_medium,
        utm_campaign: orders.utm_campaign,
        hold_released_by: sql<
          string | null
        >`(SELECT s.username FROM staff_users s WHERE s.id = ${orders.hold_released_by})`,
      })
      .from(orders)
      .$dynamic(),
  )
    .leftJoin(staffUsers, eq(staffUsers.id, orders.taken_by))
    .where(eq(orders.invoice_no, invoiceNo));
  if (!header) throw noSuchOrder(invoiceNo);

  const lines = await orderLinesOf(db, invoiceNo);

  return { ...toSummary(header), lines, courier_booking: await liveBookingOf(db, invoiceNo) };
}
