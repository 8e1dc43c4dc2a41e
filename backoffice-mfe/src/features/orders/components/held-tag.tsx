import { Tooltip } from 'antd';
import type { OrderSummary } from '@poshak/shared-api';
import { useLanguage, useT } from '@poshak/shared-ui/i18n';
import { formatWholeNumber } from '@poshak/shared-ui/money';
import { ToneTag } from '../../../components/tone-tag';

/** "Held" beside an order's status while it waits for a call, its reason on hover (staff only). */
export function HeldTag({ order }: { order: OrderSummary }) {
  const { t } = useT('backoffice');
  const [language] = useLanguage();
  if (!order.hold_kind || order.hold_released_at) return null;
  const why =
    order.hold_kind === 'blocked'
      ? t('risk.heldBlocked', { reason: order.hold_reason ?? '' })
      : t('risk.heldRisk', { score: formatWholeNumber(order.hold_score ?? 0, language) });
  return (
    <Tooltip title={why}>
      <ToneTag tone="red" aria-label={why}>
        {t('risk.held')}
      </ToneTag>
    </Tooltip>
  );
}
