import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { listenForever } from '../../db/listener';
import { WorkLoop } from '../../lib/work-loop';
import { systemClock, systemTimers, type Clock, type Timers } from '../../lib/worker-timing';
import type { ShopFacts } from './compose';
import type { SmsGateway } from './gateways/gateway';
import { smsQueue } from './queue';
import { deliver, type DeliveryDeps } from './sms-delivery';

/** The channel the queue's trigger tells of new messages on (migration 0019). */
export const SMS_CHANNEL = 'poshak_sms';

export interface SmsWorkerOptions {
  db: Database;
  gateway: SmsGateway;
  facts: ShopFacts;
  log: FastifyBaseLogger;
  maxAttempts: number;
  clock?: Clock;
  timers?: Timers;
  /** Messages claimed at once by one worker. */
  batch?: number;
  /**
   * How long a claimed message is this worker's: longer than any try (the gateway's 15 s
   * timeout), so a slow answer is never taken for a dead worker's.
   */
  leaseMs?: number;
  /** The longest the worker sleeps without looking (a notice missed while reconnecting). */
  pollMs?: number;
}

export interface SmsWorker {
  /** Claims what is due now and tries each: how many it claimed (0: nothing was due). */
  runOnce(): Promise<number>;
  /** Listens for new messages and keeps the queue drained until `stop`. */
  start(): Promise<void>;
  /** Stops listening and waiting, after the try under way. */
  stop(): Promise<void>;
}

/**
 * Sends the queued messages: claims due ones (several instances share the queue), makes each
 * from its order at its first try, hands it to the gateway and records the outcome: sent, tried
 * again after a while, or given up with the reason (sms-delivery). Messages are tried one after
 * another, as a gateway's rate limits prefer.
 */
export function createSmsWorker(options: SmsWorkerOptions): SmsWorker {
  const { db, gateway, facts, log, maxAttempts } = options;
  const clock = options.clock ?? systemClock;
  const batch = options.batch ?? 10;
  const leaseMs = options.leaseMs ?? 60_000;
  const queue = smsQueue(db);
  const delivery: DeliveryDeps = { db, queue, gateway, facts, log, maxAttempts, clock };

  async function runOnce(): Promise<number> {
    const now = clock.now();
    const claimed = await queue.claim(now, new Date(now.getTime() + leaseMs), batch);
    for (const message of claimed) await deliver(delivery, message);
    return claimed.length;
  }

  const loop = new WorkLoop({
    runOnce,
    nextDue: () => queue.nextDue(),
    listen: (wake) =>
      listenForever(
        db,
        SMS_CHANNEL,
        // Every notice wakes the worker: one from another shop's schema costs a look, nothing more.
        { message: wake, listening: wake, lost: () => undefined },
        log,
        'messages are looked for every minute',
      ),
    // The database away for a moment: the next wake tries again.
    failed: (error) => log.error({ err: error }, 'the SMS queue could not be read'),
    idleMs: options.pollMs ?? 60_000,
    clock,
    timers: options.timers ?? systemTimers,
  });
  return { runOnce, start: () => loop.start(), stop: () => loop.stop() };
}
