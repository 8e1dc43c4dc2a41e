import { Tag } from 'antd';
import { useT } from '@poshak/shared-ui/i18n';
import type { OrderView, OrderViewChange } from '../order-view';

/** Only from a dashboard campaign's link: the orders that came from it, closable. */
export function OrderCampaignTag({
  view,
  onChange,
}: {
  view: OrderView;
  onChange: OrderViewChange;
}) {
  const { t } = useT('backoffice');
  if (!view.campaign && !view.campaignSource) return null;
  return (
    <Tag
      closable
      onClose={() => onChange({ campaign: '', campaignSource: '' })}
      closeIcon={<span aria-label={t('orders.filters.campaignClear')}>×</span>}
    >
      {t('orders.filters.campaign', {
        campaign: [view.campaign, view.campaignSource].filter(Boolean).join(' · '),
      })}
    </Tag>
  );
}
