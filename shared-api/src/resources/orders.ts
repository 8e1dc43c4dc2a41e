import { http } from '../client';
import type { Paged } from '../schemas/common';
import type { z } from '../schemas/zod';
import type { OrderDetail, orderListQuery, OrderSummary } from '../schemas/orders';

/** The orders list's query; page and page size fall back to the server's defaults. */
export type OrderListParams = Partial<z.infer<typeof orderListQuery>>;

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
