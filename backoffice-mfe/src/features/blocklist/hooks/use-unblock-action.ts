import type { BlockedPhone } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { toast, TOAST_MS } from '@poshak/shared-ui/toast';
import { errorText } from '../../../lib/error-text';
import { useDigits } from '../../../lib/use-digits';
import { useUnblock } from '../api/use-blocklist';

/** Unblocks a number, with the outcome's toast. */
export function useUnblockAction() {
  const { t } = useT('backoffice');
  const digits = useDigits();
  const unblock = useUnblock();
  return async (entry: BlockedPhone) => {
    try {
      await unblock.mutateAsync(entry.phone);
      toast.success(t('risk.blocklist.removed', { phone: digits(entry.phone) }), {
        duration: TOAST_MS.backoffice,
      });
    } catch (error) {
      toast.error(t('risk.failed', { reason: errorText(error) }), {
        duration: TOAST_MS.backofficeLong,
      });
    }
  };
}
