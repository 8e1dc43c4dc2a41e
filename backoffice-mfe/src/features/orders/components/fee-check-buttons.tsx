import { Button, Flex, Tooltip } from 'antd';
import type { OrderPayment } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { usePermission } from '../../../lib/permissions';
import { useFeeCheck } from '../hooks/use-fee-check';

/** Verify or Reject the advance fee; the verdict it already has is not offered again. */
export function FeeCheckButtons({ invoiceNo, fee }: { invoiceNo: number; fee: OrderPayment }) {
  const { t } = useT('backoffice');
  const { readOnlyReason } = usePermission('orders');
  const { record, pending } = useFeeCheck(invoiceNo);

  return (
    <Flex gap={8} wrap>
      <Tooltip title={readOnlyReason}>
        <Button
          type="primary"
          disabled={!!readOnlyReason || fee.status === 'verified'}
          loading={pending === 'verified'}
          onClick={() => void record('verified')}
        >
          {t('orders.fee.verify')}
        </Button>
      </Tooltip>
      <Tooltip title={readOnlyReason}>
        <Button
          danger
          disabled={!!readOnlyReason || fee.status === 'rejected'}
          loading={pending === 'rejected'}
          onClick={() => void record('rejected')}
        >
          {t('orders.fee.reject')}
        </Button>
      </Tooltip>
    </Flex>
  );
}
