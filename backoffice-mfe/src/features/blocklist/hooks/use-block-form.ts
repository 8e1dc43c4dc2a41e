import { useState } from 'react';
import { isMobile, normalisePhone } from '@poshak/shared-api/schemas';
import { useT } from '@poshak/shared-ui/i18n';
import { toast, TOAST_MS } from '@poshak/shared-ui/toast';
import { errorText } from '../../../lib/error-text';
import { useDigits } from '../../../lib/use-digits';
import { useBlock } from '../api/use-blocklist';

/**
 * The form that blocks a number: its phone and reason, checked once the member first tries to add,
 * emptied once the number is blocked.
 */
export function useBlockForm() {
  const { t } = useT('backoffice');
  const digits = useDigits();
  const block = useBlock();
  const [phone, setPhone] = useState('');
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const phoneOk = isMobile(phone);
  const reasonOk = reason.trim().length > 0;

  const add = async () => {
    setTried(true);
    if (!phoneOk || !reasonOk) return;
    try {
      const entry = await block.mutateAsync({
        phone: normalisePhone(phone),
        reason: reason.trim(),
      });
      toast.success(t('risk.blocklist.added', { phone: digits(entry.phone) }), {
        duration: TOAST_MS.backoffice,
      });
      setPhone('');
      setReason('');
      setTried(false);
    } catch (error) {
      toast.error(t('risk.failed', { reason: errorText(error) }), {
        duration: TOAST_MS.backofficeLong,
      });
    }
  };

  return {
    phone,
    setPhone,
    reason,
    setReason,
    phoneWrong: tried && !phoneOk,
    reasonWrong: tried && !reasonOk,
    adding: block.isPending,
    add,
  };
}
