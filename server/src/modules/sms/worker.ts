import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { listenForever } from '../../db/listener';
import { composeSms, type ShopFacts } from './compose';
import type { OutgoingSms, SendOutcome, SmsGateway } from './gateways/gateway';
import { gatewayNumber, maskPhone } from './phone';
import { smsQueue, type ClaimedSms } from './queue';
import {
  retryDelayMs,
  systemClock,
  systemTimers,
  type Clock,
  type Timers,
} from '../../lib/worker-timing';

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
 * again after a while, or given up with the reason. Messages are tried one after another, as a
 * gateway's rate limits prefer.
 */
export function createSmsWorker(options: SmsWorkerOptions): SmsWorker {
  const { db, gateway, facts, log, maxAttempts } = options;
  const clock = options.clock ?? systemClock;
  const timers = options.timers ?? systemTimers;
  const batch = options.batch ?? 10;
  const leaseMs = options.leaseMs ?? 60_000;
  const pollMs = options.pollMs ?? 60_000;
  const queue = smsQueue(db);

  const described = (message: ClaimedSms, to: string | null) => ({
    sms: message.id,
    invoice_no: message.invoiceNo,
    event: message.event,
    to: maskPhone(to),
    gateway: gateway.name,
    attempt: message.attempts,
  });

  async function deliver(message: ClaimedSms): Promise<void> {
    if (message.interrupted && message.body !== null && !gateway.idempotent) {
      // Its last try may have reached the shopper: asking again could send it twice.
      const reason =
        `a try was cut before ${gateway.name} answered (the server stopped); ${gateway.name} ` +
        'names no message by a key of ours, so it is not tried again: check its report, and ' +
        'send it again from the back-office if it did not go';
      await queue.giveUp(message, 'unsure', gateway.name, reason);
      log.warn(described(message, message.phone), `sms unsure: ${reason}`);
      return;
    }
    let outgoing: OutgoingSms;
    if (message.body === null) {
      const made = await composeSms(db, facts, message);
      if (!made.ok) {
        await queue.giveUp(message, 'failed', null, made.reason, made.phone);
        log.warn(described(message, made.phone), `sms not sent: ${made.reason}`);
        return;
      }
      const fixed = await queue.fix(message, {
        phone: made.phone,
        body: made.text,
        parts: made.parts,
      });
      // Another worker took it over (this one's lease ran out): it is theirs now.
      if (!fixed) return;
      outgoing = { ...base(message), to: made.to, text: made.text, parts: made.parts };
    } else {
      outgoing = {
        ...base(message),
        to: gatewayNumber(message.phone ?? '') ?? '',
        text: message.body,
        parts: message.parts ?? 1,
      };
    }

    let outcome: SendOutcome;
    try {
      outcome = await gateway.send(outgoing);
    } catch (error) {
      outcome = {
        ok: false,
        retry: true,
        reason: `the gateway call failed: ${(error as Error).message}`,
      };
    }
    const now = clock.now();
    const about = described(message, outgoing.to);
    if (outcome.ok) {
      await queue.sent(message, now, gateway.name, outcome.reference);
      log.info(about, 'sms sent');
    } else if (outcome.retry && message.attempts < maxAttempts) {
      const at = new Date(now.getTime() + retryDelayMs(message.attempts));
      await queue.retryAt(message, at, gateway.name, outcome.reason);
      log.warn({ ...about, retry_at: at.toISOString() }, `sms try failed: ${outcome.reason}`);
    } else {
      const reason = outcome.retry
        ? `${outcome.reason} (given up after ${message.attempts} tries)`
        : outcome.reason;
      await queue.giveUp(message, 'failed', gateway.name, reason);
      log.error(about, `sms given up: ${reason}`);
    }
  }

  const base = (message: ClaimedSms) => ({
    id: message.id,
    key: message.key,
    invoiceNo: message.invoiceNo,
    event: message.event,
    language: message.language,
  });

  async function runOnce(): Promise<number> {
    const now = clock.now();
    const claimed = await queue.claim(now, new Date(now.getTime() + leaseMs), batch);
    for (const message of claimed) await deliver(message);
    return claimed.length;
  }

  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: unknown = null;
  let listener: { close(): Promise<void> } | null = null;

  /** Drains the queue, then sleeps until the next message falls due (or a notice wakes it). */
  async function drain(): Promise<void> {
    do {
      again = false;
      try {
        while (!stopped && (await runOnce()) > 0);
      } catch (error) {
        // The database away for a moment: the next wake tries again.
        log.error({ err: error }, 'the SMS queue could not be read');
      }
    } while (again && !stopped);
    if (stopped) return;
    let delay = pollMs;
    try {
      const due = await queue.nextDue();
      if (due) delay = Math.min(pollMs, Math.max(0, due.getTime() - clock.now().getTime()));
    } catch {
      // Looked again after pollMs.
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
        SMS_CHANNEL,
        // Every notice wakes the worker: one from another shop's schema costs a look, nothing more.
        { message: wake, listening: wake, lost: () => undefined },
        log,
        'messages are looked for every minute',
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
