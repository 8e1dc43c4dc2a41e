import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
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

export interface InvalidationBus {
  /**
   * Moves on at every clear of a tag: a reply whose read began before its tags were cleared may
   * be stale, and is not kept.
   */
  generation(tags: readonly CacheTag[]): string;
  /** False while another instance could change data without telling us. */
  trusted(): boolean;
  /** A write through this instance may have changed data of these tags: clear them here at
   * once, and tell the other instances. */
  changed(tags: readonly CacheTag[]): void;
  close(): Promise<void>;
}

/**
 * When cached data is out of date, by tag: writes through this instance, and on PostgreSQL the
 * writes of every other instance, told over `NOTIFY poshak_read_cache` as `<instance> <tags>`.
 * `clear` is called with the tags to empty (every tag when all is in doubt). While the LISTEN
 * connection is down nothing is trusted: an instance could be missing what the others wrote.
 */
export async function invalidationBus(options: {
  shop: Pick<ShopDatabase, 'db' | 'driver'>;
  log: FastifyBaseLogger;
  clear: (tags: readonly CacheTag[]) => void;
}): Promise<InvalidationBus> {
  const { shop, log } = options;
  const generations = new Map<CacheTag, number>(CACHE_TAGS.map((tag) => [tag, 0]));
  let trusted = shop.driver === 'pglite';
  const clear = (tags: readonly CacheTag[] = CACHE_TAGS) => {
    for (const tag of tags) generations.set(tag, (generations.get(tag) ?? 0) + 1);
    options.clear(tags);
  };
  const tell = shop.driver === 'postgres' ? notifier(shop.db, log) : undefined;

  let listener: { close(): Promise<void> } | undefined;
  if (tell) {
    listener = await listenForever(
      shop.db,
      READ_CACHE_CHANNEL,
      {
        message: (payload) => {
          const tags = tell.tagsFromOthers(payload);
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
      log,
      'reads served fresh',
    );
  }

  return {
    generation: (tags) => tags.map((tag) => generations.get(tag) ?? 0).join('.'),
    trusted: () => trusted,
    changed(tags) {
      clear(tags);
      tell?.others(tags);
    },
    close: async () => listener?.close(),
  };
}

/** This instance's side of the channel: what it tells, and what it hears from the others. */
function notifier(db: Database, log: FastifyBaseLogger) {
  const instance = randomUUID();
  // One NOTIFY in flight at a time: tags written meanwhile go together in one more after it.
  let notifying = false;
  const toNotify = new Set<CacheTag>();
  function others(tags: readonly CacheTag[]) {
    for (const tag of tags) toNotify.add(tag);
    if (notifying) return;
    notifying = true;
    const payload = `${instance} ${[...toNotify].join(',')}`;
    toNotify.clear();
    db.execute(sql`SELECT pg_notify(${READ_CACHE_CHANNEL}, ${payload})`)
      .catch((error: unknown) => log.warn({ err: error }, 'read cache: NOTIFY failed'))
      .finally(() => {
        notifying = false;
        if (toNotify.size > 0) others([]);
      });
  }
  /** `<instance> catalogue,orders` from another instance → the tags to clear here. */
  const tagsFromOthers = (payload: string | undefined): readonly CacheTag[] | null => {
    const [from, list = ''] = (payload ?? '').split(' ');
    if (from === instance) return null;
    const tags = list
      .split(',')
      .filter((t): t is CacheTag => (CACHE_TAGS as readonly string[]).includes(t));
    return tags.length ? tags : CACHE_TAGS;
  };
  return { others, tagsFromOthers };
}
