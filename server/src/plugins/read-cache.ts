import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { withoutTracking } from '@poshak/shared-api/campaign';
import {
  CACHE_TAGS,
  invalidationBus,
  stockEntriesOf,
  type CacheTag,
  type InvalidationBus,
  type StockChanges,
  type StockShownAs,
} from './read-cache-invalidation';
import { gzipBody, pageStore, type CachedPage, type PageStore } from './read-cache-pages';
import type { StaffToken } from './auth';
import { etagMatches } from './http-cache';
import type { ShopMetrics } from './metrics';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The GET reply may be kept in memory and served again (read-cache plugin): it depends only
     * on the URL and on whether a staff member asks, never on which one — and only on the data
     * the tags name.
     */
    cache?: readonly CacheTag[];
    /**
     * What else the reply depends on that no write changes, read when it is asked for: a reply
     * kept under one value is not served under another (the dashboard's "today" moves at Dhaka's
     * midnight whether or not anyone writes).
     */
    cacheVaries?: () => string;
    /**
     * How the cached reply shows the units left of the stock entries it names (`units` when not
     * said): an order empties a `band` reply only when what a shopper reads of it changes.
     */
    showsStockAs?: StockShownAs;
    /**
     * A write route: the cached data it may change (default: all of it). A customer record
     * changes none, so a flood of them cannot keep emptying the shop's cache.
     */
    changes?: readonly CacheTag[];
    /**
     * The write may also change the units left of the stock entries its handler names in
     * `request.changedStock` (an order): only the cached replies showing those entries are
     * emptied. Without that list, the whole `catalogue` is.
     */
    changesStock?: boolean;
  }
  interface FastifyRequest {
    /**
     * The stock entries whose units left this write changes, with the units now left once known
     * (see `changesStock`).
     */
    changedStock?: StockChanges;
  }
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

/** A Vary header that also names Accept-Encoding: the page exists gzipped and plain. */
export const varyWithEncoding = (vary: unknown) =>
  vary ? `${String(vary)}, accept-encoding` : 'accept-encoding';

/**
 * Answers with a kept page: the headers its build was given, and its gzipped body to a caller
 * that accepts gzip (once made), else its plain body.
 */
export function sendKept(request: FastifyRequest, reply: FastifyReply, page: CachedPage) {
  reply.headers(page.headers);
  if (page.gzip) reply.header('vary', varyWithEncoding(page.headers.vary));
  if (page.etag && etagMatches(request.headers['if-none-match'], page.etag)) {
    return reply.code(304).send();
  }
  if (page.gzip && acceptsGzip(request.headers['accept-encoding'])) {
    return reply.header('content-encoding', 'gzip').send(page.gzip);
  }
  return reply.send(page.body);
}

/**
 * A reply's key: its address (without tracking tags: a boosted post's every click carries its own
 * `fbclid`, and no reply reads them) and whether a staff member asks.
 */
const keyOf = (staff: StaffToken | null, request: FastifyRequest) => {
  const key = `${staff ? 'staff' : 'public'} ${withoutTracking(request.url)}`;
  const varies = request.routeOptions.config.cacheVaries;
  return varies ? `${key} ${varies()}` : key;
};

/** What the two halves of the read cache share (one per app). */
interface ReadCache {
  pages: PageStore;
  building: Map<string, Promise<CachedPage | undefined>>;
  ttl: number;
  bus: InvalidationBus;
  /** True for the one request that rebuilds this expired page (see `claimRefresh`). */
  claimRefresh(page: CachedPage): boolean;
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
 * receipt (and serve nothing from memory while that channel is down): plugins/
 * read-cache-invalidation. Writes that bypass the API (SQL, bulk loads) show within
 * `readCacheMs`. A key is the URL plus whether a staff member asks, and a staff page is served
 * only to a token that the route's access check would let through. The pages are kept within a
 * byte budget, least recently used out first (plugins/read-cache-pages). Concurrent misses of
 * one key share one build, and an expired page is served to others while one request refreshes
 * it.
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

