/**
 * Time and waiting as the shop's background workers (SMS, couriers) read them: the machine's, or
 * a test's, so a test moves time on instead of sleeping.
 */

/** Time as a worker reads it. */
export interface Clock {
  now(): Date;
}
/** How a worker waits for its next due piece of work. */
export interface Timers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}
export const systemClock: Clock = { now: () => new Date() };
export const systemTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms).unref(),
  clear: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/**
 * How long after its n-th failed try a piece of work is tried again: 30 s, doubling, at most an
 * hour (8 tries take about 3.5 hours): a gateway or courier down for a while is waited for, and a
 * message or booking is not sent a day late without anyone noticing.
 */
export function retryDelayMs(attempt: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempt - 1), 3_600_000);
}
