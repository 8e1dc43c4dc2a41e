import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys, storefrontApi } from '@poshak/shared-api';

/** The one atomic order call; stock changed, so every product list and detail is stale after it. */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: storefrontApi.placeOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.products.all }),
  });
}
