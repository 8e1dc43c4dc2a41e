import { Flex, Typography } from 'antd';
import type { OrderFeeStatus } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { ToneTag } from '../../../components/tone-tag';
import { FEE_TONES } from '../order-tones';

export function FeeTag({ status }: { status: OrderFeeStatus }) {
  const { t } = useT('backoffice');
  return <ToneTag tone={FEE_TONES[status]}>{t(`orders.fee.status.${status}`)}</ToneTag>;
}

/** The fee's check as the orders list shows it, in a row or a card: its tag and the TrxID sent. */
export function FeeCheck({
  order,
  vertical = false,
}: {
  order: { fee_status: OrderFeeStatus; trx_id?: string | null | undefined };
  vertical?: boolean;
}) {
  return (
    <Flex vertical={vertical} gap={vertical ? 2 : 8} align={vertical ? 'start' : 'center'} wrap>
      <FeeTag status={order.fee_status} />
      {order.trx_id && (
        <Typography.Text code style={{ fontSize: 12 }}>
          {order.trx_id}
        </Typography.Text>
      )}
    </Flex>
  );
}
