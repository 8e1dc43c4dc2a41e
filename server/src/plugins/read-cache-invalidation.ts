import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { STOCK_FEW_LEFT } from '@poshak/shared-api/schemas';
import type { Database, ShopDatabase } from '../db/database';
import { listenForever } from '../db/listener';

/**
 * What a cached reply is made of, so a write empties only the replies it can change: the
 * catalogue (products, stock, pictures, the lookup lists shoppers and staff read), the orders
 * (the back-office orders pages), the fixed reference lists and shop identity.
 */
export const CACHE_TAGS = ['catalogue', 'orders', 'reference'] as const;
export type CacheTag = (typeof CACHE_TAGS)[number];

/** The PostgreSQL channel on which instances tell each other that data changed. */
export const READ_CACHE_CHANNEL = 'poshak_read_cache';

/** Stock changes remembered for builds in flight: a build older than these is not kept. */
const STOCK_LOG = 512;
/** NOTIFY payloads are limited to 8,000 bytes: more entries than this are told as `catalogue`. */
const MAX_NOTIFIED_ENTRIES = 500;

/**
 * Stock entries whose units left changed, each with the units now left (null when unknown: every
 * page showing the entry is emptied).
 */
export type StockChanges = ReadonlyMap<number, number | null>;

/**
 * How a reply shows the units left of its entries. `units`: the number itself, exactly (the
 * back-office's stock and orders). `band`: what a shopper reads of it — "in stock", "only N
 * left", "sold out" — so only a change that ends with STOCK_FEW_LEFT units or fewer (or an
 * unknown number) is worth emptying the reply for; above that a kept reply may carry a number a
 * few units high until it expires, which no shopper reads: the cart and checkout ask the
 * database (`/api/storefront/stock`, never cached; the order's own check).
 */
export type StockShownAs = 'units' | 'band';

/** Whether a reply showing its entries' stock `as` shows this change of one of them. */
export const showsStockChange = (as: StockShownAs, left: number | null) =>
  as === 'units' || left === null || left <= STOCK_FEW_LEFT;

/** The stock entry ids a reply shows a card or row of (and so its units left): its `id_transaction`s. */
export function stockEntriesOf(body: Buffer | string): ReadonlySet<number> {
  const text = typeof body === 'string' ? body : body.toString('utf8');
  const ids = new Set<number>();
  for (const match of text.matchAll(/"id_transaction":(\d+)/g)) ids.add(Number(match[1]));
  return ids;
}

export interface InvalidationBus {
  /**
   * Moves on at every clear of a tag: a reply whose read began before its tags were cleared may
   * be stale, and is not kept.
   */
  generation(tags: readonly CacheTag[]): string;
  /** False while another instance could change data without telling us. */
  trusted(): boolean;
  /**
   * A write through this instance may have changed data of these tags, and the units left of
   * these stock entries (an order: the replies showing one of them are emptied as they show it,
   * see `StockShownAs`; every other catalogue reply stays): cleared here at once, and told to
   * the other instances in one message.
   */
  changed(tags: readonly CacheTag[], stock?: StockChanges): void;
  /** Only the units left of these stock entries changed (`changed([], changes)`). */
  stockChanged(changes: StockChanges): void;
  /** Where the stock changes stand now: taken when a build's read begins. */
  stockMark(): number;
  /**
   * Whether the units left of any of these entries changed since `mark` (or may have), as a
   * reply showing them `as` would show it.
   */
  stockChangedSince(mark: number, entries: ReadonlySet<number>, as: StockShownAs): boolean;
  close(): Promise<void>;
}

/**
 * When cached data is out of date, by tag: writes through this instance, and the writes of every
 * other instance (or server process), told over `NOTIFY poshak_read_cache` as `<instance> <tags>`.
 * `clear` is called with the tags to empty (every tag when all is in doubt). While the LISTEN
 * connection is down nothing is trusted: an instance could be missing what the others wrote.
 */
