import { useLayoutEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { Flex, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import {
  dashboardApi,
  queryKeys,
  storefrontApi,
  type PrintableOrder,
  type ShopConfig,
} from '@poshak/shared-api';
import { useLanguage, useT } from '@poshak/shared-ui/i18n';
import { formatTaka } from '@poshak/shared-ui/money';
import { ErrorState } from '@poshak/shared-ui/error-state';
import { errorText } from '../../../lib/error-text';
import { SheetCustomer, SheetHeading, SheetLines, SheetSums } from './print-sheet-parts';
import { PrintToolbar, type PrintFormat } from './print-toolbar';

const MM_PER_PX = 25.4 / 96;
const SLIP_MARGIN_MM = 4;
/** The roll's width; the slip's lines are laid out on it less the margins, on screen as on paper. */
const SLIP_WIDTH_MM = 80;
/**
 * Paper added below the measured slip: a printer rounds the page to its own dots and may draw a
 * font a hair taller than the screen did; a few blank millimetres beat a second page.
 */
const SLIP_SPARE_MM = 6;

/** An 80 mm page for a slip whose content is `slipHeightMm` long: its size and margins. */
export const slipPageSize = (slipHeightMm: number) =>
  `size: ${SLIP_WIDTH_MM}mm ${Math.ceil(slipHeightMm + 2 * SLIP_MARGIN_MM + SLIP_SPARE_MM)}mm; margin: ${SLIP_MARGIN_MM}mm;`;

/**
 * The paper: A4 with comfortable margins, or an 80 mm roll as long as the slip (measured once
 * drawn, so a thermal printer cuts right after the last line). Outside print, the same sheet is
 * shown on a grey desk with the toolbar above it.
 */
export function pageStyles(format: PrintFormat, slipHeightMm: number) {
  const page =
    format === 'a4'
      ? '@page { size: A4; margin: 14mm; }'
      : `@page { ${slipPageSize(slipHeightMm)} }`;
  return `
${page}
.poshak-print-desk { background: #f0f0f0; min-height: 100vh; padding: 16px; }
.poshak-print-sheet { background: #fff; color: #000; margin: 0 auto; font-family: system-ui, 'Noto Sans Bengali', sans-serif; }
.poshak-print-sheet.a4 { width: 182mm; padding: 14mm; font-size: 11pt; box-shadow: 0 1px 4px rgba(0,0,0,.15); }
.poshak-print-sheet.slip { box-sizing: border-box; width: ${SLIP_WIDTH_MM}mm; padding: ${SLIP_MARGIN_MM}mm; font-size: 9pt; line-height: 1.35; box-shadow: 0 1px 4px rgba(0,0,0,.15); }
.poshak-print-sheet.slip table { margin: 2mm 0; }
.poshak-print-sheet.slip th, .poshak-print-sheet.slip td { padding: 0.8mm 0.6mm; }
.poshak-print-sheet p { margin: 0; }
.poshak-print-sheet > :last-child { margin-bottom: 0; }
.poshak-print-sheet h1 { font-size: 1.6em; margin: 0; }
.poshak-print-sheet h2 { font-size: 1.2em; margin: 0; }
.poshak-print-sheet table { width: 100%; border-collapse: collapse; margin: 3mm 0; }
.poshak-print-sheet th, .poshak-print-sheet td { text-align: left; padding: 1.2mm 1mm; border-bottom: 0.2mm solid #999; vertical-align: top; }
.poshak-print-sheet .num { text-align: right; white-space: nowrap; }
.poshak-print-sheet .sums td { border: none; padding: 0.6mm 1mm; }
.poshak-print-sheet .grand td { font-weight: 700; border-top: 0.4mm solid #000; }
.poshak-print-sheet .collect { border: 0.5mm solid #000; padding: 2mm 3mm; margin-top: 3mm; display: flex; justify-content: space-between; font-weight: 700; font-size: 1.15em; }
.poshak-print-sheet .muted { color: #444; }
.poshak-print-sheet.slip .head { text-align: center; }
.poshak-print-sheet.slip hr { border: none; border-top: 0.3mm dashed #000; margin: 2mm 0; }
@media print {
  .poshak-print-toolbar { display: none !important; }
  .poshak-print-desk { background: none; padding: 0; min-height: 0; }
  .poshak-print-sheet { box-shadow: none !important; padding: 0 !important; width: auto !important; }
  html, body { background: #fff !important; margin: 0 !important; padding: 0 !important; }
}
`;
}

/** One order on paper: who sells, who receives, what, and what the courier collects. */
export function Sheet({
  order,
  shop,
  format,
}: {
  order: PrintableOrder;
  shop: ShopConfig | undefined;
  format: PrintFormat;
}) {
  const { t } = useT('backoffice');
  const [language] = useLanguage();
  const slip = format === 'slip';
  const payment = order.payment;
  const provider = payment ? t(`print.providers.${payment.provider}`) : '';

  return (
    <>
      <SheetHeading order={order} shop={shop} slip={slip} />
      {slip ? <hr /> : <div style={{ height: '4mm' }} />}
      <SheetCustomer order={order} />
      <SheetLines lines={order.lines} slip={slip} />
      <SheetSums order={order} />
      {payment && payment.status !== 'rejected' && (
        <div className="muted" data-testid="print-payment">
          {t(payment.status === 'verified' ? 'print.feePaid' : 'print.feeUnverified', {
            provider,
            trx: payment.trx_id,
          })}
        </div>
      )}
      <div className="collect" data-testid="print-to-collect">
        <span>{t('print.toCollect')}</span>
        <span>{formatTaka(order.to_collect, language)}</span>
      </div>
      <p
        className="muted"
        style={{ marginTop: slip ? '3mm' : '4mm', textAlign: slip ? 'center' : 'left' }}
      >
        {t('print.thanks')}
      </p>
    </>
  );
}

/**
 * `/admin/orders/:invoice/print?format=a4|slip`: an order's A4 invoice or 80 mm packing slip in
 * the page's language, with its own print stylesheet, opened in a tab of its own from the
 * order's details. The toolbar (Print, the other format) is not printed.
 */
export function OrderPrintPage() {
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const format: PrintFormat = search.get('format') === 'slip' ? 'slip' : 'a4';
  const invoiceNo = /^\d{1,10}$/.test(params.invoice ?? '') ? Number(params.invoice) : null;
  const order = useQuery({
    queryKey: queryKeys.orders.printable(invoiceNo ?? -1),
    queryFn: () => dashboardApi.printable(invoiceNo ?? -1),
    enabled: invoiceNo !== null,
  });
  const shop = useQuery({
    queryKey: queryKeys.config,
    queryFn: storefrontApi.config,
    staleTime: 30 * 60_000,
  });
  const sheet = useRef<HTMLDivElement>(null);
  const [slipHeightMm, setSlipHeightMm] = useState(200);
  // The slip is laid out on screen at the paper's width, so its height there is its height on
  // paper. Measured again whenever it changes (a font arriving, the language, the shop's name):
  // measured once, a Bengali slip drawn after its font loaded ran onto a second page.
  useLayoutEffect(() => {
    const node = sheet.current;
    if (format !== 'slip' || !node) return;
    const measure = () => {
      const { paddingTop, paddingBottom } = getComputedStyle(node);
      const contentPx = node.scrollHeight - parseFloat(paddingTop) - parseFloat(paddingBottom);
      setSlipHeightMm(contentPx * MM_PER_PX);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [format, order.data]);

  if (invoiceNo === null) {
    return <ErrorState message={`invoice_no: ${params.invoice ?? ''}`} />;
  }
  return (
    <div className="poshak-print-desk">
      <style>{pageStyles(format, slipHeightMm)}</style>
      <PrintToolbar
        format={format}
        onFormat={(next) => setSearch({ format: next }, { replace: true })}
        ready={!!order.data}
      />
      {order.isError ? (
        <ErrorState message={errorText(order.error)} onRetry={() => void order.refetch()} />
      ) : !order.data ? (
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin size="large" />
        </Flex>
      ) : (
        <div ref={sheet} className={`poshak-print-sheet ${format}`} data-testid="print-sheet">
          <Sheet order={order.data} shop={shop.data} format={format} />
        </div>
      )}
    </div>
  );
}
