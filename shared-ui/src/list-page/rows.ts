import type { ListPageColumn, ListPageField, ListPageValues } from './types';

export interface Sorting {
  key: string;
  order: 'ascend' | 'descend';
}

/** Numbers by value, text as a person sorts it ("Size 9" before "Size 10", case aside). */
export function compare(a: string | number, b: string | number): number {
  return typeof a === 'number' && typeof b === 'number'
    ? a - b
    : String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' });
}

/** The rows in the order the table shows them: sorted as its headers sort, or as given. */
export function shownOrder<Row>(
  rows: readonly Row[],
  columns: readonly ListPageColumn<Row>[],
  sorting: Sorting | null,
): readonly Row[] {
  const column = sorting && columns.find((c) => c.key === sorting.key);
  if (!column) return rows;
  const sign = sorting.order === 'ascend' ? 1 : -1;
  return [...rows].sort((a, b) => sign * compare(column.value(a), column.value(b)));
}

export function emptyValues<K extends string>(
  fields: readonly ListPageField<K>[],
): ListPageValues<K> {
  return Object.fromEntries(fields.map((f) => [f.key, ''])) as ListPageValues<K>;
}

export function trimmed<K extends string>(values: ListPageValues<K>): ListPageValues<K> {
  return Object.fromEntries(
    Object.entries<string>(values).map(([k, v]) => [k, v.trim()]),
  ) as ListPageValues<K>;
}
