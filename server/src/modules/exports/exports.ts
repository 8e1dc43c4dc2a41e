import { OPERATION } from '@poshak/shared-api/schemas';
import { and, asc, desc, eq, gte, inArray, isNull, lt, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import {
  customers,
  images,
  orderPayments,
  orders,
  orderStatuses,
  productTraces,
  shipping,
  staffUsers,
  transactions,
} from '../../db/schema';
import { badRequest } from '../../errors';
import { lookupNames } from '../lookups';
import {
  orderConditions,
  withLineProduct,
  withOrderSummary,
  type OrderListFilter,
} from '../orders';
import { shopDayStart } from '@poshak/shared-api/shop-time';
import { stockConditions, type StockListFilter } from '../stock';

/**
 * Rows read from the database per fetch while an export streams: the export never holds more
 * than one batch (and its CSV text on its way out), whatever the range.
 */
export const EXPORT_BATCH = 500;

/** A time as the shop's clock shows it (Dhaka, UTC+6): `2026-11-24 18:05`. */
export function shopTime(at: Date): string {
  return new Date(at.getTime() + 6 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
}

function checkDays(from: string | undefined, to: string | undefined) {
  if (from && to && from > to) {
    throw badRequest(`to: the last day (${to}) is before the first (${from})`);
  }
}

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
export type OrderExportRow = Record<(typeof ORDER_EXPORT_COLUMNS)[number], string | number>;

/**
 * The orders matching the orders page's filters, newest first, as CSV rows: read a batch of
 * orders at a time (keyset on the invoice number) and their lines in one query per batch.
 */
export async function* orderExportBatches(
  db: Executor,
  filter: Omit<OrderListFilter, 'page' | 'pageSize'>,
  batchSize = EXPORT_BATCH,
): AsyncGenerator<OrderExportRow[]> {
  const where = orderConditions(filter);
  const ordersAfter = (after: number | null) =>
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
  let after: number | null = null;
  for (;;) {
    const page = await ordersAfter(after);
    if (page.length === 0) return;
    const lines = await withLineProduct(
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
      .where(
        inArray(
          transactions.invoice_no,
          page.map((o) => o.invoice_no),
        ),
      )
      .orderBy(asc(transactions.id_transaction));
    const byOrder = new Map<number, typeof lines>();
    for (const line of lines) {
      const key = line.invoice_no ?? -1;
      byOrder.set(key, [...(byOrder.get(key) ?? []), line]);
    }
    yield page.flatMap((o) => {
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
      const its = byOrder.get(o.invoice_no) ?? [];
      if (its.length === 0)
        return [{ ...order, ...noLine, quantity: 0, unit_price: 0, line_total: 0 }];
      return its.map((l) => ({
        ...order,
        product_code: l.product_code,
        product_name: l.product_name,
        size: l.size,
        color: l.color,
        quantity: l.quantity,
        unit_price: l.price,
        line_total: l.price * l.quantity,
      }));
    });
    const last = page[page.length - 1];
    if (page.length < batchSize || !last) return;
    after = last.invoice_no;
  }
}

/** The columns of the stock export: one row per stock entry, as the stock table shows it. */
export const STOCK_EXPORT_COLUMNS = [
  'id_transaction',
  'added_at',
  'product_code',
  'product_name',
  'product_name_bn',
  'category',
  'brand',
  'material',
  'size',
  'color',
  'type',
  'model',
  'price',
  'quantity',
  'archived',
] as const;
export type StockExportRow = Record<(typeof STOCK_EXPORT_COLUMNS)[number], string | number>;

export type StockExportFilter = Omit<StockListFilter, 'page' | 'pageSize' | 'sort' | 'order'> & {
  from?: string | undefined;
  to?: string | undefined;
};

/** The stock entries matching the stock table's filters (and days added), newest first. */
export async function* stockExportBatches(
  db: Executor,
  filter: StockExportFilter,
  lowStockThreshold: () => Promise<number>,
  batchSize = EXPORT_BATCH,
): AsyncGenerator<StockExportRow[]> {
  checkDays(filter.from, filter.to);
  const conditions: (SQL | undefined)[] = [
    eq(transactions.operation_type_id, OPERATION.stockEntry),
    isNull(transactions.invoice_no),
    await stockConditions(filter, lowStockThreshold),
    filter.from ? gte(transactions.created_at, shopDayStart(filter.from)) : undefined,
    filter.to ? lt(transactions.created_at, shopDayStart(filter.to, 1)) : undefined,
  ];
  const entriesAfter = (after: number | null) =>
    db
      .select({
        id_transaction: transactions.id_transaction,
        created_at: transactions.created_at,
        product_code: productTraces.product_code,
        product_name: productTraces.product_name,
        product_name_bn: productTraces.product_name_bn,
        category: lookupNames.category(productTraces.category_id),
        brand: lookupNames.brand(transactions.brand_id),
        material: lookupNames.material(productTraces.material_id),
        size: lookupNames.size(productTraces.size_id),
        color: lookupNames.color(productTraces.color_id),
        type: productTraces.type,
        model: productTraces.model,
        price: transactions.price,
        quantity: transactions.quantity,
        archived_at: transactions.archived_at,
      })
      .from(transactions)
      .innerJoin(images, eq(images.id_image, transactions.image_id))
      .innerJoin(productTraces, eq(productTraces.id_product_trace, images.product_trace_id))
      .where(
        and(...conditions, after === null ? undefined : lt(transactions.id_transaction, after)),
      )
      .orderBy(desc(transactions.id_transaction))
      .limit(batchSize);
  let after: number | null = null;
  for (;;) {
    const page = await entriesAfter(after);
    if (page.length === 0) return;
    yield page.map(({ created_at, archived_at, ...row }) => ({
      ...row,
      added_at: shopTime(created_at),
      product_name_bn: row.product_name_bn ?? '',
      material: row.material ?? '',
      type: row.type ?? '',
      model: row.model ?? '',
      archived: archived_at ? 'yes' : 'no',
    }));
    const last = page[page.length - 1];
    if (page.length < batchSize || !last) return;
    after = last.id_transaction;
  }
}
