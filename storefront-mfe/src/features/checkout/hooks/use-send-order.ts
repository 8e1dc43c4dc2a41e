import type { RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { priceOrder, type PlacedOrder, type Shipping } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { cartNeedsAgreement, cartStore, refreshCartStock, type CartLine } from '../../cart';
import { showToast } from '../../../lib/shop-toast';
import { keptCampaign } from '../../../lib/campaign';
import { usePlaceOrder } from '../api/use-place-order';
import { useShippingAreas } from '../api/use-shipping';
import {
  EMPTY_ORDER_FORM,
  areaFee,
  isInsideDhaka,
  orderBody,
  type OrderFormValues,
} from '../lib/order-rules';
import type { PlacedOrderView } from '../components/order-confirmation';
import type { Coupon } from './use-coupon';
import type { useCheckoutForm } from './use-checkout-form';

interface Options {
  checkout: ReturnType<typeof useCheckoutForm>;
  coupon: Coupon;
  /** The notice brought into view when the cart changed under the shopper. */
  changedNotice: RefObject<HTMLDivElement | null>;
  onPlaced: (placed: PlacedOrderView) => void;
}

/** What the confirmation shows of the placed order, beside what the shopper gave. */
function placedOrderView(
  order: PlacedOrder,
  cart: readonly CartLine[],
  values: OrderFormValues,
  area: Shipping | undefined,
): PlacedOrderView {
  const names = new Map(cart.map((l) => [l.id_transaction, l]));
  return {
    order,
    names: order.lines.map((l) => names.get(l.stock_transaction_id)?.name_bn ?? null),
    insideDhaka: area ? isInsideDhaka(area) : true,
    phone: values.customer_phone,
    address: values.customer_address,
    payment:
      values.provider && values.trx_id ? { provider: values.provider, trxId: values.trx_id } : null,
    delivery: area ?? null,
  };
}

/**
 * The one order call for checked values, with the total the shopper saw; once placed, the cart,
 * the form and the coupon are done with. A refusal is thrown to the caller.
 */
export function useSendOrder({ checkout, coupon, changedNotice, onPlaced }: Options) {
  const { t } = useT('storefront');
  const queryClient = useQueryClient();
  const shipping = useShippingAreas();
  const placeOrder = usePlaceOrder();

  return async (values: OrderFormValues) => {
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
    cartStore.getState().clear();
    checkout.form.reset(EMPTY_ORDER_FORM);
    coupon.placed();
    const completed = t('order.completed');
    showToast(({ toast, TOAST_MS }) =>
      toast.success(completed, { duration: TOAST_MS.orderPlaced }),
    );
    onPlaced(placedOrderView(order, cart, values, area));
  };
}
