import { Select } from 'antd';
import type { OrderSort } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import type { OrderView, OrderViewChange } from '../order-view';

/** The table's sorts, also offered here: a phone's cards have no column headers to click. */
const SORTS = [
  'time-desc',
  'time-asc',
  'total-desc',
  'total-asc',
  'status-asc',
  'status-desc',
] as const satisfies readonly `${OrderSort}-${'asc' | 'desc'}`[];
type SortChoice = (typeof SORTS)[number];

/** The list's sort as one choice of field and direction. */
export function OrderSortSelect({
  view,
  onChange,
}: {
  view: OrderView;
  onChange: OrderViewChange;
}) {
  const { t } = useT('backoffice');
  return (
    <Select<SortChoice>
      value={`${view.sort}-${view.order}` as SortChoice}
      onChange={(choice) => {
        const [sort, order] = choice.split('-') as [OrderSort, 'asc' | 'desc'];
        onChange({ sort, order });
      }}
      aria-label={t('orders.list.sortBy')}
      options={SORTS.map((choice) => ({
        value: choice,
        label: t(`orders.list.sorts.${choice}`),
      }))}
      popupMatchSelectWidth={false}
      style={{ flex: '1 1 160px', maxWidth: 200 }}
    />
  );
}
