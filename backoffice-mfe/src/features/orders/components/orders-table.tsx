import { useState, type MouseEvent } from 'react';
import {
  Button,
  Grid,
  Select,
  Table,
  Tooltip,
  Typography,
  type TableColumnsType,
  type TablePaginationConfig,
} from 'antd';
import { amountToCollect, orderStatusName, type OrderSummary } from '@poshak/shared-api';
import { useLanguage, useT } from '@poshak/shared-ui/i18n';
import { formatTaka } from '@poshak/shared-ui/money';
import { toast, TOAST_MS } from '@poshak/shared-ui/toast';
import { useSingleFlight } from '@poshak/shared-ui/single-flight';
import { errorText } from '../../../lib/error-text';
import { useUpdateOrderStatus } from '../api/use-orders';
import { currentStatus, statusMoves, type StatusMove } from '../status-moves';
import { StatusTag } from './status-tag';
import { FeeTag } from './fee-tag';
import { dhakaDay } from '../dhaka-time';
import { feeRefusal } from '../fee-refusal';

/** The first option of every status dropdown (spec §2): no status chosen yet. */
const CHANGE_ACTION = 0;
const ADDRESS_WIDTH = 200;
const STATUS_PICKER_WIDTH = 160;

interface Props {
  orders: OrderSummary[];
  loading: boolean;
  selectedInvoice: number | null;
  onSelect: (invoiceNo: number) => void;
  pagination: TablePaginationConfig | false;
  /** Why the user may not change a status, or null. */
  readOnlyReason: string | null;
}

/** A click on a row's controls must not also select the row. */
const stopClick = (e: MouseEvent) => e.stopPropagation();

/** What a row's status controls offer: the legal moves, or why there are none. */
interface RowChoices {
  moves: StatusMove[];
  /** Why the row's status cannot be changed, or null. */
  lockedReason: string | null;
  /** The first option's text: Change Action, or Final where a status can no longer change. */
  firstLabel: string;
}

function useRowChoices(readOnlyReason: string | null) {
  const { t } = useT('backoffice');
  return (order: OrderSummary): RowChoices => {
    const status = currentStatus(order);
    const moves = statusMoves(status);
    if (readOnlyReason)
      return { moves, lockedReason: readOnlyReason, firstLabel: t('orders.changeAction') };
    if (moves.length > 0)
      return { moves, lockedReason: null, firstLabel: t('orders.changeAction') };
    return {
      moves,
      lockedReason: status
        ? t('orders.finalReason', { status: t(`orders.statuses.${status}`) })
        : t('orders.unknownStatus', { status: order.order_status_name }),
      firstLabel: status ? t('orders.final') : t('orders.changeAction'),
    };
  };
}

function UpdateButton({
  invoiceNo,
  statusId,
  onUpdated,
  lockedReason,
}: {
  invoiceNo: number;
  statusId: number;
  onUpdated: () => void;
  lockedReason: string | null;
}) {
  const { t } = useT('backoffice');
  const statusName = (id: number) => {
    const name = orderStatusName(id);
    return name ? t(`orders.statuses.${name}`) : String(id);
  };
  const update = useUpdateOrderStatus();
  const [save, saving] = useSingleFlight(async () => {
    if (statusId === CHANGE_ACTION)
      return void toast.error(t('orders.chooseStatus'), { duration: TOAST_MS.backoffice });
    try {
      await update.mutateAsync({ invoiceNo, statusId });
      toast.success(t('orders.updated'), { duration: TOAST_MS.backoffice });
      onUpdated();
    } catch (error) {
      // A fee not verified yet is said in the reader's words, with what to do about it; any other
      // reason (a move the state machine refuses, stock too short to reopen) as the server gives it.
      const fee = feeRefusal(error);
      const reason = fee
        ? t(`orders.fee.blocks.${fee}`, { invoice: invoiceNo, status: statusName(statusId) })
        : errorText(error);
      toast.error(t('orders.updateFailed', { reason }), { duration: TOAST_MS.backofficeLong });
    }
  });
  return (
    <Tooltip title={lockedReason}>
      <Button
        type="primary"
        onClick={(e) => {
          stopClick(e);
          void save();
        }}
        loading={saving}
        disabled={!!lockedReason}
        aria-label={`${t('orders.update')} ${invoiceNo}`}
      >
        {t('orders.update')}
      </Button>
    </Tooltip>
  );
}

/**
 * One row per invoice, newest first: what staff act on first (the coloured status and the advance
 * fee's check, in sight on a phone too), then the day, the customer, the discount and the amount to
 * collect, and the status change controls.
 */
