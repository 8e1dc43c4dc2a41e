import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The GET reply may be kept in memory and served again (read-cache plugin): it depends only
     * on the URL and on whether a staff member asks, never on which one.
     */
    cache?: boolean;
  }
}

/** The PostgreSQL channel on which instances tell each other that data changed. */
export const READ_CACHE_CHANNEL = 'poshak_read_cache';
/** Replies bigger than this are not kept (the legacy getAll shares its own build instead). */
const MAX_ENTRY_BYTES = 4 * 1024 * 1024;
const MAX_TOTAL_BYTES = 64 * 1024 * 1024;
const MAX_ENTRIES = 2_000;

interface Entry {
  body: Buffer;
  headers: Record<string, string>;
  storedAt: number;
}

/** Headers that belong to the body and are replayed with it. */
const KEPT_HEADERS = ['content-type', 'etag', 'cache-control'];

/** Client mistakes (4xx) change nothing; anything else a write answered may have. */
const mayHaveWritten = (request: FastifyRequest, reply: FastifyReply) =>
  !['GET', 'HEAD', 'OPTIONS'].includes(request.method) &&
  (reply.statusCode < 400 || reply.statusCode >= 500);

/**
 * Serves the replies of busy reads (`config.cache`: storefront lists and detail, lookups, the
 * back-office first pages) from memory for `readCacheMs` after they were built, so a burst of
 * shoppers costs one database read per page instead of one each.
 *
 * Correctness: every write through this process (any non-GET that did not fail with a 4xx)
 * empties the cache before its reply leaves, so its caller and everyone after read fresh data,
 * and a reply whose read began before that is not kept; on PostgreSQL the write also NOTIFYs the
 * other instances, which empty theirs on receipt (and serve nothing from memory while that
 * channel is down). Writes that bypass the API (SQL, bulk loads) show within `readCacheMs`.
 * A key is the URL plus whether a staff member asks; the route's access check runs before the
 * lookup. Concurrent misses of one key share one build, and an expired entry is served to others
 * while one request refreshes it.
 */
