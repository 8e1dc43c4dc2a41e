import { latinDigits } from '@poshak/shared-api/digits';
import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_PRODUCT_SORT,
  MONEY_MAX,
  PAGE_SIZES,
  PRIORITY,
  PRODUCT_SORTS,
  type ProductListQuery,
  type ProductSort,
} from '@poshak/shared-api';

export type PageSize = (typeof PAGE_SIZES)[number];

/**
 * What the home grid shows, kept in the URL (`/?q=panjabi&sort=price-asc&min=500&page=2`) so a
 * result can be shared and the Back button steps through searches. A name search and a category
 * search each replace the other (spec §4 "a search by category or by name replaces the product
 * list"); the order and the price range stay with the shopper across them.
 */
export interface ShopSearch {
  q?: string;
  category?: number;
  /** Absent: newest first. */
  sort?: Exclude<ProductSort, 'newest'>;
  /** Price range in ৳, both ends included. */
  min?: number;
  max?: number;
  page: number;
  pageSize: PageSize;
}

/** The grid's order and price range, as the filter form changes them. */
interface GridFilter {
  sort: ProductSort;
  min?: number | undefined;
  max?: number | undefined;
}

export const EMPTY_SEARCH: ShopSearch = { page: 1, pageSize: DEFAULT_PAGE_SIZE as PageSize };

const MAX_QUERY_LENGTH = 100;

function positiveInt(value: string | null): number | undefined {
  if (value === null || !/^\d{1,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 ? n : undefined;
}

/**
 * A price bound as typed or as found in the URL: whole ৳ in Latin or Bengali digits, separators
 * and the ৳ sign allowed ("৳ ১,৫০০"); anything else (or more than the shop's highest price) is no
 * bound.
 */
export function parsePrice(value: string | null | undefined): number | undefined {
  if (!value) return undefined;
  const digits = latinDigits(value).replace(/[\s,৳]/g, '');
  if (!/^\d{1,7}$/.test(digits)) return undefined;
  const n = Number(digits);
  return n <= MONEY_MAX ? n : undefined;
}

function isSort(value: string | null): value is ProductSort {
  return value !== null && (PRODUCT_SORTS as readonly string[]).includes(value);
}

/** A range whose ends are the wrong way round is no range: the full list is shown instead. */
function priceRange(min: number | undefined, max: number | undefined) {
  if (min !== undefined && max !== undefined && min > max) return {};
  return {
    ...(min !== undefined && min > 0 ? { min } : {}),
    ...(max !== undefined ? { max } : {}),
  };
}

/** The order and price range of a search, without their defaults. */
function filterOf(search: GridFilter | ShopSearch) {
  const sort = search.sort;
  return {
    ...(sort && sort !== DEFAULT_PRODUCT_SORT ? { sort } : {}),
    ...priceRange(search.min, search.max),
  };
}

function isPageSize(n: number | undefined): n is PageSize {
  return n !== undefined && (PAGE_SIZES as readonly number[]).includes(n);
}

/** Reads the URL leniently: a hand-edited or stale value falls back to the default, never an error. */
export function parseShopSearch(params: URLSearchParams): ShopSearch {
  const q = params.get('q')?.trim().slice(0, MAX_QUERY_LENGTH);
  const category = positiveInt(params.get('category'));
  const size = positiveInt(params.get('size'));
  const sort = params.get('sort');
  return {
    ...(q ? { q } : category ? { category } : {}),
    ...filterOf({
      sort: isSort(sort) ? sort : DEFAULT_PRODUCT_SORT,
      min: parsePrice(params.get('min')),
      max: parsePrice(params.get('max')),
    }),
    page: positiveInt(params.get('page')) ?? 1,
    pageSize: isPageSize(size) ? size : EMPTY_SEARCH.pageSize,
  };
}

/** The URL query of a search; defaults are left out so the plain home page stays `/`. */
export function shopSearchParams(search: ShopSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  if (search.category) params.set('category', String(search.category));
  if (search.sort) params.set('sort', search.sort);
  if (search.min !== undefined) params.set('min', String(search.min));
  if (search.max !== undefined) params.set('max', String(search.max));
  if (search.page !== 1) params.set('page', String(search.page));
  if (search.pageSize !== EMPTY_SEARCH.pageSize) params.set('size', String(search.pageSize));
  return params;
}

export function isSearching(search: ShopSearch): boolean {
  return Boolean(search.q || search.category);
}

export function isFiltered(search: ShopSearch): boolean {
  return search.min !== undefined || search.max !== undefined;
}

/**
 * Name search: replaces any category, back to page 1; blank text shows the full list again. The
 * order and price range stay.
 */
export function searchByName(current: ShopSearch, text: string): ShopSearch {
  const q = text.trim().slice(0, MAX_QUERY_LENGTH);
  return { ...(q ? { q } : {}), ...filterOf(current), page: 1, pageSize: current.pageSize };
}

/** Category search: replaces any name search, back to page 1; the order and price range stay. */
export function searchByCategory(current: ShopSearch, idCategory: number): ShopSearch {
  return { category: idCategory, ...filterOf(current), page: 1, pageSize: current.pageSize };
}

/** The full list again: no name, category, order or price range. */
export function clearSearch(current: ShopSearch): ShopSearch {
  return { page: 1, pageSize: current.pageSize };
}

/** A new order or price range for the same name or category, back to page 1. */
export function filterGrid(current: ShopSearch, filter: GridFilter): ShopSearch {
  return {
    ...(current.q ? { q: current.q } : current.category ? { category: current.category } : {}),
    ...filterOf(filter),
    page: 1,
    pageSize: current.pageSize,
  };
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
    // Newest first is the API's default: left out, the plain grid keeps its address (and cache).
    ...(search.sort ? { sort: search.sort } : {}),
    ...(search.min !== undefined ? { min: search.min } : {}),
    ...(search.max !== undefined ? { max: search.max } : {}),
  };
}
