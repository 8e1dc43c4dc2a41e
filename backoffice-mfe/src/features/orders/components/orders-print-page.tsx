import { useSearchParams } from 'react-router-dom';
import { Flex, Spin } from 'antd';
import { useQueries, useQuery } from '@tanstack/react-query';
import { BULK_ORDER_LIMIT, dashboardApi, queryKeys, storefrontApi } from '@poshak/shared-api';
import { ErrorState } from '@poshak/shared-ui/error-state';
import { errorText } from '../../../lib/error-text';
import { useSlipPages } from '../hooks/use-slip-pages';
import { pageStyles, Sheet } from './order-print-page';
import { PrintToolbar, type PrintFormat } from './print-toolbar';

const INVOICES = new RegExp(`^\\d{1,10}(?:,\\d{1,10}){0,${BULK_ORDER_LIMIT - 1}}$`);

/** Each order on a page of its own, on paper; apart from the next on the screen's desk. */
const BETWEEN_SHEETS = `
.poshak-print-sheet + .poshak-print-sheet { break-before: page; margin-top: 16px; }
@media print { .poshak-print-sheet + .poshak-print-sheet { margin-top: 0; } }
`;

/**
 * `/admin/orders/print?format=slip|a4&invoices=12,15,…`: the chosen orders' packing slips (80 mm)
 * or A4 invoices as one print job, each order's sheet (the single print page's own) on a page of
 * its own. Each slip's page is as long as that slip (a named page per order: a thermal roll is cut
 * right after each slip's last line, and none runs onto a second page).
 */
export function OrdersPrintPage() {
  const [search, setSearch] = useSearchParams();
  const format: PrintFormat = search.get('format') === 'slip' ? 'slip' : 'a4';
  const list = search.get('invoices') ?? '';
  const invoices = INVOICES.test(list) ? list.split(',').map(Number) : null;
  const orders = useQueries({
    queries: (invoices ?? []).map((invoiceNo) => ({
      queryKey: queryKeys.orders.printable(invoiceNo),
      queryFn: () => dashboardApi.printable(invoiceNo),
    })),
  });
  const shop = useQuery({
    queryKey: queryKeys.config,
    queryFn: storefrontApi.config,
    staleTime: 30 * 60_000,
  });
  const failed = orders.find((o) => o.isError);
  const ready = orders.length > 0 && orders.every((o) => o.data);

  const { desk, tallestMm, slipPagesCss } = useSlipPages(format, ready);

  if (invoices === null) return <ErrorState message={`invoices: ${list}`} />;
  return (
    <div className="poshak-print-desk" ref={desk}>
      <style>{pageStyles(format, tallestMm) + BETWEEN_SHEETS + slipPagesCss}</style>
      <PrintToolbar
        format={format}
        onFormat={(next) => setSearch({ format: next, invoices: list }, { replace: true })}
        count={invoices.length}
        ready={ready}
      />
      {failed ? (
        <ErrorState message={errorText(failed.error)} onRetry={() => void failed.refetch()} />
      ) : !ready ? (
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin size="large" />
        </Flex>
      ) : (
        orders.map(
          (order) =>
            order.data && (
              <div
                key={order.data.invoice_no}
                className={`poshak-print-sheet ${format}`}
                data-testid="print-sheet"
                data-invoice={order.data.invoice_no}
              >
                <Sheet order={order.data} shop={shop.data} format={format} />
              </div>
            ),
        )
      )}
    </div>
  );
}
