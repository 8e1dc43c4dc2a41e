import { and, eq, ne } from 'drizzle-orm';
import type {
  CourierBooking,
  CourierBookingStatus,
  CourierErrorCode,
  CourierName,
  CourierTracking,
} from '@poshak/shared-api/schemas';
import type { Executor } from '../../db/database';
import { courierBookings } from '../../db/schema';
import { trackingLinkOf } from './tracking-links';

export type BookingRow = typeof courierBookings.$inferSelect;

export function toBooking(row: BookingRow): CourierBooking {
  const courier = row.courier as CourierName;
  return {
    id: row.id,
    invoice_no: row.invoice_no,
    courier,
    status: row.status as CourierBookingStatus,
    merchant_order_id: row.merchant_order_id,
    amount_to_collect: row.amount_to_collect,
    consignment_id: row.consignment_id,
    tracking_code: row.tracking_code,
    tracking_link: trackingLinkOf(courier, {
      consignmentId: row.consignment_id,
      trackingCode: row.tracking_code,
    }),
    delivery_fee: row.delivery_fee,
    attempts: row.attempts,
    error_code: row.error_code as CourierErrorCode | null,
    last_error: row.last_error,
    courier_status: row.courier_status,
    collected_amount: row.collected_amount,
    created_at: row.created_at.toISOString(),
    booked_at: row.booked_at?.toISOString() ?? null,
  };
}

/** The order's live booking (null: none), for its details and the shopper's tracking page. */
export async function liveBookingOf(
  db: Executor,
  invoiceNo: number,
): Promise<CourierBooking | null> {
  const [row] = await db
    .select()
    .from(courierBookings)
    .where(and(eq(courierBookings.invoice_no, invoiceNo), ne(courierBookings.status, 'failed')));
  return row ? toBooking(row) : null;
}

/** The courier carrying an order's parcel and its tracking page, as the shopper's tracking page shows it. */
export async function courierTrackingOf(
  db: Executor,
  invoiceNo: number,
): Promise<CourierTracking | null> {
  const booking = await liveBookingOf(db, invoiceNo);
  if (!booking || booking.status !== 'booked') return null;
  return {
    courier: booking.courier,
    tracking_code: booking.tracking_code,
    tracking_link: booking.tracking_link,
  };
}
