import { Button, Checkbox, Flex, Input } from 'antd';
import { useT } from '@poshak/shared-ui/i18n';
import { CLEARED_FILTERS, useOrderFiltersOpen } from '../hooks/use-order-filters-open';
import type { OrderView, OrderViewChange } from '../order-view';
import { OrderCampaignTag } from './order-campaign-tag';
import { OrderDateRange } from './order-date-range';
import { OrderFilterSelects } from './order-filter-selects';
import { OrderSortSelect } from './order-sort-select';

interface Props {
  view: OrderView;
  onChange: OrderViewChange;
  /** A phone: the customer search alone, the other filters behind a button (the orders first). */
  compact?: boolean;
}

/**
 * Find orders by the customer's name or phone, their status, their advance fee and the days they
 * were placed.
 */
export function OrderFilters({ view, onChange, compact = false }: Props) {
  const { t } = useT('backoffice');
  const { others, filtered, open, opened, toggle } = useOrderFiltersOpen(view, compact);
  return (
    <Flex wrap gap={8} align="center">
      <Input.Search
        // A new search in the address (Clear filters, Back) starts the box again from it.
        key={view.customer}
        defaultValue={view.customer}
        onSearch={(text) => onChange({ customer: text.trim() })}
        placeholder={t('orders.filters.customer')}
        aria-label={t('orders.filters.customer')}
        maxLength={100}
        allowClear
        style={{ flex: '1 1 220px', maxWidth: 320 }}
      />
      {compact && !others && (
        <Button onClick={toggle} aria-expanded={opened}>
          {t(opened ? 'orders.filters.fewer' : 'orders.filters.more')}
        </Button>
      )}
      {open && (
        <>
          <OrderFilterSelects view={view} onChange={onChange} />
          <Checkbox checked={view.held} onChange={(e) => onChange({ held: e.target.checked })}>
            {t('orders.filters.held')}
          </Checkbox>
          <OrderCampaignTag view={view} onChange={onChange} />
          <OrderSortSelect view={view} onChange={onChange} />
          <OrderDateRange view={view} onChange={onChange} />
        </>
      )}
      {filtered && (
        <Button type="link" onClick={() => onChange(CLEARED_FILTERS)}>
          {t('orders.filters.clear')}
        </Button>
      )}
    </Flex>
  );
}
