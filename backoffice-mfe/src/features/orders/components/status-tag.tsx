import { Tag } from 'antd';
import { useT } from '@poshak/shared-ui/i18n';
import type { OrderStatusName } from '@poshak/shared-api';

/** The colour classes of spec §4, one per status. */
const COLORS: Record<OrderStatusName, string> = {
  Pending: 'gold',
  Processing: 'blue',
  'Ready-To-Shift': 'cyan',
  Shifted: 'geekblue',
  Delivered: 'green',
  Completed: 'success',
  Canceled: 'red',
};

const isKnown = (name: string): name is OrderStatusName => name in COLORS;

export function StatusTag({ name }: { name: string }) {
  const { t } = useT('backoffice');
  if (!isKnown(name)) return <Tag>{name}</Tag>;
  return <Tag color={COLORS[name]}>{t(`orders.statuses.${name}`)}</Tag>;
}
