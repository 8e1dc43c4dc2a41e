import { useRef } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  customersApi,
  lookupsApi,
  ordersApi,
  queryKeys,
  stockApi,
  storefrontApi,
  type OrderQuoteBody,
  type StaffOrderBody,
  type StockListParams,
} from '@poshak/shared-api';

/** What the shop knows of the caller's number (none asked until it is a whole mobile number). */
export function useCustomerLookup(phone: string | undefined) {
  return useQuery({
    queryKey: queryKeys.customers.lookup(phone ?? ''),
    queryFn: () => customersApi.lookup(phone ?? ''),
    enabled: phone !== undefined,
  });
}

export function useShippingAreas() {
  return useQuery({ queryKey: queryKeys.lookups.shipping, queryFn: lookupsApi.shipping });
}

/** Whether the shop asks the delivery fee in advance (the shop's configuration). */
export function useShopConfig() {
  return useQuery({
    queryKey: queryKeys.config,
    queryFn: storefrontApi.config,
    staleTime: 30 * 60_000,
  });
}

/** How many stock entries one search reads: a product's colours and sizes, several products. */
const SEARCH_ENTRIES = 50;

/** Stock entries whose product code or name holds `text` (the stock table's own search). */
export function useStockSearch(text: string) {
  const q = text.trim();
  const params: StockListParams = { q, pageSize: SEARCH_ENTRIES };
  return useQuery({
    queryKey: queryKeys.stock.list(params),
    queryFn: () => stockApi.list(params),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });
}

/** What the order would be charged now: checkout's own price check (no quote without lines). */
export function useStaffQuote(body: OrderQuoteBody | null) {
  return useQuery({
    queryKey: queryKeys.products.quote(body ?? { lines: [] }),
    queryFn: () => storefrontApi.quote(body ?? { lines: [] }),
    enabled: body !== null && body.lines.length > 0,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Places the order. The same order sent again (a press after a dropped connection) goes with the
 * same `Idempotency-Key`, so the server answers it once; a changed order is a new attempt. Stock,
 * orders and the dashboard are read again after it.
 */
export function usePlaceStaffOrder() {
  const queryClient = useQueryClient();
  const attempt = useRef<{ body: string; key: string } | null>(null);
  return useMutation({
    mutationFn: (body: StaffOrderBody) => {
      const text = JSON.stringify(body);
      if (attempt.current?.body !== text) attempt.current = { body: text, key: newKey() };
      return ordersApi.placeStaff(body, attempt.current.key);
    },
    onSuccess: () => {
      attempt.current = null;
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.stock.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.products.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.dashboard }),
        queryClient.invalidateQueries({ queryKey: queryKeys.customers.all }),
      ]),
  });
}
