import { useCallback } from 'react';
import { INSIDE_DHAKA_SHIPPING_ID, type OrderSummary } from '@poshak/shared-api';
import { useLanguage, useT } from '@poshak/shared-ui/i18n';
import { formatTaka } from '@poshak/shared-ui/money';
import { DHAKA_TIME, useDigits } from '../../../lib/reader-format';

/**
 * An order's figures as the reader reads them: in a Bengali page every digit Bengali (invoice,
 * phone, money, the time), the time the shop's (Dhaka), the area in the reader's words.
 */
export function useOrderTexts() {
  const { t } = useT('backoffice');
  const [language] = useLanguage();
  const digits = useDigits();
  const taka = useCallback((amount: number) => formatTaka(amount, language), [language]);
  const moment = useCallback(
    (iso: string) => DHAKA_TIME[language].format(new Date(iso)),
    [language],
  );
  const area = (order: Pick<OrderSummary, 'shipping_id'>) =>
    t(
      order.shipping_id === INSIDE_DHAKA_SHIPPING_ID
        ? 'orders.list.areas.inside'
        : 'orders.list.areas.outside',
    );
  return { digits, taka, moment, area };
}
