import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import {
  showsStockChange,
  type CacheTag,
  type StockChanges,
  type StockShownAs,
} from './read-cache-invalidation';

const gzipAsync = promisify(gzip);

/** As @fastify/compress is configured in app.ts: smaller replies are not worth compressing. */
const GZIP_THRESHOLD = 1024;

const worthGzipping = (body: Buffer, contentType: string) =>
  body.length >= GZIP_THRESHOLD && /json|text/.test(contentType);

/**
 * A reply's body gzipped off the event loop, or null when that is not worth it (small, not
 * text, or no smaller). A page built for a caller that accepts gzip is compressed once, here:
 * the caller is sent these bytes and the read cache keeps them, instead of the compression
 * plugin compressing the reply and the store compressing it again.
 */
export async function gzipBody(body: Buffer, contentType: string): Promise<Buffer | null> {
  if (!worthGzipping(body, contentType)) return null;
  try {
    const zipped = await gzipAsync(body);
    return zipped.length < body.length ? zipped : null;
  } catch {
    return null;
  }
}

/** One reply as the read cache keeps it. */
export interface CachedPage {
  tags: readonly CacheTag[];
  /** What else the page was made from (a drawn page: the builds it was composed of). */
  source?: readonly unknown[];
  /** The stock entries whose units left the reply shows (an order empties only these pages). */
  entries?: ReadonlySet<number>;
  /** How the page shows those units (see `StockShownAs`; `units` when not said). */
  showsStockAs?: StockShownAs;
  /** The plain body, as the route serialised it. */
  body: Buffer;
  etag: string | undefined;
  /** Every header the whole pipeline gave the reply (security, type, ETag, caching, Vary)
   * except those that belong to one request or one caller. */
  headers: Record<string, string | number | string[]>;
  storedAt: number;
  /** The body gzipped once for every caller that accepts it: undefined while it is being made,
   * null when the reply is too small (or not text) to be worth it. Set by the store, or by the
   * build that already made it (`gzipBody`). */
  gzip?: Buffer | null | undefined;
  /** Settles once `gzip` is decided (tests wait on it instead of on the clock). */
  gzipped?: Promise<void>;
  /** When a request set out to rebuild this expired page (plugins/read-cache `claimRefresh`). */
  refreshClaimedAt?: number;
}

export interface PageLimits {
  /** All pages together, plain and gzipped bodies counted. */
  maxBytes: number;
  /** A bigger reply is not kept (the legacy getAll shares its own build instead). */
  maxPageBytes: number;
  maxPages: number;
}

export const PAGE_LIMITS: PageLimits = {
  maxBytes: 64 * 1024 * 1024,
  maxPageBytes: 4 * 1024 * 1024,
  // A crowd reads thousands of different pages (products, searches, grid and category pages) of
  // a few KB each: the byte budget, not the count, is what bounds the memory.
  maxPages: 20_000,
};

/** Keys listed under each of some values, kept in step with the pages. */
function keysBy<K>() {
  const keys = new Map<K, Set<string>>();
  return {
    keysOf: (of: K): Iterable<string> => keys.get(of) ?? [],
    add(of: K, key: string) {
      const listed = keys.get(of) ?? new Set<string>();
      listed.add(key);
      keys.set(of, listed);
    },
    remove(of: K, key: string) {
      const listed = keys.get(of);
      listed?.delete(key);
      if (listed?.size === 0) keys.delete(of);
    },
    clear: () => keys.clear(),
  };
}

/**
 * Keys of the pages showing each stock entry, and of the pages of each tag, so a write finds
 * its pages without a scan (an order empties the `orders` pages: 20 times a second under a
 * crowd, each had walked every page kept).
 */
function pageIndex() {
  const byEntry = keysBy<number>();
  const byTag = keysBy<CacheTag>();
  return {
    byEntry,
    byTag,
    add(key: string, page: CachedPage) {
      for (const id of page.entries ?? []) byEntry.add(id, key);
      for (const tag of page.tags) byTag.add(tag, key);
    },
    remove(key: string, page: CachedPage) {
      for (const id of page.entries ?? []) byEntry.remove(id, key);
      for (const tag of page.tags) byTag.remove(tag, key);
    },
    clear() {
      byEntry.clear();
      byTag.clear();
    },
  };
}

