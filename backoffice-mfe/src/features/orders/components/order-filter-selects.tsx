import { Select } from 'antd';
import {
  ORDER_COUNTED_IN,
  ORDER_SOURCES,
  ORDER_STATUS_NAMES,
  orderStatusId,
  type OrderCountedIn,
  type OrderFeeStatus,
  type OrderSource,
} from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import type { OrderView, OrderViewChange } from '../order-view';

/** "Fee waiting for verification" first: the one staff look for before parcels leave. */
const FEE_FILTERS: readonly OrderFeeStatus[] = ['unverified', 'rejected', 'verified', 'none'];

/** The filters chosen from a list: status, advance fee, dashboard figure and source. */
export function OrderFilterSelects({
  view,
  onChange,
}: {
  view: OrderView;
  onChange: OrderViewChange;
}) {
  const { t } = useT('backoffice');
  return (
    <>
      <Select<number>
        allowClear
        value={view.statusId ?? undefined}
        onChange={(id) => onChange({ statusId: id ?? null })}
        placeholder={t('orders.filters.status')}
        aria-label={t('orders.filters.status')}
        options={ORDER_STATUS_NAMES.map((name) => ({
          value: orderStatusId(name),
          label: t(`orders.statuses.${name}`),
        }))}
        style={{ flex: '1 1 160px', maxWidth: 200 }}
      />
      <Select
        allowClear
        value={view.fee ?? undefined}
        onChange={(fee) => onChange({ fee: fee ?? null })}
        placeholder={t('orders.filters.fee')}
        aria-label={t('orders.filters.fee')}
        options={FEE_FILTERS.map((fee) => ({
          value: fee,
          label: t(`orders.filters.feeOptions.${fee}`),
        }))}
        popupMatchSelectWidth={false}
        style={{ flex: '1 1 200px', maxWidth: 260 }}
      />
      {/* Only from a dashboard figure's link: the orders that figure sums. */}
      {view.countedIn !== null && (
        <Select<OrderCountedIn>
          allowClear
          value={view.countedIn}
          onChange={(figure) => onChange({ countedIn: figure ?? null })}
          placeholder={t('orders.filters.countedIn')}
          aria-label={t('orders.filters.countedIn')}
          options={ORDER_COUNTED_IN.map((figure) => ({
            value: figure,
            label: t(`orders.filters.countedOptions.${figure}`),
          }))}
          popupMatchSelectWidth={false}
          style={{ flex: '1 1 200px', maxWidth: 280 }}
        />
      )}
      <Select<OrderSource>
        allowClear
        value={view.source ?? undefined}
        onChange={(source) => onChange({ source: source ?? null })}
        placeholder={t('orders.filters.source')}
        aria-label={t('orders.filters.source')}
        options={ORDER_SOURCES.map((source) => ({
          value: source,
          label: t(`newOrder.sources.${source}`),
        }))}
        popupMatchSelectWidth={false}
        style={{ flex: '1 1 160px', maxWidth: 220 }}
      />
    </>
  );
}
