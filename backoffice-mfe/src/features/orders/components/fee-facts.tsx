import { Descriptions, Typography } from 'antd';
import type { OrderPayment } from '@poshak/shared-api';
import { useLanguage, useT } from '@poshak/shared-ui/i18n';
import { formatTaka } from '@poshak/shared-ui/money';
import { useDigits } from '../../../lib/use-digits';
import { dhakaMoment } from '../dhaka-time';
import { FeeTag } from './fee-tag';

/** What the shopper says they sent in advance, and who checked it when. */
export function FeeFacts({ fee, narrow }: { fee: OrderPayment; narrow: boolean }) {
  const { t } = useT('backoffice');
  const [language] = useLanguage();
  const digits = useDigits();

  const checked =
    fee.checked_at === null
      ? t('orders.fee.notChecked')
      : t('orders.fee.checkedBy', {
          by: fee.checked_by ?? t('orders.fee.someone'),
          at: dhakaMoment(fee.checked_at, language),
        });

  return (
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
  );
}
