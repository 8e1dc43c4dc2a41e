import { Flex, Skeleton, Typography } from 'antd';
import { useT } from '@poshak/shared-ui/i18n';
import { ErrorState } from '@poshak/shared-ui/error-state';
import { errorText } from '../../../lib/error-text';
import { useOrderPayment } from '../api/use-orders';
import { FeeTag } from './fee-tag';
import { FeeFacts } from './fee-facts';
import { FeeCheckButtons } from './fee-check-buttons';

/**
 * The delivery fee the shopper says they sent in advance (provider, transaction ID, the number it
 * came from) and what staff found: Verify once the provider's record shows it, Reject (after a
 * confirmation) when it does not. Until it is verified the order cannot become Ready-To-Shift.
 */
export function OrderPayment({
  invoiceNo,
  narrow = false,
}: {
  invoiceNo: number;
  /** Beside the orders list: one fact a line. */
  narrow?: boolean;
}) {
  const { t } = useT('backoffice');
  const payment = useOrderPayment(invoiceNo);

  const title = (
    <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
      {t('orders.fee.title')}
    </Typography.Title>
  );

  if (payment.isPending) return <Skeleton active paragraph={{ rows: 2 }} title={false} />;
  if (payment.isError) {
    return <ErrorState message={errorText(payment.error)} onRetry={() => void payment.refetch()} />;
  }
  const fee = payment.data;
  if (!fee) {
    return (
      <Flex vertical gap={4} role="group" aria-label={t('orders.fee.title')}>
        {title}
        <Typography.Text>
          <FeeTag status="none" /> {t('orders.fee.cashOnDelivery')}
        </Typography.Text>
      </Flex>
    );
  }

  return (
    <Flex vertical gap={8} role="group" aria-label={t('orders.fee.title')}>
      {title}
      <FeeFacts fee={fee} narrow={narrow} />
      <FeeCheckButtons invoiceNo={invoiceNo} fee={fee} />
    </Flex>
  );
}
