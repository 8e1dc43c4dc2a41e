import { useState } from 'react';
import { shownOrder, type Sorting } from './rows';
import type { ListPageColumn } from './types';

export const PAGE_SIZES = [10, 20, 50, 100];

/**
 * The table's page and sort, and the row just added: marked until the next add or selection,
 * and its page opened (once) when the reloaded list holds it, in the order shown.
 */
export function useAddedRowPage<Row>(
  rows: readonly Row[] | undefined,
  columns: readonly ListPageColumn<Row>[],
  rowId: (row: Row) => number,
) {
  const [addedId, setAddedId] = useState<number | null>(null);
  const [paging, setPaging] = useState({ current: 1, pageSize: PAGE_SIZES[0] ?? 10 });
  // The table's sort (a header click), so the new row's page is found in the order shown.
  const [sorting, setSorting] = useState<Sorting | null>(null);
  // The list reloads after an add: once the new row is in it, turn (once) to the page that holds it.
  const [openedFor, setOpenedFor] = useState<number | null>(null);
  const addedIndex =
    addedId === null
      ? -1
      : shownOrder(rows ?? [], columns, sorting).findIndex((r) => rowId(r) === addedId);
  if (addedIndex !== -1 && openedFor !== addedId) {
    setOpenedFor(addedId);
    setPaging((p) => ({ ...p, current: Math.floor(addedIndex / p.pageSize) + 1 }));
  }

  return {
    addedId,
    setAddedId,
    paging,
    setPaging,
    sort: (next: Sorting | null) => {
      setSorting(next);
      // A new row still marked stays in sight: its page in the new order opens.
      setOpenedFor(null);
    },
  };
}
