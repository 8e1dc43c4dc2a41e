import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { listenForever } from '../db/listener';
import type { StaffToken } from './auth';
import { etagMatches } from './http-cache';

/**
 * What a cached reply is made of, so a write empties only the replies it can change: the
 * catalogue (products, stock, pictures, the lookup lists shoppers and staff read), the orders
 * (the back-office orders pages), the fixed reference lists and shop identity.
 */
export const CACHE_TAGS = ['catalogue', 'orders', 'reference'] as const;
export type CacheTag = (typeof CACHE_TAGS)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The GET reply may be kept in memory and served again (read-cache plugin): it depends only
     * on the URL and on whether a staff member asks, never on which one — and only on the data
     * the tags name.
     */
    cache?: readonly CacheTag[];
    /**
     * A write route: the cached data it may change (default: all of it). A customer record
     * changes none, so a flood of them cannot keep emptying the shop's cache.
     */
    changes?: readonly CacheTag[];
  }
}

/** The PostgreSQL channel on which instances tell each other that data changed. */
export const READ_CACHE_CHANNEL = 'poshak_read_cache';
/** Replies bigger than this are not kept (the legacy getAll shares its own build instead). */
const MAX_ENTRY_BYTES = 4 * 1024 * 1024;
const MAX_TOTAL_BYTES = 64 * 1024 * 1024;
const MAX_ENTRIES = 2_000;
/** As @fastify/compress is configured in app.ts: smaller replies are not worth compressing. */
const GZIP_THRESHOLD = 1024;

const gzipAsync = promisify(gzip);

interface Entry {
  tags: readonly CacheTag[];
  /** The plain body, as the route serialised it. */
  body: Buffer;
  /** The body gzipped once for every caller that accepts it: undefined while it is being made,
   * null when the reply is too small (or not text) to be worth it. */
  gzip: Buffer | null | undefined;
  /** Settles once `gzip` is decided (tests wait on it instead of on the clock). */
  gzipped?: Promise<void>;
  etag: string | undefined;
  /** Every header the whole pipeline gave the reply (security, type, ETag, caching, Vary)
   * except those that belong to one request or one caller. */
  headers: Record<string, string | number | string[]>;
  storedAt: number;
  /** When a request set out to rebuild this expired entry (see `claimRefresh`). */
  refreshClaimedAt?: number;
}

/** How long an expired page is served to others while one request rebuilds it. */
const REFRESH_CLAIM_MS = 2_000;

/** Headers of one request, one connection or one caller's origin, never replayed. */
const PER_REQUEST_HEADERS = new Set([
  'x-request-id',
  'connection',
  'keep-alive',
  'date',
  'content-length',
  'transfer-encoding',
  'content-encoding',
  'set-cookie',
  'access-control-allow-origin',
  'access-control-allow-credentials',
  'access-control-expose-headers',
]);

/** Client mistakes (4xx) change nothing; anything else a write answered may have. */
const mayHaveWritten = (request: FastifyRequest, reply: FastifyReply) =>
  !['GET', 'HEAD', 'OPTIONS'].includes(request.method) &&
  (reply.statusCode < 400 || reply.statusCode >= 500);

/** Whether an Accept-Encoding header admits gzip (by name, or by `*`, with a weight above 0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let any = false;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';');
    const coding = name.trim().toLowerCase();
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const admitted = q === undefined || Number(q.slice(2)) > 0;
    if (coding === 'gzip' || coding === 'x-gzip') return admitted;
    if (coding === '*') any = admitted;
  }
  return any;
}

const keyOf = (staff: StaffToken | null, url: string) => `${staff ? 'staff' : 'public'} ${url}`;

/** What the two halves of the read cache share (one per app). */
interface ReadCache {
  entries: Map<string, Entry>;
  building: Map<string, Promise<Entry | undefined>>;
  ttl: number;
  /**
   * Moves on at every clear of a tag: a reply whose read began before its tags were cleared may
   * be stale, and is not kept.
   */
  generation(tags: readonly CacheTag[]): string;
  /** False while another instance could change data without telling us. */
  trusted(): boolean;
  store(key: string, entry: Entry): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Internal to plugins/read-cache: null when READ_CACHE_MS is 0. */
    readCache: ReadCache | null;
  }
}

