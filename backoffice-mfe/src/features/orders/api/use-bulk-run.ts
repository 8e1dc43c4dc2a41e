import { useState } from 'react';
import {
  ordersApi,
  type BulkOrderAction,
  type BulkOrderResult,
  type OrderExportQuery,
} from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { toast, TOAST_MS } from '@poshak/shared-ui/toast';
import { useSingleFlight } from '@poshak/shared-ui/single-flight';
import { errorText } from '../../../lib/error-text';
import { useConfirmFeeRejection } from '../hooks/use-confirm-fee-rejection';
import { useBulkOrders } from './use-orders';

/** A bulk action as it ran: what, to which status, and what each order came to. */
export interface BulkRan {
  action: BulkOrderAction;
  statusId: number | undefined;
  result: BulkOrderResult;
}

/**
 * Runs a bulk action on the chosen invoices, one at a time (a fee rejection asked first), and
 * keeps what it came to until dismissed; a failed call is said in a toast.
 */
export function useBulkRun(invoices: readonly number[]) {
  const { t } = useT('backoffice');
  const confirmRejection = useConfirmFeeRejection();
  const bulk = useBulkOrders();
  const [ran, setRan] = useState<BulkRan | null>(null);
  const [run, running] = useSingleFlight(async (action: BulkOrderAction, statusId?: number) => {
    if (action === 'reject_fee') {
      const confirmed = await confirmRejection(
        t('orders.bulk.confirmReject', { count: invoices.length }),
      );
      if (!confirmed) return;
    }
    try {
      const result = await bulk.mutateAsync({
        action,
        invoice_nos: [...invoices],
        ...(statusId !== undefined && { order_status_id: statusId }),
      });
      setRan({ action, statusId, result });
    } catch (error) {
      toast.error(t('orders.bulk.failed', { reason: errorText(error) }), {
        duration: TOAST_MS.backofficeLong,
      });
    }
  });
  /** The action running now, for its button's spinner. */
  const runningAction = running ? bulk.variables?.action : undefined;
  return { run, runningAction, ran, dismiss: () => setRan(null) };
}

/** Every invoice the filters match (up to the bulk limit), to choose them all. */
export function useChooseAll(
  filter: Omit<OrderExportQuery, 'invoices'>,
  onChoose: (chosen: ReadonlySet<number>) => void,
) {
  return useSingleFlight(async () => {
    try {
      const found = await ordersApi.invoiceNumbers(filter);
      onChoose(new Set(found.invoice_nos));
    } catch (error) {
      toast.error(errorText(error), { duration: TOAST_MS.backofficeLong });
    }
  });
}
