import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useForm, useWatch, type FieldPath, type Resolver } from 'react-hook-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input, Radio } from 'antd';
import { ApiError, couponRefusalOf, priceOrder, type Shipping } from '@poshak/shared-api';
import { formMessage } from '@poshak/shared-api/schemas';
import { useLanguage, useT } from '@poshak/shared-ui/i18n';
import { formatKg } from '@poshak/shared-ui/money';
import { useSingleFlight } from '@poshak/shared-ui/single-flight';
import { FormField, formResolver, ShopForm, useRequiredFlash } from '@poshak/shared-ui/form';
import { PhoneInput } from '../../../components/phone-input';
import { QueryError } from '../../../components/query-error';
import { cartNeedsAgreement, cartStore, refreshCartStock, useCart } from '../../cart';
import { showToast } from '../../../lib/shop-toast';
import { useDeliveryDays } from '../../../lib/use-delivery-days';
import { useErrorText } from '../../../lib/use-error-text';
import { useTaka } from '../../../lib/use-taka';
import { keptCampaign } from '../../../lib/campaign';
import { PayOnDelivery } from '../../../components/pay-on-delivery';
import { shopConfigQuery } from '../../layout';
import { useOrderQuote } from '../api/use-order-quote';
import { usePlaceOrder } from '../api/use-place-order';
import { useShippingAreas } from '../api/use-shipping';
import { refusedField } from '../lib/order-refusal';
import {
  EMPTY_ORDER_FORM,
  areaFee,
  cartGrams,
  deliveryFees,
  feeOrderForm,
  isInsideDhaka,
  orderBody,
  parcelFee,
  orderForm,
  quoteBody,
  typedPhone,
  type OrderFormInput,
  type OrderFormValues,
} from '../lib/order-rules';
import { CouponBox } from './coupon-box';
import { FeePayment } from './fee-payment';
import type { PlacedOrderView } from './order-confirmation';

interface Props {
  /** After the order is placed (cart already cleared): the page shows the confirmation. */
  onPlaced: (placed: PlacedOrderView) => void;
}

type FieldName = FieldPath<OrderFormInput>;
const ORDER_FIELDS: FieldName[] = [
  'customer_name',
  'customer_address',
  'customer_phone',
  'shipping_id',
];
const FEE_FIELDS: FieldName[] = ['provider', 'trx_id', 'paid_from'];

/** The form checked with the fee's fields or without them, as the shop's configuration says. */
const withFee = formResolver(feeOrderForm);
// Cash on delivery: the same values, the fee's left out (the schema drops what it does not name).
const withoutFee = formResolver(orderForm) as unknown as Resolver<
  OrderFormInput,
  unknown,
  OrderFormValues
>;

/** The order call refused the total the shopper saw (a price moved): said in their language. */
const isTotalRefusal = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 409 &&
  (error.message.startsWith('expected_total') ||
    error.message.startsWith('expected_shipping_cost'));

/**
 * Name, address, mobile and shipping area with its delivery days, the coupon, the advance fee's
 * payment when the shop asks for it, the totals and the order button.
 */
