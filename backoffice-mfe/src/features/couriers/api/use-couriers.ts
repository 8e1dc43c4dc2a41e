import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  couriersApi,
  queryKeys,
  type CourierAreaBody,
  type CourierLocationKind,
  type CourierName,
} from '@poshak/shared-api';

/** Which couriers are on: changes only with the server's settings, so kept a while. */
export function useCouriers() {
  return useQuery({
    queryKey: queryKeys.couriers.list,
    queryFn: couriersApi.list,
    staleTime: 5 * 60_000,
  });
}

export function useCourierAreas(courier: CourierName) {
  return useQuery({
    queryKey: queryKeys.couriers.areas(courier),
    queryFn: () => couriersApi.areas(courier),
  });
}

/** A courier's cities, a city's zones or a zone's areas, as the server keeps them. */
export function useCourierLocations(
  courier: CourierName,
  kind: CourierLocationKind,
  parentId: number | undefined,
  enabled = true,
) {
  return useQuery({
    queryKey: queryKeys.couriers.locations(courier, kind, parentId),
    queryFn: () => couriersApi.locations(courier, kind, parentId),
    enabled,
    // The lists change when someone fetches them again (the refresh button), not by themselves.
    staleTime: 30 * 60_000,
  });
}

/**
 * Asks the courier for its top list again (cities, or RedX's areas) and drops the kept lower ones,
 * so each picker fetches afresh when opened.
 */
export function useRefreshLocations(courier: CourierName) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: CourierLocationKind) =>
      couriersApi.locations(courier, kind, undefined, true),
    onSuccess: (list, kind) => {
      void queryClient.invalidateQueries({ queryKey: ['couriers', 'locations', courier] });
      queryClient.setQueryData(queryKeys.couriers.locations(courier, kind, undefined), list);
    },
  });
}

export function useMapArea(courier: CourierName) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ idShipping, body }: { idShipping: number; body: CourierAreaBody }) =>
      couriersApi.mapArea(courier, idShipping, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.couriers.areas(courier) }),
  });
}

export function useCourierTest() {
  return useMutation({ mutationFn: (courier: CourierName) => couriersApi.test(courier) });
}

/** Books the orders in one request; the orders (list tags, details, records) reload after. */
export function useBookWithCourier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ courier, invoices }: { courier: CourierName; invoices: readonly number[] }) =>
      couriersApi.book(courier, invoices),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
  });
}

/** An order's bookings and its couriers' words. */
export function useOrderCourierRecord(invoiceNo: number) {
  return useQuery({
    queryKey: queryKeys.orders.bookings(invoiceNo),
    queryFn: () => couriersApi.record(invoiceNo),
  });
}
