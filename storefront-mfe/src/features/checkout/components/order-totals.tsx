import { useLanguage, useT } from '@poshak/shared-ui/i18n';
import { formatKg } from '@poshak/shared-ui/money';
import type { OrderQuote } from '@poshak/shared-api';
import { PayOnDelivery } from '../../../components/pay-on-delivery';
import { useTaka } from '../../../lib/use-taka';
import type { CartLine } from '../../cart';
import { cartGrams } from '../lib/order-rules';

interface Props {
  lines: readonly CartLine[];
  totals: { subtotal: number; shipping: number | null; total: number };
  /** The coupon as the server's price check applied it. */
  applied: OrderQuote | undefined;
  /** Whether the delivery fee is paid in advance (then not on delivery). */
  feeInAdvance: boolean;
}

/** Subtotal, delivery fee, the parcel's weight, the discount and the total, and what is paid on delivery. */
export function OrderTotals({ lines, totals, applied, feeInAdvance }: Props) {
  const { t } = useT('storefront');
  const taka = useTaka();
  const [language] = useLanguage();
  const weight = formatKg(cartGrams(lines), language);
  return (
    <dl className="sf-totals">
      <div>
        <dt>{t('order.subtotal')}</dt>
        <dd>{taka(totals.subtotal)}</dd>
      </div>
      <div>
        <dt>{t('order.shipping')}</dt>
        <dd>{totals.shipping === null ? '—' : taka(totals.shipping)}</dd>
      </div>
      <div className="sf-totals__weight">
        <dt>{t('order.parcelWeight')}</dt>
        <dd>{t('order.kg', { weight })}</dd>
      </div>
      {applied && applied.discount > 0 && (
        <div className="sf-totals__discount">
          <dt>{t('coupon.discount', { code: applied.coupon_code })}</dt>
          <dd>−{taka(applied.discount)}</dd>
        </div>
      )}
      <div className="sf-totals__total">
        <dt>{t('order.total')}</dt>
        <dd>{taka(totals.total)}</dd>
      </div>
      {totals.shipping !== null && (
        <PayOnDelivery
          beforeOrdering
          order={{
            total: totals.total,
            shipping_cost: totals.shipping,
            fee_status: feeInAdvance ? 'unverified' : 'none',
          }}
        />
      )}
    </dl>
  );
}
