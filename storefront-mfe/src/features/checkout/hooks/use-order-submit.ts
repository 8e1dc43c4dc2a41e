import { useRef } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { formMessage } from '@poshak/shared-api/schemas';
import { useT } from '@poshak/shared-ui/i18n';
import { useSingleFlight } from '@poshak/shared-ui/single-flight';
import { useRequiredFlash } from '@poshak/shared-ui/form';
import { cartStore } from '../../cart';
import { showToast } from '../../../lib/shop-toast';
import { shopConfigQuery } from '../../layout';
import type { OrderFieldName } from '../lib/order-fields';
import type { OrderFormInput, OrderFormValues } from '../lib/order-rules';
import type { PlacedOrderView } from '../components/order-confirmation';
import type { Coupon } from './use-coupon';
import type { useCheckoutForm } from './use-checkout-form';
import { useOrderRefusal } from './use-order-refusal';
import { useSendOrder } from './use-send-order';

interface Options {
  checkout: ReturnType<typeof useCheckoutForm>;
  coupon: Coupon;
  /** Marks the fields a refused submit found empty. */
  setMissing: (fields: ReadonlySet<OrderFieldName>) => void;
  focusField: (field: OrderFieldName) => void;
  onPlaced: (placed: PlacedOrderView) => void;
}

/**
 * Sending the order: spec §5's checks in their order, today's prices and stock, the one order
 * call with the total the shopper saw, and each refusal said where it belongs. `refusal` is the
 * line shown above the order button; `changedNotice` the notice brought into view when the
 * cart changed under the shopper.
 */
export function useOrderSubmit({ checkout, coupon, setMissing, focusField, onPlaced }: Options) {
  const { t } = useT('storefront');
  const queryClient = useQueryClient();
  const changedNotice = useRef<HTMLDivElement>(null);
  const { form, fields } = checkout;
  const flashRequired = useRequiredFlash(form.clearErrors);
  const { refusal, setRefusal, refused } = useOrderRefusal({ checkout, coupon, focusField });
  const send = useSendOrder({ checkout, coupon, changedNotice, onPlaced });

  const refuse = (message: string) =>
    showToast(({ toast, TOAST_MS }) => toast.error(message, { duration: TOAST_MS.orderRefused }));

  const place = (values: OrderFormValues) => send(values).catch(refused);

  const invalid = (errors: FieldErrors<OrderFormInput>) => {
    setMissing(
      new Set(
        fields.filter((name) => {
          const message = errors[name]?.message;
          return typeof message === 'string' && formMessage(message).key === 'required';
        }),
      ),
    );
    const first = fields.find((name) => errors[name]);
    if (first) focusField(first);
    if (flashRequired(errors)) refuse(t('order.fieldsEmpty'));
  };

  // Spec §5, in its order: the cart must not be empty, then every field is required (the empty
  // ones marked for 2.6 s), then the shared schema's rules, each said under its field.
  const [submit, busy] = useSingleFlight(async () => {
    setRefusal(null);
    if (cartStore.getState().lines.length === 0) return refuse(t('order.cartEmpty'));
    // Whether the fee is asked is known before the form is checked, even on a slow first load.
    await queryClient.ensureQueryData(shopConfigQuery).catch(() => null);
    await form.handleSubmit(place, invalid)();
  });

  return { submit, busy, refusal, changedNotice };
}
