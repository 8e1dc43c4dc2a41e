import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ApiError,
  ordersApi,
  queryKeys,
  type BulkOrderBody,
  type OrderListParams,
} from '@poshak/shared-api';
import { useInvoiceCheck } from '../invoice-check';
import { ordersListQuery } from './orders-list-query';

export function useOrders(params: OrderListParams) {
  return useQuery({ ...ordersListQuery(params), placeholderData: keepPreviousData });
}

/** Invoices starting with the typed digits, for the search box's suggestions. */
export function useInvoiceSuggestions(prefix: string) {
  const params: OrderListParams = { invoice: prefix, pageSize: 10 };
  const isInvoice = useInvoiceCheck(prefix);
  return useQuery({
    queryKey: queryKeys.orders.list(params),
    queryFn: () => ordersApi.list(params),
    enabled: isInvoice?.(prefix) ?? false,
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

/** The delivery fee an order's shopper sent in advance (null: cash on delivery). */
export function useOrderPayment(invoiceNo: number | null) {
  return useQuery({
    queryKey: queryKeys.orders.payment(invoiceNo ?? -1),
    queryFn: () => ordersApi.payment(invoiceNo ?? -1),
    enabled: invoiceNo !== null,
  });
}

/**
 * Records what staff found in the provider's record, then reloads the orders (the list's Payment
 * column, the details and this payment): a verified fee lets the order move on.
 */
export function useCheckPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ invoiceNo, status }: { invoiceNo: number; status: 'verified' | 'rejected' }) =>
      ordersApi.checkPayment(invoiceNo, status),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
  });
}

/**
 * Changes an invoice's status, then reloads the orders (lists and details). A 409 means the order
 * is no longer where this page showed it (moved by someone else, or stock gone): reload too, so the
 * row shows its status now and offers the moves allowed from there.
 */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
  return useMutation({
    mutationFn: ({ invoiceNo, statusId }: { invoiceNo: number; statusId: number }) =>
      ordersApi.updateStatus(invoiceNo, statusId),
    onSuccess: reload,
    onError: (error) => {
      if (ApiError.from(error).status === 409) void reload();
    },
  });
}

/** An order's history (statuses, fee verdicts, notes), oldest first. */
export function useOrderHistory(invoiceNo: number | null) {
  return useQuery({
    queryKey: queryKeys.orders.history(invoiceNo ?? -1),
    queryFn: () => ordersApi.history(invoiceNo ?? -1),
    enabled: invoiceNo !== null,
  });
}

/** Adds a staff note to an order; the reply is the history with it, shown at once. */
export function useAddOrderNote(invoiceNo: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: string) => ordersApi.addNote(invoiceNo, note),
    onSuccess: (history) => {
      queryClient.setQueryData(queryKeys.orders.history(invoiceNo), history);
      void queryClient.invalidateQueries({ queryKey: queryKeys.audit.all });
    },
  });
}

/**
 * One action on many orders (fee checks, a status move); the reply says per order what happened.
 * Reloads the orders, their details and the audit log, whatever the outcome.
 */
export function useBulkOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkOrderBody) => ordersApi.bulk(body),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.audit.all }),
      ]),
  });
}
