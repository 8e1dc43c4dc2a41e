import { sql } from 'drizzle-orm';
import {
  orderStatusId,
  type DashboardReturns,
  type SourcePeriod,
} from '@poshak/shared-api/schemas';
import { shopDayStart } from '@poshak/shared-api/shop-time';
import { rowsOf, toInt, type Executor } from '../../db/database';
import { mobileDigitsSql } from '../../db/mobile-digits';
import { periodDays } from '../order-sources';

/** The numbers the dashboard lists by returns: the worst few. */
export const TOP_RETURNING_CUSTOMERS = 10;

const CANCELED = orderStatusId('Canceled');

type Figures = { parcels: unknown; returned: unknown };
const figuresOf = (row: Figures | undefined) => ({
  parcels: toInt(row?.parcels),
  returned: toInt(row?.returned),
});

/**
 * Returns to origin over a period (orders placed in it): of the orders a courier took (a booking
 * made), those that came back — the courier's "returned" cancels the order (modules/couriers) —
 * by shipping area, by courier and by customer number (the worst few).
 */
export async function returnsOver(
  db: Executor,
  period: SourcePeriod,
  now?: Date,
): Promise<DashboardReturns> {
  const { from, to } = periodDays(period, now);
  const parcels = sql`
    SELECT o.invoice_no, o.shipping_id, o.customer_id, b.courier,
           (o.order_status_id = ${CANCELED}) AS came_back
    FROM orders o
    JOIN courier_bookings b ON b.invoice_no = o.invoice_no AND b.status = 'booked'
    WHERE o.created_at >= ${shopDayStart(from).toISOString()}::timestamptz
      AND o.created_at < ${shopDayStart(to, 1).toISOString()}::timestamptz`;
  const counts = sql`count(*) AS parcels, count(*) FILTER (WHERE p.came_back) AS returned`;
  const [total] = rowsOf<Figures>(
    await db.execute(sql`WITH p AS (${parcels}) SELECT ${counts} FROM p`),
  );
  const areas = rowsOf<Figures & { shipping_id: unknown; shipping_name: string }>(
    await db.execute(sql`
      WITH p AS (${parcels})
      SELECT s.id_shipping AS shipping_id, s.shipping_name, ${counts}
      FROM p JOIN shipping s ON s.id_shipping = p.shipping_id
      GROUP BY s.id_shipping, s.shipping_name ORDER BY returned DESC, s.id_shipping`),
  );
  const couriers = rowsOf<Figures & { courier: DashboardReturns['by_courier'][number]['courier'] }>(
    await db.execute(sql`
      WITH p AS (${parcels})
      SELECT p.courier, ${counts} FROM p GROUP BY p.courier ORDER BY returned DESC, p.courier`),
  );
  const customers = rowsOf<Figures & { phone: string; customer_name: string }>(
    await db.execute(sql`
      WITH p AS (${parcels}),
      byPhone AS (
        SELECT ${mobileDigitsSql(sql`c.customer_phone`)} AS phone, ${counts},
               (array_agg(c.customer_name ORDER BY p.invoice_no DESC))[1] AS customer_name
        FROM p JOIN customers c ON c.id_customer = p.customer_id
        GROUP BY 1
      )
      SELECT * FROM byPhone WHERE returned > 0
      ORDER BY returned DESC, parcels DESC, phone LIMIT ${TOP_RETURNING_CUSTOMERS}`),
  );
  return {
    total: figuresOf(total),
    by_area: areas.map((a) => ({
      shipping_id: toInt(a.shipping_id),
      shipping_name: a.shipping_name,
      ...figuresOf(a),
    })),
    by_courier: couriers.map((c) => ({ courier: c.courier, ...figuresOf(c) })),
    by_customer: customers.map((c) => ({
      phone: c.phone,
      customer_name: c.customer_name,
      ...figuresOf(c),
    })),
  };
}
