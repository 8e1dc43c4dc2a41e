// Free of React: the back-office's first screen asks for the list the page's address names before
// React is here (first-screen-early.ts); the page reads its view through use-order-view.ts.
import {
  ORDER_COUNTED_IN,
  ORDER_FEE_STATUSES,
  ORDER_SORTS,
  ORDER_SOURCES,
  type OrderCountedIn,
  type OrderSource,
  type OrderFeeStatus,
  type OrderListParams,
  type OrderSort,
} from '@poshak/shared-api';
import { pagingFrom, positiveFrom, putPaging } from '../../lib/address-paging';

/** The orders table's search and filters, kept in the page's address. */
export interface OrderView {
  page: number;
  pageSize: number;
  /** Customer name or phone contains. */
  customer: string;
  statusId: number | null;
  /** Days (YYYY-MM-DD), in Dhaka time. */
  from: string;
  to: string;
  /** The advance fee's state (`unverified`: waiting for staff to check it), or null for any. */
  fee: OrderFeeStatus | null;
  /** The orders a dashboard money figure sums (the figure's link), or null for any. */
  countedIn: OrderCountedIn | null;
  /** Where the orders came from (checkout, or how staff took them), or null for any. */
  source: OrderSource | null;
  /** The campaign the orders came from (a dashboard line's link): its name and source, or ''. */
  campaign: string;
  campaignSource: string;
  /** Only the orders held for a call (a blocked number, a risk above the owner's rule). */
  held: boolean;
  /** The table's sort, on the server: newest first unless staff chose another. */
  sort: OrderSort;
  order: 'asc' | 'desc';
}

/** A change to the view; any change but a page turn starts again at page 1. */
export type OrderViewChange = (patch: Partial<OrderView>) => void;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const feeStatus = (text: string | null): OrderFeeStatus | null =>
  ORDER_FEE_STATUSES.find((status) => status === text) ?? null;
const countedIn = (text: string | null): OrderCountedIn | null =>
  ORDER_COUNTED_IN.find((figure) => figure === text) ?? null;

export function orderViewFromSearch(search: URLSearchParams): OrderView {
  const day = (key: string) => {
    const value = search.get(key) ?? '';
    return DAY.test(value) ? value : '';
  };
  return {
    ...pagingFrom(search),
    customer: (search.get('customer') ?? '').slice(0, 100),
    statusId: positiveFrom(search.get('status')),
    from: day('from'),
    to: day('to'),
    fee: feeStatus(search.get('fee')),
    countedIn: countedIn(search.get('counted')),
    source: ORDER_SOURCES.find((source) => source === search.get('source')) ?? null,
    campaign: (search.get('campaign') ?? '').slice(0, 100),
    campaignSource: (search.get('campaign_source') ?? '').slice(0, 100),
    held: search.get('held') === 'true',
    sort: ORDER_SORTS.find((sort) => sort === search.get('sort')) ?? 'time',
    order: search.get('order') === 'asc' ? 'asc' : 'desc',
  };
}

export function searchFromOrderView(view: OrderView): URLSearchParams {
  const search = new URLSearchParams();
  if (view.customer) search.set('customer', view.customer);
  if (view.statusId !== null) search.set('status', String(view.statusId));
  if (view.from) search.set('from', view.from);
  if (view.to) search.set('to', view.to);
  if (view.fee) search.set('fee', view.fee);
  if (view.countedIn) search.set('counted', view.countedIn);
  if (view.source) search.set('source', view.source);
  if (view.campaign) search.set('campaign', view.campaign);
  if (view.campaignSource) search.set('campaign_source', view.campaignSource);
  if (view.held) search.set('held', 'true');
  if (view.sort !== 'time' || view.order !== 'desc') {
    search.set('sort', view.sort);
    search.set('order', view.order);
  }
  putPaging(search, view);
  return search;
}

export function orderListParams(view: OrderView): OrderListParams {
  return {
    page: view.page,
    pageSize: view.pageSize,
    ...(view.customer && { customer: view.customer }),
    ...(view.statusId !== null && { order_status_id: view.statusId }),
    ...(view.from && { from: view.from }),
    ...(view.to && { to: view.to }),
    ...(view.fee && { fee_status: view.fee }),
    ...(view.countedIn && { counted_in: view.countedIn }),
    ...(view.source && { source: view.source }),
    ...(view.campaign && { campaign: view.campaign }),
    ...(view.campaignSource && { campaign_source: view.campaignSource }),
    ...(view.held && { held: 'true' as const }),
    ...((view.sort !== 'time' || view.order !== 'desc') && { sort: view.sort, order: view.order }),
  };
}

/** The view's filters alone (no paging, no sort): what "all matching the filter" and the export read. */
export function orderFilter(view: OrderView) {
  const {
    page: _page,
    pageSize: _size,
    sort: _sort,
    order: _order,
    ...filter
  } = orderListParams(view);
  return filter;
}
