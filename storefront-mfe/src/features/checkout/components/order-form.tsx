import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button, Input, Radio } from 'antd';
import type { PlacedOrder } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { useSingleFlight } from '@poshak/shared-ui/single-flight';
import { FormField, formResolver, ShopForm, useRequiredFlash } from '@poshak/shared-ui/form';
import { QueryError } from '../../../components/query-error';
import { cartStore, useCart } from '../../cart';
import { showToast } from '../../../lib/shop-toast';
import { useErrorText } from '../../../lib/use-error-text';
import { useTaka } from '../../../lib/use-taka';
import { usePlaceOrder } from '../api/use-place-order';
import { useShippingAreas } from '../api/use-shipping';
import {
  EMPTY_ORDER_FORM,
  deliveryFees,
  isInsideDhaka,
  orderBody,
  orderForm,
  orderTotals,
  type OrderFormInput,
  type OrderFormValues,
} from '../lib/order-rules';

interface Props {
  /** After the order is placed (cart already cleared): the page shows the invoice number. */
  onPlaced: (order: PlacedOrder) => void;
}

/** Name, address, mobile and shipping area, the delivery-fee notice, the totals and the order button. */
export function OrderForm({ onPlaced }: Props) {
  const { t } = useT('storefront');
  const taka = useTaka();
  const lines = useCart((s) => s.lines);
  const shipping = useShippingAreas();
  const placeOrder = usePlaceOrder();
  const errorText = useErrorText();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { control, handleSubmit, reset, clearErrors } = useForm<
    OrderFormInput,
    unknown,
    OrderFormValues
  >({ resolver: formResolver(orderForm), defaultValues: EMPTY_ORDER_FORM });
  const shippingId = useWatch({ control, name: 'shipping_id' });
  const flashRequired = useRequiredFlash(clearErrors);

  const refuse = (message: string) =>
    showToast(({ toast, TOAST_MS }) => toast.error(message, { duration: TOAST_MS.orderRefused }));

  const place = async (values: OrderFormValues) => {
    try {
      const order = await placeOrder.mutateAsync(orderBody(values, cartStore.getState().lines));
      cartStore.getState().clear();
      reset(EMPTY_ORDER_FORM);
      const completed = t('order.completed');
      showToast(({ toast, TOAST_MS }) =>
        toast.success(completed, { duration: TOAST_MS.orderPlaced }),
      );
      onPlaced(order);
    } catch (error) {
      // The server's own words (e.g. which item is short of stock); the cart stays as it was.
      const message = errorText(error);
      setRefusal(message);
      showToast(({ toast }) => toast.error(message));
    }
  };

  // Spec §5, in its order: the cart must not be empty, then every field is required (the empty
  // ones marked for 2.6 s), then the shared schema's rules, each said under its field.
  const [submit, busy] = useSingleFlight(async () => {
    setRefusal(null);
    if (cartStore.getState().lines.length === 0) return refuse(t('order.cartEmpty'));
    await handleSubmit(place, (errors) => {
      if (flashRequired(errors)) refuse(t('order.fieldsEmpty'));
    })();
  });

  const totals = orderTotals(lines, shipping.data, shippingId);
  const fees = shipping.data ? deliveryFees(shipping.data) : undefined;

  return (
    <ShopForm
      texts="storefront"
      schema={orderForm}
      className="sf-order"
      aria-labelledby="sf-order-title"
      onFinish={() => void submit()}
    >
      <h2 id="sf-order-title" className="sf-order__title">
        {t('order.title')}
      </h2>
      <FormField control={control} name="customer_name" label={t('order.name')} required>
        {(field) => <Input {...field} autoComplete="name" />}
      </FormField>
      <FormField control={control} name="customer_address" label={t('order.address')} required>
        {(field) => <Input.TextArea {...field} autoComplete="street-address" rows={2} />}
      </FormField>
      <FormField control={control} name="customer_phone" label={t('order.mobile')} required>
        {(field) => (
          <Input
            {...field}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder={t('order.mobilePlaceholder')}
          />
        )}
      </FormField>
      <FormField control={control} name="shipping_id" label={t('order.shippingArea')} required>
        {({ id, value, onChange, ...aria }, { invalid, labelId }) =>
          shipping.isError ? (
            <QueryError />
          ) : (
            <div
              id={id}
              role="group"
              aria-labelledby={labelId}
              aria-invalid={aria['aria-invalid']}
              aria-describedby={aria['aria-describedby']}
              className={`sf-order__areas${invalid ? ' sf-order__areas--error' : ''}`}
            >
              <Radio.Group
                value={value}
                onChange={(e) => onChange(e.target.value as number)}
                options={(shipping.data ?? []).map((area) => ({
                  value: area.id_shipping,
                  label: `${t(isInsideDhaka(area) ? 'order.insideDhaka' : 'order.outsideDhaka')} (${taka(area.cost)})`,
                }))}
              />
            </div>
          )
        }
      </FormField>
      {fees?.inside !== undefined && fees.outside !== undefined && (
        <p className="sf-order__fees">
          {t('order.deliveryFee', { inside: taka(fees.inside), outside: taka(fees.outside) })}
        </p>
      )}
      <dl className="sf-totals">
        <div>
          <dt>{t('order.subtotal')}</dt>
          <dd>{taka(totals.subtotal)}</dd>
        </div>
        <div>
          <dt>{t('order.shipping')}</dt>
          <dd>{totals.shipping === undefined ? '—' : taka(totals.shipping)}</dd>
        </div>
        <div className="sf-totals__total">
          <dt>{t('order.total')}</dt>
          <dd>{taka(totals.total)}</dd>
        </div>
      </dl>
      {refusal && (
        <p className="sf-order__refusal" role="alert">
          {refusal}
        </p>
      )}
      <Button type="primary" htmlType="submit" size="large" block loading={busy}>
        {t('order.submit')}
      </Button>
    </ShopForm>
  );
}
