import { useT } from '@poshak/shared-ui/i18n';
import { DateRange } from '../../../components/date-range';
import type { OrderView, OrderViewChange } from '../order-view';

/** The days the orders were placed: from and to, each bounding the other. */
export function OrderDateRange({ view, onChange }: { view: OrderView; onChange: OrderViewChange }) {
  const { t } = useT('backoffice');
  return (
    <DateRange
      idPrefix="orders"
      fromLabel={t('orders.filters.from')}
      toLabel={t('orders.filters.to')}
      from={view.from}
      to={view.to}
      onChange={onChange}
    />
  );
}
