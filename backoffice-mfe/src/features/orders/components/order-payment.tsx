import { App, Button, Descriptions, Flex, Skeleton, Tooltip, Typography } from 'antd';
import type { OrderPayment as Payment } from '@poshak/shared-api';
import { useLanguage, useT } from '@poshak/shared-ui/i18n';
import { formatTaka } from '@poshak/shared-ui/money';
import { toast, TOAST_MS } from '@poshak/shared-ui/toast';
import { useSingleFlight } from '@poshak/shared-ui/single-flight';
import { ErrorState } from '@poshak/shared-ui/error-state';
import { errorText } from '../../../lib/error-text';
import { usePermission } from '../../../lib/permissions';
import { useCheckPayment, useOrderPayment } from '../api/use-orders';
import { dhakaMoment } from '../dhaka-time';
import { useDigits } from '../../../lib/use-digits';
import { FeeTag } from './fee-tag';

type Verdict = 'verified' | 'rejected';

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
  const [language] = useLanguage();
  const { modal } = App.useApp();
  const payment = useOrderPayment(invoiceNo);
  const check = useCheckPayment();
  const { readOnlyReason } = usePermission('orders');
  const digits = useDigits();

  const [record] = useSingleFlight(async (verdict: Verdict) => {
    if (verdict === 'rejected') {
      const confirmed = await modal.confirm({
        title: t('orders.fee.confirmReject', { invoice: invoiceNo }),
        content: t('orders.fee.confirmRejectText'),
        okText: t('orders.fee.reject'),
        okButtonProps: { danger: true },
        cancelText: t('orders.fee.keep'),
      });
      if (!confirmed) return;
    }
    try {
      await check.mutateAsync({ invoiceNo, status: verdict });
      toast.success(
        t(verdict === 'verified' ? 'orders.fee.verifiedDone' : 'orders.fee.rejectedDone'),
        {
          duration: TOAST_MS.backoffice,
        },
      );
    } catch (error) {
      toast.error(t('orders.fee.checkFailed', { reason: errorText(error) }), {
        duration: TOAST_MS.backofficeLong,
      });
    }
  });

  const title = (
    <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
      {t('orders.fee.title')}
    </Typography.Title>
  );

  if (payment.isPending) return <Skeleton active paragraph={{ rows: 2 }} title={false} />;
  if (payment.isError) {
    return <ErrorState message={errorText(payment.error)} onRetry={() => void payment.refetch()} />;
  }
  const fee: Payment | null = payment.data;
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

  const checked =
    fee.checked_at === null
      ? t('orders.fee.notChecked')
      : t('orders.fee.checkedBy', {
          by: fee.checked_by ?? t('orders.fee.someone'),
          at: dhakaMoment(fee.checked_at, language),
        });

  return (
    <Flex vertical gap={8} role="group" aria-label={t('orders.fee.title')}>
      {title}
      <Descriptions
        size="small"
        bordered
        column={narrow ? 1 : { xs: 1, sm: 2, lg: 3 }}
        items={[
          {
            key: 'provider',
            label: t('orders.fee.provider'),
            children: t(`orders.fee.providers.${fee.provider}`),
          },
          {
            key: 'trx',
            label: t('orders.fee.trxId'),
            children: (
              <Typography.Text code copyable={{ text: fee.trx_id }}>
                {fee.trx_id}
              </Typography.Text>
            ),
          },
          { key: 'from', label: t('orders.fee.paidFrom'), children: digits(fee.paid_from) },
          {
            key: 'amount',
            label: t('orders.fee.amount'),
            children: formatTaka(fee.amount, language),
          },
          {
            key: 'status',
            label: t('orders.fee.statusLabel'),
            children: <FeeTag status={fee.status} />,
          },
          { key: 'checked', label: t('orders.fee.checked'), children: checked },
        ]}
      />
      <Flex gap={8} wrap>
        <Tooltip title={readOnlyReason}>
          <Button
            type="primary"
            disabled={!!readOnlyReason || fee.status === 'verified'}
            loading={check.isPending && check.variables.status === 'verified'}
            onClick={() => void record('verified')}
          >
            {t('orders.fee.verify')}
          </Button>
        </Tooltip>
        <Tooltip title={readOnlyReason}>
          <Button
            danger
            disabled={!!readOnlyReason || fee.status === 'rejected'}
            loading={check.isPending && check.variables.status === 'rejected'}
            onClick={() => void record('rejected')}
          >
            {t('orders.fee.reject')}
          </Button>
        </Tooltip>
      </Flex>
    </Flex>
  );
}
