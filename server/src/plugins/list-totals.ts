import type { InvalidationBus } from './read-cache-invalidation';

/** Totals kept at most: a crowd's searches and price ranges, a few dozen bytes each. */
const MAX_TOTALS = 10_000;

/** Counts a list's total, or answers one counted since the catalogue last changed. */
export type ListTotals = (key: string, count: () => Promise<number>) => Promise<number>;

/** No memory: every total counted afresh (no read cache). */
export const countedEveryTime: ListTotals = (_key, count) => count();

/**
 * The totals of searched and price-ranged lists, kept until the catalogue changes. An order
 * empties the cached pages that show its entries' units left, but no list total looks at units
 * left (which cards exist does not depend on them): rebuilding such a page needs its 18 cards,
 * not its total again. The total of a name search is a scan of every match (its trigram index
 * is read whole before the cap applies), so at 1M entries it cost as much as the page's cards
 * and was paid again after every order that emptied the page. A total is kept under the
 * catalogue's generation it was counted in, and only if no catalogue change was told while it
 * was counted: the same rule as the cached pages, so it is never older than they may be.
 */
export function keptListTotals(bus: Pick<InvalidationBus, 'generation' | 'trusted'>): ListTotals {
  const kept = new Map<string, { generation: string; total: number }>();
  return async (key, count) => {
    if (!bus.trusted()) return count();
    const generation = bus.generation(['catalogue']);
    const known = kept.get(key);
    if (known?.generation === generation) return known.total;
    const total = await count();
    if (bus.generation(['catalogue']) === generation) {
      // A full map forgets the total counted longest ago.
      kept.delete(key);
      if (kept.size >= MAX_TOTALS) {
        const oldest = kept.keys().next();
        if (!oldest.done) kept.delete(oldest.value);
      }
      kept.set(key, { generation, total });
    }
    return total;
  };
}
