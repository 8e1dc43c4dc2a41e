import { DEFAULT_PAGE_SIZE, type StockListParams } from '@poshak/shared-api';
import { STOCK_SORTS, type StockSort } from '@poshak/shared-api/schemas';
import { pagingFrom, positiveFrom, putPaging } from '../../../lib/address-paging';

/**
 * What the stock table shows, as it is kept in the page's address: a search, a filter or a sort
 * survives a reload and can be sent to a colleague. Unknown or malformed values fall back to the
 * table's defaults (newest first, page 1), never to an error.
 */
export interface StockView {
  page: number;
  pageSize: number;
  /** The spec's search: exactly this transaction (Show All clears it). */
  id: number | null;
  /** Product name or code contains. */
  q: string;
  category: number | null;
  brand: number | null;
  color: number | null;
  size: number | null;
  lowStock: boolean;
  sort: StockSort;
  order: 'asc' | 'desc';
}

export const DEFAULT_VIEW: StockView = {
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  id: null,
  q: '',
  category: null,
  brand: null,
  color: null,
  size: null,
  lowStock: false,
  sort: 'id_transaction',
  order: 'desc',
};

export function viewFromSearch(search: URLSearchParams): StockView {
  const sort = search.get('sort');
  return {
    ...pagingFrom(search),
    id: positiveFrom(search.get('id')),
    q: (search.get('q') ?? '').slice(0, 100),
    category: positiveFrom(search.get('category')),
    brand: positiveFrom(search.get('brand')),
    color: positiveFrom(search.get('color')),
    size: positiveFrom(search.get('size')),
    lowStock: search.get('low') === '1',
    sort: (STOCK_SORTS as readonly string[]).includes(sort ?? '')
      ? (sort as StockSort)
      : DEFAULT_VIEW.sort,
    order: search.get('order') === 'asc' ? 'asc' : 'desc',
  };
}

/** The address's query for a view: only what differs from the defaults. */
export function searchFromView(view: StockView): URLSearchParams {
  const search = new URLSearchParams();
  const put = (key: string, value: string | number | null, fallback: string | number | null) => {
    if (value !== null && value !== '' && value !== fallback) search.set(key, String(value));
  };
  put('q', view.q, '');
  put('id', view.id, null);
  put('category', view.category, null);
  put('brand', view.brand, null);
  put('color', view.color, null);
  put('size', view.size, null);
  if (view.lowStock) search.set('low', '1');
  put('sort', view.sort, DEFAULT_VIEW.sort);
  put('order', view.order, DEFAULT_VIEW.order);
  putPaging(search, view);
  return search;
}

/** The server's query for a view. */
export function listParams(view: StockView): StockListParams {
  if (view.id !== null) return { id_transaction: view.id, pageSize: 1 };
  return {
    page: view.page,
    pageSize: view.pageSize,
    ...(view.q && { q: view.q }),
    ...(view.category !== null && { category_id: view.category }),
    ...(view.brand !== null && { brand_id: view.brand }),
    ...(view.color !== null && { color_id: view.color }),
    ...(view.size !== null && { size_id: view.size }),
    ...(view.lowStock && { low_stock: 'true' }),
    ...(view.sort !== DEFAULT_VIEW.sort && { sort: view.sort }),
    ...(view.order !== DEFAULT_VIEW.order && { order: view.order }),
  };
}
