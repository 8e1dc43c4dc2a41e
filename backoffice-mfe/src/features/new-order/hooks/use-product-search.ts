import { useMemo, useState } from 'react';
import type { StockEntry } from '@poshak/shared-api';
import { useStockSearch } from '../api/use-new-order';
import { useSettled } from '../model/use-settled';

/** A product found: its first entry on sale (code and names) and the units of all its entries. */
export interface FoundProduct {
  entry: StockEntry;
  units: number;
}

/**
 * What is typed in the product box, searched once the typing rests: the entries on sale found,
 * and the products they make, each once, in the order the search gave them.
 */
export function useProductSearch() {
  const [text, setText] = useState('');
  const typed = useSettled(text, 250);
  const search = useStockSearch(typed);
  const found = useMemo(() => (search.data?.items ?? []).filter((e) => !e.archived), [search.data]);
  const products = useMemo(() => {
    const byCode = new Map<string, FoundProduct>();
    for (const entry of found) {
      const seen = byCode.get(entry.product_code);
      byCode.set(entry.product_code, {
        entry: seen?.entry ?? entry,
        units: (seen?.units ?? 0) + Math.max(0, entry.quantity),
      });
    }
    return [...byCode.values()];
  }, [found]);
  return { text, setText, typed, searching: search.isFetching, found, products };
}

export type ProductSearch = ReturnType<typeof useProductSearch>;
