import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type StockListParams } from '@poshak/shared-api';
import { STOCK_SORTS, type StockSort } from '@poshak/shared-api/schemas';

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

const positive = (text: string | null) => {
  const n = Number(text);
  return text !== null && Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
};

export function viewFromSearch(search: URLSearchParams): StockView {
  const sort = search.get('sort');
  const pageSize = positive(search.get('pageSize'));
  return {
    page: positive(search.get('page')) ?? 1,
    pageSize:
      pageSize !== null && (PAGE_SIZES as readonly number[]).includes(pageSize)
        ? pageSize
        : DEFAULT_PAGE_SIZE,
    id: positive(search.get('id')),
    q: (search.get('q') ?? '').slice(0, 100),
    category: positive(search.get('category')),
    brand: positive(search.get('brand')),
    color: positive(search.get('color')),
    size: positive(search.get('size')),
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
  put('page', view.page, 1);
  put('pageSize', view.pageSize, DEFAULT_PAGE_SIZE);
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
