import { DEFAULT_PAGE_SIZE, PAGE_SIZES, PRIORITY, type ProductListQuery } from '@poshak/shared-api';

export type PageSize = (typeof PAGE_SIZES)[number];

/**
 * What the home grid shows, kept in the URL (`/?q=panjabi&page=2`) so a result can be shared and
 * the Back button steps through searches. A name search and a category search each replace the
 * other (spec §4 "a search by category or by name replaces the product list").
 */
export interface ShopSearch {
  q?: string;
  category?: number;
  page: number;
  pageSize: PageSize;
}

export const EMPTY_SEARCH: ShopSearch = { page: 1, pageSize: DEFAULT_PAGE_SIZE as PageSize };

const MAX_QUERY_LENGTH = 100;

function positiveInt(value: string | null): number | undefined {
  if (value === null || !/^\d{1,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 ? n : undefined;
}

function isPageSize(n: number | undefined): n is PageSize {
  return n !== undefined && (PAGE_SIZES as readonly number[]).includes(n);
}

/** Reads the URL leniently: a hand-edited or stale value falls back to the default, never an error. */
export function parseShopSearch(params: URLSearchParams): ShopSearch {
  const q = params.get('q')?.trim().slice(0, MAX_QUERY_LENGTH);
  const category = positiveInt(params.get('category'));
  const size = positiveInt(params.get('size'));
  return {
    ...(q ? { q } : category ? { category } : {}),
    page: positiveInt(params.get('page')) ?? 1,
    pageSize: isPageSize(size) ? size : EMPTY_SEARCH.pageSize,
  };
}

/** The URL query of a search; defaults are left out so the plain home page stays `/`. */
export function shopSearchParams(search: ShopSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  if (search.category) params.set('category', String(search.category));
  if (search.page !== 1) params.set('page', String(search.page));
  if (search.pageSize !== EMPTY_SEARCH.pageSize) params.set('size', String(search.pageSize));
  return params;
}

export function isSearching(search: ShopSearch): boolean {
  return Boolean(search.q || search.category);
}

/** Name search: replaces any category, back to page 1; blank text shows the full list again. */
export function searchByName(current: ShopSearch, text: string): ShopSearch {
  const q = text.trim().slice(0, MAX_QUERY_LENGTH);
  return { ...(q ? { q } : {}), page: 1, pageSize: current.pageSize };
}

/** Category search: replaces any name search, back to page 1. */
export function searchByCategory(current: ShopSearch, idCategory: number): ShopSearch {
  return { category: idCategory, page: 1, pageSize: current.pageSize };
}

export function clearSearch(current: ShopSearch): ShopSearch {
  return { page: 1, pageSize: current.pageSize };
}

/** antd Pagination reports page and size together; a new size starts again at page 1. */
export function changePage(current: ShopSearch, page: number, pageSize: number): ShopSearch {
  const size = isPageSize(pageSize) ? pageSize : current.pageSize;
  return { ...current, page: size === current.pageSize ? Math.max(1, page) : 1, pageSize: size };
}

/** The collection grid's request for this search (priority 1, one card per product code). */
export function collectionQuery(search: ShopSearch): ProductListQuery {
  return {
    priority: PRIORITY.collection,
    page: search.page,
    pageSize: search.pageSize,
    ...(search.q ? { q: search.q } : {}),
    ...(search.category ? { category: search.category } : {}),
  };
}
