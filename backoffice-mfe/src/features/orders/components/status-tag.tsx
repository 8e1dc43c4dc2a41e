import { Tag } from 'antd';
import { useT } from '@poshak/shared-ui/i18n';
import type { OrderStatusName } from '@poshak/shared-api';

interface Colors {
  color: string;
  background: string;
  border: string;
}

/**
 * One colour per status of spec §4, each told apart at a glance (Delivered is a light green tag,
 * Completed a filled dark green one) and each text at least 4.5:1 against its background (WCAG AA).
 */
export const STATUS_COLORS: Record<OrderStatusName, Colors> = {
  Pending: { color: '#874d00', background: '#fff7e6', border: '#ffd591' },
  Processing: { color: '#003eb3', background: '#e6f4ff', border: '#91caff' },
  'Ready-To-Shift': { color: '#00474f', background: '#e6fffb', border: '#87e8de' },
  Shifted: { color: '#531dab', background: '#f9f0ff', border: '#d3adf7' },
  Delivered: { color: '#135200', background: '#f6ffed', border: '#b7eb8f' },
  Completed: { color: '#ffffff', background: '#135200', border: '#135200' },
  Canceled: { color: '#a8071a', background: '#fff1f0', border: '#ffa39e' },
};

const isKnown = (name: string): name is OrderStatusName => name in STATUS_COLORS;

export function StatusTag({ name }: { name: string }) {
  const { t } = useT('backoffice');
  if (!isKnown(name)) return <Tag>{name}</Tag>;
  const { color, background, border } = STATUS_COLORS[name];
  return (
    <Tag style={{ color, background, borderColor: border }}>{t(`orders.statuses.${name}`)}</Tag>
  );
}
