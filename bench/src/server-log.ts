import { closeSync, openSync, readSync, statSync } from 'node:fs';

/** What the server's own log said during a row: its warnings and failures, in sum. */
export interface ServerLogSummary {
  /**
   * Lines at warn or above by level and message (with its error's, if any), the most frequent
   * first (at most 8).
   */
  messages: { level: string; msg: string; count: number }[];
  /** Requests it logged as slower than a second, by address (numbers as `:id`, no query). */
  slowRequests: Record<string, number>;
  /** Requests it answered with a server error (5xx), by address. */
  serverErrors: Record<string, number>;
}

/** pino's levels at warn and above. */
const LEVELS: Record<number, string> = { 40: 'warn', 50: 'error', 60: 'fatal' };

/** An address as a class of requests: `/productdetails/:id`, `/api/storefront/products`. */
export const addressClass = (url: string) =>
  (url.split('?')[0] ?? url).replace(/\/\d+(?=\/|$)/g, '/:id');

const count = (into: Record<string, number>, key: string) => {
  into[key] = (into[key] ?? 0) + 1;
};

/**
 * Sums up the production server's JSON log lines (pino): each warning and failure by message,
 * the slow requests and the server errors by address. Lines that are not JSON (a crash's
 * stack) count as errors by their text.
 */
export function summariseServerLog(text: string): ServerLogSummary {
  const messages = new Map<string, { level: string; msg: string; count: number }>();
  const slowRequests: Record<string, number> = {};
  const serverErrors: Record<string, number> = {};
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    let entry: {
      level?: number;
      msg?: string;
      err?: { message?: string };
      req?: { url?: string };
      res?: { statusCode?: number };
    };
    try {
      entry = JSON.parse(line) as typeof entry;
    } catch {
      entry = { level: 50, msg: line.slice(0, 200) };
    }
    const level = LEVELS[entry.level ?? 0];
    if (!level) continue;
    // An error's own message says which of its kind it was (a timeout, a refused connection).
    const msg = [entry.msg ?? '(no message)', entry.err?.message?.slice(0, 160)]
      .filter(Boolean)
      .join(': ');
    const key = `${level} ${msg}`;
    const seen = messages.get(key) ?? { level, msg, count: 0 };
    seen.count++;
    messages.set(key, seen);
    const url = entry.req?.url;
    if (!url) continue;
    if ((entry.res?.statusCode ?? 0) >= 500) count(serverErrors, addressClass(url));
    else if (entry.msg === 'slow request') count(slowRequests, addressClass(url));
  }
  return {
    messages: [...messages.values()].sort((a, b) => b.count - a.count).slice(0, 8),
    slowRequests,
    serverErrors,
  };
}

/** A log file's length now, to read what is written after it. */
export function logLength(file: string): number {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
}

/** What was written to `file` from byte `from` on. */
export function readLogFrom(file: string, from: number): string {
  const length = logLength(file) - from;
  if (length <= 0) return '';
  const buffer = Buffer.alloc(length);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, buffer, 0, length, from);
  } finally {
    closeSync(fd);
  }
  return buffer.toString('utf8');
}
