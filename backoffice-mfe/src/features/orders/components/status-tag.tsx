import { Tag } from 'antd';
import { useT } from '@poshak/shared-ui/i18n';
import type { OrderStatusName } from '@poshak/shared-api';
import { TONES, type ToneColors } from '../../../components/tone-tag';

/**
 * One colour per status of spec §4, each told apart at a glance (Delivered is a light green tag,
 * Completed a filled dark green one) and each text at least 4.5:1 against its background (WCAG AA).
 */
export const STATUS_COLORS: Record<OrderStatusName, ToneColors> = {
  Pending: TONES.amber,
  Processing: TONES.blue,
  'Ready-To-Shift': TONES.teal,
  Shifted: TONES.purple,
  Delivered: TONES.green,
  Completed: TONES.greenFilled,
  Canceled: TONES.red,
};

const isKnown = (name: string): name is OrderStatusName => name in STATUS_COLORS;

export function StatusTag({ name }: { name: string }) {
  const { t } = useT('backoffice');
  if (!isKnown(name)) return <Tag>{name}</Tag>;
  return <Tag style={STATUS_COLORS[name]}>{t(`orders.statuses.${name}`)}</Tag>;
}
