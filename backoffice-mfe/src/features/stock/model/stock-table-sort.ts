import type { TableColumnsType } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import type { StockEntry } from '@poshak/shared-api';
import type { StockSort } from '@poshak/shared-api/schemas';

export interface TableSort {
  by: StockSort;
  order: 'asc' | 'desc';
}

/** The column sorted by the server for each sortable column of the table. */
const SORTED_BY: Record<string, StockSort> = {
  code: 'product_code',
  name: 'product_name',
  category: 'category',
  color: 'color',
  price: 'price',
  size: 'size',
  brand: 'brand',
  quantity: 'quantity',
};

/** Every column but material, priority and picture sorts, on the server (the table is paged). */
export function sortableColumns(
  columns: TableColumnsType<StockEntry>,
  sort: TableSort,
): TableColumnsType<StockEntry> {
  return columns.map((column) => {
    const by = SORTED_BY[String(column.key)];
    if (!by) return column;
    return {
      ...column,
      sorter: true,
      sortOrder: sort.by === by ? (sort.order === 'asc' ? 'ascend' : 'descend') : null,
    } as (typeof columns)[number];
  });
}

/** The sort a click on a column's title asks for; a third click takes it away: newest first. */
export function sortChosen(
  sorter: SorterResult<StockEntry> | SorterResult<StockEntry>[],
): TableSort {
  const chosen = (Array.isArray(sorter) ? sorter[0] : sorter) as
    SorterResult<StockEntry> | undefined;
  const by = chosen?.order ? SORTED_BY[String(chosen.columnKey)] : undefined;
  return by
    ? { by, order: chosen?.order === 'ascend' ? 'asc' : 'desc' }
    : { by: 'id_transaction', order: 'desc' };
}
