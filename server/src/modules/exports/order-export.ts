import { and, asc, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import {
  customers,
  orderPayments,
  orders,
  orderStatuses,
  productTraces,
  shipping,
  staffUsers,
  transactions,
} from '../../db/schema';
import { lookupNames } from '../lookups';
import {
  orderConditions,
  withLineProduct,
  withOrderSummary,
  type OrderListFilter,
} from '../orders';
import { EXPORT_BATCH, keysetBatches, shopTime } from './export-batches';

/** The columns of the orders export: one row per order line, its order's fields repeated. */
export const ORDER_EXPORT_COLUMNS = [
  'invoice_no',
  'placed_at',
  'status',
  'customer_name',
  'customer_phone',
  'customer_address',
  'shipping_area',
  'delivery_fee',
  'subtotal',
  'coupon_code',
  'discount',
  'total',
  'fee_paid_by',
  'fee_trx_id',
  'fee_status',
  'source',
  'taken_by',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'product_code',
  'product_name',
  'size',
  'color',
  'quantity',
  'unit_price',
  'line_total',
] as const;
type OrderExportRow = Record<(typeof ORDER_EXPORT_COLUMNS)[number], string | number>;

type OrderExportFilter = Omit<OrderListFilter, 'page' | 'pageSize'>;

/** A batch of the orders matching the filter, below invoice `after` (newest first). */
function ordersBelow(db: Executor, filter: OrderExportFilter, batchSize: number) {
  const where = orderConditions(filter);
  return (after: number | null) =>
    withOrderSummary(
      db
        .select({
          invoice_no: orders.invoice_no,
          created_at: orders.created_at,
          status: orderStatuses.order_status_name,
          customer_name: customers.customer_name,
          customer_phone: customers.customer_phone,
          customer_address: customers.customer_address,
          shipping_area: shipping.shipping_name,
          shipping_cost: orders.shipping_cost,
          subtotal: orders.subtotal,
          coupon_code: orders.coupon_code,
          discount: orders.discount,
          total: orders.total,
          fee_provider: orderPayments.provider,
          fee_trx_id: orderPayments.trx_id,
          fee_status: orderPayments.status,
          source: orders.source,
          taken_by: staffUsers.username,
          utm_source: orders.utm_source,
          utm_medium: orders.utm_medium,
          utm_campaign: orders.utm_campaign,
        })
        .from(orders)
        .$dynamic(),
    )
      .leftJoin(staffUsers, eq(staffUsers.id, orders.taken_by))
      .where(and(where, after === null ? undefined : lt(orders.invoice_no, after)))
      .orderBy(desc(orders.invoice_no))
      .limit(batchSize);
}
type ExportedOrder = Awaited<ReturnType<ReturnType<typeof ordersBelow>>>[number];

/** The lines of a batch of orders, in one query. */
function linesOf(db: Executor, invoices: number[]) {
  return withLineProduct(
    db
      .select({
        invoice_no: transactions.invoice_no,
        product_code: productTraces.product_code,
        product_name: productTraces.product_name,
        size: lookupNames.size(productTraces.size_id),
        color: lookupNames.color(productTraces.color_id),
        quantity: transactions.quantity,
        price: transactions.price,
      })
      .from(transactions)
      .$dynamic(),
  )
    .where(inArray(transactions.invoice_no, invoices))
    .orderBy(asc(transactions.id_transaction));
}
type ExportedLine = Awaited<ReturnType<typeof linesOf>>[number];

function byInvoice(lines: ExportedLine[]): Map<number, ExportedLine[]> {
  const byOrder = new Map<number, ExportedLine[]>();
  for (const line of lines) {
    const key = line.invoice_no ?? -1;
    byOrder.set(key, [...(byOrder.get(key) ?? []), line]);
  }
  return byOrder;
}

/** One order's rows: one per line, its fields repeated; an order without lines as one row. */
function orderRows(o: ExportedOrder, lines: ExportedLine[]): OrderExportRow[] {
  const order = {
    invoice_no: o.invoice_no,
    placed_at: shopTime(o.created_at),
    status: o.status,
    customer_name: o.customer_name,
    customer_phone: o.customer_phone,
    customer_address: o.customer_address,
    shipping_area: o.shipping_area,
    delivery_fee: o.shipping_cost,
    subtotal: o.subtotal,
    coupon_code: o.coupon_code ?? '',
    discount: o.discount,
    total: o.total,
    fee_paid_by: o.fee_provider ?? '',
    fee_trx_id: o.fee_trx_id ?? '',
    fee_status: o.fee_status ?? '',
    source: o.source,
    taken_by: o.taken_by ?? '',
    utm_source: o.utm_source ?? '',
    utm_medium: o.utm_medium ?? '',
    utm_campaign: o.utm_campaign ?? '',
  };
  const noLine = { product_code: '', product_name: '', size: '', color: '' };
  if (lines.length === 0)
    return [{ ...order, ...noLine, quantity: 0, unit_price: 0, line_total: 0 }];
  return lines.map((l) => ({
    ...order,
    product_code: l.product_code,
    product_name: l.product_name,
    size: l.size,
    color: l.color,
    quantity: l.quantity,
    unit_price: l.price,
    line_total: l.price * l.quantity,
  }));
}

/**
 * The orders matching the orders page's filters, newest first, as CSV rows: read a batch of
 * orders at a time (keyset on the invoice number) and their lines in one query per batch.
 */
export async function* orderExportBatches(
  db: Executor,
  filter: OrderExportFilter,
  batchSize = EXPORT_BATCH,
): AsyncGenerator<OrderExportRow[]> {
  yield* keysetBatches(
    batchSize,
    ordersBelow(db, filter, batchSize),
    (order) => order.invoice_no,
    async (batch) => {
      const invoices = batch.map((o) => o.invoice_no);
      const lines = byInvoice(await linesOf(db, invoices));
      return batch.flatMap((o) => orderRows(o, lines.get(o.invoice_no) ?? []));
    },
  );
}
