import { sql } from 'drizzle-orm';
import {
  mobileDigits,
  ORDER_SOURCES,
  orderStatusId,
  orderStatusName,
  riskLevel,
  type CustomerLookup,
  type OrderSource,
} from '@poshak/shared-api/schemas';
import { rowsOf, toInt, type Executor } from '../../db/database';
import { mobileDigitsSql } from '../../db/mobile-digits';
import { riskScore } from '../risk';

/** How many of a number's orders the New order screen lists. */
export const RECENT_ORDERS = 5;

const DELIVERED = [orderStatusId('Delivered'), orderStatusId('Completed')];
const CANCELED = orderStatusId('Canceled');

const sourceOf = (value: unknown): OrderSource =>
  ORDER_SOURCES.find((source) => source === value) ?? 'checkout';

/**
 * What the shop knows of a number, however each record wrote it (`mobileDigits`, served by the
 * customers_mobile_digits index): the newest customer record's name, address and area, every order
 * placed with it counted by outcome, and the newest few.
 */
export async function lookUpCustomer(db: Executor, phone: string): Promise<CustomerLookup> {
  const digits = mobileDigits(phone);
  const mine = sql`${mobileDigitsSql(sql`c.customer_phone`)} = ${digits}`;
  const [latest] = rowsOf<{
    customer_name: string;
    customer_address: string;
    shipping_id: unknown;
  }>(
    await db.execute(sql`
      SELECT c.customer_name, c.customer_address, c.shipping_id
      FROM customers c WHERE ${mine}
      ORDER BY c.id_customer DESC LIMIT 1`),
  );
  const [counts] = rowsOf<
    Record<'orders' | 'delivered' | 'cancelled' | 'rejected' | 'refused', unknown>
  >(
    await db.execute(sql`
      SELECT count(*) AS orders,
             count(*) FILTER (WHERE o.order_status_id IN (${sql.raw(DELIVERED.join(', '))})) AS delivered,
             count(*) FILTER (WHERE o.order_status_id = ${CANCELED}) AS cancelled,
             count(*) FILTER (WHERE p.status = 'rejected') AS rejected,
             count(*) FILTER (WHERE o.order_status_id = ${CANCELED} OR p.status = 'rejected')
               AS refused
      FROM customers c
      JOIN orders o ON o.customer_id = c.id_customer
      LEFT JOIN order_payments p ON p.invoice_no = o.invoice_no
      WHERE ${mine}`),
  );
  const recent = rowsOf<{
    invoice_no: unknown;
    created_at: Date | string;
    total: unknown;
    order_status_id: unknown;
    source: unknown;
  }>(
    await db.execute(sql`
      SELECT o.invoice_no, o.created_at, o.total, o.order_status_id, o.source
      FROM customers c JOIN orders o ON o.customer_id = c.id_customer
      WHERE ${mine}
      ORDER BY o.invoice_no DESC LIMIT ${RECENT_ORDERS}`),
  );
  const orders = toInt(counts?.orders);
  const score = riskScore({ delivered: toInt(counts?.delivered), refused: toInt(counts?.refused) });
  return {
    phone: digits,
    latest: latest
      ? {
          customer_name: latest.customer_name,
          customer_address: latest.customer_address,
          shipping_id: latest.shipping_id === null ? null : toInt(latest.shipping_id),
        }
      : null,
    orders,
    delivered: toInt(counts?.delivered),
    cancelled: toInt(counts?.cancelled),
    fees_rejected: toInt(counts?.rejected),
    risk_score: score,
    risk: riskLevel({ orders, score }),
    recent: recent.map((o) => ({
      invoice_no: toInt(o.invoice_no),
      created_at: new Date(o.created_at).toISOString(),
      total: toInt(o.total),
      order_status_name: orderStatusName(toInt(o.order_status_id)) ?? 'Pending',
      source: sourceOf(o.source),
    })),
  };
}
