import { useQuery } from '@tanstack/react-query';
import { lookupsApi, queryKeys } from '@poshak/shared-api';

/** Shipping areas and their costs (inside Dhaka 80, outside Dhaka 130 in the seed). */
export function useShippingAreas() {
  return useQuery({
    queryKey: queryKeys.lookups.shipping,
    queryFn: lookupsApi.shipping,
    staleTime: 30 * 60_000,
  });
}