export default fp(
  async function readCache(app: FastifyInstance) {
    const ttl = app.config.readCacheMs;
    if (ttl <= 0) return;

    const entries = new Map<string, Entry>();
    const building = new Map<string, Promise<Entry | undefined>>();
    let totalBytes = 0;
    /** Moves on at every clear: a reply whose read began before it may be stale, and is not kept. */
    let generation = 0;
    /** False while another instance could change data without telling us. */
    let trusted = app.shop.driver === 'pglite';

    const clear = () => {
      entries.clear();
      totalBytes = 0;
      generation += 1;
    };
    const evictOldest = () => {
      const oldest = entries.keys().next();
      if (oldest.done) return;
      totalBytes -= entries.get(oldest.value)?.body.length ?? 0;
      entries.delete(oldest.value);
    };

    const leaders = new WeakMap<
      FastifyRequest,
      { key: string; generation: number; done: (e?: Entry) => void }
    >();
    const served = new WeakSet<FastifyRequest>();

    const send = (reply: FastifyReply, entry: Entry) => {
      for (const [name, value] of Object.entries(entry.headers)) reply.header(name, value);
      return reply.send(entry.body);
    };

    // preValidation: after every onRequest hook (the access check), before the query is parsed.
    app.addHook('preValidation', async (request, reply) => {
      if (!trusted || request.method !== 'GET' || !request.routeOptions.config.cache) return;
      const key = `${request.staff ? 'staff' : 'public'} ${request.url}`;
      const now = Date.now();
      const entry = entries.get(key);
      const pending = building.get(key);
      if (entry && (now - entry.storedAt < ttl || pending)) {
        served.add(request);
        return send(reply, entry);
      }
      if (pending) {
        const built = await pending;
        if (built) {
          served.add(request);
          return send(reply, built);
        }
        return;
      }
      let done: (e?: Entry) => void = () => undefined;
      building.set(
        key,
        new Promise<Entry | undefined>((resolve) => {
          done = resolve;
        }),
      );
      leaders.set(request, { key, generation, done });
    });

    const finishBuild = (request: FastifyRequest, entry?: Entry) => {
      const leader = leaders.get(request);
      if (!leader) return;
      leaders.delete(request);
      building.delete(leader.key);
      leader.done(entry);
    };

    // Registered before compression, so the stored body is the plain JSON.
    app.addHook('onSend', async (request, reply, payload) => {
      if (mayHaveWritten(request, reply)) {
        clear();
        notifyOthers();
        return payload;
      }
      const leader = leaders.get(request);
      if (!leader || served.has(request)) return payload;
      if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) {
        finishBuild(request);
        return payload;
      }
      const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
      const headers: Record<string, string> = {};
      for (const name of KEPT_HEADERS) {
        const value = reply.getHeader(name);
        if (typeof value === 'string') headers[name] = value;
      }
      const entry = { body, headers, storedAt: Date.now() };
      if (trusted && leader.generation === generation && body.length <= MAX_ENTRY_BYTES) {
        totalBytes -= entries.get(leader.key)?.body.length ?? 0;
        entries.delete(leader.key);
        while (entries.size >= MAX_ENTRIES || totalBytes + body.length > MAX_TOTAL_BYTES) {
          if (entries.size === 0) break;
          evictOldest();
        }
        entries.set(leader.key, entry);
        totalBytes += body.length;
      }
      finishBuild(request, entry);
      return payload;
    });

    // A reply that ended in an error (or was never sent) releases the requests waiting on it.
    app.addHook('onResponse', async (request) => finishBuild(request));
    app.addHook('onRequestAbort', async (request) => finishBuild(request));

    // ------------------------------------------------ other instances (PostgreSQL only)
    const instance = randomUUID();
    // One NOTIFY in flight at a time: writes arriving meanwhile are covered by one more after it.
    let notifying = false;
    let notifyAgain = false;
    function notifyOthers() {
      if (app.shop.driver !== 'postgres') return;
      if (notifying) {
        notifyAgain = true;
        return;
      }
      notifying = true;
      app.db
        .execute(sql`SELECT pg_notify(${READ_CACHE_CHANNEL}, ${instance})`)
        .catch((error: unknown) => app.log.warn({ err: error }, 'read cache: NOTIFY failed'))
        .finally(() => {
          notifying = false;
          if (notifyAgain) {
            notifyAgain = false;
            notifyOthers();
          }
        });
    }

    if (app.shop.driver !== 'postgres') return;
    // The listener connects as the pool does (same server, user and search_path).
    const { options: connection } = (app.db as unknown as { $client: pg.Pool }).$client;
    let listener: pg.Client | undefined;
    let warned = false;
    let closing = false;
    let retry: NodeJS.Timeout | undefined;
    const distrust = () => {
      trusted = false;
      clear();
    };
    const retryLater = () => {
      if (!closing) retry = setTimeout(() => void listen(), 1_000);
    };
    const listen = async (): Promise<void> => {
      const client = new pg.Client(connection);
      client.on('notification', (message) => {
        if (message.payload !== instance) clear();
      });
      client.on('error', () => undefined);
      listener = client;
      try {
        await client.connect();
        await client.query(`LISTEN ${READ_CACHE_CHANNEL}`);
      } catch (error) {
        if (!warned) app.log.warn({ err: error }, 'read cache: cannot LISTEN; reads served fresh');
        warned = true;
        await client.end().catch(() => undefined);
        retryLater();
        return;
      }
      // From here on, a lost connection means missed notifications: stop trusting the cache.
      client.on('end', () => {
        distrust();
        retryLater();
      });
      clear();
      trusted = true;
      warned = false;
    };
    await listen();
    app.addHook('onClose', async () => {
      closing = true;
      clearTimeout(retry);
      distrust();
      await listener?.end().catch(() => undefined);
    });
  },
  { name: 'read-cache', dependencies: ['database'] },
);
