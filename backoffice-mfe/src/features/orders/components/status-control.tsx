import { useState, type MouseEvent } from 'react';
import { Button, Select, Tooltip } from 'antd';
import { orderStatusName, type OrderSummary } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { toast, TOAST_MS } from '@poshak/shared-ui/toast';
import { useSingleFlight } from '@poshak/shared-ui/single-flight';
import { errorText } from '../../../lib/error-text';
import { useUpdateOrderStatus } from '../api/use-orders';
import { currentStatus, statusMoves, type StatusMove } from '../status-moves';
import { feeRefusal } from '../fee-refusal';

/** The first option of every status dropdown (spec §2): no status chosen yet. */
const CHANGE_ACTION = 0;
const STATUS_PICKER_WIDTH = 124;

/** A click on a row's controls must not also select the row. */
export const stopClick = (e: MouseEvent) => e.stopPropagation();

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
 * The status picks of every row of a list, until each row's Update is pressed: a pick made before
 * the row's status changed (here or elsewhere) counts only while still legal.
 */
export function useStatusPicks(readOnlyReason: string | null) {
  const choicesOf = useRowChoices(readOnlyReason);
  const [chosen, setChosen] = useState<Record<number, number>>({});
  const choose = (invoiceNo: number, statusId: number) =>
    setChosen((c) => ({ ...c, [invoiceNo]: statusId }));
  const chosenFor = (order: OrderSummary, moves: StatusMove[]) => {
    const picked = chosen[order.invoice_no];
    return moves.some((m) => m.id === picked) ? (picked ?? CHANGE_ACTION) : CHANGE_ACTION;
  };
  return { choicesOf, choose, chosenFor };
}
export type StatusPicks = ReturnType<typeof useStatusPicks>;

/** An order's status dropdown (first option Change Action, spec §2): the moves allowed from here. */
export function StatusPicker({
  order,
  picks,
  grow = false,
}: {
  order: OrderSummary;
  picks: StatusPicks;
  /** Take the room its row leaves (a phone's card), rather than the table's fixed width. */
  grow?: boolean;
}) {
  const { t } = useT('backoffice');
  const { moves, lockedReason, firstLabel } = picks.choicesOf(order);
  return (
    <Tooltip title={lockedReason}>
      <div onClick={stopClick} style={grow ? { flex: '1 1 0', minWidth: 0 } : undefined}>
        <Select
          aria-label={`${t('orders.columns.changeStatus')} ${order.invoice_no}`}
          value={picks.chosenFor(order, moves)}
          onChange={(statusId: number) => picks.choose(order.invoice_no, statusId)}
          disabled={!!lockedReason}
          style={{ width: grow ? '100%' : STATUS_PICKER_WIDTH }}
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
}

/** The row's Update: moves the order to the status picked in its dropdown. */
export function StatusUpdate({ order, picks }: { order: OrderSummary; picks: StatusPicks }) {
  const { moves, lockedReason } = picks.choicesOf(order);
  return (
    <UpdateButton
      invoiceNo={order.invoice_no}
      statusId={picks.chosenFor(order, moves)}
      onUpdated={() => picks.choose(order.invoice_no, CHANGE_ACTION)}
      lockedReason={lockedReason}
    />
  );
}
