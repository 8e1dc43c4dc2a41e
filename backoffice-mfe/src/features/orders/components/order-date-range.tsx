import { Flex, Input } from 'antd';
import { useT } from '@poshak/shared-ui/i18n';
import type { OrderView, OrderViewChange } from '../order-view';

/** The days the orders were placed: from and to, each bounding the other. */
export function OrderDateRange({ view, onChange }: { view: OrderView; onChange: OrderViewChange }) {
  const { t } = useT('backoffice');
  return (
    <Flex gap={8} align="center" wrap>
      <label htmlFor="orders-from">{t('orders.filters.from')}</label>
      <Input
        id="orders-from"
        type="date"
        value={view.from}
        max={view.to || undefined}
        onChange={(e) => onChange({ from: e.target.value })}
        style={{ width: 150 }}
      />
      <label htmlFor="orders-to">{t('orders.filters.to')}</label>
      <Input
        id="orders-to"
        type="date"
        value={view.to}
        min={view.from || undefined}
        onChange={(e) => onChange({ to: e.target.value })}
        style={{ width: 150 }}
      />
    </Flex>
  );
}
