import { http } from '../client';
import type { Paged } from '../schemas/common';
import type { OrderDetail, OrderSummary } from '../schemas/orders';

export interface OrderListParams {
  page?: number;
  pageSize?: number;
  /** Invoice number prefix. */
  invoice?: string;
}

export const ordersApi = {
  list: (params: OrderListParams) =>
    http.get<Paged<OrderSummary>>('/backoffice/orders', { params }).then((r) => r.data),
  detail: (invoiceNo: number) =>
    http.get<OrderDetail>(`/backoffice/orders/${invoiceNo}`).then((r) => r.data),
  updateStatus: (invoiceNo: number, orderStatusId: number) =>
    http
      .put<unknown>('/transactionsRouter/updateTransactionOrderStatusByInvoiceNo', null, {
        params: { invoice_no: invoiceNo, order_status_id: orderStatusId, operation_type_id: 1 },
      })
      .then((r) => r.data),
};
