import { useState } from 'react';
import type { SmsMessage } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { toast, TOAST_MS } from '@poshak/shared-ui/toast';
import { errorText } from '../../../lib/error-text';
import { useDigits } from '../../../lib/use-digits';
import { useResendSms } from '../api/use-sms';

/** Send again, one message at a time: which one is on its way, and the outcome's toast. */
export interface MessageResend {
  /** The message being queued again, or null. */
  sending: number | null;
  sendAgain: (message: SmsMessage) => Promise<void>;
}

export function useResendMessage(): MessageResend {
  const { t } = useT('backoffice');
  const digits = useDigits();
  const resend = useResendSms();
  const [sending, setSending] = useState<number | null>(null);

  const sendAgain = async (message: SmsMessage) => {
    const invoice = digits(String(message.invoice_no));
    setSending(message.id);
    try {
      await resend.mutateAsync(message.id);
      toast.success(t('sms.messages.resent', { invoice }), { duration: TOAST_MS.backoffice });
    } catch (error) {
      toast.error(t('sms.messages.resendFailed', { reason: errorText(error) }), {
        duration: TOAST_MS.backofficeLong,
      });
    } finally {
      setSending(null);
    }
  };

  return { sending, sendAgain };
}
