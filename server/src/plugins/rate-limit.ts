import fastifyRateLimit from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { rowsOf, toInt, type Database } from '../db/database';
import { HttpError } from '../errors';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A fixed-window counter per key in the database, so every API instance behind a load balancer
 * counts the same attempts. One upsert per limited request.
 */
function databaseStore(db: Database) {
  return class DatabaseStore {
    /** The plugin passes its options first; children carry their route as the key prefix. */
    constructor(
      _options?: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number) {
      const fullKey = `${this.prefix}|${key}`;
      db.execute(
        sql`
        INSERT INTO rate_limits (key, count, reset_at)
        VALUES (${fullKey}, 1, now() + make_interval(secs => ${timeWindow / 1000}))
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.count + 1 END,
          reset_at = CASE WHEN rate_limits.reset_at <= now() THEN excluded.reset_at
                          ELSE rate_limits.reset_at END
        RETURNING count, ceil(extract(epoch FROM (reset_at - now())) * 1000)::int AS ttl`,
      )
        .then((result) => {
          const [row] = rowsOf<{ count: unknown; ttl: unknown }>(result);
          callback(null, { current: toInt(row?.count), ttl: Math.max(0, toInt(row?.ttl)) });
          // Now and then, forget windows that ended long ago.
          if (Math.random() < 0.01) {
            db.execute(
              sql`DELETE FROM rate_limits WHERE reset_at < now() - interval '1 hour'`,
            ).catch(() => undefined);
          }
        })
        .catch((error: Error) => callback(error));
    }

    child(routeOptions: object) {
      // At run time the route arrives under `routeInfo` (the typings say otherwise).
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      return new DatabaseStore(routeOptions, `${String(route?.method)} ${String(route?.url)}`);
    }
  };
}

/**
 * Rate limits for the routes that ask for one (`config.rateLimit`): sign-in, sign-up, OTP.
 * Checked after validation so a limit can key on the body (e.g. the username).
 */
export default fp(
  async function rateLimit(app: FastifyInstance) {
    await app.register(fastifyRateLimit, {
      global: false,
      hook: 'preHandler',
      store: databaseStore(app.db),
      errorResponseBuilder: (_request, context) =>
        new HttpError(429, `Too many attempts: try again in ${context.after}`),
    });
  },
  { name: 'rate-limit', dependencies: ['database'] },
);
