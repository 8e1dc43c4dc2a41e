import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  lookupsApi,
  queryKeys,
  type DeliveryEstimate,
  type DeliveryZone,
  type DeliveryZoneBody,
} from '@poshak/shared-api';

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

/** The delivery zones with the weight steps each charges. */
export function useDeliveryZones() {
  return useQuery({ queryKey: queryKeys.lookups.deliveryZones, queryFn: lookupsApi.deliveryZones });
}

/** Saves a zone's weight steps, then reloads the zones and the areas (they carry the steps). */
export function useSetZoneSteps() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ zone, steps }: { zone: DeliveryZone; steps: DeliveryZoneBody }) =>
      lookupsApi.setZoneSteps(zone, steps),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.lookups.deliveryZones }),
        queryClient.invalidateQueries({ queryKey: queryKeys.lookups.shipping }),
      ]),
  });
}
