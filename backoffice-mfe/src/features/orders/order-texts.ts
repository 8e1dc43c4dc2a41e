import { INSIDE_DHAKA_SHIPPING_ID, type OrderSummary } from '@poshak/shared-api';
import { formatTaka } from '@poshak/shared-ui/money';
import type { Reader } from '../../lib/reader';
import { DHAKA_TIME, readerDigits } from '../../lib/reader-format';

/**
 * An order's figures as the reader reads them: in a Bengali page every digit Bengali (invoice,
 * phone, money, the time), the time the shop's (Dhaka), the area in the reader's words. Free of
 * React: the list's first screen is drawn with these before React is here.
 */
export function orderTexts({ t, language }: Reader) {
  return {
    digits: readerDigits(language),
    taka: (amount: number) => formatTaka(amount, language),
    moment: (iso: string) => DHAKA_TIME[language].format(new Date(iso)),
    area: (order: Pick<OrderSummary, 'shipping_id'>) =>
      t(
        order.shipping_id === INSIDE_DHAKA_SHIPPING_ID
          ? 'orders.list.areas.inside'
          : 'orders.list.areas.outside',
      ),
  };
}
