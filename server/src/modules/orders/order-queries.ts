import { asc, eq, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { OrderFeeStatus } from '@poshak/shared-api/schemas';
import type { Executor } from '../../db/database';
import {
  customers,
  images,
  orderPayments,
  orders,
  orderStatuses,
  productTraces,
  shipping,
  transactions,
} from '../../db/schema';
import { lookupNames } from '../lookups';

/**
 * A select from `orders` (made dynamic: `db.select(…).from(orders).$dynamic()`) joined to what
 * every view of an order shows beside its own fields: its customer, status and shipping area, and
 * the delivery fee paid in advance (none for cash on delivery). The orders page, an order's
 * details, its printed invoice and the CSV export read orders through it.
 */
export const withOrderSummary = <Query extends PgSelect>(query: Query) =>
  query
    .innerJoin(customers, eq(customers.id_customer, orders.customer_id))
    .innerJoin(orderStatuses, eq(orderStatuses.id_order_status, orders.order_status_id))
    .innerJoin(shipping, eq(shipping.id_shipping, orders.shipping_id))
    .leftJoin(orderPayments, eq(orderPayments.invoice_no, orders.invoice_no));

/**
 * A select from `transactions` (made dynamic) joined to each line's product: a line keeps the
 * image (and so the product) of the stock entry it was taken from.
 */
export const withLineProduct = <Query extends PgSelect>(query: Query) =>
  query
    .innerJoin(images, eq(images.id_image, transactions.image_id))
    .innerJoin(productTraces, eq(productTraces.id_product_trace, images.product_trace_id));

/** An order's advance-fee status over orders joined to their fees: `none` when paid on delivery. */
export const feeStatusColumn = sql<OrderFeeStatus>`coalesce(${orderPayments.status}, 'none')`;

/** An invoice's lines with their product's names, as Product Details and the printed invoice show them. */
export async function orderLinesOf(db: Executor, invoiceNo: number) {
  const lines = await withLineProduct(
    db
      .select({
        id_transaction: transactions.id_transaction,
        product_name: productTraces.product_name,
        category_name: lookupNames.category(productTraces.category_id),
        brand_name: lookupNames.brand(transactions.brand_id),
        size_name: lookupNames.size(productTraces.size_id),
        material_name: lookupNames.material(productTraces.material_id),
        color_name: lookupNames.color(productTraces.color_id),
        // The printed slip's Bengali (the details table's reply leaves them out).
        product_name_bn: productTraces.product_name_bn,
        color_name_bn: lookupNames.colorBn(productTraces.color_id),
        size_name_bn: lookupNames.sizeBn(productTraces.size_id),
        price: transactions.price,
        quantity: transactions.quantity,
      })
      .from(transactions)
      .$dynamic(),
  )
    .where(eq(transactions.invoice_no, invoiceNo))
    .orderBy(asc(transactions.id_transaction));
  return lines.map((l) => ({ ...l, line_total: l.price * l.quantity }));
}
