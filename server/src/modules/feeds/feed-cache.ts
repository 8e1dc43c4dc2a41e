import type { CacheTag, InvalidationBus } from '../../plugins/read-cache-invalidation';
import type { BuiltFeed } from './feed-build';

/** A feed is made of the catalogue only (products, stock, pictures, the lookup names). */
const FEED_TAGS: readonly CacheTag[] = ['catalogue'];

/**
 * Feeds kept at most: two formats × two languages for the shop's one public origin; more only
 * when the origin comes from each request (no PUBLIC_URL), which must not grow memory without
 * bound.
 */
export const MAX_KEPT_FEEDS = 8;

/** A built feed as sent: with when it last changed. */
export interface Feed extends BuiltFeed {
  /** When its content was first built (a rebuild with the same bytes keeps the earlier time). */
  lastModified: Date;
}

interface Kept {
  feed: Feed;
  generation: string;
  stockMark: number;
}

export interface FeedCache {
  /**
   * The feed under `key`: the kept one while the catalogue is as it was built from, else built
   * by `build` — once for every caller asking meanwhile, one build at a time in the process.
   */
  get(key: string, build: () => Promise<BuiltFeed>): Promise<Feed>;
}

/**
 * The feeds, kept in memory until the catalogue changes, by the read cache's own account of
 * changes (plugins/read-cache-invalidation): a write through any instance that may change the
 * catalogue moves its generation (on PostgreSQL every instance's, by NOTIFY); an order moves
 * only the units left of its entries, and empties a feed only when one it lists may have run
 * out (`band`: left at a few units or fewer). While the bus is not trusted (its LISTEN
 * connection down, or no read cache: `bus` null) every request builds afresh. A feed whose
 * build began before a change is sent to those who waited for it but not kept.
 *
 * Builds run one at a time: each reads the whole catalogue (a second or so of CPU and one
 * connection at 100k variants), and requests for many origins or languages at once must not
 * take every core and connection from the shoppers.
 */
export function feedCache(bus: InvalidationBus | null): FeedCache {
  const kept = new Map<string, Kept>();
  const building = new Map<string, Promise<Feed>>();
  let queue: Promise<unknown> = Promise.resolve();

  const current = (entry: Kept | undefined): entry is Kept =>
    !!entry &&
    !!bus?.trusted() &&
    entry.generation === bus.generation(FEED_TAGS) &&
    !bus.stockChangedSince(entry.stockMark, entry.feed.entries, 'band');

  const keep = (key: string, entry: Kept) => {
    kept.delete(key);
    // The feed kept longest ago goes first.
    while (kept.size >= MAX_KEPT_FEEDS) {
      const oldest = kept.keys().next();
      if (oldest.done) break;
      kept.delete(oldest.value);
    }
    kept.set(key, entry);
  };

  const run = async (key: string, build: () => Promise<BuiltFeed>): Promise<Feed> => {
    const trusted = !!bus?.trusted();
    const generation = bus?.generation(FEED_TAGS) ?? '';
    const stockMark = bus?.stockMark() ?? 0;
    const started = new Date();
    const built = await build();
    const before = kept.get(key)?.feed;
    const feed: Feed = {
      ...built,
      lastModified: before?.etag === built.etag ? before.lastModified : started,
    };
    if (
      bus &&
      trusted &&
      bus.trusted() &&
      generation === bus.generation(FEED_TAGS) &&
      !bus.stockChangedSince(stockMark, built.entries, 'band')
    ) {
      keep(key, { feed, generation, stockMark });
    }
    return feed;
  };

  return {
    get(key, build) {
      const entry = kept.get(key);
      if (current(entry)) return Promise.resolve(entry.feed);
      const pending = building.get(key);
      if (pending) return pending;
      const next = queue.then(() => run(key, build));
      queue = next.catch(() => undefined);
      building.set(key, next);
      const forget = () => {
        if (building.get(key) === next) building.delete(key);
      };
      next.then(forget, forget);
      return next;
    },
  };
}