/**
 * Serves the replies of busy reads (`config.cache`: storefront lists and detail, lookups, the
 * back-office first pages) from memory for `readCacheMs` after they were built, so a burst of
 * shoppers costs one database read per page instead of one each.
 *
 * Correctness: every write through this process (any non-GET that did not fail with a 4xx)
 * empties the cached replies of the data it may change (its route's `changes` tags; all of them
 * when it names none) before its reply leaves, so its caller and everyone after read fresh data,
 * and a reply whose read began before that is not kept (a generation counter per tag); on
 * PostgreSQL the write also NOTIFYs the other instances with its tags, which empty theirs on
 * receipt (and serve nothing from memory while that channel is down). Writes that bypass the API (SQL, bulk loads) show within
 * `readCacheMs`. A key is the URL plus whether a staff member asks, and a staff page is served
 * only to a token that the route's access check would let through. One entry is at most 4 MB
 * and all of them at most 64 MB. Concurrent misses of one key share one build, and an expired
 * entry is served to others while one request refreshes it.
 *
 * A hit is answered in `onRequest`, before any other plugin's hook (this plugin is registered
 * first): it replays the headers the full pipeline gave the stored reply, with the ETag kept
 * from then (304 to a matching If-None-Match) and, for callers that accept gzip, a body
 * compressed once — no hashing, compression or serialisation per request. Requests the early
 * answer cannot serve exactly as the full pipeline would (a caller's Origin, which CORS answers;
 * a refused token; a gzip body not made yet) go the usual way and meet the cache again in
 * `readCacheBuilds`, registered between the ETag and the compression.
 */
