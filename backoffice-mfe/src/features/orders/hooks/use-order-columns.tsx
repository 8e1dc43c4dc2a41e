import { Flex, type TableColumnsType } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { amountToCollect, type OrderSort, type OrderSummary } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { FeeCheck } from '../components/fee-tag';
import { OrderCustomerCell, OrderStatusCell, OrderTimeCell } from '../components/order-row-cells';
import { StatusPicker, StatusUpdate, useStatusPicks } from '../components/status-control';
import { useOrderTexts } from '../components/use-order-texts';

type Column = TableColumnsType<OrderSummary>[number];
export type OrderListSort = { by: OrderSort; order: 'asc' | 'desc' };

/** The sort each sortable column asks the server for. */
const SORTED_BY: Record<string, OrderSort> = { time: 'time', toCollect: 'total', status: 'status' };

/** The server's sort for a click on a column header; a third click takes it away: newest first. */
export function sortOfHeader(sorter: SorterResult<OrderSummary> | undefined): OrderListSort {
  const by = sorter?.order ? SORTED_BY[String(sorter.columnKey)] : undefined;
  return by
    ? { by, order: sorter?.order === 'ascend' ? 'asc' : 'desc' }
    : { by: 'time', order: 'desc' };
}

/**
 * The orders table's columns, sorted as the list is. Beside the details the table keeps what picks
 * the next order (who, the fee's check, where it is); the open order's time, money and status
 * controls are in the details.
 */
export function useOrderColumns(
  sort: OrderListSort,
  readOnlyReason: string | null,
  narrow = false,
) {
  const { t } = useT('backoffice');
  const { digits, taka } = useOrderTexts();
  const picks = useStatusPicks(readOnlyReason);
  const sorted = (key: string) =>
    ({
      sorter: true,
      sortOrder: SORTED_BY[key] === sort.by ? (sort.order === 'asc' ? 'ascend' : 'descend') : null,
    }) as const;

  const invoice: Column = {
    key: 'invoice',
    title: t('orders.columns.invoice'),
    render: (_, order) => digits(String(order.invoice_no)),
  };
  const time: Column = {
    key: 'time',
    title: t('orders.list.time'),
    ...sorted('time'),
    render: (_, order) => <OrderTimeCell order={order} />,
  };
  const customer: Column = {
    key: 'customer',
    title: `${t('orders.list.customer')} · ${t('orders.list.area')}`,
    render: (_, order) => <OrderCustomerCell order={order} />,
  };
  const toCollect: Column = {
    key: 'toCollect',
    title: t('orders.columns.toCollect'),
    align: 'right',
    ...sorted('toCollect'),
    render: (_, order) => (
      <span style={{ whiteSpace: 'nowrap' }}>{taka(amountToCollect(order))}</span>
    ),
  };
  const payment: Column = {
    key: 'payment',
    title: t('orders.columns.payment'),
    render: (_, order) => <FeeCheck order={order} vertical />,
  };
  const status: Column = {
    key: 'status',
    title: t('orders.columns.status'),
    ...sorted('status'),
    render: (_, order) => <OrderStatusCell order={order} />,
  };
  const change: Column = {
    key: 'change',
    title: t('orders.columns.changeStatus'),
    render: (_, order) => (
      <Flex gap={8} wrap={false}>
        <StatusPicker order={order} picks={picks} />
        <StatusUpdate order={order} picks={picks} />
      </Flex>
    ),
  };
  return narrow
    ? [invoice, customer, payment, status]
    : [invoice, time, customer, toCollect, payment, status, change];
}
