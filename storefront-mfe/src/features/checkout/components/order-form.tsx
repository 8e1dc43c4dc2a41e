import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button, Input, Radio } from 'antd';
import type { PlacedOrder } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { useSingleFlight } from '@poshak/shared-ui/single-flight';
import { QueryError } from '../../../components/query-error';
import { cartStore, useCart } from '../../cart';
import { showToast } from '../../../lib/shop-toast';
import { useErrorText } from '../../../lib/use-error-text';
import { useTaka } from '../../../lib/use-taka';
import { usePlaceOrder } from '../api/use-place-order';
import { useShippingAreas } from '../api/use-shipping';
import {
  EMPTY_ORDER_FORM,
  checkOrder,
  deliveryFees,
  isInsideDhaka,
  orderTotals,
  type FieldProblem,
  type OrderField,
  type OrderFormValues,
} from '../lib/order-rules';

/** Spec §9: empty required fields keep their error border this long. */
export const ERROR_BORDER_MS = 2600;

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
  const [values, setValues] = useState<OrderFormValues>(EMPTY_ORDER_FORM);
  const [flagged, setFlagged] = useState<ReadonlySet<OrderField>>(new Set());
  const [problems, setProblems] = useState<Partial<Record<OrderField, FieldProblem>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const flagTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(flagTimer.current), []);

  const ids = {
    customer_name: useId(),
    customer_address: useId(),
    customer_phone: useId(),
    shipping_id: useId(),
  } satisfies Record<OrderField, string>;

  const set = <K extends OrderField>(field: K, value: OrderFormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setProblems(({ [field]: _dropped, ...rest }) => rest);
  };

  const flagEmpty = (fields: OrderField[]) => {
    setFlagged(new Set(fields));
    clearTimeout(flagTimer.current);
    flagTimer.current = setTimeout(() => setFlagged(new Set()), ERROR_BORDER_MS);
  };

  const refuse = (message: string) =>
    showToast(({ toast, TOAST_MS }) => toast.error(message, { duration: TOAST_MS.orderRefused }));

  const [submit, busy] = useSingleFlight(async () => {
    setRefusal(null);
    const check = checkOrder(values, cartStore.getState().lines);
    if (!check.ok) {
      if (check.reason === 'cart-empty') refuse(t('order.cartEmpty'));
      else if (check.reason === 'fields-empty') {
        refuse(t('order.fieldsEmpty'));
        flagEmpty(check.fields);
      } else setProblems(check.problems);
      return;
    }
    try {
      const order = await placeOrder.mutateAsync(check.body);
      cartStore.getState().clear();
      setValues(EMPTY_ORDER_FORM);
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
  });

  const totals = orderTotals(lines, shipping.data, values.shipping_id);
  const fees = shipping.data ? deliveryFees(shipping.data) : undefined;
  const hasError = (field: OrderField) => flagged.has(field) || !!problems[field];
  const problemId = (field: OrderField) => `${ids[field]}-problem`;
  const fieldProps = (field: OrderField) => ({
    id: ids[field],
    status: hasError(field) ? ('error' as const) : undefined,
    'aria-required': true,
    'aria-invalid': hasError(field),
    'aria-describedby': problems[field] ? problemId(field) : undefined,
  });

  return (
    <form
      className="sf-order"
      noValidate
      aria-labelledby="sf-order-title"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id="sf-order-title" className="sf-order__title">
        {t('order.title')}
      </h2>
      <Field label={t('order.name')} htmlFor={ids.customer_name}>
        <Input
          {...fieldProps('customer_name')}
          value={values.customer_name}
          autoComplete="name"
          maxLength={120}
          onChange={(e) => set('customer_name', e.target.value)}
        />
      </Field>
      <Problem id={problemId('customer_name')} problem={problems.customer_name} />
      <Field label={t('order.address')} htmlFor={ids.customer_address}>
        <Input.TextArea
          {...fieldProps('customer_address')}
          value={values.customer_address}
          autoComplete="street-address"
          rows={2}
          maxLength={500}
          onChange={(e) => set('customer_address', e.target.value)}
        />
      </Field>
      <Problem id={problemId('customer_address')} problem={problems.customer_address} />
      <Field label={t('order.mobile')} htmlFor={ids.customer_phone}>
        <Input
          {...fieldProps('customer_phone')}
          value={values.customer_phone}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={t('order.mobilePlaceholder')}
          maxLength={20}
          onChange={(e) => set('customer_phone', e.target.value)}
        />
      </Field>
      <Problem id={problemId('customer_phone')} problem={problems.customer_phone} />
      <fieldset
        className={`sf-order__areas${hasError('shipping_id') ? ' sf-order__areas--error' : ''}`}
        aria-invalid={hasError('shipping_id')}
      >
        <legend className="sf-field__label">
          {t('order.shippingArea')} <Required />
        </legend>
        {shipping.isError ? (
          <QueryError />
        ) : (
          <Radio.Group
            value={values.shipping_id}
            onChange={(e) => set('shipping_id', e.target.value as number)}
            options={(shipping.data ?? []).map((area) => ({
              value: area.id_shipping,
              label: `${t(isInsideDhaka(area) ? 'order.insideDhaka' : 'order.outsideDhaka')} (${taka(area.cost)})`,
            }))}
          />
        )}
      </fieldset>
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
    </form>
  );
}

function Required() {
  return (
    <span className="sf-required" aria-hidden>
      *
    </span>
  );
}

function Field({
  label,
  htmlFor,
  children,
}: {
  label: string;
  htmlFor: string;
  children: ReactNode;
}) {
  return (
    <div className="sf-field">
      <label className="sf-field__label" htmlFor={htmlFor}>
        {label} <Required />
      </label>
      {children}
    </div>
  );
}

function Problem({ id, problem }: { id: string; problem: FieldProblem | undefined }) {
  const { t } = useT('storefront');
  if (!problem) return null;
  return (
    <p id={id} className="sf-field__problem">
      {t(`order.${problem}`)}
    </p>
  );
}