export default fp(
  async function readCache(app: FastifyInstance) {
    const ttl = app.config.readCacheMs;
    if (ttl <= 0) {
      app.decorate('readCache', null);
      return;
    }

    const entries = new Map<string, Entry>();
    const building = new Map<string, Promise<Entry | undefined>>();
    let totalBytes = 0;
    const generations = new Map<CacheTag, number>(CACHE_TAGS.map((tag) => [tag, 0]));
    let trusted = app.shop.driver === 'pglite';

    const sizeOf = (entry: Entry) => entry.body.length + (entry.gzip?.length ?? 0);
    const { hits, invalidations } = app.metrics.readCache;
    const clear = (tags: readonly CacheTag[] = CACHE_TAGS) => {
      for (const tag of tags) {
        generations.set(tag, (generations.get(tag) ?? 0) + 1);
        invalidations.inc({ tag });
      }
      if (tags.length === CACHE_TAGS.length) {
        entries.clear();
        totalBytes = 0;
        return;
      }
      for (const [key, entry] of entries) {
        if (entry.tags.some((tag) => tags.includes(tag))) remove(key);
      }
    };
    const remove = (key: string) => {
      const entry = entries.get(key);
      if (!entry) return;
      totalBytes -= sizeOf(entry);
      entries.delete(key);
    };
    const makeRoom = (bytes: number) => {
      while (
        entries.size > 0 &&
        (entries.size >= MAX_ENTRIES || totalBytes + bytes > MAX_TOTAL_BYTES)
      ) {
        const oldest = entries.keys().next();
        if (oldest.done) break;
        remove(oldest.value);
      }
    };

    const store = (key: string, entry: Entry) => {
      remove(key);
      makeRoom(entry.body.length);
      entries.set(key, entry);
      totalBytes += entry.body.length;
      if (entry.gzip !== undefined) return;
      // Compressed once, off the event loop; callers asking for gzip meanwhile go the usual way.
      entry.gzipped = gzipAsync(entry.body).then(
        (zipped) => {
          const smaller = zipped.length < entry.body.length ? zipped : null;
          entry.gzip = smaller;
          if (smaller && entries.get(key) === entry) {
            makeRoom(smaller.length);
            // Room may have been made by evicting this very entry.
            if (entries.get(key) === entry) totalBytes += smaller.length;
          }
        },
        () => {
          entry.gzip = null;
        },
      );
    };

    const isExpired = (entry: Entry) => Date.now() - entry.storedAt >= ttl;
    /**
     * True for the one request that rebuilds an expired page; the others are served the expired
     * page meanwhile. Claimed here, in the first hook, because the build only registers further
     * on: a crowd arriving in between all went to the database, where load shedding refused
     * most of them though a good page was in memory. A claim whose request never rebuilt the
     * page (refused, failed, aborted) lapses after REFRESH_CLAIM_MS, and the next caller tries.
     */
    const claimRefresh = (entry: Entry) => {
      const now = Date.now();
      if (entry.refreshClaimedAt !== undefined && now - entry.refreshClaimedAt < REFRESH_CLAIM_MS) {
        return false;
      }
      entry.refreshClaimedAt = now;
      return true;
    };

    app.decorate('readCache', {
      entries,
      building,
      ttl,
      generation: (tags) => tags.map((tag) => generations.get(tag) ?? 0).join('.'),
      trusted: () => trusted,
      store,
    } satisfies ReadCache);

    // The early answer. `identifyStaff` (plugins/auth) is looked up per request because the
    // auth plugin registers after this one; it checks a token's signature once per token.
    app.addHook('onRequest', async (request, reply) => {
      if (!trusted || request.method !== 'GET') return;
      const { cache, access } = request.routeOptions.config;
      if (!cache?.length || !access || request.headers.origin !== undefined) return;
      const staff = request.headers.authorization ? await app.identifyStaff(request) : null;
      if (access !== 'public' && !staff?.roles.some((role) => access.roles.includes(role))) {
        return; // the access check further on answers 401 or 403
      }
      const key = keyOf(staff, request.url);
      const entry = entries.get(key);
      if (!entry || (isExpired(entry) && !building.has(key) && claimRefresh(entry))) return;
      const zipped = acceptsGzip(request.headers['accept-encoding']);
      if (zipped && entry.gzip === undefined) return;

      request.staff = staff;
      hits.inc();
      reply.headers(entry.headers);
      if (entry.gzip) {
        const vary = entry.headers.vary;
        reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
      }
      if (entry.etag && etagMatches(request.headers['if-none-match'], entry.etag)) {
        return reply.code(304).send();
      }
      if (zipped && entry.gzip) return reply.header('content-encoding', 'gzip').send(entry.gzip);
      return reply.send(entry.body);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (mayHaveWritten(request, reply)) {
        const tags = request.routeOptions.config.changes ?? CACHE_TAGS;
        if (tags.length > 0) {
          clear(tags);
          notifyOthers(tags);
        }
      }
      return payload;
    });

    // ------------------------------------------------ other instances (PostgreSQL only)
    const instance = randomUUID();
    // One NOTIFY in flight at a time: tags written meanwhile go together in one more after it.
    let notifying = false;
    const toNotify = new Set<CacheTag>();
    function notifyOthers(tags: readonly CacheTag[]) {
      if (app.shop.driver !== 'postgres') return;
      for (const tag of tags) toNotify.add(tag);
      if (notifying) return;
      notifying = true;
      const payload = `${instance} ${[...toNotify].join(',')}`;
      toNotify.clear();
      app.db
        .execute(sql`SELECT pg_notify(${READ_CACHE_CHANNEL}, ${payload})`)
        .catch((error: unknown) => app.log.warn({ err: error }, 'read cache: NOTIFY failed'))
        .finally(() => {
          notifying = false;
          if (toNotify.size > 0) notifyOthers([]);
        });
    }

    /** `<instance> catalogue,orders` from another instance → the tags to clear here. */
    const tagsOf = (payload: string | undefined): readonly CacheTag[] | null => {
      const [from, list = ''] = (payload ?? '').split(' ');
      if (from === instance) return null;
      const tags = list
        .split(',')
        .filter((t): t is CacheTag => (CACHE_TAGS as readonly string[]).includes(t));
      return tags.length ? tags : CACHE_TAGS;
    };

    if (app.shop.driver !== 'postgres') return;
    const listener = await listenForever(
      app.db,
      READ_CACHE_CHANNEL,
      {
        message: (payload) => {
          const tags = tagsOf(payload);
          if (tags) clear(tags);
        },
        listening: () => {
          clear();
          trusted = true;
        },
        // Missed notifications: nothing is served from memory until listening again.
        lost: () => {
          trusted = false;
          clear();
        },
      },
      app.log,
      'reads served fresh',
    );
    app.addHook('onClose', () => listener.close());
  },
  { name: 'read-cache', dependencies: ['database', 'metrics'] },
);

