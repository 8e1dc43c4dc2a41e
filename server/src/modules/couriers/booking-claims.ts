import { and, eq, sql } from 'drizzle-orm';
import type {
  CourierBookingStatus,
  CourierErrorCode,
  CourierName,
} from '@poshak/shared-api/schemas';
import { rowsOf, toInt, type Database } from '../../db/database';
import { courierBookings } from '../../db/schema';
import type { ParcelToBook } from './adapters/courier';

/** A booking a worker holds: claimed until its lease runs out, this try being `attempts`. */
export interface ClaimedBooking {
  id: number;
  invoiceNo: number;
  merchantOrderId: string;
  parcel: ParcelToBook;
  attempts: number;
  /** The try before this one was cut (a crash) before its outcome was recorded. */
  interrupted: boolean;
}

/**
 * Takes up to `batch` due bookings of one courier for this worker: pending ones whose time
 * came, and sending ones whose lease ran out (their worker died mid-try). Rows another worker
 * is claiming are skipped, not waited for; each claimed row is `sending`, its try counted,
 * before the courier is called.
 */
export async function claimBookings(
  db: Database,
  courier: CourierName,
  now: Date,
  leaseUntil: Date,
  batch: number,
) {
  const rows = rowsOf<{
    id: unknown;
    invoice_no: unknown;
    merchant_order_id: string;
    parcel: ParcelToBook;
    attempts: unknown;
    was: CourierBookingStatus;
  }>(
    await db.execute(sql`
      WITH due AS (
        SELECT id, status FROM courier_bookings
        WHERE status IN ('pending', 'sending') AND courier = ${courier}
          AND next_attempt_at <= ${now.toISOString()}::timestamptz
        ORDER BY next_attempt_at, id
        LIMIT ${batch}::int
        FOR UPDATE SKIP LOCKED
      )
      UPDATE courier_bookings b
      SET status = 'sending', attempts = b.attempts + 1,
          next_attempt_at = ${leaseUntil.toISOString()}::timestamptz, updated_at = now()
      FROM due WHERE b.id = due.id
      RETURNING b.id, b.invoice_no, b.merchant_order_id, b.parcel, b.attempts, due.status AS was`),
  );
  return rows
    .map((r): ClaimedBooking => ({
      id: toInt(r.id),
      invoiceNo: toInt(r.invoice_no),
      merchantOrderId: r.merchant_order_id,
      parcel: typeof r.parcel === 'string' ? (JSON.parse(r.parcel) as ParcelToBook) : r.parcel,
      attempts: toInt(r.attempts),
      interrupted: r.was === 'sending',
    }))
    .sort((a, b) => a.id - b.id);
}

/** This worker still holds the booking: its claim's try is the latest. */
const held = (booking: Pick<ClaimedBooking, 'id' | 'attempts'>) =>
  and(
    eq(courierBookings.id, booking.id),
    eq(courierBookings.status, 'sending'),
    eq(courierBookings.attempts, booking.attempts),
  );

export async function markBooked(
  db: Database,
  booking: ClaimedBooking,
  result: {
    consignmentId: string | null;
    trackingCode: string | null;
    deliveryFee: number | null;
  },
  at: Date,
  nextPollAt: Date | null,
) {
  await db
    .update(courierBookings)
    .set({
      status: 'booked',
      consignment_id: result.consignmentId,
      tracking_code: result.trackingCode,
      delivery_fee: result.deliveryFee,
      booked_at: at,
      error_code: null,
      last_error: null,
      next_poll_at: result.consignmentId ? nextPollAt : null,
      updated_at: at,
    })
    .where(held(booking));
}

export async function retryAt(
  db: Database,
  booking: ClaimedBooking,
  at: Date,
  code: CourierErrorCode,
  reason: string,
) {
  await db
    .update(courierBookings)
    .set({
      status: 'pending',
      next_attempt_at: at,
      error_code: code,
      last_error: reason,
      updated_at: new Date(),
    })
    .where(held(booking));
}

export async function giveUp(
  db: Database,
  booking: ClaimedBooking,
  status: 'failed' | 'unsure',
  code: CourierErrorCode,
  reason: string,
) {
  await db
    .update(courierBookings)
    .set({ status, error_code: code, last_error: reason, updated_at: new Date() })
    .where(held(booking));
}
