import { Descriptions } from 'antd';
import type { OrderDetail } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';

/**
 * Where the parcel goes (the worklist's row names only the customer and the area), where the
 * order came from (checkout, or how a staff member took it and who) and its campaign, if any.
 */
export function OrderFactsSection({ order }: { order: OrderDetail }) {
  const { t } = useT('backoffice');
  const source = t(`newOrder.sources.${order.source}`);
  const campaign = [order.utm_campaign, order.utm_source, order.utm_medium].filter(Boolean);
  return (
    <Descriptions
      size="small"
      column={1}
      style={{ marginBottom: 12 }}
      items={[
        { key: 'address', label: t('customers.address'), children: order.customer_address },
        {
          key: 'source',
          label: t('orders.details.source'),
          children: order.taken_by
            ? t('orders.details.takenBy', { source, by: order.taken_by })
            : source,
        },
        ...(campaign.length > 0
          ? [
              {
                key: 'campaign',
                label: t('orders.details.campaign'),
                children: campaign.join(' · '),
              },
            ]
          : []),
      ]}
    />
  );
}
