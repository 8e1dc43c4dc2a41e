import type { FastifyBaseLogger } from 'fastify';
import type { CourierName } from '@poshak/shared-api/schemas';
import { retryDelayMs, type Clock } from '../../lib/worker-timing';
import type { BookingOutcome, CourierAdapter } from './adapters/courier';
import { unavailable } from './adapters/http';
import type { ClaimedBooking } from './booking-claims';
import type { courierBookingsRepository } from './bookings';

/** What sending the due bookings needs: the bookings, time, the log and the worker's settings. */
export interface SendDeps {
  bookings: ReturnType<typeof courierBookingsRepository>;
  clock: Clock;
  log: FastifyBaseLogger;
  maxAttempts: number;
  leaseMs: number;
  pollMs: number;
  afterReply:
    ((courier: CourierName, outcomes: Map<number, BookingOutcome>) => Promise<void>) | undefined;
}

/** Records a courier's answer on a booking: booked, tried again later, or given up. */
async function record(
  { bookings, clock, log, maxAttempts, pollMs }: SendDeps,
  adapter: CourierAdapter,
  booking: ClaimedBooking,
  outcome: BookingOutcome,
) {
  const now = clock.now();
  const about = { courier: adapter.name, invoice_no: booking.invoiceNo, attempt: booking.attempts };
  if (outcome.ok) {
    const pollAt = adapter.webhook.configured ? null : new Date(now.getTime() + pollMs);
    await bookings.booked(booking, outcome, now, pollAt);
    log.info({ ...about, consignment_id: outcome.consignmentId }, 'courier booked');
  } else if (outcome.retry && booking.attempts < maxAttempts) {
    const at = new Date(now.getTime() + retryDelayMs(booking.attempts));
    await bookings.retryAt(booking, at, outcome.code, outcome.reason);
    log.warn({ ...about, retry_at: at.toISOString() }, `courier booking failed: ${outcome.reason}`);
  } else {
    const reason = outcome.retry
      ? `${outcome.reason} (given up after ${booking.attempts} tries)`
      : outcome.reason;
    await bookings.giveUp(booking, 'failed', outcome.retry ? 'given_up' : outcome.code, reason);
    log.error(about, `courier booking given up: ${reason}`);
  }
}

/** Books a group of claimed bookings in one call and records each one's outcome. */
async function bookWith(deps: SendDeps, adapter: CourierAdapter, group: ClaimedBooking[]) {
  if (group.length === 0) return;
  let outcomes: Map<number, BookingOutcome>;
  try {
    outcomes = await adapter.book(group.map((b) => b.parcel));
  } catch (error) {
    const failure = unavailable(`the call to ${adapter.name} failed: ${(error as Error).message}`);
    outcomes = new Map(group.map((b) => [b.invoiceNo, failure]));
  }
  await deps.afterReply?.(adapter.name, outcomes);
  for (const booking of group) {
    const outcome =
      outcomes.get(booking.invoiceNo) ??
      unavailable(`${adapter.name} did not answer about invoice ${booking.invoiceNo}`);
    await record(deps, adapter, booking, outcome);
  }
}

/** An interrupted booking at a courier that does not refuse a repeat: its last try may have made the parcel. */
async function leaveUnsure(deps: SendDeps, adapter: CourierAdapter, booking: ClaimedBooking) {
  // Booking it again could make a second parcel.
  const reason =
    `a try was cut before ${adapter.name} answered (the server stopped); ${adapter.name} does ` +
    'not refuse a repeated order, so it is not sent again: check its portal (a webhook naming ' +
    'the order settles it), and book it again if it is not there';
  await deps.bookings.giveUp(booking, 'unsure', 'courier_unsure', reason);
  deps.log.warn(
    { courier: adapter.name, invoice_no: booking.invoiceNo },
    `courier booking unsure: ${reason}`,
  );
}

/** Claims a courier's due bookings and sends them: how many it claimed. */
export async function sendDue(deps: SendDeps, adapter: CourierAdapter): Promise<number> {
  const now = deps.clock.now();
  const leaseUntil = new Date(now.getTime() + deps.leaseMs);
  const claimed = await deps.bookings.claim(adapter.name, now, leaseUntil, adapter.bulkLimit);
  const again: ClaimedBooking[] = [];
  const fresh: ClaimedBooking[] = [];
  for (const booking of claimed) {
    if (!booking.interrupted) fresh.push(booking);
    else if (adapter.idempotent) again.push(booking);
    else await leaveUnsure(deps, adapter, booking);
  }
  // A repeat is recognised from a single call's refusal: each interrupted booking goes alone.
  for (const booking of again) await bookWith(deps, adapter, [booking]);
  await bookWith(deps, adapter, fresh);
  return claimed.length;
}
