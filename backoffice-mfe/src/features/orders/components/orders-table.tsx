import { useState, type MouseEvent } from 'react';
import {
  Button,
  Select,
  Table,
  Tooltip,
  type TableColumnsType,
  type TablePaginationConfig,
} from 'antd';
import type { OrderStatus, OrderSummary } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { toast, TOAST_MS } from '@poshak/shared-ui/toast';
import { useSingleFlight } from '@poshak/shared-ui/single-flight';
import { errorText } from '../../../lib/error-text';
import { useUpdateOrderStatus } from '../api/use-orders';
import { StatusTag } from './status-tag';

/** The first option of every status dropdown (spec §2): no status chosen yet. */
const CHANGE_ACTION = 0;

interface Props {
  orders: OrderSummary[];
  loading: boolean;
  statuses: OrderStatus[];
  selectedInvoice: number | null;
  onSelect: (invoiceNo: number) => void;
  pagination: TablePaginationConfig | false;
  /** Why the user may not change a status, or null. */
  readOnlyReason: string | null;
}

/** A click on a row's controls must not also select the row. */
const stopClick = (e: MouseEvent) => e.stopPropagation();

function UpdateButton({
  invoiceNo,
  statusId,
  onUpdated,
  readOnlyReason,
}: {
  invoiceNo: number;
  statusId: number;
  onUpdated: () => void;
  readOnlyReason: string | null;
}) {
  const { t } = useT('backoffice');
  const update = useUpdateOrderStatus();
  const [save, saving] = useSingleFlight(async () => {
    if (statusId === CHANGE_ACTION)
      return void toast.error(t('orders.chooseStatus'), { duration: TOAST_MS.backoffice });
    try {
      await update.mutateAsync({ invoiceNo, statusId });
      toast.success(t('orders.updated'), { duration: TOAST_MS.backoffice });
      onUpdated();
    } catch (error) {
      toast.error(t('orders.updateFailed', { reason: errorText(error) }), {
        duration: TOAST_MS.backofficeLong,
      });
    }
  });
  return (
    <Tooltip title={readOnlyReason}>
      <Button
        type="primary"
        onClick={(e) => {
          stopClick(e);
          void save();
        }}
        loading={saving}
        disabled={!!readOnlyReason}
        aria-label={`${t('orders.update')} ${invoiceNo}`}
      >
        {t('orders.update')}
      </Button>
    </Tooltip>
  );
}

/** One row per invoice, newest first: customer, coloured status, and the status change controls. */
export function OrdersTable(props: Props) {
  const { t } = useT('backoffice');
  // The status picked in each row's dropdown, until its Update is pressed.
  const [chosen, setChosen] = useState<Record<number, number>>({});
  const choose = (invoiceNo: number, statusId: number) =>
    setChosen((c) => ({ ...c, [invoiceNo]: statusId }));
  const statusOptions = [
    { value: CHANGE_ACTION, label: t('orders.changeAction') },
    ...props.statuses.map((s) => ({
      value: s.id_order_status,
      label: t(`orders.statuses.${s.order_status_name}`, { defaultValue: s.order_status_name }),
    })),
  ];

  const columns: TableColumnsType<OrderSummary> = [
    { key: 'invoice', title: t('orders.columns.invoice'), dataIndex: 'invoice_no' },
    { key: 'name', title: t('orders.columns.customerName'), dataIndex: 'customer_name' },
    { key: 'phone', title: t('orders.columns.customerPhone'), dataIndex: 'customer_phone' },
    {
      key: 'address',
      title: t('orders.columns.customerAddress'),
      dataIndex: 'customer_address',
      ellipsis: true,
      width: 220,
    },
    {
      key: 'status',
      title: t('orders.columns.status'),
      render: (_, order) => <StatusTag name={order.order_status_name} />,
    },
    {
      key: 'change',
      title: t('orders.columns.changeStatus'),
      render: (_, order) => (
        <div onClick={stopClick}>
          <Select
            aria-label={`${t('orders.columns.changeStatus')} ${order.invoice_no}`}
            value={chosen[order.invoice_no] ?? CHANGE_ACTION}
            onChange={(statusId: number) => choose(order.invoice_no, statusId)}
            disabled={!!props.readOnlyReason}
            style={{ minWidth: 170 }}
            options={statusOptions}
          />
        </div>
      ),
    },
    {
      key: 'action',
      title: t('orders.columns.action'),
      render: (_, order) => (
        <UpdateButton
          invoiceNo={order.invoice_no}
          statusId={chosen[order.invoice_no] ?? CHANGE_ACTION}
          onUpdated={() => choose(order.invoice_no, CHANGE_ACTION)}
          readOnlyReason={props.readOnlyReason}
        />
      ),
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
