import { useRef, useState, type CSSProperties } from 'react';
import { Button, Flex, Typography } from 'antd';
import type { OrderExportQuery, OrderSummary } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { BookingDialog } from '../../couriers';
import { useBulkRun, useChooseAll } from '../api/use-bulk-run';
import { bookingReadiness } from '../booking-readiness';
import { BulkActions } from './bulk-actions';
import { BulkResult } from './bulk-result';
import { ChooseAllButton } from './choose-all-button';
import { ChoosePageBox } from './choose-page-box';
import { useHeldHeight } from './use-held-height';

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

const HELD_AT_FOOT: CSSProperties = {
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 5,
  background: '#fff',
  padding: 12,
  boxShadow: '0 -6px 8px -6px rgba(0,0,0,.2)',
};

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
  const [bookingOpen, setBookingOpen] = useState(false);
  const [target, setTarget] = useState<number | undefined>(undefined);
  const invoices = [...chosen].sort((a, b) => b - a);
  const count = invoices.length;
  const { run, runningAction, ran, dismiss } = useBulkRun(invoices);
  const [chooseAll, choosingAll] = useChooseAll(filter, onChoose);

  const actionsShown = !compact || count > 0;
  const isHeld = compact && count > 0;
  const barRef = useRef<HTMLDivElement>(null);
  useHeldHeight(barRef, isHeld, onHeldHeight);

  const { notReady, noneReady } = bookingReadiness(pageOrders, chosen);
  const actions = actionsShown && (
    <BulkActions
      invoices={invoices}
      filter={filter}
      readOnlyReason={readOnlyReason}
      compact={compact}
      run={run}
      runningAction={runningAction}
      target={target}
      onTarget={setTarget}
      noneReady={noneReady}
      onBook={() => setBookingOpen(true)}
    />
  );
  const choosePageBox = <ChoosePageBox chosen={chosen} onChoose={onChoose} onPage={onPage} />;
  const chosenCount = (
    <Typography.Text strong role="status">
      {t('orders.bulk.chosen', { count })}
    </Typography.Text>
  );
  const chooseAllButton = (
    <ChooseAllButton
      matching={matching}
      count={count}
      compact={compact}
      chooseAll={chooseAll}
      choosingAll={choosingAll}
    />
  );
  const clearButton = count > 0 && (
    <Button type="link" onClick={() => onChoose(new Set())}>
      {t('orders.bulk.clear')}
    </Button>
  );

  return (
    <Flex
      vertical
      gap={8}
      role="region"
      aria-label={t('orders.bulk.toolbar')}
      style={isHeld ? HELD_AT_FOOT : undefined}
      ref={barRef}
    >
      {compact && actionsShown ? (
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
          {actions}
        </>
      ) : (
        <Flex wrap gap={8} align="center">
          {choosePageBox}
          {chosenCount}
          {chooseAllButton}
          {clearButton}
          {actions}
        </Flex>
      )}
      <BookingDialog
        open={bookingOpen}
        invoices={invoices}
        notReady={notReady}
        onClose={() => setBookingOpen(false)}
      />
      {ran && <BulkResult ran={ran} onClose={dismiss} />}
    </Flex>
  );
}
