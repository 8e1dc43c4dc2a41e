import type { CourierName } from '@poshak/shared-api/schemas';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { rowsOf, toInt, type Database } from '../../db/database';
import { listenForever } from '../../db/listener';
import {
  retryDelayMs,
  systemClock,
  systemTimers,
  type Clock,
  type Timers,
} from '../../lib/worker-timing';
import type { CourierAdapters } from './adapters/choose';
import type { BookingOutcome, CourierAdapter } from './adapters/courier';
import type { ClaimedBooking } from './booking-claims';
import { courierBookingsRepository } from './bookings';
import { courierEventWorker, storeCourierEvent } from './events';

/** The channel migration 0021's triggers tell of new bookings and stored events on. */
export const COURIER_CHANNEL = 'poshak_couriers';

export interface CourierWorkerOptions {
  db: Database;
  adapters: CourierAdapters;
  log: FastifyBaseLogger;
  /** Tries per booking before it is given up (the SMS queue's 8, about 3.5 hours). */
  maxAttempts?: number;
  /** How often a booked parcel of a courier without a webhook is asked about. */
  pollMs: number;
  clock?: Clock;
  timers?: Timers;
  /**
   * How long a claimed booking is this worker's: longer than any call (20 s per courier call,
   * one bulk call or a few single ones), so a slow answer is never taken for a dead worker's.
   */
  leaseMs?: number;
  /** The longest the worker sleeps without looking (a notice missed while reconnecting). */
  idleMs?: number;
  /**
   * Called with the courier's answers before they are recorded. Tests throw here to stand for a
   * process killed between the courier's reply and the shop's commit.
   */
  afterReply?: (courier: CourierName, outcomes: Map<number, BookingOutcome>) => Promise<void>;
  /**
   * Told after a round that changed something: bookings (the orders list shows their state), and
   * events that moved orders (a return puts units back in stock). The read cache empties what
   * these writes, made outside any request, would otherwise leave stale for its lifetime.
   */
  onChanged?: (tags: readonly ('orders' | 'catalogue')[]) => void;
}

