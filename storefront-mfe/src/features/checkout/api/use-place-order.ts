import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys, storefrontApi, type CheckoutOrderBody } from '@poshak/shared-api';
import { newIdempotencyKey, sendWithRetries } from '../lib/order-retry';

/**
 * The one atomic order call; stock changed, so every product list and detail is stale after it.
 * Each call is one checkout attempt with a key of its own, sent again by every retry after a
 * lost answer: a dropped connection or a 502 never turns into a second order.
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CheckoutOrderBody) => {
      const key = newIdempotencyKey();
      return sendWithRetries(() => storefrontApi.placeOrder(body, key));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.products.all }),
  });
}
