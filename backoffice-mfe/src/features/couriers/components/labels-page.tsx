import { Link, useSearchParams } from 'react-router-dom';
import { Button, Flex, Segmented, Spin, Typography } from 'antd';
import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import { useQueries, useQuery } from '@tanstack/react-query';
import {
  amountToCollect,
  BULK_ORDER_LIMIT,
  ordersApi,
  queryKeys,
  storefrontApi,
  type OrderDetail,
  type ShopConfig,
} from '@poshak/shared-api';
import { useLanguage, useT } from '@poshak/shared-ui/i18n';
import { formatTaka } from '@poshak/shared-ui/money';
import { paths } from '@poshak/shared-ui/paths';
import { ErrorState } from '@poshak/shared-ui/error-state';
import { errorText } from '../../../lib/error-text';
import { useDigits } from '../../../lib/use-digits';
import { useAreaName } from '../area-name';
import { useCourierName } from '../courier-texts';
import { Barcode, QrCode } from './codes';

export type LabelFormat = 'a4' | 'label';

const INVOICES = new RegExp(`^\\d{1,10}(?:,\\d{1,10}){0,${BULK_ORDER_LIMIT - 1}}$`);

/** An 80 mm label printer's page: one label each, cut after it. */
const LABEL_PAGE = { width: 80, height: 100, margin: 3 };

/**
 * The paper: A4 with eight labels (two across, four down, dashed cut lines), or one label per
 * 80 × 100 mm page for a label printer. On screen the same sheets sit on a grey desk under the
 * toolbar, which is not printed.
 */
export function labelStyles(format: LabelFormat) {
  const page =
    format === 'a4'
      ? '@page { size: A4; margin: 8mm; }'
      : `@page { size: ${LABEL_PAGE.width}mm ${LABEL_PAGE.height}mm; margin: ${LABEL_PAGE.margin}mm; }`;
  const inner = {
    width: LABEL_PAGE.width - 2 * LABEL_PAGE.margin,
    height: LABEL_PAGE.height - 2 * LABEL_PAGE.margin,
  };
  return `
${page}
.poshak-print-desk { background: #f0f0f0; min-height: 100vh; padding: 16px; }
.poshak-labels { margin: 0 auto; color: #000; font-family: system-ui, 'Noto Sans Bengali', sans-serif; }
.poshak-labels.a4 { width: 194mm; display: grid; grid-template-columns: 1fr 1fr; gap: 4mm; background: #fff; padding: 8mm; box-shadow: 0 1px 4px rgba(0,0,0,.15); }
.poshak-labels.label { display: flex; flex-direction: column; align-items: center; gap: 16px; }
.poshak-label { box-sizing: border-box; background: #fff; overflow: hidden; display: flex; flex-direction: column; gap: 1.2mm; font-size: 8.5pt; line-height: 1.3; }
.poshak-labels.a4 .poshak-label { height: 66mm; padding: 3mm; border: 0.3mm dashed #000; break-inside: avoid; }
.poshak-labels.label .poshak-label { width: ${inner.width}mm; height: ${inner.height}mm; padding: 1mm; box-shadow: 0 1px 4px rgba(0,0,0,.15); }
.poshak-labels.label .poshak-label + .poshak-label { break-before: page; }
.poshak-label p { margin: 0; }
.poshak-label .top { display: flex; justify-content: space-between; align-items: baseline; gap: 2mm; border-bottom: 0.3mm solid #000; padding-bottom: 1mm; }
.poshak-label .courier { font-size: 1.5em; font-weight: 700; }
.poshak-label .invoice { white-space: nowrap; }
.poshak-label .codes { display: flex; gap: 2mm; align-items: center; }
.poshak-label .bars { flex: 1; min-width: 0; text-align: center; }
.poshak-label-barcode { display: block; width: 100%; height: 12mm; }
.poshak-label-qr { width: 18mm; height: 18mm; flex: none; }
.poshak-labels.label .poshak-label-qr { width: 22mm; height: 22mm; }
.poshak-label .code { font-family: ui-monospace, monospace; font-size: 1.1em; font-weight: 700; letter-spacing: 0.3mm; }
.poshak-label .unbooked { flex: 1; border: 0.3mm solid #000; padding: 2mm; text-align: center; font-weight: 600; }
.poshak-label .to { flex: 1; min-height: 0; overflow: hidden; }
.poshak-label .address { white-space: pre-line; display: -webkit-box; -webkit-line-clamp: 3; -webkit-box-orient: vertical; overflow: hidden; }
.poshak-label .collect { display: flex; justify-content: space-between; border: 0.5mm solid #000; padding: 1mm 2mm; font-weight: 700; font-size: 1.25em; }
.poshak-label .muted { color: #333; }
@media print {
  .poshak-print-toolbar { display: none !important; }
  .poshak-print-desk { background: none; padding: 0; min-height: 0; }
  .poshak-labels, .poshak-label { box-shadow: none !important; }
  .poshak-labels.a4 { padding: 0; width: auto; }
  .poshak-labels.label { display: block; }
  html, body { background: #fff !important; margin: 0 !important; padding: 0 !important; }
}
`;
}

