import { useMemo } from 'react';
import { Table, type TableColumnsType } from 'antd';
import { compare } from './rows';
import type { ListPageColumn } from './types';
import { PAGE_SIZES, type useAddedRowPage } from './use-added-row-page';

interface Props<Row> {
  columns: readonly ListPageColumn<Row>[];
  rows: readonly Row[] | undefined;
  rowId: (row: Row) => number;
  loading: boolean;
  selectedId: number | null;
  page: ReturnType<typeof useAddedRowPage<Row>>;
  onToggle: (row: Row) => void;
}

/** The rows, sortable by each header, paged; a click or Enter on a row selects it or lets it go. */
export function ListPageTable<Row>(props: Props<Row>) {
  const { columns, rows, rowId, selectedId, page, onToggle } = props;
  const tableColumns: TableColumnsType<Row> = useMemo(
    () =>
      columns.map((c) => ({
        key: c.key,
        title: c.title,
        render: (_: unknown, row: Row) => c.value(row),
        sorter: (a: Row, b: Row) => compare(c.value(a), c.value(b)),
      })),
    [columns],
  );
  return (
    <Table<Row>
      rowKey={(row) => rowId(row)}
      columns={tableColumns}
      dataSource={rows as Row[] | undefined}
      loading={props.loading}
      size="middle"
      scroll={{ x: 'max-content' }}
      onChange={(_pagination, _filters, sorter, { action }) => {
        if (action !== 'sort') return;
        const chosen = Array.isArray(sorter) ? sorter[0] : sorter;
        page.sort(chosen?.order ? { key: String(chosen.columnKey), order: chosen.order } : null);
      }}
      pagination={{
        ...page.paging,
        showSizeChanger: true,
        pageSizeOptions: PAGE_SIZES,
        onChange: (current, pageSize) => page.setPaging({ current, pageSize }),
      }}
      rowClassName={(row) =>
        rowId(row) === selectedId || rowId(row) === page.addedId ? 'ant-table-row-selected' : ''
      }
      onRow={(row) => ({
        ...(rowId(row) === page.addedId && { 'data-added': true }),
        onClick: () => onToggle(row),
        onKeyDown: (e) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            onToggle(row);
          }
        },
        tabIndex: 0,
        'aria-selected': rowId(row) === selectedId,
        style: { cursor: 'pointer' },
      })}
    />
  );
}
