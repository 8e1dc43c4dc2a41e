import { useSearchParams } from 'react-router-dom';
import { PAGE_SIZES, type CodReconciliationQuery, type CourierName } from '@poshak/shared-api';
import { COD_STATES, COURIER_NAMES } from '@poshak/shared-api/schemas';

export const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.find((item) => item === value);

export interface CodView {
  courier: CourierName | undefined;
  state: (typeof COD_STATES)[number] | undefined;
  /** An invoice number, a consignment id or a tracking code; empty for any. */
  q: string;
  page: number;
  pageSize: number;
}

/** Any change but a page turn starts again at page 1. */
export type CodViewChange = (next: Partial<CodView>) => void;

/** The filters and page, kept in the address so the dashboard can link to the mismatches. */
export function useCodView(): readonly [CodView, CodViewChange] {
  const [search, setSearch] = useSearchParams();
  const view: CodView = {
    courier: oneOf(COURIER_NAMES, search.get('courier')),
    state: oneOf(COD_STATES, search.get('state')),
    q: search.get('q') ?? '',
    page: Math.max(1, Number(search.get('page')) || 1),
    pageSize: Number(search.get('page_size')) || PAGE_SIZES[0],
  };
  const change: CodViewChange = (next) => {
    const merged = { ...view, page: 1, ...next };
    const params = new URLSearchParams();
    if (merged.courier) params.set('courier', merged.courier);
    if (merged.state) params.set('state', merged.state);
    if (merged.q) params.set('q', merged.q);
    if (merged.page > 1) params.set('page', String(merged.page));
    if (merged.pageSize !== PAGE_SIZES[0]) params.set('page_size', String(merged.pageSize));
    setSearch(params, { replace: true });
  };
  return [view, change] as const;
}

/** Whether the view narrows the list (its empty state and Clear filters say so). */
export const isFiltered = (view: CodView) => Boolean(view.courier || view.state || view.q);

/** The server's query for a view: only the filters that are set. */
export const codParams = (view: CodView): CodReconciliationQuery => ({
  ...(view.courier ? { courier: view.courier } : {}),
  ...(view.state ? { state: view.state } : {}),
  ...(view.q ? { q: view.q } : {}),
  page: view.page,
  page_size: view.pageSize,
});