export interface CourierWorker {
  /** Sends due bookings, asks about due parcels and works stored events: how much it did. */
  runOnce(): Promise<number>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Books the queued orders with their couriers (one bulk call per courier where it has one),
 * records each answer, asks couriers without webhooks about their parcels now and then, and
 * works the events their webhooks and answers left, each once.
 */
export function createCourierWorker(options: CourierWorkerOptions): CourierWorker {
  const { db, adapters, log } = options;
  const clock = options.clock ?? systemClock;
  const timers = options.timers ?? systemTimers;
  const maxAttempts = options.maxAttempts ?? 8;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const idleMs = options.idleMs ?? 60_000;
  const bookings = courierBookingsRepository(db);
  const events = courierEventWorker(db);

  async function record(adapter: CourierAdapter, booking: ClaimedBooking, outcome: BookingOutcome) {
    const now = clock.now();
    const about = {
      courier: adapter.name,
      invoice_no: booking.invoiceNo,
      attempt: booking.attempts,
    };
    if (outcome.ok) {
      const pollAt = adapter.webhook.configured ? null : new Date(now.getTime() + options.pollMs);
      await bookings.booked(booking, outcome, now, pollAt);
      log.info({ ...about, consignment_id: outcome.consignmentId }, 'courier booked');
    } else if (outcome.retry && booking.attempts < maxAttempts) {
      const at = new Date(now.getTime() + retryDelayMs(booking.attempts));
      await bookings.retryAt(booking, at, outcome.code, outcome.reason);
      log.warn(
        { ...about, retry_at: at.toISOString() },
        `courier booking failed: ${outcome.reason}`,
      );
    } else {
      const reason = outcome.retry
        ? `${outcome.reason} (given up after ${booking.attempts} tries)`
        : outcome.reason;
      await bookings.giveUp(booking, 'failed', outcome.retry ? 'given_up' : outcome.code, reason);
      log.error(about, `courier booking given up: ${reason}`);
    }
  }

  async function bookWith(adapter: CourierAdapter, group: ClaimedBooking[]) {
    if (group.length === 0) return;
    let outcomes: Map<number, BookingOutcome>;
    try {
      outcomes = await adapter.book(group.map((b) => b.parcel));
    } catch (error) {
      const failure = {
        ok: false as const,
        retry: true,
        code: 'courier_unavailable' as const,
        reason: `the call to ${adapter.name} failed: ${(error as Error).message}`,
      };
      outcomes = new Map(group.map((b) => [b.invoiceNo, failure]));
    }
    await options.afterReply?.(adapter.name, outcomes);
    for (const booking of group) {
      const outcome = outcomes.get(booking.invoiceNo) ?? {
        ok: false as const,
        retry: true,
        code: 'courier_unavailable' as const,
        reason: `${adapter.name} did not answer about invoice ${booking.invoiceNo}`,
      };
      await record(adapter, booking, outcome);
    }
  }

  async function sendDue(adapter: CourierAdapter): Promise<number> {
    const now = clock.now();
    const claimed = await bookings.claim(
      adapter.name,
      now,
      new Date(now.getTime() + leaseMs),
      adapter.bulkLimit,
    );
    const again: ClaimedBooking[] = [];
    const fresh: ClaimedBooking[] = [];
    for (const booking of claimed) {
      if (!booking.interrupted) fresh.push(booking);
      else if (adapter.idempotent) again.push(booking);
      else {
        // Its last try may have made the parcel: booking it again could make a second one.
        const reason =
          `a try was cut before ${adapter.name} answered (the server stopped); ${adapter.name} does ` +
          'not refuse a repeated order, so it is not sent again: check its portal (a webhook naming ' +
          'the order settles it), and book it again if it is not there';
        await bookings.giveUp(booking, 'unsure', 'courier_unsure', reason);
        log.warn(
          { courier: adapter.name, invoice_no: booking.invoiceNo },
          `courier booking unsure: ${reason}`,
        );
      }
    }
    // A repeat is recognised from a single call's refusal: each interrupted booking goes alone.
    for (const booking of again) await bookWith(adapter, [booking]);
    await bookWith(adapter, fresh);
    return claimed.length;
  }

  /** Asks the couriers about the booked parcels whose time came; their answers become events. */
  async function pollDue(): Promise<number> {
    const now = clock.now();
    const couriers = Object.keys(adapters);
    if (couriers.length === 0) return 0;
    const due = rowsOf<{
      id: unknown;
      courier: CourierName;
      consignment_id: string | null;
      tracking_code: string | null;
      merchant_order_id: string;
    }>(
      await db.execute(sql`
        WITH due AS (
          SELECT id FROM courier_bookings
          WHERE status = 'booked' AND next_poll_at <= ${now.toISOString()}::timestamptz
            AND courier IN (${sql.join(
              couriers.map((c) => sql`${c}`),
              sql`, `,
            )})
          ORDER BY next_poll_at LIMIT 20
          FOR UPDATE SKIP LOCKED
        )
        UPDATE courier_bookings b
        SET next_poll_at = ${new Date(now.getTime() + options.pollMs).toISOString()}::timestamptz
        FROM due WHERE b.id = due.id
        RETURNING b.id, b.courier, b.consignment_id, b.tracking_code, b.merchant_order_id`),
    );
    for (const booking of due) {
      const adapter = adapters[booking.courier];
      if (!adapter) continue;
      const answer = await adapter.status({
        consignmentId: booking.consignment_id,
        trackingCode: booking.tracking_code,
        merchantOrderId: booking.merchant_order_id,
      });
      if (!answer.ok) {
        log.warn(
          { courier: booking.courier, booking: toInt(booking.id) },
          `courier poll failed: ${answer.reason}`,
        );
        continue;
      }
      // The same status heard again is the same event: stored once.
      await storeCourierEvent(
        db,
        booking.courier,
        'poll',
        {
          dedupeKey: `poll|${booking.consignment_id ?? booking.merchant_order_id}|${answer.courierStatus}`,
          courierStatus: answer.courierStatus,
          consignmentId: booking.consignment_id,
          merchantOrderId: booking.merchant_order_id,
          trackingCode: booking.tracking_code,
          collected: answer.collected,
          happenedAt: null,
        },
        { status: answer.courierStatus, collected_amount: answer.collected },
      );
    }
    return due.length;
  }

  async function runOnce(): Promise<number> {
    let booked = 0;
    for (const adapter of Object.values(adapters)) booked += await sendDue(adapter);
    const polled = await pollDue();
    const worked = await events.runOnce(clock.now());
    if (worked > 0) options.onChanged?.(['orders', 'catalogue']);
    else if (booked > 0) options.onChanged?.(['orders']);
    return booked + polled + worked;
  }

  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: unknown = null;
  let listener: { close(): Promise<void> } | null = null;

  async function drain(): Promise<void> {
    do {
      again = false;
      try {
        while (!stopped && (await runOnce()) > 0);
      } catch (error) {
        log.error({ err: error }, 'the courier queue could not be worked');
      }
    } while (again && !stopped);
    if (stopped) return;
    let delay = idleMs;
    try {
      const [row] = rowsOf<{ at: string | Date | null }>(
        await db.execute(sql`
          SELECT least(
            (SELECT min(next_attempt_at) FROM courier_bookings WHERE status IN ('pending', 'sending')),
            (SELECT min(next_poll_at) FROM courier_bookings WHERE status = 'booked')) AS at`),
      );
      if (row?.at)
        delay = Math.min(idleMs, Math.max(0, new Date(row.at).getTime() - clock.now().getTime()));
    } catch {
      // Looked again after idleMs.
    }
    if (timer !== null) timers.clear(timer);
    timer = timers.set(wake, delay);
  }

  function wake(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain().finally(() => {
      running = null;
    });
  }

  return {
    runOnce,
    async start() {
      listener = await listenForever(
        db,
        COURIER_CHANNEL,
        { message: wake, listening: wake, lost: () => undefined },
        log,
        'courier work is looked for every minute',
      );
      wake();
    },
    async stop() {
      stopped = true;
      if (timer !== null) timers.clear(timer);
      await listener?.close();
      await running;
    },
  };
}
