import type { SmsMessage } from '@poshak/shared-api';
import { useLanguage, useT } from '@poshak/shared-ui/i18n';
import { DHAKA_TIME } from '../../../lib/reader-format';
import { useDigits } from '../../../lib/use-digits';

/** How a message's time, step and numbers read, in the reader's language and digits. */
export function useMessageFormat() {
  const { t } = useT('backoffice');
  const [language] = useLanguage();
  const digits = useDigits();
  return {
    when: (iso: string) => DHAKA_TIME[language].format(new Date(iso)),
    eventOf: (m: SmsMessage) =>
      `${t(`sms.events.${m.event}`)} · ${t(`sms.languages.${m.language}`)}`,
    number: (n: number) => digits(String(n)),
  };
}