/** One parcel's label: courier and tracking code (barcode and QR), invoice, recipient, cash to collect. */
export function ParcelLabel({ order, shop }: { order: OrderDetail; shop: ShopConfig | undefined }) {
  const { t } = useT('backoffice');
  const [language] = useLanguage();
  const digits = useDigits();
  const courierName = useCourierName();
  const areaName = useAreaName();
  const booking = order.courier_booking ?? null;
  const code = booking?.tracking_code ?? null;
  // The courier's own tracking page; a parcel not booked yet, the shop's.
  const qrTarget =
    booking?.tracking_link ?? `${window.location.origin}${paths.track(order.invoice_no)}`;
  return (
    <article
      className="poshak-label"
      data-testid="parcel-label"
      data-invoice={order.invoice_no}
      aria-label={t('couriers.labels.invoice', { invoice: order.invoice_no })}
    >
      <div className="top">
        {/* Not booked yet: the box below says so; the courier is written in by hand. */}
        <span className="courier">{booking ? courierName(booking.courier) : '—'}</span>
        <strong className="invoice">
          {t('couriers.labels.invoice', { invoice: order.invoice_no })}
        </strong>
      </div>
      <div className="codes">
        {code ? (
          <div className="bars">
            <Barcode value={code} label={t('couriers.labels.barcodeOf', { code })} />
            <div className="code">{code}</div>
          </div>
        ) : (
          <div className="unbooked">{t('couriers.labels.notBooked')}</div>
        )}
        <QrCode value={qrTarget} label={t('couriers.labels.qrOf', { target: qrTarget })} />
      </div>
      <div className="to">
        <p>
          <strong>{t('couriers.labels.to')}:</strong> {order.customer_name}
        </p>
        <p>
          <strong>{t('couriers.labels.phone')}:</strong> {digits(order.customer_phone)}
        </p>
        <p className="address">{order.customer_address}</p>
        <p>
          <strong>{t('couriers.labels.area')}:</strong>{' '}
          {areaName(order.shipping_id, order.shipping_name)}
        </p>
      </div>
      <div className="collect" data-testid="label-to-collect">
        <span>{t('couriers.labels.toCollect')}</span>
        <span>{formatTaka(amountToCollect(order), language)}</span>
      </div>
      {shop && (
        <p className="muted">
          {t('couriers.labels.from')}: {shop.shopName} · {digits(shop.supportPhone)}
        </p>
      )}
    </article>
  );
}

/**
 * `/admin/orders/labels?format=a4|label&invoices=12,15,…`: the chosen orders' parcel labels as
 * one print job, in the page's language — eight to an A4 sheet, or one per 80 mm label.
 */
export function LabelsPage() {
  const { t } = useT('backoffice');
  const [search, setSearch] = useSearchParams();
  const format: LabelFormat = search.get('format') === 'label' ? 'label' : 'a4';
  const list = search.get('invoices') ?? '';
  const invoices = INVOICES.test(list) ? list.split(',').map(Number) : null;
  const orders = useQueries({
    queries: (invoices ?? []).map((invoiceNo) => ({
      queryKey: queryKeys.orders.detail(invoiceNo),
      queryFn: () => ordersApi.detail(invoiceNo),
    })),
  });
  const shop = useQuery({
    queryKey: queryKeys.config,
    queryFn: storefrontApi.config,
    staleTime: 30 * 60_000,
  });
  const failed = orders.find((o) => o.isError);
  const ready = orders.length > 0 && orders.every((o) => o.data);

  if (invoices === null) return <ErrorState message={`invoices: ${list}`} />;
  return (
    <div className="poshak-print-desk">
      <style>{labelStyles(format)}</style>
      <Flex
        className="poshak-print-toolbar"
        gap={12}
        wrap
        align="center"
        style={{ marginBottom: 16 }}
      >
        <Typography.Title level={1} style={{ margin: 0, fontSize: 20 }}>
          {t('couriers.labels.title')}
        </Typography.Title>
        <Button
          type="primary"
          icon={<PrinterOutlined />}
          onClick={() => window.print()}
          disabled={!ready}
        >
          {t('couriers.labels.print')}
        </Button>
        <Segmented<LabelFormat>
          value={format}
          onChange={(next) => setSearch({ format: next, invoices: list }, { replace: true })}
          options={[
            { value: 'a4', label: t('couriers.labels.a4') },
            { value: 'label', label: t('couriers.labels.label') },
          ]}
        />
        <Typography.Text>{t('orders.bulk.chosen', { count: invoices.length })}</Typography.Text>
        <Link to={paths.admin.orders}>{t('layout.nav.orders')}</Link>
      </Flex>
      {failed ? (
        <ErrorState message={errorText(failed.error)} onRetry={() => void failed.refetch()} />
      ) : !ready ? (
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin size="large" />
        </Flex>
      ) : (
        <div className={`poshak-labels ${format}`} data-testid="label-sheet">
          {orders.map(
            (order) =>
              order.data && (
                <ParcelLabel key={order.data.invoice_no} order={order.data} shop={shop.data} />
              ),
          )}
        </div>
      )}
    </div>
  );
}
