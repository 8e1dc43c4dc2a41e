import { useRef, useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { priceOrder } from '@poshak/shared-api';
import { formMessage } from '@poshak/shared-api/schemas';
import { useT } from '@poshak/shared-ui/i18n';
import { useSingleFlight } from '@poshak/shared-ui/single-flight';
import { useRequiredFlash } from '@poshak/shared-ui/form';
import { cartNeedsAgreement, cartStore, refreshCartStock } from '../../cart';
import { showToast } from '../../../lib/shop-toast';
import { useErrorText } from '../../../lib/use-error-text';
import { keptCampaign } from '../../../lib/campaign';
import { shopConfigQuery } from '../../layout';
import { usePlaceOrder } from '../api/use-place-order';
import { useShippingAreas } from '../api/use-shipping';
import { orderRefusalOf } from '../lib/order-refusal';
import type { OrderFieldName } from '../lib/order-fields';
import {
  EMPTY_ORDER_FORM,
  areaFee,
  isInsideDhaka,
  orderBody,
  type OrderFormInput,
  type OrderFormValues,
} from '../lib/order-rules';
import type { PlacedOrderView } from '../components/order-confirmation';
import type { Coupon } from './use-coupon';
import type { useCheckoutForm } from './use-checkout-form';

interface Options {
  checkout: ReturnType<typeof useCheckoutForm>;
  coupon: Coupon;
  /** Marks the fields a refused submit found empty. */
  setMissing: (fields: ReadonlySet<OrderFieldName>) => void;
  focusField: (field: OrderFieldName) => void;
  onPlaced: (placed: PlacedOrderView) => void;
}

const toastError = (message: string) => showToast(({ toast }) => toast.error(message));

/**
 * Sending the order: spec §5's checks in their order, today's prices and stock, the one order
 * call with the total the shopper saw, and each refusal said where it belongs. `refusal` is the
 * line shown above the order button; `changedNotice` the notice brought into view when the
 * cart changed under the shopper.
 */
export function useOrderSubmit({ checkout, coupon, setMissing, focusField, onPlaced }: Options) {
  const { t } = useT('storefront');
  const queryClient = useQueryClient();
  const shipping = useShippingAreas();
  const placeOrder = usePlaceOrder();
  const errorText = useErrorText();
  const [refusal, setRefusal] = useState<string | null>(null);
  const changedNotice = useRef<HTMLDivElement>(null);
  const { form, fields } = checkout;
  const flashRequired = useRequiredFlash(form.clearErrors);

  const refuse = (message: string) =>
    showToast(({ toast, TOAST_MS }) => toast.error(message, { duration: TOAST_MS.orderRefused }));

  const place = async (values: OrderFormValues) => {
    try {
      // The lines were priced when added: today's prices and stock first.
      await refreshCartStock(queryClient);
      const cart = cartStore.getState().lines;
      if (cartNeedsAgreement(cart)) {
        changedNotice.current?.scrollIntoView?.({ block: 'center' });
        changedNotice.current?.focus({ preventScroll: true });
        return;
      }
      const areas = shipping.data ?? [];
      const area = areas.find((a) => a.id_shipping === values.shipping_id);
      // Spec §2's sum of price × quantity plus the area's fee, less the checked discount.
      const expected = priceOrder({
        lines: cart,
        shipping: areaFee(areas, values.shipping_id, cart),
        discount: coupon.applied?.discount,
      });
      const order = await placeOrder.mutateAsync({
        ...orderBody(values, cart, coupon.applied?.coupon_code ?? null, keptCampaign()),
        expected_total: expected.total,
        // The fee shown for this parcel's weight: a different one is refused, not charged.
        ...(expected.shipping === null ? {} : { expected_shipping_cost: expected.shipping }),
      });
      const names = new Map(cart.map((l) => [l.id_transaction, l]));
      cartStore.getState().clear();
      form.reset(EMPTY_ORDER_FORM);
      coupon.placed();
      const completed = t('order.completed');
      showToast(({ toast, TOAST_MS }) =>
        toast.success(completed, { duration: TOAST_MS.orderPlaced }),
      );
      onPlaced({
        order,
        names: order.lines.map((l) => names.get(l.stock_transaction_id)?.name_bn ?? null),
        insideDhaka: area ? isInsideDhaka(area) : true,
        phone: values.customer_phone,
        address: values.customer_address,
        payment:
          values.provider && values.trx_id
            ? { provider: values.provider, trxId: values.trx_id }
            : null,
        delivery: area ?? null,
      });
    } catch (error) {
      await refused(error);
    }
  };

  /** The order was refused: said at the coupon, under a field, or above the button. */
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
      form.setError(meaning.field, { type: 'server', message: meaning.message });
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
