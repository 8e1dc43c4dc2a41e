import { eq } from 'drizzle-orm';
import type { PrintableOrder } from '@poshak/shared-api/schemas';
import { amountToCollect } from '@poshak/shared-api/money';
import type { Executor } from '../../db/database';
import { customers, orderPayments, orders, orderStatuses, shipping } from '../../db/schema';
import { orderLinesOf, withOrderSummary } from './order-queries';
import { noSuchOrder } from './no-such-order';

/** Everything an invoice or a packing slip prints for one order. */
export async function printableOrder(db: Executor, invoiceNo: number): Promise<PrintableOrder> {
  const [header] = await withOrderSummary(
    db
      .select({
        invoice_no: orders.invoice_no,
        created_at: orders.created_at,
        order_status_name: orderStatuses.order_status_name,
        customer_name: customers.customer_name,
        customer_phone: customers.customer_phone,
        customer_address: customers.customer_address,
        shipping_id: orders.shipping_id,
        shipping_name: shipping.shipping_name,
        subtotal: orders.subtotal,
        shipping_cost: orders.shipping_cost,
        discount: orders.discount,
        coupon_code: orders.coupon_code,
        total: orders.total,
        provider: orderPayments.provider,
        trx_id: orderPayments.trx_id,
        amount: orderPayments.amount,
        fee_status: orderPayments.status,
      })
      .from(orders)
      .$dynamic(),
  ).where(eq(orders.invoice_no, invoiceNo));
  if (!header) throw noSuchOrder(invoiceNo);
  const lines = await orderLinesOf(db, invoiceNo);
  const { provider, trx_id, amount, fee_status, created_at, ...order } = header;
  const payment =
    provider && trx_id && amount !== null && fee_status
      ? { provider, trx_id, amount, status: fee_status }
      : null;
  return {
    ...order,
    created_at: created_at.toISOString(),
    lines,
    // The orders table's and the order details' figure, by the same rule (shared-api money).
    to_collect: amountToCollect({ ...order, fee_status: payment?.status ?? 'none' }),
    payment,
  };
}
