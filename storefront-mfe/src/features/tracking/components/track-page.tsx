import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { Button, Input } from 'antd';
import { ApiError, type CourierTracking, type OrderTracking } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { FormField, formResolver, ShopForm } from '@poshak/shared-ui/form';
import { PhoneInput } from '../../../components/phone-input';
import { useDeliveryDays } from '../../../lib/use-delivery-days';
import { useErrorText } from '../../../lib/use-error-text';
import { useDhakaTime, useDigits, useNumber } from '../../../lib/use-local';
import { useTaka } from '../../../lib/use-taka';
import { PayOnDelivery } from '../../../components/pay-on-delivery';
import { useOrderTracking, type TrackedPair } from '../api/use-order-tracking';
import {
  invoiceFromQuery,
  stepsAhead,
  trackingForm,
  type TrackingFormInput,
  type TrackingFormValues,
} from '../lib/tracking-form';

/**
 * `/track`: the invoice number (filled from `?invoice=`) and the mobile number; the order's steps
 * with their dates in Dhaka time and its delivery days — nothing else about the customer. A pair
 * that names no order gets the one neutral message; too many tries, a clear wait.
 */
export function TrackPage() {
  const { t } = useT(['storefront', 'form']);
  const errorText = useErrorText();
  const [params, setParams] = useSearchParams();
  const [pair, setPair] = useState<TrackedPair | null>(null);
  const tracking = useOrderTracking(pair);
  const digits = useDigits();
  const { control, handleSubmit } = useForm<TrackingFormInput, unknown, TrackingFormValues>({
    resolver: formResolver(trackingForm),
    // The number from the address, in the reader's digits (the form reads either).
    defaultValues: { invoice_no: digits(invoiceFromQuery(params.get('invoice'))), phone: '' },
  });

  const track = handleSubmit(({ invoice_no, phone }) => {
    setPair({ invoiceNo: invoice_no, phone });
    // The address names the invoice looked at (never the phone): a reload keeps the form filled.
    setParams({ invoice: String(invoice_no) }, { replace: true });
    if (pair && pair.invoiceNo === invoice_no && pair.phone === phone) void tracking.refetch();
  });

  const refusal = (error: unknown) => {
    if (error instanceof ApiError && error.status === 404) return t('tracking.notFound');
    if (error instanceof ApiError && error.status === 429) return t('tracking.wait');
    return errorText(error);
  };

  return (
    <div className="sf-container sf-track">
      <h1 className="sf-page-title">{t('tracking.title')}</h1>
      <p className="sf-track__intro">{t('tracking.intro')}</p>
      <ShopForm
        texts="storefront"
        schema={trackingForm}
        className="sf-track__form"
        aria-label={t('tracking.title')}
        onFinish={() => void track()}
      >
        <FormField control={control} name="invoice_no" label={t('tracking.invoice')} required>
          {(field) => <Input {...field} inputMode="numeric" autoComplete="off" />}
        </FormField>
        <FormField control={control} name="phone" label={t('tracking.mobile')} required>
          {(field) => <PhoneInput {...field} />}
        </FormField>
        <Button type="primary" htmlType="submit" loading={tracking.isFetching}>
          {t('tracking.submit')}
        </Button>
      </ShopForm>
      {tracking.isError && (
        <p className="sf-track__refusal" role="alert">
          {refusal(tracking.error)}
        </p>
      )}
      {tracking.isSuccess && <TrackedOrder order={tracking.data} />}
    </div>
  );
}

/** The courier carrying the parcel, its tracking code, and a link to follow it on the courier's site. */
function CourierLine({ courier }: { courier: CourierTracking }) {
  const { t } = useT('storefront');
  const name = t(`tracking.couriers.${courier.courier}`);
  return (
    <p className="sf-track__courier">
      {courier.tracking_code
        ? t('tracking.courierCode', { courier: name, code: courier.tracking_code })
        : t('tracking.courier', { courier: name })}
      {courier.tracking_link && (
        <>
          {' · '}
          <a href={courier.tracking_link} target="_blank" rel="noopener noreferrer">
            {t('tracking.followCourier', { courier: name })}
          </a>
        </>
      )}
    </p>
  );
}

/** An order's steps with their dates, the steps still ahead, and its delivery days. */
function TrackedOrder({ order }: { order: OrderTracking }) {
  const { t } = useT('storefront');
  const number = useNumber();
  const dhakaTime = useDhakaTime();
  const deliveryDays = useDeliveryDays();
  const taka = useTaka();
  const ahead = stepsAhead(order.status);
  const statusText = (status: string) => t(`tracking.statuses.${status}`, { defaultValue: status });
  return (
    <section className="sf-track__order" aria-labelledby="sf-track-invoice">
      <h2 id="sf-track-invoice" className="sf-track__invoice">
        {t('tracking.invoiceHeading', { invoice: number(order.invoice_no, false) })}
      </h2>
      <p className="sf-track__now" role="status">
        {t('tracking.now', { status: statusText(order.status) })}
      </p>
      {ahead.length > 0 && <p className="sf-track__estimate">{deliveryDays(order)}</p>}
      {order.courier && <CourierLine courier={order.courier} />}
      <dl className="sf-totals sf-track__money">
        <div className="sf-totals__total">
          <dt>{t('confirmation.totalCharged')}</dt>
          <dd>{taka(order.total)}</dd>
        </div>
        <PayOnDelivery order={order} />
      </dl>
      <h3 className="sf-track__heading">{t('tracking.steps')}</h3>
      <ol className="sf-track__steps">
        {order.steps.map((step, i) => (
          <li
            key={`${step.status}-${step.at}`}
            className="sf-track__step sf-track__step--done"
            aria-current={i === order.steps.length - 1 ? 'step' : undefined}
          >
            <span className="sf-track__status">{statusText(step.status)}</span>
            <time dateTime={step.at} className="sf-track__time">
              {dhakaTime(step.at)}
            </time>
          </li>
        ))}
        {ahead.map((status) => (
          <li key={status} className="sf-track__step sf-track__step--ahead">
            <span className="sf-track__status">{statusText(status)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
