import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useT } from '@poshak/shared-ui/i18n';
import { refreshCartStock } from '../../cart';
import { showToast } from '../../../lib/shop-toast';
import { useErrorText } from '../../../lib/use-error-text';
import { orderRefusalOf } from '../lib/order-refusal';
import type { OrderFieldName } from '../lib/order-fields';
import type { Coupon } from './use-coupon';
import type { useCheckoutForm } from './use-checkout-form';

interface Options {
  checkout: ReturnType<typeof useCheckoutForm>;
  coupon: Coupon;
  focusField: (field: OrderFieldName) => void;
}

const toastError = (message: string) => showToast(({ toast }) => toast.error(message));

/**
 * An order the server refused, said where it belongs: at the coupon, under a field, or in
 * `refusal`, the line shown above the order button.
 */
export function useOrderRefusal({ checkout, coupon, focusField }: Options) {
  const { t } = useT('storefront');
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const [refusal, setRefusal] = useState<string | null>(null);

  const refused = async (error: unknown) => {
    const meaning = orderRefusalOf(error);
    if (meaning.kind === 'coupon') {
      // Said at the coupon, the order not placed.
      coupon.refusedByOrder(error);
      setRefusal(t('order.couponRefused'));
      return;
    }
    if (meaning.kind === 'fee' && checkout.askFeeOfOrder()) {
      // Asked of this order only: the fee's fields appear, with the shop's usual words.
      const message = t('order.feeAskedForOrder');
      setRefusal(message);
      toastError(message);
      return;
    }
    if (meaning.kind === 'field') {
      // The server's words about one field (a TrxID already used): said under that field.
      checkout.form.setError(meaning.field, { type: 'server', message: meaning.message });
      focusField(meaning.field);
      return;
    }
    if (meaning.kind === 'total') {
      // Someone changed a price between the check and the order: show it, charge nothing.
      await refreshCartStock(queryClient).catch(() => undefined);
    }
    // Otherwise the server's own words (e.g. which item is short of stock); the cart stays.
    const message = meaning.kind === 'total' ? t('order.totalChanged') : errorText(error);
    setRefusal(message);
    toastError(message);
  };

  return { refusal, setRefusal, refused };
}
