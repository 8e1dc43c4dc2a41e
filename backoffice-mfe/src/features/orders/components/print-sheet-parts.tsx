import { Flex } from 'antd';
import { INSIDE_DHAKA_SHIPPING_ID, type PrintableOrder, type ShopConfig } from '@poshak/shared-api';
import { useLanguage, useT, type Language } from '@poshak/shared-ui/i18n';
import { formatTaka } from '@poshak/shared-ui/money';
import { DHAKA_TIME, toBengaliDigits } from '../../../lib/reader-format';
import { localName } from '../../../lib/local-name';

const LOCALES: Record<Language, string> = { en: 'en-GB', bn: 'bn-BD' };

/** Shop hours are Dhaka's: the date an order was placed there, in the reader's digits. */
const placedOn = (iso: string, language: Language) => DHAKA_TIME[language].format(new Date(iso));

/** A phone number in the reader's digits (the storefront's header shows it so too). */
const digits = (text: string, language: Language) =>
  language === 'bn' ? toBengaliDigits(text) : text;

/** The shop, then which paper this is, for which invoice, placed when. */
export function SheetHeading({
  order,
  shop,
  slip,
}: {
  order: PrintableOrder;
  shop: ShopConfig | undefined;
  slip: boolean;
}) {
  const { t } = useT('backoffice');
  const [language] = useLanguage();
  return (
    <>
      <div className="head">
        <h1>{shop?.shopName ?? 'Poshak'}</h1>
        {shop && (
          <div className="muted">
            {t('print.phone')}: {digits(shop.supportPhone, language)}
          </div>
        )}
      </div>
      {slip ? <hr /> : <div style={{ height: '6mm' }} />}
      <Flex justify="space-between" wrap gap={8}>
        <div>
          <h2>{slip ? t('print.slip') : t('print.invoice')}</h2>
          <div>{t('print.invoiceNo', { invoice: order.invoice_no })}</div>
        </div>
        <div style={{ textAlign: slip ? 'left' : 'right' }}>
          {t('print.date')}: {placedOn(order.created_at, language)}
        </div>
      </Flex>
    </>
  );
}

/** Who the parcel goes to: name, phone, address and delivery area. */
export function SheetCustomer({ order }: { order: PrintableOrder }) {
  const { t } = useT('backoffice');
  const [language] = useLanguage();
  return (
    <>
      <div>
        <strong>{t('print.billTo')}:</strong> {order.customer_name}
      </div>
      <div>
        <strong>{t('print.phone')}:</strong> {digits(order.customer_phone, language)}
      </div>
      <div style={{ whiteSpace: 'pre-line' }}>
        <strong>{t('print.address')}:</strong> {order.customer_address}
      </div>
      <div>
        <strong>{t('print.area')}:</strong>{' '}
        {t(
          order.shipping_id === INSIDE_DHAKA_SHIPPING_ID
            ? 'delivery.insideDhaka'
            : 'delivery.outsideDhaka',
        )}
      </div>
    </>
  );
}

/** The order's lines; a slip leaves out the unit price to fit the roll. */
export function SheetLines({ lines, slip }: { lines: PrintableOrder['lines']; slip: boolean }) {
  const { t } = useT('backoffice');
  const [language] = useLanguage();
  const taka = (n: number) => formatTaka(n, language);
  const count = (n: number) => new Intl.NumberFormat(LOCALES[language]).format(n);
  return (
    <table>
      <thead>
        <tr>
          <th>{t('print.item')}</th>
          {!slip && <th className="num">{t('print.unitPrice')}</th>}
          <th className="num">{t('print.qty')}</th>
          <th className="num">{t('print.amount')}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.id_transaction}>
            <td>
              {localName(line.product_name, line.product_name_bn, language)}
              <div className="muted">
                {`${localName(line.color_name, line.color_name_bn, language)} · ${localName(line.size_name, line.size_name_bn, language)}`}
              </div>
            </td>
            {!slip && <td className="num">{taka(line.price)}</td>}
            <td className="num">{count(line.quantity)}</td>
            <td className="num">{taka(line.line_total)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Subtotal, delivery fee, any discount and the total. */
export function SheetSums({ order }: { order: PrintableOrder }) {
  const { t } = useT('backoffice');
  const [language] = useLanguage();
  const taka = (n: number) => formatTaka(n, language);
  return (
    <table className="sums">
      <tbody>
        <tr>
          <td>{t('print.subtotal')}</td>
          <td className="num">{taka(order.subtotal)}</td>
        </tr>
        <tr>
          <td>{t('print.deliveryFee')}</td>
          <td className="num">{taka(order.shipping_cost)}</td>
        </tr>
        {order.discount > 0 && (
          <tr>
            <td>
              {order.coupon_code
                ? t('print.discount', { code: order.coupon_code })
                : t('print.discountNoCode')}
            </td>
            <td className="num">− {taka(order.discount)}</td>
          </tr>
        )}
        <tr className="grand">
          <td>{t('print.total')}</td>
          <td className="num">{taka(order.total)}</td>
        </tr>
      </tbody>
    </table>
  );
}
