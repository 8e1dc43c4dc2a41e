import { http } from '../client';
import type { Paged } from '../schemas/common';
import type { z } from '../schemas/zod';
import type { OrderDetail, orderListQuery, OrderSummary, PlacedOrder } from '../schemas/orders';
import type { OrderPayment } from '../schemas/payments';
import type { BulkOrderBody, BulkOrderResult, OrderInvoiceNumbers } from '../schemas/order-bulk';
import type { OrderExportQuery } from '../schemas/audit';
import type { OrderHistory } from '../schemas/tracking';
import type { StaffOrderBody } from '../schemas/staff-orders';

/** The orders list's query; page and page size fall back to the server's defaults. */
export type OrderListParams = Partial<z.infer<typeof orderListQuery>>;

/** The orders list's address (also asked for by a first screen before the client is here). */
export const ORDER_LIST_PATH = '/backoffice/orders';

export const ordersApi = {
  list: (params: OrderListParams) =>
    http.get<Paged<OrderSummary>>(ORDER_LIST_PATH, { params }).then((r) => r.data),
  detail: (invoiceNo: number) =>
    http.get<OrderDetail>(`/backoffice/orders/${invoiceNo}`).then((r) => r.data),
  /** Statuses, fee verdicts and notes, oldest first. */
  history: (invoiceNo: number) =>
    http.get<OrderHistory>(`/backoffice/orders/${invoiceNo}/history`).then((r) => r.data),
  /** Adds a staff note; answers with the order's history as it is now. */
  addNote: (invoiceNo: number, note: string) =>
    http.post<OrderHistory>(`/backoffice/orders/${invoiceNo}/notes`, { note }).then((r) => r.data),
  updateStatus: (invoiceNo: number, orderStatusId: number) =>
    http
      .put<unknown>('/transactionsRouter/updateTransactionOrderStatusByInvoiceNo', null, {
        params: { invoice_no: invoiceNo, order_status_id: orderStatusId, operation_type_id: 1 },
      })
      .then((r) => r.data),
  /** The delivery fee paid in advance (null: the order is paid on delivery). */
  payment: (invoiceNo: number) =>
    http.get<OrderPayment | null>(`/backoffice/orders/${invoiceNo}/payment`).then((r) => r.data),
  /** Staff found the fee in the provider's record (verified), or not (rejected). */
  checkPayment: (invoiceNo: number, status: 'verified' | 'rejected') =>
    http.put<unknown>(`/backoffice/orders/${invoiceNo}/payment`, { status }).then((r) => r.data),
  /**
   * An order a staff member takes (phone, Messenger, in the shop, a Facebook comment): checkout's
   * own placement. `key` is one per attempt, sent again by its retries: never a second order.
   */
  placeStaff: (body: StaffOrderBody, key: string) =>
    http
      .post<PlacedOrder>('/backoffice/orders', body, { headers: { 'Idempotency-Key': key } })
      .then((r) => r.data),
  /** One action on many orders; says per order what happened. */
  bulk: (body: BulkOrderBody) =>
    http.post<BulkOrderResult>('/backoffice/orders/bulk', body).then((r) => r.data),
  /** The invoices matching the page's filters (newest first, capped) and how many match. */
  invoiceNumbers: (filter: Omit<OrderExportQuery, 'invoices'>) =>
    http
      .get<OrderInvoiceNumbers>('/backoffice/orders/invoice-numbers', { params: filter })
      .then((r) => r.data),
};