export async function invalidationBus(options: {
  shop: Pick<ShopDatabase, 'db'>;
  log: FastifyBaseLogger;
  clear: (tags: readonly CacheTag[]) => void;
  /** Empties the replies whose view of these stock entries changed. */
  clearStock: (changes: StockChanges) => void;
}): Promise<InvalidationBus> {
  const { shop, log } = options;
  const generations = new Map<CacheTag, number>(CACHE_TAGS.map((tag) => [tag, 0]));
  let trusted = false;
  const clear = (tags: readonly CacheTag[] = CACHE_TAGS) => {
    for (const tag of tags) generations.set(tag, (generations.get(tag) ?? 0) + 1);
    options.clear(tags);
  };
  // The latest stock changes, numbered: a build compares its entries with those after its mark.
  let stockSeq = 0;
  const stockLog: { seq: number; changes: StockChanges }[] = [];
  const clearStock = (changes: StockChanges) => {
    stockSeq += 1;
    stockLog.push({ seq: stockSeq, changes });
    if (stockLog.length > STOCK_LOG) stockLog.shift();
    options.clearStock(changes);
  };
  const tell = notifier(shop.db, log);

  const listener = await listenForever(
    shop.db,
    READ_CACHE_CHANNEL,
    {
      message: (payload) => {
        const told = tell.fromOthers(payload);
        if (!told) return;
        if (told.tags.length) clear(told.tags);
        if (told.changes.size) clearStock(told.changes);
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
    log,
    'reads served fresh',
  );

  const changed = (tags: readonly CacheTag[], stock: StockChanges = new Map()) => {
    if (tags.length > 0) clear(tags);
    if (stock.size > 0) clearStock(stock);
    // One NOTIFY for both: an order had sent two, each waking every instance's listener.
    tell.others(tags, stock);
  };

  return {
    generation: (tags) => tags.map((tag) => generations.get(tag) ?? 0).join('.'),
    trusted: () => trusted,
    changed,
    stockChanged: (changes) => changed([], changes),
    stockMark: () => stockSeq,
    stockChangedSince(mark, entries, as) {
      if (mark === stockSeq) return false;
      const oldest = stockLog[0];
      // Changes the log no longer holds may have touched these entries.
      if (!oldest || oldest.seq > mark + 1) return true;
      for (const { seq, changes } of stockLog) {
        if (seq <= mark) continue;
        for (const [id, left] of changes) {
          if (entries.has(id) && showsStockChange(as, left)) return true;
        }
      }
      return false;
    },
    close: async () => listener.close(),
  };
}

/**
 * This instance's side of the channel: what it tells, and what it hears from the others. A
 * message is `<instance> <tags> <stock changes>`, each list comma-separated (`-` when empty), a
 * stock change `<entry>:<units left>` or `<entry>` when the units are not known.
 */
function notifier(db: Database, log: FastifyBaseLogger) {
  const instance = randomUUID();
  // One NOTIFY in flight at a time: what is written meanwhile goes together in one more after it.
  let notifying = false;
  const toNotify = new Set<CacheTag>();
  const changesToNotify = new Map<number, number | null>();
  function others(tags: readonly CacheTag[], changes: StockChanges) {
    for (const tag of tags) toNotify.add(tag);
    for (const [id, left] of changes) changesToNotify.set(id, left);
    if (notifying) return;
    if (changesToNotify.size > MAX_NOTIFIED_ENTRIES) {
      changesToNotify.clear();
      toNotify.add('catalogue');
    }
    notifying = true;
    const list = (items: Iterable<unknown>) => [...items].join(',') || '-';
    const changeList = list(
      [...changesToNotify].map(([id, left]) => (left === null ? `${id}` : `${id}:${left}`)),
    );
    const payload = `${instance} ${list(toNotify)} ${changeList}`;
    toNotify.clear();
    changesToNotify.clear();
    db.execute(sql`SELECT pg_notify(${READ_CACHE_CHANNEL}, ${payload})`)
      .catch((error: unknown) => log.warn({ err: error }, 'read cache: NOTIFY failed'))
      .finally(() => {
        notifying = false;
        if (toNotify.size > 0 || changesToNotify.size > 0) others([], new Map());
      });
  }
  /** What another instance told: the tags and stock changes to clear here (null: our own). */
  const fromOthers = (
    payload: string | undefined,
  ): { tags: readonly CacheTag[]; changes: StockChanges } | null => {
    const [from, tagList = '', changeList = '-'] = (payload ?? '').split(' ');
    if (from === instance) return null;
    const tags = tagList
      .split(',')
      .filter((t): t is CacheTag => (CACHE_TAGS as readonly string[]).includes(t));
    const changes = new Map<number, number | null>();
    for (const item of changeList.split(',')) {
      const [id, left] = item.split(':').map(Number);
      if (id === undefined || !Number.isInteger(id) || id <= 0) continue;
      changes.set(id, left !== undefined && Number.isInteger(left) ? left : null);
    }
    // A message naming nothing this instance understands: everything may have changed.
    if (!tags.length && !changes.size) return { tags: CACHE_TAGS, changes };
    return { tags, changes };
  };
  return { others, fromOthers };
}
