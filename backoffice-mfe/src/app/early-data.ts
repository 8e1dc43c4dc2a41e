import { useSyncExternalStore } from 'react';
import {
  DASHBOARD_PATH,
  firstGet,
  ORDER_LIST_PATH,
  queryKeys,
  type Dashboard,
  type OrderSummary,
  type Paged,
} from '@poshak/shared-api';
import { paths } from '@poshak/shared-ui/paths';
import { orderListParams, orderViewFromSearch } from '../features/orders/order-view';

/*
 * A first screen's data, asked for the moment the back-office's code arrives — with the browser's
 * fetch, before axios, the query library or antd are here — so that the first screen can draw it
 * (first-screen-preview.tsx) and the page's query client can start from it instead of asking again.
 */

/** What the dashboard and the orders page open with: its query key and its request. */
export function firstScreenRequest(page: string, search: string) {
  if (page === paths.admin.dashboard) {
    return { queryKey: queryKeys.dashboard, ask: () => firstGet<Dashboard>(DASHBOARD_PATH) };
  }
  if (page === paths.admin.orders) {
    const params = orderListParams(orderViewFromSearch(new URLSearchParams(search)));
    return {
      queryKey: queryKeys.orders.list(params),
      ask: () => firstGet<Paged<OrderSummary>>(ORDER_LIST_PATH, params),
    };
  }
  return null;
}

const asked = new Map<string, Promise<unknown>>();
const answers = new Map<string, unknown>();
const listeners = new Set<() => void>();
const keyOf = (queryKey: readonly unknown[]) => JSON.stringify(queryKey);

/** Asks once for a first screen's data; its answer (undefined if refused) is kept for the page. */
export function askEarly(request: NonNullable<ReturnType<typeof firstScreenRequest>>) {
  const key = keyOf(request.queryKey);
  if (asked.has(key)) return;
  const answer = request.ask().then((data) => {
    if (data !== undefined) {
      answers.set(key, data);
      for (const notify of listeners) notify();
    }
    return data;
  });
  asked.set(key, answer);
}

/** The early request for `queryKey`, if one was made: the page's query starts from its answer. */
export function earlyAnswer(queryKey: readonly unknown[]): Promise<unknown> | undefined {
  return asked.get(keyOf(queryKey));
}

function subscribe(notify: () => void) {
  listeners.add(notify);
  return () => void listeners.delete(notify);
}

/** The early answer for `queryKey` once it is here, else undefined. */
export function useEarlyData<T>(queryKey: readonly unknown[]): T | undefined {
  const key = keyOf(queryKey);
  return useSyncExternalStore(
    subscribe,
    () => answers.get(key) as T | undefined,
    () => undefined,
  );
}