/**
 * The read cache's usual way, for what the early answer left: registered between the ETag and
 * the compression, so it keeps the tagged, uncompressed reply with every header the pipeline
 * gave it. Serves hits that went this way, makes concurrent misses of one key wait for one
 * build, and keeps what that build replied.
 */
export const readCacheBuilds = fp(
  async function readCacheBuilds(app: FastifyInstance) {
    const cache = app.readCache;
    if (!cache) return;
    const { entries, building, ttl } = cache;

    const leaders = new WeakMap<
      FastifyRequest,
      {
        key: string;
        tags: readonly CacheTag[];
        generation: string;
        done: (e?: Entry) => void;
      }
    >();

    const { hits, misses } = app.metrics.readCache;
    const send = (reply: FastifyReply, entry: Entry) => {
      hits.inc();
      return reply.headers(entry.headers).send(entry.body);
    };

    // preValidation: after every onRequest hook (the access check), before the query is parsed.
    app.addHook('preValidation', async (request, reply) => {
      const tags = request.routeOptions.config.cache;
      if (!cache.trusted() || request.method !== 'GET' || !tags?.length) return;
      const key = keyOf(request.staff, request.url);
      const entry = entries.get(key);
      const pending = building.get(key);
      if (entry && (Date.now() - entry.storedAt < ttl || pending)) return send(reply, entry);
      if (pending) {
        const built = await pending;
        if (built) return send(reply, built);
        return;
      }
      let done: (e?: Entry) => void = () => undefined;
      building.set(
        key,
        new Promise<Entry | undefined>((resolve) => {
          done = resolve;
        }),
      );
      misses.inc();
      leaders.set(request, { key, tags, generation: cache.generation(tags), done });
    });

    const finishBuild = (request: FastifyRequest, entry?: Entry) => {
      const leader = leaders.get(request);
      if (!leader) return;
      leaders.delete(request);
      building.delete(leader.key);
      leader.done(entry);
    };

    app.addHook('onSend', async (request, reply, payload) => {
      const leader = leaders.get(request);
      if (!leader) return payload;
      if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) {
        finishBuild(request);
        return payload;
      }
      const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
      const headers: Entry['headers'] = {};
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined && !PER_REQUEST_HEADERS.has(name)) headers[name] = value;
      }
      const etag = typeof headers.etag === 'string' ? headers.etag : undefined;
      const type = String(headers['content-type'] ?? '');
      const compressible = body.length >= GZIP_THRESHOLD && /json|text/.test(type);
      const entry: Entry = {
        tags: leader.tags,
        body,
        gzip: compressible ? undefined : null,
        etag,
        headers,
        storedAt: Date.now(),
      };
      if (
        cache.trusted() &&
        leader.generation === cache.generation(leader.tags) &&
        body.length <= MAX_ENTRY_BYTES
      ) {
        cache.store(leader.key, entry);
      }
      finishBuild(request, entry);
      return payload;
    });

    // A reply that ended in an error (or was never sent) releases the requests waiting on it.
    app.addHook('onResponse', async (request) => finishBuild(request));
    app.addHook('onRequestAbort', async (request) => finishBuild(request));
  },
  { name: 'read-cache-builds', dependencies: ['read-cache'] },
);
