import { sql } from 'drizzle-orm';
import { orderStatusId, RISK_SCORE_MAX } from '@poshak/shared-api/schemas';
import { rowsOf, toInt, type Executor } from '../../db/database';
import { mobileDigitsSql } from '../../db/mobile-digits';

/** A number's orders so far, counted by how they ended (each order once). */
export interface PhoneOutcomes {
  orders: number;
  delivered: number;
  /** Cancelled (by the shop, or a parcel that came back), or its advance fee found unpaid. */
  refused: number;
  /** Cancelled after a courier took the parcel: the parcel came back (return to origin). */
  returned: number;
}

/**
 * THE risk score of a number, 0 to 100: the share of its settled orders it refused, with one
 * delivery granted in advance so that a first refusal weighs 50 and not 100 (a parcel can come
 * back for a reason that is not the shopper's). Nothing refused: 0, however new the number. Each
 * refusal raises it, each delivery lowers it: one refused of none delivered 50, two 67, one of
 * four delivered 17.
 */
export function riskScore({ delivered, refused }: Pick<PhoneOutcomes, 'delivered' | 'refused'>) {
  if (refused === 0) return 0;
  return Math.round((RISK_SCORE_MAX * refused) / (delivered + refused + 1));
}

const DELIVERED = [orderStatusId('Delivered'), orderStatusId('Completed')];
const CANCELED = orderStatusId('Canceled');

/**
 * A number's orders by outcome, however each record wrote it (`mobileDigits`, served by the
 * customers_mobile_digits index). A return is a cancelled order a courier had booked: the courier's
 * "returned" event is what cancels it (modules/couriers/events), so a returned parcel raises the
 * score as soon as the event is worked.
 */
export async function phoneOutcomes(db: Executor, digits: string): Promise<PhoneOutcomes> {
  const [counts] = rowsOf<Record<keyof PhoneOutcomes, unknown>>(
    await db.execute(sql`
      SELECT count(*) AS orders,
             count(*) FILTER (WHERE o.order_status_id IN (${sql.raw(DELIVERED.join(', '))})) AS delivered,
             count(*) FILTER (WHERE o.order_status_id = ${CANCELED} OR p.status = 'rejected')
               AS refused,
             count(*) FILTER (WHERE o.order_status_id = ${CANCELED} AND EXISTS (
               SELECT 1 FROM courier_bookings b
               WHERE b.invoice_no = o.invoice_no AND b.status = 'booked')) AS returned
      FROM customers c
      JOIN orders o ON o.customer_id = c.id_customer
      LEFT JOIN order_payments p ON p.invoice_no = o.invoice_no
      WHERE ${mobileDigitsSql(sql`c.customer_phone`)} = ${digits}`),
  );
  return {
    orders: toInt(counts?.orders),
    delivered: toInt(counts?.delivered),
    refused: toInt(counts?.refused),
    returned: toInt(counts?.returned),
  };
}