    const pages = pageStore();
    const building = new Map<string, Promise<CachedPage | undefined>>();
    const { hits, invalidations } = app.metrics.readCache;
    const bus = await invalidationBus({
      shop: app.shop,
      log: app.log,
      clear: (tags) => {
        for (const tag of tags) invalidations.inc({ tag });
        pages.drop(tags);
      },
      clearStock: (changes) => {
        invalidations.inc({ tag: 'stock' });
        pages.dropEntries(changes);
      },
    });
    app.addHook('onClose', () => bus.close());

    const isExpired = (page: CachedPage) => Date.now() - page.storedAt >= ttl;
    /**
     * True for the one request that rebuilds an expired page; the others are served the expired
     * page meanwhile. Claimed here, in the first hook, because the build only registers further
     * on: a crowd arriving in between all went to the database, where load shedding refused
     * most of them though a good page was in memory. A claim whose request never rebuilt the
     * page (refused, failed, aborted) lapses after REFRESH_CLAIM_MS, and the next caller tries.
     */
    const claimRefresh = (page: CachedPage) => {
      const now = Date.now();
      if (page.refreshClaimedAt !== undefined && now - page.refreshClaimedAt < REFRESH_CLAIM_MS) {
        return false;
      }
      page.refreshClaimedAt = now;
      return true;
    };

    app.decorate('readCache', { pages, building, ttl, bus, claimRefresh } satisfies ReadCache);

    // The early answer. `identifyStaff` (plugins/auth) is looked up per request because the
    // auth plugin registers after this one; it checks a token's signature once per token.
    app.addHook('onRequest', async (request, reply) => {
      if (!bus.trusted() || request.method !== 'GET') return;
      const { cache, access } = request.routeOptions.config;
      if (!cache?.length || !access || request.headers.origin !== undefined) return;
      const staff = request.headers.authorization ? await app.identifyStaff(request) : null;
      if (access !== 'public' && !staff?.roles.some((role) => access.roles.includes(role))) {
        return; // the access check further on answers 401 or 403
      }
      const key = keyOf(staff, request);
      const page = pages.get(key);
      if (!page || (isExpired(page) && !building.has(key) && claimRefresh(page))) return;
      const wantsGzip = acceptsGzip(request.headers['accept-encoding']);
      if (wantsGzip && page.gzip === undefined) return;

      request.staff = staff;
      hits.inc();
      return sendKept(request, reply, page);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (mayHaveWritten(request, reply)) {
        const { changes, changesStock } = request.routeOptions.config;
        const tags = changes ?? CACHE_TAGS;
        const stockApart = changesStock && !tags.includes('catalogue');
        if (stockApart && request.changedStock) bus.changed(tags, request.changedStock);
        // Stock changed by a write that did not say which entries: the whole catalogue.
        else if (stockApart) bus.changed([...tags, 'catalogue']);
        else if (tags.length > 0) bus.changed(tags);
      }
      return payload;
    });
  },
  { name: 'read-cache', dependencies: ['database', 'metrics'] },
);

/** The request building a page for a key, and what it must check before keeping the page. */
interface Leader {
  key: string;
  tags: readonly CacheTag[];
  /** The tags' generation when the read began: a write since then means the page is stale. */
  generation: string;
  stockMark: number;
  done: (page?: CachedPage) => void;
}

/** The read cache's usual way, per app: the cache, the builds' leaders, its two counters. */
interface Builds {
  cache: ReadCache;
  leaders: WeakMap<FastifyRequest, Leader>;
  metrics: ShopMetrics['readCache'];
}

function sendHit(builds: Builds, request: FastifyRequest, reply: FastifyReply, page: CachedPage) {
  builds.metrics.hits.inc();
  return sendKept(request, reply, page);
}

/**
 * A kept page (fresh, or expired while another request rebuilds it), or the one being built;
 * otherwise this request leads the build of its key and the others wait for it.
 */
async function serveOrLead(builds: Builds, request: FastifyRequest, reply: FastifyReply) {
  const { pages, building, ttl, bus } = builds.cache;
  const tags = request.routeOptions.config.cache;
  if (!bus.trusted() || request.method !== 'GET' || !tags?.length) return;
  const key = keyOf(request.staff, request);
  const page = pages.get(key);
  const pending = building.get(key);
  if (page && (Date.now() - page.storedAt < ttl || pending)) {
    return sendHit(builds, request, reply, page);
  }
  if (pending) {
    const built = await pending;
    if (built) return sendHit(builds, request, reply, built);
    return;
  }
  let done: (page?: CachedPage) => void = () => undefined;
  building.set(
    key,
    new Promise<CachedPage | undefined>((resolve) => {
      done = resolve;
    }),
  );
  builds.metrics.misses.inc();
  builds.leaders.set(request, {
    key,
    tags,
    generation: bus.generation(tags),
    stockMark: bus.stockMark(),
    done,
  });
}

