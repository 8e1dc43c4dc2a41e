import { asc, desc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import {
  BULK_ORDER_LIMIT,
  type CourierBookingBrief,
  type OrderSort,
  type OrderSummary,
} from '@poshak/shared-api/schemas';
import type { Database } from '../../db/database';
import { countUpTo } from '../../db/count-up-to';
import type { counterReader } from '../../db/counters';
import { customers, orderPayments, orders, orderStatuses, shipping } from '../../db/schema';
import { orderConditions, type OrderListFilter } from './order-filters';
import { feeStatusColumn, withOrderSummary } from './order-queries';

/** Past this many matches an invoice-prefix search stops counting. */
export const INVOICE_SEARCH_COUNT_CAP = 10_000;

/** An order's row on the orders page (and the head of its details), over `withOrderSummary`. */
export const summaryColumns = {
  invoice_no: orders.invoice_no,
  customer_name: customers.customer_name,
  customer_phone: customers.customer_phone,
  customer_address: customers.customer_address,
  order_status_id: orders.order_status_id,
  order_status_name: orderStatuses.order_status_name,
  shipping_cost: orders.shipping_cost,
  item_total: orders.subtotal,
  item_quantity: sql<number>`(SELECT coalesce(sum(l.quantity), 0)::int FROM transactions l WHERE l.invoice_no = ${orders.invoice_no})`,
  discount: orders.discount,
  coupon_code: orders.coupon_code,
  total: orders.total,
  fee_status: feeStatusColumn,
  trx_id: orderPayments.trx_id,
  shipping_id: orders.shipping_id,
  shipping_name: shipping.shipping_name,
  created_at: orders.created_at,
  source: orders.source,
  // At most one booking per order is alive (courier_bookings_one_live_per_order), found by that index.
  booking: sql<CourierBookingBrief | null>`(SELECT json_build_object('courier', b.courier, 'status', b.status, 'tracking_code', b.tracking_code) FROM courier_bookings b WHERE b.invoice_no = ${orders.invoice_no} AND b.status <> 'failed')`,
  hold_kind: orders.hold_kind,
  hold_reason: orders.hold_reason,
  hold_score: orders.hold_score,
  hold_released_at: orders.hold_released_at,
};

export const toSummary = <
  R extends Omit<OrderSummary, 'created_at' | 'hold_released_at'> & {
    created_at: Date;
    hold_released_at: Date | null;
  },
>(
  row: R,
) => ({
  ...row,
  created_at: row.created_at.toISOString(),
  hold_released_at: row.hold_released_at?.toISOString() ?? null,
});

/**
 * The table's order: newest first by default; a sort by total or status keeps the newest first
 * among equals, so a page turn never shows an order twice or skips one.
 */
const SORTED: Record<OrderSort, AnyColumn> = {
  // Invoices are numbered as orders arrive: their order is the time's, on the primary key.
  time: orders.invoice_no,
  total: orders.total,
  // Status ids follow the order's way through the shop (Pending 1 … Canceled 7).
  status: orders.order_status_id,
};

const orderOf = (sort: OrderSort = 'time', order: 'asc' | 'desc' = 'desc') => {
  const by = order === 'asc' ? asc(SORTED[sort]) : desc(SORTED[sort]);
  return sort === 'time' ? [by] : [by, desc(orders.invoice_no)];
};

const summaries = (
  db: Database,
  where: SQL | undefined,
  sort?: OrderSort,
  order?: 'asc' | 'desc',
) =>
  withOrderSummary(db.select(summaryColumns).from(orders).$dynamic())
    .where(where)
    .orderBy(...orderOf(sort, order));

/** The first pages of the unfiltered list, newest first: the page staff open most. */
export const newestOrdersStatement = (db: Database) =>
  summaries(db, undefined)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('bo_orders');

/** What the orders list reads with: its database, the prepared newest page, the counters. */
export interface OrderListDeps {
  db: Database;
  newestOrders: ReturnType<typeof newestOrdersStatement>;
  counter: ReturnType<typeof counterReader>;
}

/**
 * The orders `orderConditions` picks, joined only to what it reads (their customers and fees):
 * counting them needs no status or area.
 */
const matching = <Query extends PgSelect>(query: Query, where: SQL | undefined) =>
  query
    .innerJoin(customers, eq(customers.id_customer, orders.customer_id))
    .leftJoin(orderPayments, eq(orderPayments.invoice_no, orders.invoice_no))
    .where(where);

/** One row per invoice, newest first; the prefix search is served by an expression index. */
export async function listOrders(
  { db, newestOrders, counter }: OrderListDeps,
  query: OrderListFilter,
) {
  const where = orderConditions(query);
  const paging = { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
  const newestFirst = (query.sort ?? 'time') === 'time' && (query.order ?? 'desc') === 'desc';
  const rows =
    where || !newestFirst
      ? await summaries(db, where, query.sort, query.order)
          .limit(paging.limit)
          .offset(paging.offset)
      : await newestOrders.execute(paging);
  const total = where
    ? await countUpTo(
        db,
        matching(
          db
            .select({ one: sql`1` })
            .from(orders)
            .$dynamic(),
          where,
        ),
        INVOICE_SEARCH_COUNT_CAP,
      )
    : await counter.orders();
  return { items: rows.map(toSummary), total, page: query.page, pageSize: query.pageSize };
}

/**
 * "All the orders matching the filter": their invoices, newest first, at most BULK_ORDER_LIMIT
 * (what one bulk action takes), and how many match in all.
 */
export async function invoiceNumbers(
  db: Database,
  query: Omit<OrderListFilter, 'page' | 'pageSize'>,
) {
  const where = orderConditions(query);
  // A new builder each time: a builder's orderBy and limit change the builder itself.
  const invoices = () =>
    matching(db.select({ invoice_no: orders.invoice_no }).from(orders).$dynamic(), where);
  const rows = await invoices()
    .orderBy(desc(orders.invoice_no))
    .limit(BULK_ORDER_LIMIT + 1);
  const total =
    rows.length <= BULK_ORDER_LIMIT
      ? rows.length
      : await countUpTo(db, invoices(), INVOICE_SEARCH_COUNT_CAP);
  return {
    invoice_nos: rows.slice(0, BULK_ORDER_LIMIT).map((r) => r.invoice_no),
    total,
  };
}
