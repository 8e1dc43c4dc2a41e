import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lookupsApi, ordersApi, queryKeys, type OrderListParams } from '@poshak/shared-api';

export function useOrders(params: OrderListParams) {
  return useQuery({
    queryKey: queryKeys.orders.list(params),
    queryFn: () => ordersApi.list(params),
    placeholderData: keepPreviousData,
  });
}

/** Invoices starting with the typed digits, for the search box's suggestions. */
export function useInvoiceSuggestions(prefix: string) {
  const params: OrderListParams = { invoice: prefix, pageSize: 10 };
  return useQuery({
    queryKey: queryKeys.orders.list(params),
    queryFn: () => ordersApi.list(params),
    enabled: /^\d{1,12}$/.test(prefix),
    placeholderData: keepPreviousData,
  });
}

export const orderDetailQuery = (invoiceNo: number) => ({
  queryKey: queryKeys.orders.detail(invoiceNo),
  queryFn: () => ordersApi.detail(invoiceNo),
});

export function useOrderDetail(invoiceNo: number | null) {
  return useQuery({ ...orderDetailQuery(invoiceNo ?? -1), enabled: invoiceNo !== null });
}

export function useOrderStatuses() {
  return useQuery({
    queryKey: queryKeys.lookups.orderStatuses,
    queryFn: lookupsApi.orderStatuses,
    staleTime: Infinity,
  });
}

/** Changes an invoice's status, then reloads the orders (lists and details). */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ invoiceNo, statusId }: { invoiceNo: number; statusId: number }) =>
      ordersApi.updateStatus(invoiceNo, statusId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
  });
}
