import { lazy, Suspense } from 'react';
import { Button, Card, Empty, Flex, Skeleton } from 'antd';
import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import { paths } from '@poshak/shared-ui/paths';
import { useT } from '@poshak/shared-ui/i18n';

const OrderDetailsBody = lazy(() => import('./order-details-body'));

/**
 * Product Details (spec §2): the card that holds the chosen invoice's lines, totals, fee check and
 * history (order-details-body.tsx, fetched when an order is first chosen), with its print buttons.
 */
export function OrderDetails({
  invoiceNo,
  beside = false,
  onClose,
  readOnlyReason = null,
}: {
  invoiceNo: number | null;
  /**
   * Beside the list (a wide screen): the list keeps to few columns, so the order's status and
   * its controls are here, with a close button.
   */
  beside?: boolean;
  onClose?: () => void;
  readOnlyReason?: string | null;
}) {
  const { t } = useT('backoffice');
  const title =
    invoiceNo === null
      ? t('orders.details.title')
      : `${t('orders.details.title')} · ${t('orders.details.invoice', { invoice: invoiceNo })}`;

  // Each opens in a tab of its own, with its own Print button and print stylesheet.
  const printLinks =
    invoiceNo === null ? null : (
      <Flex gap={8} wrap>
        <Button
          size="small"
          icon={<PrinterOutlined />}
          href={paths.admin.orderPrint(invoiceNo, 'a4')}
          target="_blank"
          rel="noopener"
        >
          {t('print.printInvoice')}
        </Button>
        <Button
          size="small"
          icon={<PrinterOutlined />}
          href={paths.admin.orderPrint(invoiceNo, 'slip')}
          target="_blank"
          rel="noopener"
        >
          {t('print.printSlip')}
        </Button>
      </Flex>
    );
  const close = onClose && (
    <Button
      size="small"
      type="text"
      icon={<CloseOutlined />}
      onClick={onClose}
      aria-label={t('orders.list.closeDetails')}
    />
  );

  return (
    <Card
      title={title}
      size="small"
      // Beside the list the title keeps the header's width; the print buttons go under it.
      extra={beside ? close : printLinks}
    >
      {invoiceNo === null ? (
        <Empty description={t('orders.details.pickRow')} />
      ) : (
        <Suspense fallback={<Skeleton active />}>
          <OrderDetailsBody
            invoiceNo={invoiceNo}
            beside={beside}
            printLinks={printLinks}
            readOnlyReason={readOnlyReason}
          />
        </Suspense>
      )}
    </Card>
  );
}
