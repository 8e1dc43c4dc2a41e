import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { Alert, App, Button, Checkbox, Flex, Select, Tooltip, Typography } from 'antd';
import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import CarOutlined from '@ant-design/icons/CarOutlined';
import TagsOutlined from '@ant-design/icons/TagsOutlined';
import {
  BULK_ORDER_LIMIT,
  exportsApi,
  ORDER_STATUS_NAMES,
  orderStatusId,
  orderStatusName,
  ordersApi,
  type BulkOrderAction,
  type BulkOrderResult,
  type OrderExportQuery,
  type OrderSummary,
} from '@poshak/shared-api';
import { paths } from '@poshak/shared-ui/paths';
import { useT } from '@poshak/shared-ui/i18n';
import { toast, TOAST_MS } from '@poshak/shared-ui/toast';
import { useSingleFlight } from '@poshak/shared-ui/single-flight';
import { ExportButton } from '../../../components/export-button';
import { errorText } from '../../../lib/error-text';
import { usePermission } from '../../../lib/permissions';
import { BookingDialog } from '../../couriers';
import { useBulkOrders } from '../api/use-orders';
import { bulkRefusal } from '../bulk-refusal';

interface Props {
  chosen: ReadonlySet<number>;
  onChoose: (chosen: ReadonlySet<number>) => void;
  /** The page's filters: "all matching the filter" reads them. */
  filter: Omit<OrderExportQuery, 'invoices'>;
  /** How many orders match the filters (the table's total). */
  matching: number;
  /** The invoices the list shows now (its page). */
  onPage: readonly number[];
  /** The orders the list shows now, with their statuses (a booking takes Ready-To-Shift ones). */
  pageOrders?: readonly Pick<OrderSummary, 'invoice_no' | 'order_status_name'>[];
  /** Why the user may not change orders, or null. */
  readOnlyReason: string | null;
  /**
   * A phone: the actions show once an order is chosen, held at the screen's foot within the
   * thumb's reach while the cards scroll.
   */
  compact?: boolean;
  /** The height of the bar held at a phone screen's foot (0 when it is not held there). */
  onHeldHeight?: (px: number) => void;
}

interface Ran {
  action: BulkOrderAction;
  statusId: number | undefined;
  result: BulkOrderResult;
}

/**
 * The chosen orders' work in one go: verify or reject their fees, move them to a status, print
 * their slips or invoices as one print job, export them. Each order is done as its own buttons do
 * it; what was refused is listed with its reason, the rest done.
 */
