import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import CheckCircleOutlined from '@ant-design/icons-svg/lib/asn/CheckCircleOutlined';
import type { DeliveryEstimate, PaymentProvider, PlacedOrder } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { paths } from '@poshak/shared-ui/paths';
import { ShopIcon } from '../../../components/shop-icon';
import { useDeliveryDays } from '../../../lib/use-delivery-days';
import { useDigits, useLocalName, useNumber } from '../../../lib/use-local';
import { useTaka } from '../../../lib/use-taka';
import { PayOnDelivery } from '../../../components/pay-on-delivery';

/** What the confirmation shows: the server's reply and what the shopper gave. */
export interface PlacedOrderView {
  order: PlacedOrder;
  /** Bengali name of each of the order's lines, in order (null: none). */
  names: (string | null)[];
  insideDhaka: boolean;
  phone: string;
  address: string;
  /** The advance fee's payment as the shopper gave it; null: cash on delivery. */
  payment: { provider: PaymentProvider; trxId: string } | null;
  /** The chosen area's delivery days. */
  delivery: DeliveryEstimate | null;
}

/** Each line of the order and the amounts the server charged, with what is paid on delivery. */
function ChargedLines({ placed }: { placed: PlacedOrderView }) {
  const { t } = useT('storefront');
  const taka = useTaka();
  const number = useNumber();
  const localName = useLocalName();
  const { order } = placed;
  return (
    <section aria-labelledby="sf-confirmation-items">
      <h2 id="sf-confirmation-items" className="sf-confirmation__heading">
        {t('confirmation.items')}
      </h2>
      <ul className="sf-confirmation__lines">
        {order.lines.map((line, i) => (
          <li key={line.id_transaction}>
            <span className="sf-confirmation__name">
              {localName(line.product_name, placed.names[i])}
            </span>
            <span className="sf-confirmation__qty">
              {t('confirmation.quantityTimesPrice', {
                quantity: number(line.quantity),
                price: taka(line.price),
              })}
            </span>
            <span className="sf-confirmation__amount">{taka(line.line_total)}</span>
          </li>
        ))}
      </ul>
      <dl className="sf-totals">
        <div>
          <dt>{t('order.subtotal')}</dt>
          <dd>{taka(order.subtotal)}</dd>
        </div>
        <div>
          <dt>{t('order.shipping')}</dt>
          <dd>{taka(order.shipping_cost)}</dd>
        </div>
        {order.discount > 0 && (
          <div className="sf-totals__discount">
            <dt>{t('coupon.discount', { code: order.coupon_code ?? '' })}</dt>
            <dd>−{taka(order.discount)}</dd>
          </div>
        )}
        <div className="sf-totals__total">
          <dt>{t('confirmation.totalCharged')}</dt>
          <dd>{taka(order.total)}</dd>
        </div>
        <PayOnDelivery
          order={{
            total: order.total,
            shipping_cost: order.shipping_cost,
            fee_status: placed.payment ? 'unverified' : 'none',
          }}
        />
      </dl>
    </section>
  );
}

/** Where the parcel goes, the advance fee's payment as given, and what happens next. */
function DeliveryAndNextSteps({ placed }: { placed: PlacedOrderView }) {
  const { t } = useT('storefront');
  const digits = useDigits();
  const deliveryDays = useDeliveryDays();
  return (
    <>
      <p className="sf-confirmation__area">
        <strong>{t('confirmation.deliveryTo')}: </strong>
        {t(placed.insideDhaka ? 'order.insideDhaka' : 'order.outsideDhaka')}
        {placed.delivery && <> · {deliveryDays(placed.delivery)}</>}
      </p>
      {placed.payment && (
        <p className="sf-confirmation__payment">
          {t('confirmation.payment', {
            provider: t(`payment.${placed.payment.provider}`),
            trxId: placed.payment.trxId,
          })}
        </p>
      )}
      <section aria-labelledby="sf-confirmation-next">
        <h2 id="sf-confirmation-next" className="sf-confirmation__heading">
          {t('confirmation.next')}
        </h2>
        <p>
          {t(placed.payment ? 'confirmation.nextCallPaid' : 'confirmation.nextCall', {
            phone: digits(placed.phone),
          })}
        </p>
        <p>{t('confirmation.nextParcel', { address: placed.address })}</p>
      </section>
    </>
  );
}

/**
 * After Place Order: its own view, at the top of the page and focused, with the invoice number,
 * each line and the amounts the SERVER charged, where it goes and what happens next.
 */
export function OrderConfirmation({ placed }: { placed: PlacedOrderView }) {
  const { t } = useT('storefront');
  const number = useNumber();
  const heading = useRef<HTMLHeadingElement>(null);
  const { order } = placed;

  // The form the shopper pressed Place Order in is gone: bring them to the top of this view.
  useEffect(() => {
    window.scrollTo(0, 0);
    heading.current?.focus({ preventScroll: true });
  }, []);

  return (
    <div className="sf-container sf-confirmation">
      <ShopIcon icon={CheckCircleOutlined} className="sf-confirmation__icon" aria-hidden />
      <h1 className="sf-page-title" ref={heading} tabIndex={-1}>
        {t('confirmation.title')}
      </h1>
      <p className="sf-confirmation__invoice" role="status">
        {t('cart.placedInvoice', { invoice: number(order.invoice_no, false) })}
      </p>
      <ChargedLines placed={placed} />
      <DeliveryAndNextSteps placed={placed} />
      <div className="sf-confirmation__actions">
        <Link className="sf-btn sf-btn--ghost" to={paths.track(order.invoice_no)}>
          {t('confirmation.track')}
        </Link>
        <Link className="sf-btn sf-btn--primary" to={paths.home}>
          {t('cart.continueShopping')}
        </Link>
      </div>
    </div>
  );
}
