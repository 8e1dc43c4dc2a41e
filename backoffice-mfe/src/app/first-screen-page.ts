import {
  DASHBOARD_PATH,
  firstGet,
  ORDER_LIST_PATH,
  queryKeys,
  type Dashboard,
  type OrderSummary,
  type Paged,
  type SigninReply,
} from '@poshak/shared-api';
import { paths } from '@poshak/shared-ui/paths';
import { orderListParams, orderViewFromSearch } from '../features/orders/order-view';
import { canRead } from '../lib/access';

/*
 * Which screen a visit lands on and the data it opens with: free of React, axios and antd, so that
 * the back-office's early script (first-screen-early.ts) and its app (first-screen-start.ts) ask
 * the same question the same way.
 */

/** The screens staff land on, drawn with their data before their page's code is here. */
export type FirstPage = 'dashboard' | 'orders';

/** A first screen with the data it is drawn from. */
export type FirstScreenData =
  { page: 'dashboard'; data: Dashboard } | { page: 'orders'; data: Paged<OrderSummary> };

const FIRST_PAGE_PATHS: Record<string, FirstPage> = {
  [paths.admin.dashboard]: 'dashboard',
  [paths.admin.orders]: 'orders',
};

/** The first screen a visit to `pathname` by `user` lands on, if it lands on one. */
export function firstPageOf(pathname: string, user: SigninReply | null): FirstPage | null {
  if (!user) return null;
  let path = pathname.replace(/\/+$/, '');
  // `/admin` itself leads to the dashboard, or to the orders for who may not see it (routes.tsx).
  if (path === paths.admin.root) {
    path = canRead(user, 'dashboard') ? paths.admin.dashboard : paths.admin.orders;
  }
  const page = FIRST_PAGE_PATHS[path] ?? null;
  // A moderator sent to the dashboard by its address gets the 403 page, not a refused request.
  if (page === 'dashboard' && !canRead(user, 'dashboard')) return null;
  return page;
}

/** A first screen's request: its page query's key, and the request with the browser's fetch. */
export interface FirstScreenRequest {
  queryKey: readonly unknown[];
  /** The answer, or undefined for anything but a 200 (the page then asks through the one client). */
  ask: () => Promise<unknown>;
}

/** What the dashboard and the orders page (as its address filters it) open with. */
export function firstScreenRequest(page: FirstPage, search: string): FirstScreenRequest {
  if (page === 'dashboard') {
    return { queryKey: queryKeys.dashboard, ask: () => firstGet<Dashboard>(DASHBOARD_PATH) };
  }
  const params = orderListParams(orderViewFromSearch(new URLSearchParams(search)));
  return {
    queryKey: queryKeys.orders.list(params),
    ask: () => firstGet<Paged<OrderSummary>>(ORDER_LIST_PATH, params),
  };
}

/** A query key as one string: how an early request is found again. */
export const requestKey = (queryKey: readonly unknown[]) => JSON.stringify(queryKey);
