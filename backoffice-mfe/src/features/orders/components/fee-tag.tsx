import { Tag } from 'antd';
import type { OrderFeeStatus } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';

interface Colors {
  color: string;
  background: string;
  border: string;
}

/**
 * The advance delivery fee at a glance: amber while it waits for staff, green once found, red when
 * not found, plain for cash on delivery. Each text at least 4.5:1 against its background (WCAG AA);
 * the words, not the colour alone, say it.
 */
const FEE_COLORS: Record<OrderFeeStatus, Colors> = {
  none: { color: '#434343', background: '#fafafa', border: '#d9d9d9' },
  unverified: { color: '#874d00', background: '#fffbe6', border: '#ffd666' },
  verified: { color: '#135200', background: '#f6ffed', border: '#b7eb8f' },
  rejected: { color: '#a8071a', background: '#fff1f0', border: '#ffa39e' },
};

export function FeeTag({ status }: { status: OrderFeeStatus }) {
  const { t } = useT('backoffice');
  const { color, background, border } = FEE_COLORS[status];
  return (
    <Tag style={{ color, background, borderColor: border }}>{t(`orders.fee.status.${status}`)}</Tag>
  );
}
