import { dashboardQuery } from '../features/dashboard/api/dashboard-query';
import { ordersListQuery } from '../features/orders/api/orders-list-query';
import { orderListParams, orderViewFromSearch } from '../features/orders/order-view';
import { earlyAnswer } from './early-data';
import type { FirstPage } from './first-screen-page';
import { firstQueryClient } from './query-client';

/** A page's query that starts from the early answer (early-data.ts), asking again only without one. */
function startingEarly<T>(query: { queryKey: readonly unknown[]; queryFn: () => Promise<T> }) {
  return {
    ...query,
    queryFn: async () => ((await earlyAnswer(query.queryKey)) as T | undefined) ?? query.queryFn(),
  };
}

/**
 * The data a first screen opens with, put in the query client its page will read (one small
 * chunk, free of zod and antd, fetched beside the page's code): the dashboard's figures, or the
 * orders list as the page's address filters it. Other screens ask for theirs as they render.
 */
export async function prefetchFirstScreen(page: FirstPage, search: string): Promise<void> {
  const client = firstQueryClient();
  if (!client) return;
  if (page === 'dashboard') await client.prefetchQuery(startingEarly(dashboardQuery()));
  if (page === 'orders') {
    const params = orderListParams(orderViewFromSearch(new URLSearchParams(search)));
    await client.prefetchQuery(startingEarly(ordersListQuery(params)));
  }
}
