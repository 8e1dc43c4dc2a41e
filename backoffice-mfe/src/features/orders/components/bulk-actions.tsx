import { Button, Tooltip } from 'antd';
import CarOutlined from '@ant-design/icons/CarOutlined';
import { exportsApi, type BulkOrderAction, type OrderExportQuery } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { ExportButton } from '../../../components/export-button';
import { usePermission } from '../../../lib/permissions';
import { BulkFeeButtons } from './bulk-fee-buttons';
import { BulkMove } from './bulk-move';
import { BulkPaperLinks } from './bulk-paper-links';

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
  const actions = (
    <>
      <BulkFeeButtons
        readOnlyReason={readOnlyReason}
        locked={locked}
        block={compact}
        run={run}
        runningAction={runningAction}
      />
      <BulkMove
        compact={compact}
        locked={locked}
        target={target}
        onTarget={onTarget}
        run={run}
        runningAction={runningAction}
      />
      <Tooltip title={booking.readOnlyReason}>
        <Button
          block={compact}
          icon={<CarOutlined aria-hidden />}
          disabled={count === 0 || !booking.canWrite || noneReady}
          onClick={onBook}
        >
          {t('couriers.book.open')}
        </Button>
      </Tooltip>
      <BulkPaperLinks invoices={invoices} block={compact} />
      {count > 0 && (
        <ExportButton
          download={() => exportsApi.orders({ ...filter, invoices: invoices.join(',') })}
        />
      )}
    </>
  );
  // A phone lays the actions out two abreast; elsewhere they sit in the bar's row.
  return compact ? <div className="poshak-bulk-actions">{actions}</div> : actions;
}
