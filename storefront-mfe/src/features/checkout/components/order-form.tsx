import { Button } from 'antd';
import { priceOrder } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { ShopForm } from '@poshak/shared-ui/form';
import { cartNeedsAgreement, useCart } from '../../cart';
import { useShippingAreas } from '../api/use-shipping';
import { useCheckoutForm } from '../hooks/use-checkout-form';
import { useCoupon } from '../hooks/use-coupon';
import { useFieldFocus } from '../hooks/use-field-focus';
import { useMissingFields } from '../hooks/use-missing-fields';
import { useOrderSubmit } from '../hooks/use-order-submit';
import { areaFee, feeOrderForm, isInsideDhaka, parcelFee, typedPhone } from '../lib/order-rules';
import { CartChangedNotice } from './cart-changed-notice';
import { CouponBox } from './coupon-box';
import { CustomerFields } from './customer-fields';
import { FeePayment } from './fee-payment';
import { OrderTotals } from './order-totals';
import type { PlacedOrderView } from './order-confirmation';

interface Props {
  /** After the order is placed (cart already cleared): the page shows the confirmation. */
  onPlaced: (placed: PlacedOrderView) => void;
}

/**
 * Name, address, mobile and shipping area with its delivery days, the coupon, the advance fee's
 * payment when the shop asks for it, the totals and the order button.
 */
export function OrderForm({ onPlaced }: Props) {
  const { t } = useT('storefront');
  const lines = useCart((s) => s.lines);
  const shipping = useShippingAreas();
  const checkout = useCheckoutForm();
  const { form, values, advanceFee } = checkout;
  const shippingId = values.shipping_id ?? null;
  const coupon = useCoupon(lines, shippingId, typedPhone(values.customer_phone));
  const { setMissing, stillMissing } = useMissingFields(values, form.formState.errors);
  const { formBox, focusField } = useFieldFocus();
  const { submit, busy, refusal, changedNotice } = useOrderSubmit({
    checkout,
    coupon,
    setMissing,
    focusField,
    onPlaced,
  });

  const totals = priceOrder({
    lines,
    shipping: areaFee(shipping.data, shippingId, lines),
    discount: coupon.applied?.discount,
  });
  const chosenArea = shipping.data?.find((a) => a.id_shipping === shippingId);

  return (
    <div ref={formBox}>
      <ShopForm
        texts="storefront"
        schema={feeOrderForm}
        className="sf-order"
        aria-labelledby="sf-order-title"
        onFinish={() => void submit()}
      >
        <h2 id="sf-order-title" className="sf-order__title">
          {t('order.title')}
        </h2>
        <CustomerFields
          control={form.control}
          lines={lines}
          shippingId={shippingId}
          stillMissing={stillMissing}
        />
        {/* The coupon comes before the payment: what there is to pay depends on it. */}
        <CouponBox
          code={coupon.code}
          quote={coupon.quote.data}
          checking={coupon.quote.isFetching}
          refusal={coupon.refusal}
          onApply={coupon.apply}
          onRemove={coupon.remove}
        />
        {advanceFee && (
          <FeePayment
            control={form.control}
            advanceFee={advanceFee}
            area={
              chosenArea && {
                fee: parcelFee(chosenArea, lines),
                name: t(isInsideDhaka(chosenArea) ? 'order.insideDhaka' : 'order.outsideDhaka'),
              }
            }
            stillMissing={stillMissing}
          />
        )}
        <OrderTotals
          lines={lines}
          totals={totals}
          applied={coupon.applied}
          feeInAdvance={advanceFee !== null}
        />
        {cartNeedsAgreement(lines) && (
          <CartChangedNotice lines={lines} total={totals.total} noticeRef={changedNotice} />
        )}
        {refusal && (
          <p className="sf-order__refusal" role="alert">
            {refusal}
          </p>
        )}
        <Button type="primary" htmlType="submit" size="large" block loading={busy}>
          {t('order.submit')}
        </Button>
      </ShopForm>
    </div>
  );
}
