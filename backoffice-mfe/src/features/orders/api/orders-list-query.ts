import { ordersApi, queryKeys, type OrderListParams } from '@poshak/shared-api';

/**
 * One page of the orders list: what `useOrders` reads, and what the first screen asks for while
 * the page's code is on its way (so this module stays free of zod and antd).
 */
export const ordersListQuery = (params: OrderListParams) => ({
  queryKey: queryKeys.orders.list(params),
  queryFn: () => ordersApi.list(params),
});
