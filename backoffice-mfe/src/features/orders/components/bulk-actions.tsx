import type { ReactNode } from 'react';
import { Button, Flex, Select, Tooltip } from 'antd';
import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import CarOutlined from '@ant-design/icons/CarOutlined';
import TagsOutlined from '@ant-design/icons/TagsOutlined';
import {
  exportsApi,
  ORDER_STATUS_NAMES,
  orderStatusId,
  type BulkOrderAction,
  type OrderExportQuery,
} from '@poshak/shared-api';
import { paths } from '@poshak/shared-ui/paths';
import { useT } from '@poshak/shared-ui/i18n';
import { ExportButton } from '../../../components/export-button';
import { usePermission } from '../../../lib/permissions';

interface Props {
  /** The chosen invoices, newest first. */
  invoices: readonly number[];
  filter: Omit<OrderExportQuery, 'invoices'>;
  /** Why the user may not change orders, or null. */
  readOnlyReason: string | null;
  /** A phone: the actions two abreast, each the width of its cell. */
  compact: boolean;
  run: (action: BulkOrderAction, statusId?: number) => Promise<void>;
  /** The action running now, for its button's spinner. */
  runningAction: BulkOrderAction | undefined;
  /** The status chosen to move the orders to. */
  target: number | undefined;
  onTarget: (statusId: number) => void;
  /** Booking is pointless when no chosen order is Ready-To-Shift. */
  noneReady: boolean;
  onBook: () => void;
}

/** The chosen orders' actions: fees, a status move, courier booking, labels, print and export. */
export function BulkActions({
  invoices,
  filter,
  readOnlyReason,
  compact,
  run,
  runningAction,
  target,
  onTarget,
  noneReady,
  onBook,
}: Props) {
  const { t } = useT('backoffice');
  const booking = usePermission('couriers');
  const count = invoices.length;
  const locked = !!readOnlyReason || count === 0;
  const block = compact;
  const moveSelect = (
    <Select<number>
      value={target}
      onChange={onTarget}
      placeholder={t('orders.bulk.moveTo')}
      aria-label={t('orders.bulk.moveTo')}
      disabled={locked}
      popupMatchSelectWidth={false}
      style={{ width: compact ? '100%' : 170 }}
      options={ORDER_STATUS_NAMES.map((name) => ({
        value: orderStatusId(name),
        label: t(`orders.statuses.${name}`),
      }))}
    />
  );
  const moveButton = (
    <Button
      block={block}
      disabled={locked || target === undefined}
      loading={runningAction === 'move'}
      onClick={() => void run('move', target)}
    >
      {t('orders.bulk.move')}
    </Button>
  );
  const printButton = (format: 'slip' | 'a4') => (
    <Button
      block={block}
      icon={<PrinterOutlined />}
      disabled={count === 0}
      href={count ? paths.admin.ordersPrint(invoices, format) : undefined}
      target="_blank"
      rel="noopener"
    >
      {t(format === 'slip' ? 'orders.bulk.printSlips' : 'orders.bulk.printInvoices')}
    </Button>
  );
  const actions = (move: ReactNode) => (
    <>
      <Tooltip title={readOnlyReason}>
        <Button
          type="primary"
          block={block}
          disabled={locked}
          loading={runningAction === 'verify_fee'}
          onClick={() => void run('verify_fee')}
        >
          {t('orders.bulk.verify')}
        </Button>
      </Tooltip>
      <Tooltip title={readOnlyReason}>
        <Button
          danger
          block={block}
          disabled={locked}
          loading={runningAction === 'reject_fee'}
          onClick={() => void run('reject_fee')}
        >
          {t('orders.bulk.reject')}
        </Button>
      </Tooltip>
      {move}
      <Tooltip title={booking.readOnlyReason}>
        <Button
          block={block}
          icon={<CarOutlined aria-hidden />}
          disabled={count === 0 || !booking.canWrite || noneReady}
          onClick={onBook}
        >
          {t('couriers.book.open')}
        </Button>
      </Tooltip>
      <Button
        block={block}
        icon={<TagsOutlined aria-hidden />}
        disabled={count === 0}
        href={count ? paths.admin.labels(invoices, 'a4') : undefined}
        target="_blank"
        rel="noopener"
      >
        {t('couriers.labels.open')}
      </Button>
      {printButton('slip')}
      {printButton('a4')}
      {count > 0 && (
        <ExportButton
          download={() => exportsApi.orders({ ...filter, invoices: invoices.join(',') })}
        />
      )}
    </>
  );
  if (compact) {
    return (
      <div className="poshak-bulk-actions">
        {actions(
          <>
            {moveSelect}
            {moveButton}
          </>,
        )}
      </div>
    );
  }
  return actions(
    <Flex gap={4} align="center">
      {moveSelect}
      {moveButton}
    </Flex>,
  );
}