export function OrdersTable(props: Props) {
  const { t } = useT('backoffice');
  const [language] = useLanguage();
  // On a wide screen the status controls stay in sight at the right while the rest scrolls; on a
  // phone the table scrolls as a whole (pinned columns would leave no room for the others).
  const wide = !!Grid.useBreakpoint().lg;
  const choicesOf = useRowChoices(props.readOnlyReason);
  // The status picked in each row's dropdown, until its Update is pressed.
  const [chosen, setChosen] = useState<Record<number, number>>({});
  const choose = (invoiceNo: number, statusId: number) =>
    setChosen((c) => ({ ...c, [invoiceNo]: statusId }));
  // A pick made before the row's status changed (here or elsewhere) counts only while still legal.
  const chosenFor = (order: OrderSummary, moves: StatusMove[]) => {
    const picked = chosen[order.invoice_no];
    return moves.some((m) => m.id === picked) ? (picked ?? CHANGE_ACTION) : CHANGE_ACTION;
  };

  const columns: TableColumnsType<OrderSummary> = [
    { key: 'invoice', title: t('orders.columns.invoice'), dataIndex: 'invoice_no' },
    {
      key: 'status',
      title: t('orders.columns.status'),
      render: (_, order) => <StatusTag name={order.order_status_name} />,
    },
    {
      key: 'payment',
      title: t('orders.columns.payment'),
      render: (_, order) => <FeeTag status={order.fee_status} />,
    },
    {
      key: 'date',
      title: t('orders.columns.date'),
      render: (_, order) => dhakaDay(order.created_at, language),
    },
    { key: 'name', title: t('orders.columns.customerName'), dataIndex: 'customer_name' },
    { key: 'phone', title: t('orders.columns.customerPhone'), dataIndex: 'customer_phone' },
    {
      key: 'address',
      title: t('orders.columns.customerAddress'),
      // The table sizes columns by their content (it scrolls sideways on a phone), so a long
      // address is cut here, or it would push Update out of sight on a 1280 px screen.
      render: (_, order) => (
        <Typography.Text
          ellipsis={{ tooltip: order.customer_address }}
          style={{ maxWidth: ADDRESS_WIDTH }}
        >
          {order.customer_address}
        </Typography.Text>
      ),
    },
    {
      key: 'discount',
      title: t('orders.columns.discount'),
      align: 'right',
      render: (_, order) =>
        order.discount > 0 || order.coupon_code ? (
          <span>
            {`− ${formatTaka(order.discount, language)}`}
            {order.coupon_code && (
              <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                {order.coupon_code}
              </Typography.Text>
            )}
          </span>
        ) : (
          '—'
        ),
    },
    {
      key: 'toCollect',
      title: t('orders.columns.toCollect'),
      align: 'right',
      render: (_, order) => formatTaka(amountToCollect(order), language),
    },
    {
      key: 'change',
      title: t('orders.columns.changeStatus'),
      fixed: wide ? 'right' : undefined,
      render: (_, order) => {
        const { moves, lockedReason, firstLabel } = choicesOf(order);
        return (
          <Tooltip title={lockedReason}>
            <div onClick={stopClick}>
              <Select
                aria-label={`${t('orders.columns.changeStatus')} ${order.invoice_no}`}
                value={chosenFor(order, moves)}
                onChange={(statusId: number) => choose(order.invoice_no, statusId)}
                disabled={!!lockedReason}
                style={{ width: STATUS_PICKER_WIDTH }}
                // A long status (in Bengali above all) shows whole in the list.
                popupMatchSelectWidth={false}
                options={[
                  { value: CHANGE_ACTION, label: firstLabel },
                  ...(lockedReason ? [] : moves).map((move) => ({
                    value: move.id,
                    label: t(`orders.statuses.${move.name}`),
                  })),
                ]}
              />
            </div>
          </Tooltip>
        );
      },
    },
    {
      key: 'action',
      title: t('orders.columns.action'),
      fixed: wide ? 'right' : undefined,
      render: (_, order) => {
        const { moves, lockedReason } = choicesOf(order);
        return (
          <UpdateButton
            invoiceNo={order.invoice_no}
            statusId={chosenFor(order, moves)}
            onUpdated={() => choose(order.invoice_no, CHANGE_ACTION)}
            lockedReason={lockedReason}
          />
        );
      },
    },
  ];

  return (
    <Table<OrderSummary>
      rowKey="invoice_no"
      columns={columns}
      dataSource={props.orders}
      loading={props.loading}
      pagination={props.pagination}
      size="middle"
      scroll={{ x: 'max-content' }}
      rowClassName={(o) => (o.invoice_no === props.selectedInvoice ? 'ant-table-row-selected' : '')}
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