/** A page store's parts: the pages in eviction order, their index, and its limits. */
interface Store {
  pages: LRUCache<string, CachedPage>;
  index: ReturnType<typeof pageIndex>;
  limits: PageLimits;
}

/** After every `set`: a replaced or evicted page was unindexed when it left. */
function indexIfKept({ pages, index }: Store, key: string, page: CachedPage) {
  if (pages.peek(key) === page) index.add(key, page);
}

/** Compressed once, off the event loop; callers asking for gzip meanwhile go the usual way. */
function compressKept(store: Store, key: string, page: CachedPage) {
  const { pages } = store;
  page.gzipped = gzipAsync(page.body).then(
    (zipped) => {
      page.gzip = zipped.length < page.body.length ? zipped : null;
      if (page.gzip && pages.peek(key) === page) {
        // Counted again with its gzipped body (the store sizes a page when it is set).
        pages.delete(key);
        pages.set(key, page);
        indexIfKept(store, key, page);
      }
    },
    () => {
      page.gzip = null;
    },
  );
}

function keepPage(store: Store, key: string, page: CachedPage): boolean {
  if (page.body.length > store.limits.maxPageBytes) return false;
  const type = String(page.headers['content-type'] ?? '');
  const toCompress = page.gzip === undefined && worthGzipping(page.body, type);
  if (!toCompress) page.gzip ??= null;
  store.pages.set(key, page);
  indexIfKept(store, key, page);
  if (toCompress) compressKept(store, key, page);
  return true;
}

function dropEntries({ pages, index }: Store, changes: StockChanges): void {
  const stale = new Set<string>();
  for (const [id, left] of changes) {
    for (const key of index.byEntry.keysOf(id)) {
      if (showsStockChange(pages.peek(key)?.showsStockAs ?? 'units', left)) stale.add(key);
    }
  }
  for (const key of stale) pages.delete(key);
}

function dropTags({ pages, index }: Store, tags?: readonly CacheTag[]): void {
  if (!tags) {
    pages.clear();
    index.clear();
    return;
  }
  const stale = new Set(tags.flatMap((tag) => [...index.byTag.keysOf(tag)]));
  for (const key of stale) pages.delete(key);
}

/**
 * The read cache's pages by key, within a byte budget: when it is full the least recently used
 * page goes first, so the busy pages a crowd keeps reading stay while one-off URLs leave.
 */
export function pageStore(limits: PageLimits = PAGE_LIMITS) {
  const index = pageIndex();
  const pages = new LRUCache<string, CachedPage>({
    max: limits.maxPages,
    maxSize: limits.maxBytes,
    sizeCalculation: (page) => Math.max(1, page.body.length + (page.gzip?.length ?? 0)),
    dispose: (page, key) => index.remove(key, page),
  });
  const store: Store = { pages, index, limits };

  return {
    /** The page kept under `key`, which becomes the most recently used. */
    get: (key: string) => pages.get(key),
    /** The page kept under `key`, its place in the eviction order unchanged. */
    peek: (key: string) => pages.peek(key),
    has: (key: string) => pages.has(key),
    get size() {
      return pages.size;
    },
    get bytes() {
      return pages.calculatedSize;
    },
    /**
     * Keeps a page (false when it is too big to keep); its gzipped body follows unless the page
     * comes with it (`gzip` already a buffer or null).
     */
    keep: (key: string, page: CachedPage): boolean => keepPage(store, key, page),
    /** Drops the pages whose view of these entries' units left the changes alter. */
    dropEntries: (changes: StockChanges): void => dropEntries(store, changes),
    /** Drops the pages made of data of any of these tags (all pages without tags). */
    drop: (tags?: readonly CacheTag[]): void => dropTags(store, tags),
  };
}

export type PageStore = ReturnType<typeof pageStore>;
