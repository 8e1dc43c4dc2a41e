import { Tag, Tooltip } from 'antd';
import type { OrderSummary } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';

/** "Held" beside an order's status while it waits for a call, its reason on hover (staff only). */
export function HeldTag({ order }: { order: OrderSummary }) {
  const { t } = useT('backoffice');
  if (!order.hold_kind || order.hold_released_at) return null;
  const why =
    order.hold_kind === 'blocked'
      ? t('risk.heldBlocked', { reason: order.hold_reason ?? '' })
      : t('risk.heldRisk', { score: order.hold_score ?? 0 });
  return (
    <Tooltip title={why}>
      <Tag color="volcano" aria-label={why}>
        {t('risk.held')}
      </Tag>
    </Tooltip>
  );
}
