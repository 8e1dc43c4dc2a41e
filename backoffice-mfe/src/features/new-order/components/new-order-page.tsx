import './new-order.css';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  Alert,
  Button,
  Card,
  Col,
  Flex,
  Form,
  Input,
  Radio,
  Result,
  Row,
  Spin,
  Typography,
} from 'antd';
import { useForm, useWatch } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import {
  ApiError,
  deliveryFee,
  INSIDE_DHAKA_SHIPPING_ID,
  parcelGrams,
  PAYMENT_PROVIDERS,
  queryKeys,
  STAFF_ORDER_SOURCES,
  type OrderQuoteBody,
  type ShopConfig,
  type PlacedOrder,
  type StaffOrderSource,
} from '@poshak/shared-api';
import { mobileDigits } from '@poshak/shared-api/schemas';
import { paths } from '@poshak/shared-ui/paths';
import { FormField, ShopForm } from '@poshak/shared-ui/form';
import { useLanguage, useT } from '@poshak/shared-ui/i18n';
import { formatTaka } from '@poshak/shared-ui/money';
import { useSingleFlight } from '@poshak/shared-ui/single-flight';
import { errorText } from '../../../lib/error-text';
import { PageTitle } from '../../../components/page-title';
import {
  useCustomerLookup,
  usePlaceStaffOrder,
  useShippingAreas,
  useShopConfig,
  useStaffQuote,
} from '../api/use-new-order';
import {
  emptyNewOrder,
  FEE_CHOICES,
  newOrderFields,
  newOrderResolver,
  staffOrderBodyOf,
  typedPhone,
  type NewOrderInput,
  type NewOrderValues,
} from '../model/new-order-form';
import { addLine, removeLine, setQuantity, type OrderLine } from '../model/order-lines';
import { CustomerHistory } from './customer-history';
import { OrderLinesList } from './order-lines-list';
import { ProductPicker } from './product-picker';

/** A section of the screen: a card with a heading (h2 under the page's h1). */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card size="small" title={<PageTitle level={2}>{title}</PageTitle>}>
      {children}
    </Card>
  );
}

/**
 * New order: an order a staff member takes for a customer (phone, Messenger, in the shop, a
 * Facebook comment), placed by checkout's own rules. The phone comes first: the customer's name,
 * address and past orders come with it. Everything works from the keyboard: Tab moves on, Enter
 * picks and adds, Ctrl + Enter places the order.
 */
export function NewOrderPage() {
  const [placed, setPlaced] = useState<{ order: PlacedOrder; source: StaffOrderSource } | null>(
    null,
  );
  // Each new order starts from an empty form of its own.
  const [round, setRound] = useState(0);
  if (placed) {
    return (
      <OrderPlaced
        placed={placed}
        onAnother={() => {
          setPlaced(null);
          setRound((n) => n + 1);
        }}
      />
    );
  }
  return <NewOrderForm key={round} onPlaced={setPlaced} />;
}

