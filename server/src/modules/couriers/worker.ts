import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { CourierName } from '@poshak/shared-api/schemas';
import { rowsOf, type Database } from '../../db/database';
import { listenForever } from '../../db/listener';
import { WorkLoop } from '../../lib/work-loop';
import { systemClock, systemTimers, type Clock, type Timers } from '../../lib/worker-timing';
import type { CourierAdapters } from './adapters/choose';
import type { BookingOutcome } from './adapters/courier';
import { courierBookingsRepository } from './bookings';
import { courierEventWorker } from './events';
import { pollDue } from './poll-parcels';
import { sendDue, type SendDeps } from './send-bookings';

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

/** When the next booking falls due, or the next parcel's poll. */
async function nextDue(db: Database): Promise<Date | null> {
  const [row] = rowsOf<{ at: string | Date | null }>(
    await db.execute(sql`
      SELECT least(
        (SELECT min(next_attempt_at) FROM courier_bookings WHERE status IN ('pending', 'sending')),
        (SELECT min(next_poll_at) FROM courier_bookings WHERE status = 'booked')) AS at`),
  );
  return row?.at ? new Date(row.at) : null;
}

/**
 * Books the queued orders with their couriers (one bulk call per courier where it has one),
 * records each answer (send-bookings), asks couriers without webhooks about their parcels now and
 * then (poll-parcels), and works the events their webhooks and answers left, each once (events).
 */
export function createCourierWorker(options: CourierWorkerOptions): CourierWorker {
  const { db, adapters, log, pollMs } = options;
  const clock = options.clock ?? systemClock;
  const sends: SendDeps = {
    bookings: courierBookingsRepository(db),
    clock,
    log,
    maxAttempts: options.maxAttempts ?? 8,
    leaseMs: options.leaseMs ?? 5 * 60_000,
    pollMs,
    afterReply: options.afterReply,
  };
  const events = courierEventWorker(db);

  async function runOnce(): Promise<number> {
    let booked = 0;
    for (const adapter of Object.values(adapters)) booked += await sendDue(sends, adapter);
    const polled = await pollDue({ db, adapters, clock, log, pollMs });
    const worked = await events.runOnce(clock.now());
    if (worked > 0) options.onChanged?.(['orders', 'catalogue']);
    else if (booked > 0) options.onChanged?.(['orders']);
    return booked + polled + worked;
  }

  const loop = new WorkLoop({
    runOnce,
    nextDue: () => nextDue(db),
    listen: (wake) =>
      listenForever(
        db,
        COURIER_CHANNEL,
        { message: wake, listening: wake, lost: () => undefined },
        log,
        'courier work is looked for every minute',
      ),
    failed: (error) => log.error({ err: error }, 'the courier queue could not be worked'),
    idleMs: options.idleMs ?? 60_000,
    clock,
    timers: options.timers ?? systemTimers,
  });
  return { runOnce, start: () => loop.start(), stop: () => loop.stop() };
}
