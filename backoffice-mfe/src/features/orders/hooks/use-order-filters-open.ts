import { useState } from 'react';
import type { OrderView } from '../order-view';

/** Every filter emptied (the customer search included): what Clear filters asks for. */
export const CLEARED_FILTERS: Partial<OrderView> = {
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
};

/** Whether a filter other than the customer search is in use. */
const otherFilters = (view: OrderView) =>
  view.statusId !== null ||
  !!view.from ||
  !!view.to ||
  view.fee !== null ||
  view.countedIn !== null ||
  view.source !== null ||
  !!view.campaign ||
  !!view.campaignSource ||
  view.held;

/**
 * Which filters a phone shows: the customer search alone until the reader asks for more, while a
 * filter in use stays in sight.
 */
export function useOrderFiltersOpen(view: OrderView, compact: boolean) {
  const [opened, setOpened] = useState(false);
  const others = otherFilters(view);
  return {
    others,
    filtered: view.customer !== '' || others,
    open: !compact || opened || others,
    opened,
    toggle: () => setOpened((o) => !o),
  };
}
