import { useState } from 'react';
import { Button, Checkbox, Flex, Input, Select, Tag } from 'antd';
import {
  ORDER_COUNTED_IN,
  ORDER_SOURCES,
  ORDER_STATUS_NAMES,
  orderStatusId,
  type OrderCountedIn,
  type OrderSource,
  type OrderFeeStatus,
  type OrderSort,
} from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import type { OrderView } from '../order-view';

/** "Fee waiting for verification" first: the one staff look for before parcels leave. */
const FEE_FILTERS: readonly OrderFeeStatus[] = ['unverified', 'rejected', 'verified', 'none'];

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

interface Props {
  view: OrderView;
  onChange: (patch: Partial<OrderView>) => void;
  /** A phone: the customer search alone, the other filters behind a button (the orders first). */
  compact?: boolean;
}

/**
 * Find orders by the customer's name or phone, their status, their advance fee and the days they
 * were placed.
 */
export function OrderFilters({ view, onChange, compact = false }: Props) {
  const { t } = useT('backoffice');
  const [opened, setOpened] = useState(false);
  const others =
    view.statusId !== null ||
    !!view.from ||
    !!view.to ||
    view.fee !== null ||
    view.countedIn !== null ||
    view.source !== null ||
    !!view.campaign ||
    !!view.campaignSource ||
    view.held;
  const filtered = view.customer !== '' || others;
  // A filter in use stays in sight.
  const open = !compact || opened || others;
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
        <Button onClick={() => setOpened((o) => !o)} aria-expanded={opened}>
          {t(opened ? 'orders.filters.fewer' : 'orders.filters.more')}
        </Button>
      )}
      {open && (
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
          <Checkbox checked={view.held} onChange={(e) => onChange({ held: e.target.checked })}>
            {t('orders.filters.held')}
          </Checkbox>
          {/* Only from a dashboard campaign's link: the orders that came from it. */}
          {(view.campaign || view.campaignSource) && (
            <Tag
              closable
              onClose={() => onChange({ campaign: '', campaignSource: '' })}
              closeIcon={<span aria-label={t('orders.filters.campaignClear')}>×</span>}
            >
              {t('orders.filters.campaign', {
                campaign: [view.campaign, view.campaignSource].filter(Boolean).join(' · '),
              })}
            </Tag>
          )}
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
        </>
      )}
      {filtered && (
        <Button
          type="link"
          onClick={() =>
            onChange({
              customer: '',
              statusId: null,
              from: '',
              to: '',
              fee: null,
              countedIn: null,
              source: null,
              campaign: '',
              campaignSource: '',
              held: false,
            })
          }
        >
          {t('orders.filters.clear')}
        </Button>
      )}
    </Flex>
  );
}
