import { Table } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import type { OrderSummary } from '@poshak/shared-api';
import { sortOfHeader, useOrderColumns } from '../hooks/use-order-columns';
import { useOrderRows } from '../hooks/use-order-rows';
import type { OrderListProps } from '../order-list-props';
import './orders-page.css';

/**
 * The orders as a worklist, one row per invoice, newest first unless sorted: when it came in (Dhaka
 * time), who and where, what to collect, how the delivery fee was paid (with its TrxID to check
 * against bKash or Nagad), where it is, and the controls to move it on. It fits a 1280 px screen
 * without a sideways scroll; rows are chosen for the bulk actions above it.
 */
export function OrdersTable(props: OrderListProps) {
  const columns = useOrderColumns(props.sort, props.readOnlyReason, props.narrow);
  const rows = useOrderRows(props);
  return (
    <Table<OrderSummary>
      rowKey="invoice_no"
      columns={columns}
      dataSource={props.orders}
      loading={props.loading}
      pagination={props.pagination}
      size="small"
      // Only if the screen is narrower than the columns need (the details beside, a tablet).
      scroll={{ x: 'max-content' }}
      {...rows}
      onChange={(_pagination, _filters, sorter, { action }) => {
        if (action !== 'sort') return;
        const picked = (Array.isArray(sorter) ? sorter[0] : sorter) as
          SorterResult<OrderSummary> | undefined;
        props.onSort(sortOfHeader(picked));
      }}
    />
  );
}
