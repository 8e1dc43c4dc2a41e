import { useT } from '@poshak/shared-ui/i18n';
import { toast, TOAST_MS } from '@poshak/shared-ui/toast';
import { useSingleFlight } from '@poshak/shared-ui/single-flight';
import { errorText } from '../../../lib/error-text';
import { useCheckPayment } from '../api/use-orders';
import { useConfirmFeeRejection } from './use-confirm-fee-rejection';

export type FeeVerdict = 'verified' | 'rejected';

/** Records staff's verdict on an order's advance fee, once at a time; a rejection asks first. */
export function useFeeCheck(invoiceNo: number) {
  const { t } = useT('backoffice');
  const confirmRejection = useConfirmFeeRejection();
  const check = useCheckPayment();

  const [record] = useSingleFlight(async (verdict: FeeVerdict) => {
    if (verdict === 'rejected') {
      const confirmed = await confirmRejection(
        t('orders.fee.confirmReject', { invoice: invoiceNo }),
      );
      if (!confirmed) return;
    }
    try {
      await check.mutateAsync({ invoiceNo, status: verdict });
      toast.success(
        t(verdict === 'verified' ? 'orders.fee.verifiedDone' : 'orders.fee.rejectedDone'),
        {
          duration: TOAST_MS.backoffice,
        },
      );
    } catch (error) {
      toast.error(t('orders.fee.checkFailed', { reason: errorText(error) }), {
        duration: TOAST_MS.backofficeLong,
      });
    }
  });

  /** The verdict being recorded now, if any: its button spins. */
  const pending: FeeVerdict | undefined = check.isPending ? check.variables.status : undefined;
  return { record, pending };
}
