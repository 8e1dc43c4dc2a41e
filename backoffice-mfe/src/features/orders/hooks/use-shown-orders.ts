import { useState } from 'react';
import type { OrderSummary } from '@poshak/shared-api';
import { useOrderDetail, useOrders } from '../api/use-orders';
import { orderListParams, type OrderView } from '../order-view';

/** The orders listed: the view's page, or the one invoice searched for by its number. */
export function useShownOrders(view: OrderView) {
  const [searched, setSearched] = useState<number | null>(null);
  const orders = useOrders(orderListParams(view));
  const found = useOrderDetail(searched);
  const rows: OrderSummary[] =
    searched === null ? (orders.data?.items ?? []) : found.data ? [found.data] : [];
  return {
    orders,
    searched,
    setSearched,
    rows,
    loading: searched === null ? orders.isFetching : found.isFetching,
    matching: searched === null ? (orders.data?.total ?? 0) : rows.length,
  };
}
