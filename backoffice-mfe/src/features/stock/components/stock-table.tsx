import { Table, type TablePaginationConfig } from 'antd';
import type { StockEntry } from '@poshak/shared-api';
import './stock-table.css';
import { useStockColumns } from '../hooks/use-stock-columns';
import { sortableColumns, sortChosen, type TableSort } from '../model/stock-table-sort';

interface Props {
  entries: StockEntry[];
  loading: boolean;
  selectedId: number | null;
  /** The entry just added, marked until another row is chosen. */
  addedId?: number | null;
  onSelect: (entry: StockEntry) => void;
  pagination: TablePaginationConfig | false;
  sort: TableSort;
  onSort: (sort: TableSort) => void;
  /** Asks for the storefront link of an entry's product (with a campaign's tags). */
  onLink?: (entry: StockEntry) => void;
}

/** The stock entries of spec §2; a row click loads the entry into the form. */
export function StockTable({
  entries,
  loading,
  selectedId,
  addedId = null,
  onSelect,
  pagination,
  sort,
  onSort,
  onLink,
}: Props) {
  const columns = sortableColumns(useStockColumns(onLink), sort);
  const marked = (e: StockEntry) => e.id_transaction === selectedId || e.id_transaction === addedId;
  return (
    <Table<StockEntry>
      onChange={(_pagination, _filters, sorter, { action }) => {
        if (action === 'sort') onSort(sortChosen(sorter));
      }}
      rowKey="id_transaction"
      columns={columns}
      dataSource={entries}
      loading={loading}
      pagination={pagination}
      size="small"
      className="poshak-stock-table"
      scroll={{ x: 'max-content' }}
      rowClassName={(e) => (marked(e) ? 'ant-table-row-selected' : '')}
      onRow={(entry) => ({
        ...(entry.id_transaction === addedId && { 'data-added': true }),
        onClick: () => onSelect(entry),
        onKeyDown: (ev) => {
          if (ev.key === 'Enter') onSelect(entry);
        },
        tabIndex: 0,
        'aria-selected': entry.id_transaction === selectedId,
        style: { cursor: 'pointer' },
      })}
    />
  );
}
