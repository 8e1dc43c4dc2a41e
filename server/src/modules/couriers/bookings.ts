import { desc, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { courierBookings } from '../../db/schema';
import { claimBookings, giveUp, markBooked, retryAt } from './booking-claims';
import { requestBookings } from './booking-request';
import { toBooking } from './booking-view';

/** An order's bookings, newest first. */
async function bookingsOf(db: Database, invoiceNo: number, within: Executor = db) {
  const rows = await within
    .select()
    .from(courierBookings)
    .where(eq(courierBookings.invoice_no, invoiceNo))
    .orderBy(desc(courierBookings.id));
  return rows.map(toBooking);
}

/**
 * The bookings: what staff ask for (booking-request), what the worker sends (booking-claims),
 * what staff see.
 */
export function courierBookingsRepository(db: Database) {
  return {
    requestAll: requestBookings.bind(null, db),
    claim: claimBookings.bind(null, db),
    booked: markBooked.bind(null, db),
    retryAt: retryAt.bind(null, db),
    giveUp: giveUp.bind(null, db),
    ofOrder: bookingsOf.bind(null, db),
  };
}
