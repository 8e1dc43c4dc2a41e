import { Tag } from 'antd';
import { useT } from '@poshak/shared-ui/i18n';
import { statusColors } from '../order-tones';

export function StatusTag({ name }: { name: string }) {
  const { t } = useT('backoffice');
  const colors = statusColors(name);
  if (!colors) return <Tag>{name}</Tag>;
  return <Tag style={colors}>{t(`orders.statuses.${name}`)}</Tag>;
}
