import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { waitOf } from '@poshak/shared-api/schemas';
import { rowsOf, toInt, type Database } from '../db/database';
import { HttpError } from '../errors';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

export interface WindowCount {
  /** Requests counted in the key's current window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/** Keys known to be over their limit, answered without the database until their window ends. */
const MAX_BLOCKED_KEYS = 10_000;

/**
 * Fixed-window counters in the database (`rate_limits`), so every API instance counts the same
 * requests. One upsert per counted request — except for a key already over its limit: this
 * instance then knows the answer until the window ends and refuses without asking, so a flood
 * of refused requests costs the database nothing.
 */
export class WindowCounters {
  private readonly blocked = new Map<string, { until: number; current: number }>();

  constructor(private readonly db: Database) {}

  async hit(key: string, windowMs: number, max: number): Promise<WindowCount> {
    const [count] = await this.hitAll([{ key, windowMs, max }]);
    return count ?? { current: 0, ttl: 0 };
  }

  /**
   * Counts one request under each key, in one statement; the counts in the keys' order. When
   * one key is already known to be over its limit the request is refused whatever the others
   * say, so none of them is asked: a spray of invented usernames from a blocked address costs
   * no query (and leaves no row) per attempt.
   */
  async hitAll(limits: { key: string; windowMs: number; max: number }[]): Promise<WindowCount[]> {
    const now = Date.now();
    const counts = new Map<string, WindowCount>();
    const ask: typeof limits = [];
    for (const limit of limits) {
      const known = this.blocked.get(limit.key);
      if (known && known.until > now) {
        known.current += 1;
        counts.set(limit.key, { current: known.current, ttl: known.until - now });
      } else {
        if (known) this.blocked.delete(limit.key);
        ask.push(limit);
      }
    }
    if (ask.length > 0 && counts.size === 0) {
      const keys = `{${ask.map((l) => JSON.stringify(l.key)).join(',')}}`;
      const seconds = `{${ask.map((l) => l.windowMs / 1000).join(',')}}`;
      const rows = rowsOf<{ key: string; count: unknown; ttl: unknown }>(
        await this.db.execute(sql`
          INSERT INTO rate_limits (key, count, reset_at)
          SELECT k, 1, now() + make_interval(secs => s)
          FROM unnest(${keys}::text[], ${seconds}::float8[]) AS w(k, s)
          ON CONFLICT (key) DO UPDATE SET
            count = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.count + 1 END,
            reset_at = CASE WHEN rate_limits.reset_at <= now() THEN excluded.reset_at
                            ELSE rate_limits.reset_at END
          RETURNING key, count, ceil(extract(epoch FROM (reset_at - now())) * 1000)::int AS ttl`),
      );
      for (const row of rows) {
        const count = { current: toInt(row.count), ttl: Math.max(0, toInt(row.ttl)) };
        counts.set(row.key, count);
        const limit = ask.find((l) => l.key === row.key);
        if (limit && count.current > limit.max) this.block(row.key, count);
      }
      // Now and then, forget windows that ended long ago.
      if (Math.random() < 0.01) {
        this.db
          .execute(sql`DELETE FROM rate_limits WHERE reset_at < now() - interval '1 hour'`)
          .catch(() => undefined);
      }
    }
    return limits.map((l) => counts.get(l.key) ?? { current: 0, ttl: 0 });
  }

  async read(key: string): Promise<WindowCount> {
    const [row] = rowsOf<{ count: unknown; ttl: unknown }>(
      await this.db.execute(sql`
        SELECT count, ceil(extract(epoch FROM (reset_at - now())) * 1000)::int AS ttl
        FROM rate_limits WHERE key = ${key} AND reset_at > now()`),
    );
    return row ? { current: toInt(row.count), ttl: toInt(row.ttl) } : { current: 0, ttl: 0 };
  }

  /** Takes back one count of each key (a request that turned out not to be what it limits). */
  async refund(keys: string[]): Promise<void> {
    const list = `{${keys.map((k) => JSON.stringify(k)).join(',')}}`;
    await this.db.execute(
      sql`UPDATE rate_limits SET count = count - 1 WHERE key = ANY(${list}::text[]) AND count > 0`,
    );
  }

