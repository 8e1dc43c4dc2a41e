import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lookupsApi, queryKeys, type DeliveryEstimate } from '@poshak/shared-api';

/** The shipping areas with their fee and the days each promises. */
export function useDeliveryAreas() {
  return useQuery({ queryKey: queryKeys.lookups.shipping, queryFn: lookupsApi.shipping });
}

/** Saves an area's delivery days, then reloads the areas. */
export function useSetDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ idShipping, days }: { idShipping: number; days: DeliveryEstimate }) =>
      lookupsApi.setDelivery(idShipping, days),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.lookups.shipping }),
  });
}
