import { useEffect, useMemo } from 'react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { queryKeys, storefrontApi } from '@poshak/shared-api';
import { cartStore, useCart, type CartLine } from './cart-store';

const stockIds = (lines: readonly CartLine[]) =>
  [...new Set(lines.map((l) => l.id_transaction))].sort((a, b) => a - b);

const stockQuery = (ids: number[]) => ({
  queryKey: queryKeys.products.cart(ids),
  queryFn: () => storefrontApi.cartStock(ids),
  // Asked exactly because prices and stock move: never answered from an older reply.
  staleTime: 0,
});

/** When the cart opens: today's price and units left of every line, marked where they changed. */
export function useCartStockCheck() {
  const lines = useCart((s) => s.lines);
  const key = stockIds(lines).join(',');
  const ids = useMemo(() => (key ? key.split(',').map(Number) : []), [key]);
  const { data, isFetching } = useQuery({
    ...stockQuery(ids),
    enabled: ids.length > 0,
    refetchOnMount: 'always',
  });
  useEffect(() => {
    if (data) cartStore.getState().reconcile(data);
  }, [data]);
  return { checking: isFetching };
}

/** Right before an order is sent: the same check, awaited; the cart's lines then hold today's prices. */
export async function refreshCartStock(queryClient: QueryClient): Promise<void> {
  const ids = stockIds(cartStore.getState().lines);
  if (ids.length === 0) return;
  cartStore.getState().reconcile(await queryClient.fetchQuery(stockQuery(ids)));
}