  private block(key: string, count: WindowCount) {
    if (this.blocked.size >= MAX_BLOCKED_KEYS) {
      const now = Date.now();
      for (const [k, v] of this.blocked) if (v.until <= now) this.blocked.delete(k);
      if (this.blocked.size >= MAX_BLOCKED_KEYS) this.blocked.clear();
    }
    this.blocked.set(key, { until: Date.now() + count.ttl, current: count.current });
  }
}

/** The store @fastify/rate-limit calls, on the shared counters. */
function counterStore(counters: WindowCounters) {
  return class CounterStore {
    /** The plugin passes its options first; children carry their route as the key prefix. */
    constructor(
      _options?: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number, max: number) {
      counters.hit(`${this.prefix}|${key}`, timeWindow, max).then(
        (count) => callback(null, count),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback) {
      counters.read(`${this.prefix}|${key}`).then(
        (count) => callback(null, count),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: object) {
      // At run time the route arrives under `routeInfo` (the typings say otherwise).
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      return new CounterStore(routeOptions, `${String(route?.method)} ${String(route?.url)}`);
    }
  };
}

/** "4 minutes", "30 seconds": how long until a window ends, for a person (as clients say it). */
export function retryIn(ttlMs: number): string {
  const { unit, count } = waitOf(ttlMs / 1000);
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** Who is counted: an IPv4 address, or an IPv6 /64 (one household or phone's whole range). */
export const clientAddress = (request: FastifyRequest) => normalizeIP(request.ip);

export const tooManyAttempts = (ttlMs: number) =>
  new HttpError(429, `Too many attempts: try again in ${retryIn(ttlMs)}`, {
    retryAfterSeconds: Math.max(1, Math.ceil(ttlMs / 1000)),
  });

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The shared request counters (sign-in attempts count only failures: see
     * modules/staff/signin-routes).
     */
    counters: WindowCounters;
    /** Requests over a limit, held REFUSAL_DELAY_MS before their refusal. */
    refusals: {
      /** Waits the delay (the server closing ends the wait at once). */
      hold(): Promise<void>;
      /** How many are waiting now. */
      holding(): number;
    };
  }
  interface FastifyContextConfig {
    /**
     * An anonymous write (an order, the old storefront's customer record): counted per address
     * under PUBLIC_WRITE_LIMIT before its body is read. Staff calls are not counted.
     */
    publicWrite?: true;
  }
}

/**
 * Rate limits: routes that ask for one (`config.rateLimit`: sign-up, codes) and every anonymous
 * write (`config.publicWrite`), counted in the database so all instances agree.
 */
export default fp(
  async function rateLimit(app: FastifyInstance) {
    const counters = new WindowCounters(app.db);
    app.decorate('counters', counters);

    // A refusal held for a while costs a timer, not work: a flooder waiting on it sends nothing
    // more on that connection meanwhile, so two connections flooding cost the shop two requests
    // a second instead of thousands.
    const held = new Set<() => void>();
    const delay = app.config.refusalDelayMs;
    app.decorate('refusals', {
      hold: () =>
        delay <= 0
          ? Promise.resolve()
          : new Promise<void>((resolve) => {
              const done = () => {
                clearTimeout(timer);
                held.delete(done);
                resolve();
              };
              const timer = setTimeout(done, delay);
              held.add(done);
            }),
      holding: () => held.size,
    });
    app.addHook('preClose', async () => {
      for (const done of [...held]) done();
    });
    await app.register(fastifyRateLimit, {
      global: false,
      hook: 'preHandler',
      store: counterStore(counters),
      errorResponseBuilder: (_request, context) => tooManyAttempts(context.ttl),
    });

    const limit = app.config.publicWriteLimit;
    if (!limit) return;
    // Before the body is read: a refused flood costs neither parsing nor the database.
    app.addHook('onRequest', async (request: FastifyRequest) => {
      if (!request.routeOptions.config.publicWrite || request.staff) return;
      const count = await counters.hit(
        `public-write|${clientAddress(request)}`,
        limit.windowMs,
        limit.max,
      );
      if (count.current > limit.max) {
        app.databaseQueue.leave(request);
        await app.refusals.hold();
        throw tooManyAttempts(count.ttl);
      }
    });
  },
  { name: 'rate-limit', dependencies: ['database', 'auth', 'load-shedding'] },
);