export function OrderBulkBar({
  chosen,
  onChoose,
  filter,
  matching,
  onPage,
  pageOrders = [],
  readOnlyReason,
  compact = false,
  onHeldHeight,
}: Props) {
  const { t } = useT('backoffice');
  const booking = usePermission('couriers');
  const [bookingOpen, setBookingOpen] = useState(false);
  const { modal } = App.useApp();
  const bulk = useBulkOrders();
  const [target, setTarget] = useState<number | undefined>(undefined);
  const [ran, setRan] = useState<Ran | null>(null);
  const invoices = [...chosen].sort((a, b) => b - a);
  const count = invoices.length;
  const statusText = (id: number | undefined) => {
    const name = id === undefined ? undefined : orderStatusName(id);
    return name ? t(`orders.statuses.${name}`) : String(id ?? '');
  };

  const [run, running] = useSingleFlight(async (action: BulkOrderAction, statusId?: number) => {
    if (action === 'reject_fee') {
      const confirmed = await modal.confirm({
        title: t('orders.bulk.confirmReject', { count }),
        content: t('orders.fee.confirmRejectText'),
        okText: t('orders.fee.reject'),
        okButtonProps: { danger: true },
        cancelText: t('orders.fee.keep'),
      });
      if (!confirmed) return;
    }
    try {
      const result = await bulk.mutateAsync({
        action,
        invoice_nos: invoices,
        ...(statusId !== undefined && { order_status_id: statusId }),
      });
      setRan({ action, statusId, result });
    } catch (error) {
      toast.error(t('orders.bulk.failed', { reason: errorText(error) }), {
        duration: TOAST_MS.backofficeLong,
      });
    }
  });

  const [chooseAll, choosingAll] = useSingleFlight(async () => {
    try {
      const found = await ordersApi.invoiceNumbers(filter);
      onChoose(new Set(found.invoice_nos));
    } catch (error) {
      toast.error(errorText(error), { duration: TOAST_MS.backofficeLong });
    }
  });

  const actionText = (done: Ran) =>
    t(`orders.bulk.actions.${done.action}`, { status: statusText(done.statusId) });
  const refusals = ran?.result.outcomes.filter((o) => !o.ok) ?? [];
  const reasonOf = (outcome: (typeof refusals)[number]) => {
    const refusal = bulkRefusal(outcome);
    if (!refusal) return outcome.message;
    const status = statusText(ran?.statusId);
    switch (refusal.key) {
      case 'already':
        return t('orders.bulk.reasons.already', {
          status: statusText(orderStatusIdOf(refusal.status)),
        });
      case 'move':
        return t('orders.bulk.reasons.move', {
          from: statusText(orderStatusIdOf(refusal.from)),
          status,
        });
      default:
        return t(`orders.bulk.reasons.${refusal.key}`, { status });
    }
  };
  const pageChosen = onPage.filter((invoice) => chosen.has(invoice)).length;
  const choosePage = (choose: boolean) => {
    const next = new Set(chosen);
    for (const invoice of onPage) {
      if (choose) next.add(invoice);
      else next.delete(invoice);
    }
    onChoose(next);
  };
  const locked = !!readOnlyReason || count === 0;
  const actions = !compact || count > 0;
  const held: CSSProperties | undefined =
    compact && count > 0
      ? {
          position: 'fixed',
          insetInline: 0,
          bottom: 0,
          zIndex: 5,
          background: '#fff',
          padding: 12,
          boxShadow: '0 -6px 8px -6px rgba(0,0,0,.2)',
        }
      : undefined;

  // The page keeps room under its last card for the bar, however many lines its actions and a
  // result take.
  const barRef = useRef<HTMLDivElement>(null);
  const isHeld = held !== undefined;
  // What the page was last told: telling it again what it knows would draw the whole list again.
  const reported = useRef(0);
  useEffect(() => {
    const bar = barRef.current;
    if (!onHeldHeight) return;
    const report = (px: number) => {
      if (px === reported.current) return;
      reported.current = px;
      onHeldHeight(px);
    };
    if (!isHeld || !bar) return report(0);
    const measure = () => report(bar.offsetHeight);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const watch = new ResizeObserver(measure);
    watch.observe(bar);
    return () => watch.disconnect();
  }, [isHeld, onHeldHeight]);
  const block = compact;
  const choosePageBox = (
    <Checkbox
      checked={pageChosen === onPage.length && onPage.length > 0}
      indeterminate={pageChosen > 0 && pageChosen < onPage.length}
      disabled={onPage.length === 0}
      onChange={(e) => choosePage(e.target.checked)}
      aria-label={t('orders.list.chooseAllOnPage')}
    />
  );
  const chosenCount = (
    <Typography.Text strong role="status">
      {t('orders.bulk.chosen', { count })}
    </Typography.Text>
  );
  const chooseAllButton = matching > count && (
    <Button
      type="link"
      loading={choosingAll}
      onClick={() => void chooseAll()}
      style={compact ? { paddingInline: 0, alignSelf: 'flex-start' } : undefined}
    >
      {matching > BULK_ORDER_LIMIT
        ? t('orders.bulk.chooseAllCapped', { count: matching, limit: BULK_ORDER_LIMIT })
        : t('orders.bulk.chooseAll', { count: matching })}
    </Button>
  );
  const clearButton = count > 0 && (
    <Button type="link" onClick={() => onChoose(new Set())}>
      {t('orders.bulk.clear')}
    </Button>
  );
  const verifyButton = (
    <Tooltip title={readOnlyReason}>
      <Button
        type="primary"
        block={block}
        disabled={locked}
        loading={running && bulk.variables?.action === 'verify_fee'}
        onClick={() => void run('verify_fee')}
      >
        {t('orders.bulk.verify')}
      </Button>
    </Tooltip>
  );
  const rejectButton = (
    <Tooltip title={readOnlyReason}>
      <Button
        danger
        block={block}
        disabled={locked}
        loading={running && bulk.variables?.action === 'reject_fee'}
        onClick={() => void run('reject_fee')}
      >
        {t('orders.bulk.reject')}
      </Button>
    </Tooltip>
  );
  const moveSelect = (
    <Select<number>
      value={target}
      onChange={setTarget}
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
      loading={running && bulk.variables?.action === 'move'}
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
  // Chosen orders this page shows in another status: the server refuses them, the dialog says so.
  const shownChosen = pageOrders.filter((order) => chosen.has(order.invoice_no));
  const notReady = shownChosen.filter((o) => o.order_status_name !== 'Ready-To-Shift').length;
  const noneReady = shownChosen.length === count && notReady === count;
  const bookButton = (
    <Tooltip title={booking.readOnlyReason}>
      <Button
        block={block}
        icon={<CarOutlined aria-hidden />}
        disabled={count === 0 || !booking.canWrite || noneReady}
        onClick={() => setBookingOpen(true)}
      >
        {t('couriers.book.open')}
      </Button>
    </Tooltip>
  );
  const labelsButton = (
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
  );
  const exportButton = count > 0 && (
    <ExportButton download={() => exportsApi.orders({ ...filter, invoices: invoices.join(',') })} />
  );

  return (
    <Flex
      vertical
      gap={8}
      role="region"
      aria-label={t('orders.bulk.toolbar')}
      style={held}
      ref={barRef}
    >
      {compact && actions ? (
        // A phone's bar at the screen's foot: who is chosen on one line, the actions two abreast.
        <>
          <Flex gap={8} align="center" justify="space-between">
            <Flex gap={8} align="center">
              {choosePageBox}
              {chosenCount}
            </Flex>
            {clearButton}
          </Flex>
          {chooseAllButton}
          <div className="poshak-bulk-actions">
            {verifyButton}
            {rejectButton}
            {moveSelect}
            {moveButton}
            {bookButton}
            {labelsButton}
            {printButton('slip')}
            {printButton('a4')}
            {exportButton}
          </div>
        </>
      ) : (
        <Flex wrap gap={8} align="center">
          {choosePageBox}
          {chosenCount}
          {chooseAllButton}
          {clearButton}
          {actions && (
            <>
              {verifyButton}
              {rejectButton}
              <Flex gap={4} align="center">
                {moveSelect}
                {moveButton}
              </Flex>
              {bookButton}
              {labelsButton}
              {printButton('slip')}
              {printButton('a4')}
              {exportButton}
            </>
          )}
        </Flex>
      )}
      <BookingDialog
        open={bookingOpen}
        invoices={invoices}
        notReady={notReady}
        onClose={() => setBookingOpen(false)}
      />
      {ran && (
        <Alert
          type={refusals.length ? 'warning' : 'success'}
          showIcon
          closable={{ 'aria-label': t('orders.bulk.dismiss') }}
          onClose={() => setRan(null)}
          data-testid="bulk-result"
          title={t('orders.bulk.result', {
            action: actionText(ran),
            done: ran.result.done,
            refused: ran.result.refused,
          })}
          description={
            refusals.length > 0 && (
              <>
                <Typography.Text strong>{t('orders.bulk.refusedTitle')}</Typography.Text>
                <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
                  {refusals.map((outcome) => (
                    <li key={outcome.invoice_no}>
                      {t('orders.bulk.refusal', {
                        invoice: outcome.invoice_no,
                        reason: reasonOf(outcome),
                      })}
                    </li>
                  ))}
                </ul>
              </>
            )
          }
        />
      )}
    </Flex>
  );
}

/** A status's id from the English name a refusal names it by (undefined: unknown). */
function orderStatusIdOf(name: string): number | undefined {
  const known = ORDER_STATUS_NAMES.find((status) => status === name);
  return known ? orderStatusId(known) : undefined;
}