function NewOrderForm({
  onPlaced,
}: {
  onPlaced: (placed: { order: PlacedOrder; source: StaffOrderSource }) => void;
}) {
  const { t } = useT('backoffice');
  const [language] = useLanguage();
  const taka = (amount: number) => formatTaka(amount, language);
  const config = useShopConfig();
  const feeAsked = config.data?.advanceFee.on ?? false;
  const queryClient = useQueryClient();
  const areas = useShippingAreas();
  const [lines, setLines] = useState<OrderLine[]>([]);
  const [linesMissing, setLinesMissing] = useState(false);
  const [couponText, setCouponText] = useState('');
  const [coupon, setCoupon] = useState<string | null>(null);
  const place = usePlaceStaffOrder();
  // The number whose last order has filled the form (once per number).
  const filledFor = useRef<string | null>(null);

  const { control, handleSubmit, getValues, setValue } = useForm<
    NewOrderInput,
    unknown,
    NewOrderValues
  >({
    // Checked with the fee's fields when the shop's configuration (as the cache holds it) asks.
    resolver: newOrderResolver(
      () => queryClient.getQueryData<ShopConfig>(queryKeys.config)?.advanceFee.on ?? false,
    ),
    defaultValues: emptyNewOrder(),
  });
  const values = useWatch({ control });
  const phone = typedPhone(values.customer_phone);
  const lookup = useCustomerLookup(phone);

  // The number's last name, address and area fill the boxes still empty, once per number.
  useEffect(() => {
    const known = lookup.data;
    if (!known?.latest || filledFor.current === known.phone) return;
    filledFor.current = known.phone;
    const { customer_name, customer_address, shipping_id } = known.latest;
    if (!getValues('customer_name').trim() && customer_name) {
      setValue('customer_name', customer_name);
    }
    if (!getValues('customer_address').trim() && customer_address) {
      setValue('customer_address', customer_address);
    }
    if (getValues('shipping_id') === null && shipping_id !== null) {
      setValue('shipping_id', shipping_id);
    }
  }, [lookup.data, getValues, setValue]);
  // Said while the boxes hold what the number's last order had.
  const latest = phone && lookup.data?.phone === mobileDigits(phone) ? lookup.data.latest : null;
  const filled =
    latest !== null &&
    values.customer_name === latest.customer_name &&
    values.customer_address === latest.customer_address;

  const shippingId = values.shipping_id ?? null;
  const quoteBody = useMemo<OrderQuoteBody | null>(
    () =>
      lines.length === 0
        ? null
        : {
            lines: lines.map((l) => ({ id_transaction: l.id_transaction, quantity: l.quantity })),
            ...(shippingId !== null ? { shipping_id: shippingId } : {}),
            ...(phone ? { customer_phone: phone } : {}),
            ...(coupon ? { coupon_code: coupon } : {}),
          },
    [lines, shippingId, phone, coupon],
  );
  const quote = useStaffQuote(quoteBody);
  const current = quote.data && !quote.isPlaceholderData && !quote.isError ? quote.data : null;

  const [submit, busy] = useSingleFlight(async () => {
    if (lines.length === 0) setLinesMissing(true);
    await handleSubmit(async (form) => {
      if (lines.length === 0) return;
      const body = staffOrderBodyOf(form, lines, {
        // The code staff applied: the order takes it or is refused naming it, never drops it.
        couponCode: coupon,
        // The total shown: the order is refused rather than charged another one.
        expectedTotal: current && shippingId !== null ? current.total : undefined,
      });
      try {
        const order = await place.mutateAsync(body);
        onPlaced({ order, source: form.source });
      } catch (error) {
        if (ApiError.from(error).status === 409) void quote.refetch();
      }
    })();
  });

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    }
  };

  const areaLabel = (id: number) =>
    t(id === INSIDE_DHAKA_SHIPPING_ID ? 'delivery.insideDhaka' : 'delivery.outsideDhaka');

  return (
    <div onKeyDown={onKeyDown} className="poshak-new-order">
      <ShopForm texts="backoffice" schema={newOrderFields} component="div">
        <Flex vertical gap={16}>
          <Flex justify="space-between" align="center" wrap gap={8}>
            <PageTitle>{t('newOrder.title')}</PageTitle>
            <Link to={paths.admin.orders}>{t('newOrder.toOrders')}</Link>
          </Flex>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {t('newOrder.intro')}
          </Typography.Paragraph>
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={11}>
              <Flex vertical gap={16}>
                <Section title={t('newOrder.customer')}>
                  <FormField
                    control={control}
                    name="customer_phone"
                    label={t('newOrder.phone')}
                    required
                  >
                    {(field) => (
                      <Input
                        {...field}
                        // The first thing a caller gives: the screen starts here.
                        autoFocus
                        inputMode="tel"
                        autoComplete="off"
                        placeholder="01XXXXXXXXX"
                      />
                    )}
                  </FormField>
                  {phone && <CustomerHistory lookup={lookup} />}
                  {filled && (
                    <Typography.Paragraph type="secondary" style={{ marginTop: -4 }}>
                      {t('newOrder.filled')}
                    </Typography.Paragraph>
                  )}
                  <FormField
                    control={control}
                    name="customer_name"
                    label={t('newOrder.name')}
                    required
                  >
                    {(field) => <Input {...field} autoComplete="off" />}
                  </FormField>
                  <FormField
                    control={control}
                    name="customer_address"
                    label={t('newOrder.address')}
                    required
                  >
                    {(field) => <Input.TextArea {...field} autoSize={{ minRows: 2, maxRows: 4 }} />}
                  </FormField>
                  <FormField
                    control={control}
                    name="shipping_id"
                    label={t('newOrder.area')}
                    required
                  >
                    {(field, state) =>
                      areas.isError ? (
                        <Alert type="error" showIcon title={errorText(areas.error)} />
                      ) : (
                        <Radio.Group
                          id={field.id}
                          // Each group its own native name: radios of one name are one group.
                          name={field.name}
                          aria-labelledby={state.labelId}
                          aria-invalid={state.invalid}
                          value={field.value}
                          onChange={(event) => field.onChange(event.target.value as number)}
                          options={(areas.data ?? []).map((area) => ({
                            value: area.id_shipping,
                            // This parcel's fee by the shared rule; the quote below is the server's.
                            label: `${areaLabel(area.id_shipping)} · ${taka(
                              deliveryFee(
                                area.cost,
                                { stepGrams: area.step_grams, stepFee: area.step_fee },
                                parcelGrams(
                                  lines.map((l) => ({
                                    weightGrams: l.weight_grams,
                                    quantity: l.quantity,
                                  })),
                                ),
                              ),
                            )}`,
                          }))}
                        />
                      )
                    }
                  </FormField>
                </Section>
                <Section title={t('newOrder.source')}>
                  <FormField
                    control={control}
                    name="source"
                    label={t('newOrder.sourceLabel')}
                    required
                  >
                    {(field, state) => (
                      <Radio.Group
                        id={field.id}
                        name={field.name}
                        aria-labelledby={state.labelId}
                        value={field.value}
                        onChange={(event) => field.onChange(event.target.value as StaffOrderSource)}
                        options={STAFF_ORDER_SOURCES.map((source) => ({
                          value: source,
                          label: t(`newOrder.sources.${source}`),
                        }))}
                      />
                    )}
                  </FormField>
                </Section>
              </Flex>
            </Col>
            <Col xs={24} lg={13}>
              <Flex vertical gap={16}>
                <Section title={t('newOrder.products')}>
                  <ProductPicker
                    onAdd={(line) => {
                      setLines((now) => addLine(now, line));
                      setLinesMissing(false);
                    }}
                  />
                  <OrderLinesList
                    lines={lines}
                    missing={linesMissing}
                    onQuantity={(id, quantity) => setLines((now) => setQuantity(now, id, quantity))}
                    onRemove={(id) => setLines((now) => removeLine(now, id))}
                  />
                </Section>
                {feeAsked && (
                  <Section title={t('newOrder.fee.title')}>
                    <Typography.Paragraph type="secondary">
                      {t('newOrder.fee.asked')}
                    </Typography.Paragraph>
                    <FormField
                      control={control}
                      name="fee"
                      label={t('newOrder.fee.choice')}
                      required
                    >
                      {(field, state) => (
                        <Radio.Group
                          id={field.id}
                          // Each group its own native name: radios of one name are one group.
                          name={field.name}
                          aria-labelledby={state.labelId}
                          aria-invalid={state.invalid}
                          value={field.value}
                          onChange={(event) => field.onChange(event.target.value as string)}
                          options={FEE_CHOICES.map((choice) => ({
                            value: choice,
                            label: t(`newOrder.fee.${choice}`),
                          }))}
                        />
                      )}
                    </FormField>
                    {values.fee === 'paid' && (
                      <>
                        <FormField
                          control={control}
                          name="provider"
                          label={t('newOrder.fee.provider')}
                          required
                        >
                          {(field, state) => (
                            <Radio.Group
                              id={field.id}
                              name={field.name}
                              aria-labelledby={state.labelId}
                              aria-invalid={state.invalid}
                              value={field.value}
                              onChange={(event) => field.onChange(event.target.value as string)}
                              options={PAYMENT_PROVIDERS.map((provider) => ({
                                value: provider,
                                label: t(`orders.fee.providers.${provider}`),
                              }))}
                            />
                          )}
                        </FormField>
                        <FormField
                          control={control}
                          name="trx_id"
                          label={t('newOrder.fee.trxId')}
                          required
                        >
                          {(field) => <Input {...field} autoComplete="off" />}
                        </FormField>
                        <FormField
                          control={control}
                          name="paid_from"
                          label={t('newOrder.fee.paidFrom')}
                          required
                        >
                          {(field) => <Input {...field} inputMode="tel" autoComplete="off" />}
                        </FormField>
                        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                          {t('newOrder.fee.paidHint')}
                        </Typography.Paragraph>
                      </>
                    )}
                    {values.fee === 'cod' && (
                      <FormField
                        control={control}
                        name="cash_on_delivery_reason"
                        label={t('newOrder.fee.reason')}
                        required
                      >
                        {(field) => <Input {...field} autoComplete="off" />}
                      </FormField>
                    )}
                  </Section>
                )}
                <Section title={t('newOrder.summary')}>
                  <Form.Item label={t('newOrder.coupon')} htmlFor="new-order-coupon">
                    <Flex gap={8}>
                      <Input
                        id="new-order-coupon"
                        value={couponText}
                        maxLength={32}
                        autoComplete="off"
                        onChange={(event) => setCouponText(event.target.value)}
                        onPressEnter={(event) => {
                          event.preventDefault();
                          setCoupon(couponText.trim() || null);
                        }}
                        style={{ flex: 1, minWidth: 0 }}
                      />
                      {coupon ? (
                        <Button
                          onClick={() => {
                            setCoupon(null);
                            setCouponText('');
                          }}
                        >
                          {t('newOrder.removeCoupon')}
                        </Button>
                      ) : (
                        <Button onClick={() => setCoupon(couponText.trim() || null)}>
                          {t('newOrder.applyCoupon')}
                        </Button>
                      )}
                    </Flex>
                  </Form.Item>
                  <FormField control={control} name="note" label={t('newOrder.note')}>
                    {(field) => <Input.TextArea {...field} autoSize={{ minRows: 1, maxRows: 4 }} />}
                  </FormField>
                  <Totals
                    quote={quote}
                    hasLines={lines.length > 0}
                    areaChosen={shippingId !== null}
                  />
                  {place.isError && (
                    <Alert
                      type="error"
                      showIcon
                      role="alert"
                      style={{ marginTop: 12 }}
                      title={t('newOrder.failed', { reason: errorText(place.error) })}
                    />
                  )}
                  <Button
                    type="primary"
                    size="large"
                    block
                    loading={busy}
                    onClick={() => void submit()}
                    style={{ marginTop: 12 }}
                  >
                    {current && shippingId !== null
                      ? t('newOrder.placeTotal', { total: taka(current.total) })
                      : t('newOrder.place')}
                  </Button>
                  <Typography.Text type="secondary" style={{ display: 'block', marginTop: 6 }}>
                    {t('newOrder.shortcut')}
                  </Typography.Text>
                </Section>
              </Flex>
            </Col>
          </Row>
        </Flex>
      </ShopForm>
    </div>
  );
}

