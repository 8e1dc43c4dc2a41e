import type { Clock, Timers } from './worker-timing';

export interface WorkLoopOptions {
  /** One round of work: how much it did (0: nothing was due). */
  runOnce(): Promise<number>;
  /** When the next piece of work falls due, as the queue says (null: none). */
  nextDue(): Promise<Date | null>;
  /** Starts hearing of new work (a NOTIFY), calling `wake` at each notice and at each reconnect. */
  listen(wake: () => void): Promise<{ close(): Promise<void> }>;
  /** A round failed (the database away for a moment): the next wake tries again. */
  failed(error: unknown): void;
  /** The longest the loop sleeps without looking (a notice missed while reconnecting). */
  idleMs: number;
  clock: Clock;
  timers: Timers;
}

/**
 * A background worker's loop (SMS, couriers): woken by a notice or by its timer, it runs rounds
 * until one finds nothing to do, then sleeps until the next piece of work falls due. A wake while
 * it works runs it once more, so a notice is never lost; one round at a time.
 */
export class WorkLoop {
  private stopped = false;
  private running: Promise<void> | null = null;
  private again = false;
  private timer: unknown = null;
  private listener: { close(): Promise<void> } | null = null;

  constructor(private readonly options: WorkLoopOptions) {}

  /** Listens for new work and keeps the queue drained until `stop`. */
  async start(): Promise<void> {
    this.listener = await this.options.listen(this.wake);
    this.wake();
  }

  /** Stops listening and waiting, after the round under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer !== null) this.options.timers.clear(this.timer);
    await this.listener?.close();
    await this.running;
  }

  private readonly wake = (): void => {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain().finally(() => {
      this.running = null;
    });
  };

  /** Drains the queue, then sleeps until the next piece of work falls due (or a notice wakes it). */
  private async drain(): Promise<void> {
    const { runOnce, failed, timers } = this.options;
    do {
      this.again = false;
      try {
        while (!this.stopped && (await runOnce()) > 0);
      } catch (error) {
        failed(error);
      }
    } while (this.again && !this.stopped);
    if (this.stopped) return;
    const delay = await this.sleepMs();
    if (this.timer !== null) timers.clear(this.timer);
    this.timer = timers.set(this.wake, delay);
  }

  /** Until the next piece of work falls due, at most `idleMs`. */
  private async sleepMs(): Promise<number> {
    const { nextDue, idleMs, clock } = this.options;
    try {
      const due = await nextDue();
      if (due) return Math.min(idleMs, Math.max(0, due.getTime() - clock.now().getTime()));
    } catch {
      // Looked again after idleMs.
    }
    return idleMs;
  }
}