export function OrderForm({ onPlaced }: Props) {
  const { t } = useT(['storefront', 'form']);
  const taka = useTaka();
  const [language] = useLanguage();
  const deliveryDays = useDeliveryDays();
  const lines = useCart((s) => s.lines);
  const queryClient = useQueryClient();
  const shipping = useShippingAreas();
  const config = useQuery(shopConfigQuery);
  // The shop may ask the fee in advance of some numbers only (the owner's rules, docs/risk.md):
  // the server's refusal naming `payment` shows the fee's fields for this order.
  const [feeAskedOfNumber, setFeeAskedOfNumber] = useState(false);
  const feeAsked = useRef(false);
  const fee = config.data?.advanceFee;
  const advanceFee = fee && (fee.on || (feeAskedOfNumber && (fee.bkash || fee.nagad))) ? fee : null;
  const fields = advanceFee ? [...ORDER_FIELDS, ...FEE_FIELDS] : ORDER_FIELDS;
  const placeOrder = usePlaceOrder();
  const errorText = useErrorText();
  // The coupon typed (checked by the server's price check), and the order's own refusal of it.
  const [couponCode, setCouponCode] = useState<string | null>(null);
  const [couponRefusal, setCouponRefusal] = useState<unknown>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  // Fields found empty by the last refused submit: each keeps saying so until it is filled, after
  // the spec's 2.6 s border has gone.
  const [missing, setMissing] = useState<ReadonlySet<FieldName>>(new Set());
  // The first wrong field of the last refused submit, to bring into view (a new object each time).
  const [focusRequest, setFocusRequest] = useState<{ field: FieldName } | null>(null);
  const formBox = useRef<HTMLDivElement>(null);
  const changedNotice = useRef<HTMLDivElement>(null);
  const {
    control,
    handleSubmit,
    reset,
    clearErrors,
    setError,
    formState: { errors: fieldErrors },
  } = useForm<OrderFormInput, unknown, OrderFormValues>({
    // Checked with the fee's fields when the shop's configuration (as the cache holds it) asks.
    resolver: (...args) =>
      (queryClient.getQueryData(shopConfigQuery.queryKey)?.advanceFee.on || feeAsked.current
        ? withFee
        : withoutFee)(...args),
    defaultValues: EMPTY_ORDER_FORM,
    // The form brings its first wrong field into view itself, below the sticky bars.
    shouldFocusError: false,
  });
  const values = useWatch({ control });
  const shippingId = values.shipping_id ?? null;
  const flashRequired = useRequiredFlash(clearErrors);
  const phone = typedPhone(values.customer_phone);
  const quoteRequest = useMemo(
    () => (couponCode ? quoteBody(lines, shippingId, phone, couponCode) : null),
    [couponCode, lines, shippingId, phone],
  );
  const quote = useOrderQuote(quoteRequest);
  // The discount counts only while the server's check of this very cart stands.
  const applied = quote.isSuccess && !couponRefusal ? quote.data : undefined;

  // The first field that is wrong, in the order a person reads the form, is brought to the middle
  // of the screen (clear of the sticky bars and of the toasts) and focused.
  useEffect(() => {
    if (!focusRequest) return;
    const box = formBox.current;
    const groups: Partial<Record<FieldName, string>> = {
      shipping_id: '.sf-order__areas:not(.sf-fee__providers) input',
      provider: '.sf-fee__providers input',
    };
    const target = box?.querySelector<HTMLElement>(
      groups[focusRequest.field] ?? `[name="${focusRequest.field}"]`,
    );
    if (!target) return;
    (target.closest('.ant-form-item') ?? target).scrollIntoView?.({ block: 'center' });
    target.focus({ preventScroll: true });
  }, [focusRequest]);

  const refuse = (message: string) =>
    showToast(({ toast, TOAST_MS }) => toast.error(message, { duration: TOAST_MS.orderRefused }));

  const place = async (form: OrderFormValues) => {
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
      const area = areas.find((a) => a.id_shipping === form.shipping_id);
      const coupon = applied?.coupon_code ?? null;
      // Spec §2's sum of price × quantity plus the area's fee, less the checked discount.
      const expected = priceOrder({
        lines: cart,
        shipping: areaFee(areas, form.shipping_id, cart),
        discount: applied?.discount,
      });
      const order = await placeOrder.mutateAsync({
        ...orderBody(form, cart, coupon, keptCampaign()),
        expected_total: expected.total,
        // The fee shown for this parcel's weight: a different one is refused, not charged.
        ...(expected.shipping === null ? {} : { expected_shipping_cost: expected.shipping }),
      });
      const names = new Map(cart.map((l) => [l.id_transaction, l]));
      cartStore.getState().clear();
      reset(EMPTY_ORDER_FORM);
      setCouponCode(null);
      const completed = t('order.completed');
      showToast(({ toast, TOAST_MS }) =>
        toast.success(completed, { duration: TOAST_MS.orderPlaced }),
      );
      onPlaced({
        order,
        names: order.lines.map((l) => names.get(l.stock_transaction_id)?.name_bn ?? null),
        insideDhaka: area ? isInsideDhaka(area) : true,
        phone: form.customer_phone,
        address: form.customer_address,
        payment:
          form.provider && form.trx_id ? { provider: form.provider, trxId: form.trx_id } : null,
        delivery: area ?? null,
      });
    } catch (error) {
      if (error instanceof ApiError && couponRefusalOf(error.message)) {
        // The coupon was fine when checked, not when ordered (used up meanwhile, say): said at
        // the coupon, the order not placed.
        setCouponRefusal(error);
        setRefusal(t('order.couponRefused'));
        return;
      }
      if (
        error instanceof ApiError &&
        error.message.startsWith('payment:') &&
        !config.data?.advanceFee.on &&
        !feeAsked.current
      ) {
        // Asked of this order only: the fee's fields appear, with the shop's usual words.
        feeAsked.current = true;
        setFeeAskedOfNumber(true);
        const message = t('order.feeAskedForOrder');
        setRefusal(message);
        showToast(({ toast }) => toast.error(message));
        return;
      }
      const onField = refusedField(error);
      if (onField) {
        // The server's words about one field (a TrxID already used): said under that field.
        setError(onField.field, { type: 'server', message: onField.message });
        setFocusRequest({ field: onField.field });
        return;
      }
      if (isTotalRefusal(error)) {
        // Someone changed a price between the check and the order: show it, charge nothing.
        await refreshCartStock(queryClient).catch(() => undefined);
        const message = t('order.totalChanged');
        setRefusal(message);
        showToast(({ toast }) => toast.error(message));
        return;
      }
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
    // Whether the fee is asked is known before the form is checked, even on a slow first load.
    await queryClient.ensureQueryData(shopConfigQuery).catch(() => null);
    await handleSubmit(place, (errors) => {
      setMissing(
        new Set(
          fields.filter((name) => {
            const message = errors[name]?.message;
            return typeof message === 'string' && formMessage(message).key === 'required';
          }),
        ),
      );
      const first = fields.find((name) => errors[name]);
      if (first) setFocusRequest({ field: first });
      if (flashRequired(errors)) refuse(t('order.fieldsEmpty'));
    })();
  });

  const isEmpty = (name: FieldName) => {
    const value = values[name];
    return value === null || value === undefined || String(value).trim() === '';
  };
  /** After the red border (and its message) has gone, an empty field of the refused submit still says so. */
  const stillMissing = (name: FieldName, label: string): ReactNode =>
    missing.has(name) && isEmpty(name) && !fieldErrors[name] ? (
      <p className="sf-order__missing" data-field={name}>
        {t('form:required', { field: label })}
      </p>
    ) : null;

  const totals = priceOrder({
    lines,
    shipping: areaFee(shipping.data, shippingId, lines),
    discount: applied?.discount,
  });
  const weight = formatKg(cartGrams(lines), language);
  const chosenArea = shipping.data?.find((a) => a.id_shipping === shippingId);
  const areaName = (area: Shipping) =>
    t(isInsideDhaka(area) ? 'order.insideDhaka' : 'order.outsideDhaka');
  const fees = shipping.data ? deliveryFees(shipping.data) : undefined;
  const needsAgreement = cartNeedsAgreement(lines);
  const soldOut = lines.some((l) => l.stock === 0);

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
        <FormField control={control} name="customer_name" label={t('order.name')} required>
          {(field) => <Input {...field} autoComplete="name" />}
        </FormField>
        {stillMissing('customer_name', t('order.name'))}
        <FormField control={control} name="customer_address" label={t('order.address')} required>
          {(field) => <Input.TextArea {...field} autoComplete="street-address" rows={2} />}
        </FormField>
        {stillMissing('customer_address', t('order.address'))}
        <FormField control={control} name="customer_phone" label={t('order.mobile')} required>
          {(field) => <PhoneInput {...field} />}
        </FormField>
        {stillMissing('customer_phone', t('order.mobile'))}
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
                    label: `${t(isInsideDhaka(area) ? 'order.insideDhaka' : 'order.outsideDhaka')} (${taka(parcelFee(area, lines))})`,
                  }))}
                />
              </div>
            )
          }
        </FormField>
        {stillMissing('shipping_id', t('order.shippingArea'))}
        {chosenArea && (
          <p className="sf-order__estimate" aria-live="polite">
            {deliveryDays(chosenArea)}
          </p>
        )}
        {fees?.inside !== undefined && fees.outside !== undefined && (
          <p className="sf-order__fees">
            {t('order.deliveryFee', { inside: taka(fees.inside), outside: taka(fees.outside) })}{' '}
            {t('order.deliveryFeeSteps')}
          </p>
        )}
        {/* The coupon comes before the payment: what there is to pay depends on it. */}
        <CouponBox
          code={couponCode}
          quote={quote.data}
          checking={quote.isFetching}
          refusal={couponRefusal ?? (quote.isError ? quote.error : null)}
          onApply={(code) => {
            setCouponRefusal(null);
            // The same code again (after a refusal, say): asked again, not taken from the cache.
            if (code === couponCode) void quote.refetch();
            else setCouponCode(code);
          }}
          onRemove={() => {
            setCouponRefusal(null);
            setCouponCode(null);
          }}
        />
        {advanceFee && (
          <FeePayment
            control={control}
            advanceFee={advanceFee}
            area={chosenArea && { fee: parcelFee(chosenArea, lines), name: areaName(chosenArea) }}
            stillMissing={stillMissing}
          />
        )}
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
                fee_status: advanceFee ? 'unverified' : 'none',
              }}
            />
          )}
        </dl>
        {needsAgreement && (
          <div className="sf-order__changed" role="alert" ref={changedNotice} tabIndex={-1}>
            <p>
              {soldOut
                ? t('order.removeSoldOut')
                : t('order.changed', { total: taka(totals.total) })}
            </p>
            {!soldOut && (
              <Button onClick={() => cartStore.getState().acceptChanges()}>
                {t('order.acceptTotal', { total: taka(totals.total) })}
              </Button>
            )}
          </div>
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