/** Ends a request's lead, if it had one: the requests waiting on it get `page` (or nothing). */
function finishBuild(builds: Builds, request: FastifyRequest, page?: CachedPage) {
  const leader = builds.leaders.get(request);
  if (!leader) return;
  builds.leaders.delete(request);
  builds.cache.building.delete(leader.key);
  leader.done(page);
}

/** The reply's headers that every caller of the page may be given again. */
function replayableHeaders(reply: FastifyReply): CachedPage['headers'] {
  const headers: CachedPage['headers'] = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined && !PER_REQUEST_HEADERS.has(name)) headers[name] = value;
  }
  return headers;
}

/** The page a leader's 200 reply makes, gzipped once when its caller accepts gzip. */
async function builtPage(
  request: FastifyRequest,
  reply: FastifyReply,
  leader: Leader,
  body: Buffer,
): Promise<CachedPage> {
  const headers = replayableHeaders(reply);
  // A catalogue reply shows units left of the entries it names: an order empties only these.
  const entries = leader.tags.includes('catalogue') ? stockEntriesOf(body) : undefined;
  // Compressed once for this caller and every later one (the compression plugin, next,
  // leaves a reply that already has its encoding).
  const zipped =
    acceptsGzip(request.headers['accept-encoding']) && !reply.hasHeader('content-encoding')
      ? await gzipBody(body, String(headers['content-type'] ?? ''))
      : undefined;
  const showsStockAs = request.routeOptions.config.showsStockAs ?? 'units';
  return {
    tags: leader.tags,
    ...(entries ? { entries, showsStockAs } : {}),
    body,
    etag: typeof headers.etag === 'string' ? headers.etag : undefined,
    headers,
    storedAt: Date.now(),
    ...(zipped !== undefined ? { gzip: zipped } : {}),
  };
}

/** Whether nothing the page shows was written since its leader's read began. */
function stillFresh(bus: InvalidationBus, leader: Leader, page: CachedPage): boolean {
  if (!bus.trusted() || leader.generation !== bus.generation(leader.tags)) return false;
  // A page that names stock entries always says how it shows them (`builtPage`).
  const { entries, showsStockAs } = page;
  if (entries === undefined || showsStockAs === undefined) return true;
  return !bus.stockChangedSince(leader.stockMark, entries, showsStockAs);
}

/** Keeps what a leader's build replied (when still fresh), and sends it gzipped if made so. */
async function keepBuilt(
  builds: Builds,
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
) {
  const leader = builds.leaders.get(request);
  if (!leader) return payload;
  if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) {
    finishBuild(builds, request);
    return payload;
  }
  const page = await builtPage(
    request,
    reply,
    leader,
    Buffer.isBuffer(payload) ? payload : Buffer.from(payload),
  );
  // As this build made it: the store may settle a page's gzip on its own once kept.
  const zipped = page.gzip;
  if (stillFresh(builds.cache.bus, leader, page)) builds.cache.pages.keep(leader.key, page);
  finishBuild(builds, request, page);
  if (!zipped) return payload;
  reply.header('vary', varyWithEncoding(page.headers.vary));
  reply.header('content-encoding', 'gzip');
  return zipped;
}

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
    const builds: Builds = { cache, leaders: new WeakMap(), metrics: app.metrics.readCache };
    // preValidation: after every onRequest hook (the access check), before the query is parsed.
    app.addHook('preValidation', async (request, reply) => serveOrLead(builds, request, reply));
    app.addHook('onSend', async (request, reply, payload) =>
      keepBuilt(builds, request, reply, payload),
    );
    // A reply that ended in an error (or was never sent) releases the requests waiting on it.
    app.addHook('onResponse', async (request) => finishBuild(builds, request));
    app.addHook('onRequestAbort', async (request) => finishBuild(builds, request));
  },
  { name: 'read-cache-builds', dependencies: ['read-cache'] },
);
