import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@poshak/shared-api';

/**
 * A whole number from 1 to PostgreSQL's integer ceiling read from an address (an id, a page), or
 * null: a hand-edited or stale link falls back to the table's defaults, never to an error.
 */
export function positiveFrom(text: string | null): number | null {
  const n = Number(text);
  return text !== null && Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
}

/** A table's page and page size as its address keeps them: page 1 and the default size otherwise. */
export function pagingFrom(search: URLSearchParams): { page: number; pageSize: number } {
  const pageSize = positiveFrom(search.get('pageSize'));
  return {
    page: positiveFrom(search.get('page')) ?? 1,
    pageSize:
      pageSize !== null && (PAGE_SIZES as readonly number[]).includes(pageSize)
        ? pageSize
        : DEFAULT_PAGE_SIZE,
  };
}

/** Writes the page and size into an address, each only when it is not the default. */
export function putPaging(search: URLSearchParams, view: { page: number; pageSize: number }) {
  if (view.page !== 1) search.set('page', String(view.page));
  if (view.pageSize !== DEFAULT_PAGE_SIZE) search.set('pageSize', String(view.pageSize));
}