/** The figures checkout would charge: items, discount, delivery fee and total. */
function Totals({
  quote,
  hasLines,
  areaChosen,
}: {
  quote: ReturnType<typeof useStaffQuote>;
  hasLines: boolean;
  areaChosen: boolean;
}) {
  const { t } = useT('backoffice');
  const [language] = useLanguage();
  const taka = (amount: number) => formatTaka(amount, language);
  if (!hasLines) return null;
  if (quote.isError) {
    return <Alert type="warning" showIcon role="alert" title={errorText(quote.error)} />;
  }
  const figures = quote.data;
  if (!figures) return <Spin size="small" aria-label={t('newOrder.checking')} />;
  const rows: [string, string, string][] = [
    ['subtotal', t('newOrder.totals.subtotal'), taka(figures.subtotal)],
    ...(figures.discount > 0
      ? [
          [
            'discount',
            t('newOrder.totals.discount', { code: figures.coupon_code ?? '' }),
            `− ${taka(figures.discount)}`,
          ] as [string, string, string],
        ]
      : []),
    [
      'delivery',
      t('newOrder.totals.delivery'),
      figures.shipping_cost === null || !areaChosen
        ? t('newOrder.totals.chooseArea')
        : taka(figures.shipping_cost),
    ],
    ['total', t('newOrder.totals.total'), taka(figures.total)],
  ];
  return (
    <dl
      className="poshak-new-order-totals"
      aria-busy={quote.isFetching}
      data-testid="new-order-totals"
    >
      {rows.map(([key, label, value]) => (
        <div key={key} data-total={key}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The order placed: its invoice and total, the next order, its packing slip. */
function OrderPlaced({
  placed,
  onAnother,
}: {
  placed: { order: PlacedOrder; source: StaffOrderSource };
  onAnother: () => void;
}) {
  const { t } = useT('backoffice');
  const [language] = useLanguage();
  const navigate = useNavigate();
  const { order, source } = placed;
  return (
    <Card>
      <Result
        status="success"
        title={
          <span role="status">{t('newOrder.placed.title', { invoice: order.invoice_no })}</span>
        }
        subTitle={t('newOrder.placed.text', {
          total: formatTaka(order.total, language),
          source: t(`newOrder.sources.${source}`),
        })}
        extra={
          <Flex wrap gap={8} justify="center">
            <Button type="primary" autoFocus onClick={onAnother}>
              {t('newOrder.placed.another')}
            </Button>
            <Button onClick={() => void navigate(paths.admin.orderPrint(order.invoice_no, 'slip'))}>
              {t('newOrder.placed.slip')}
            </Button>
            <Button onClick={() => void navigate(paths.admin.orders)}>
              {t('newOrder.placed.orders')}
            </Button>
          </Flex>
        }
      />
    </Card>
  );
}
