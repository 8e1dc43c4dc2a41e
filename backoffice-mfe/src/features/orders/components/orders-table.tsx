import { Flex, Table, Typography, type TableColumnsType, type TablePaginationConfig } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { amountToCollect, type OrderSort, type OrderSummary } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { BookingTag } from '../../couriers';
import { HeldTag } from './held-tag';
import { StatusTag } from './status-tag';
import { FeeCheck } from './fee-tag';
import { StatusPicker, StatusUpdate, stopClick, useStatusPicks } from './status-control';
import { useOrderTexts } from './use-order-texts';
import './orders-page.css';

const CUSTOMER_WIDTH = 140;

export interface OrderListProps {
  orders: OrderSummary[];
  loading: boolean;
  selectedInvoice: number | null;
  onSelect: (invoiceNo: number) => void;
  pagination: TablePaginationConfig | false;
  /** Why the user may not change a status, or null. */
  readOnlyReason: string | null;
  /** The orders chosen for a bulk action (on any page). */
  chosen: ReadonlySet<number>;
  onChoose: (chosen: ReadonlySet<number>) => void;
  sort: { by: OrderSort; order: 'asc' | 'desc' };
  onSort: (sort: { by: OrderSort; order: 'asc' | 'desc' }) => void;
  /** The details sit beside the table: it keeps to the columns that decide what to do next. */
  narrow?: boolean;
}

/** The sort each sortable column asks the server for. */
const SORTED_BY: Record<string, OrderSort> = { time: 'time', toCollect: 'total', status: 'status' };

/**
 * The orders as a worklist, one row per invoice, newest first unless sorted: when it came in (Dhaka
 * time), who and where, what to collect, how the delivery fee was paid (with its TrxID to check
 * against bKash or Nagad), where it is, and the controls to move it on. It fits a 1280 px screen
 * without a sideways scroll; rows are chosen for the bulk actions above it.
 */
export function OrdersTable(props: OrderListProps) {
  const { t } = useT('backoffice');
  const { digits, taka, moment, area } = useOrderTexts();
  const picks = useStatusPicks(props.readOnlyReason);
  const sortOrder = (key: string) =>
    SORTED_BY[key] === props.sort.by ? (props.sort.order === 'asc' ? 'ascend' : 'descend') : null;

  const invoice: TableColumnsType<OrderSummary>[number] = {
    key: 'invoice',
    title: t('orders.columns.invoice'),
    render: (_, order) => digits(String(order.invoice_no)),
  };
  const time: TableColumnsType<OrderSummary>[number] = {
    key: 'time',
    title: t('orders.list.time'),
    sorter: true,
    sortOrder: sortOrder('time'),
    // The day above, the time below: two short lines instead of one long one.
    render: (_, order) => {
      const when = moment(order.created_at);
      const cut = when.lastIndexOf(', ');
      return (
        <span style={{ whiteSpace: 'nowrap' }}>
          {when.slice(0, cut)}
          <br />
          {when.slice(cut + 2)}
        </span>
      );
    },
  };
  const customer: TableColumnsType<OrderSummary>[number] = {
    key: 'customer',
    // Who, their phone and their area in one cell: three short lines, not three columns.
    title: `${t('orders.list.customer')} · ${t('orders.list.area')}`,
    render: (_, order) => (
      <Flex vertical style={{ maxWidth: CUSTOMER_WIDTH }}>
        <Typography.Text ellipsis={{ tooltip: order.customer_name }}>
          {order.customer_name}
        </Typography.Text>
        <a
          href={`tel:${order.customer_phone}`}
          onClick={stopClick}
          aria-label={t('orders.list.call', { phone: digits(order.customer_phone) })}
        >
          {digits(order.customer_phone)}
        </a>
        <Typography.Text
          type="secondary"
          style={{ fontSize: 12 }}
          ellipsis={{ tooltip: order.customer_address }}
        >
          {area(order)}
        </Typography.Text>
      </Flex>
    ),
  };
  const toCollect: TableColumnsType<OrderSummary>[number] = {
    key: 'toCollect',
    title: t('orders.columns.toCollect'),
    align: 'right',
    sorter: true,
    sortOrder: sortOrder('toCollect'),
    render: (_, order) => (
      <span style={{ whiteSpace: 'nowrap' }}>{taka(amountToCollect(order))}</span>
    ),
  };
  const payment: TableColumnsType<OrderSummary>[number] = {
    key: 'payment',
    title: t('orders.columns.payment'),
    render: (_, order) => <FeeCheck order={order} vertical />,
  };
  const status: TableColumnsType<OrderSummary>[number] = {
    key: 'status',
    title: t('orders.columns.status'),
    sorter: true,
    sortOrder: sortOrder('status'),
    // The courier's booking and a hold for a call under the status, without columns of their own.
    render: (_, order) => (
      <Flex vertical gap={4} align="start">
        <StatusTag name={order.order_status_name} />
        <HeldTag order={order} />
        <BookingTag booking={order.booking} />
      </Flex>
    ),
  };
  const change: TableColumnsType<OrderSummary>[number] = {
    key: 'change',
    title: t('orders.columns.changeStatus'),
    render: (_, order) => (
      <Flex gap={8} wrap={false}>
        <StatusPicker order={order} picks={picks} />
        <StatusUpdate order={order} picks={picks} />
      </Flex>
    ),
  };
  // Beside the details the table keeps what picks the next order (who, the fee's check, where it
  // is); the open order's time, money and status controls are in the details.
  const columns = props.narrow
    ? [invoice, customer, payment, status]
    : [invoice, time, customer, toCollect, payment, status, change];

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
      rowSelection={{
        selectedRowKeys: [...props.chosen],
        // The choice outlives a page turn: "all matching the filter" spans pages.
        preserveSelectedRowKeys: true,
        onChange: (keys) => props.onChoose(new Set(keys.map(Number))),
        // The page's box is in the bulk bar, for the cards too: a box in this header is copied
        // by antd into a hidden measuring row, where it would be a focusable hidden control.
        columnTitle: (
          <span className="poshak-visually-hidden">{t('orders.list.chooseColumn')}</span>
        ),
        getCheckboxProps: (order) => ({
          'aria-label': t('orders.list.choose', { invoice: order.invoice_no }),
        }),
      }}
      onChange={(_pagination, _filters, sorter, { action }) => {
        if (action !== 'sort') return;
        const picked = (Array.isArray(sorter) ? sorter[0] : sorter) as
          SorterResult<OrderSummary> | undefined;
        const by = picked?.order ? SORTED_BY[String(picked.columnKey)] : undefined;
        // A third click takes the sort away: newest first again.
        props.onSort(
          by
            ? { by, order: picked?.order === 'ascend' ? 'asc' : 'desc' }
            : { by: 'time', order: 'desc' },
        );
      }}
      // The open order is marked apart from the chosen ones (antd's selected rows).
      rowClassName={(o) => (o.invoice_no === props.selectedInvoice ? 'poshak-order-open' : '')}
      onRow={(order) => ({
        onClick: () => props.onSelect(order.invoice_no),
        onKeyDown: (e) => {
          if (e.key === 'Enter' && e.target === e.currentTarget) props.onSelect(order.invoice_no);
        },
        tabIndex: 0,
        'aria-selected': order.invoice_no === props.selectedInvoice,
        style: { cursor: 'pointer' },
      })}
    />
  );
}
