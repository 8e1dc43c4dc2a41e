import {
  BULK_ORDER_LIMIT,
  OPERATION,
  orderStatusId,
  phoneSearch,
  type OrderCountedIn,
  type OrderDetail,
  type OrderFeeStatus,
  type OrderSort,
  type OrderSource,
  type OrderSummary,
  type CourierBookingBrief,
} from '@poshak/shared-api/schemas';
import {
  and,
  type AnyColumn,
  asc,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database, Executor, Tx } from '../../db/database';
import { mobileDigitsSql } from '../../db/mobile-digits';
import {
  customers,
  orderPayments,
  orders,
  orderStatuses,
  shipping,
  staffUsers,
  transactions,
} from '../../db/schema';
import { badRequest } from '../../errors';
import { countUpTo } from '../../db/count-up-to';
import { counterReader } from '../../db/counters';
import { feeStatusColumn, orderLinesOf, withOrderSummary } from './order-queries';
import { moveOrderStatus } from './order-status';
import { printableOrder } from './printable-order';
import { answerOnce as answerKeyOnce, type StoredAnswer } from './order-requests';
import {
  placeOrder,
  quoteOrder,
  type OrderRequest,
  type QuoteRequest,
  type TakenOrder,
} from './order-statements';
import type { Actor } from '../audit';
import { shopDayStart } from '@poshak/shared-api/shop-time';
import { escapeLike } from '../../lib/escape-like';
import { liveBookingOf } from '../couriers';
import { noSuchOrder } from './no-such-order';

export interface OrderListFilter {
  page: number;
  pageSize: number;
  invoice?: string | undefined;
  customer?: string | undefined;
  order_status_id?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  fee_status?: OrderFeeStatus | undefined;
  counted_in?: OrderCountedIn | undefined;
  source?: OrderSource | undefined;
  /** The orders' `utm_campaign` and `utm_source`. */
  campaign?: string | undefined;
  campaign_source?: string | undefined;
  /** Only these invoices (the orders chosen on the page). */
  invoices?: number[] | undefined;
  /** Only the orders held for a call and not yet released. */
  held?: 'true' | undefined;
  sort?: OrderSort | undefined;
  order?: 'asc' | 'desc' | undefined;
}

/** Past this many matches an invoice-prefix search stops counting. */
export const INVOICE_SEARCH_COUNT_CAP = 10_000;

/**
 * The customer search: a name containing the text, or a phone holding the number however either
 * was written (`01822…`, `+8801822…`, Bengali digits; `phoneSearch`). Each branch has its index
 * (two trigram indexes, customers_mobile_digits), so the OR stays an index search.
 */
function customerMatch(text: string): SQL {
  const byName = ilike(customers.customer_name, `%${escapeLike(text)}%`);
  const number = phoneSearch(text);
  if (!number) return or(byName, ilike(customers.customer_phone, `%${escapeLike(text)}%`)) as SQL;
  const byPhone = ilike(customers.customer_phone, `%${number.contains}%`);
  // A number stored with separators ("01822-222222") holds no run of its digits: its 11 digits do.
  const byMobile = number.mobile
    ? eq(mobileDigitsSql(customers.customer_phone), number.mobile)
    : undefined;
  return or(byName, byPhone, byMobile) as SQL;
}

/**
 * The orders a dashboard money figure sums (docs/deviations.md 78), over orders joined to their
 * payments: the same rule as the dashboard's COUNTED (modules/dashboard/takings-rule.ts), so a
 * figure's list holds exactly the orders behind it.
 */
function countedIn(figure: OrderCountedIn): SQL {
  const notCancelled = ne(orders.order_status_id, orderStatusId('Canceled'));
  const verified = eq(orderPayments.status, 'verified');
  if (figure === 'fees_paid') return and(notCancelled, verified) as SQL;
  const counted = and(notCancelled, or(isNull(orderPayments.status), verified)) as SQL;
  return figure === 'discounts' ? (and(counted, gt(orders.discount, 0)) as SQL) : counted;
}

/**
 * The orders page's filters as one condition over orders joined to their customers (undefined:
 * every order); the list and the CSV export read the same orders for the same query.
 */
export function orderConditions(
  query: Omit<OrderListFilter, 'page' | 'pageSize' | 'sort' | 'order'>,
): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.invoices) conditions.push(inArray(orders.invoice_no, query.invoices));
  if (query.invoice) {
    conditions.push(sql`(${orders.invoice_no}::text) LIKE ${`${query.invoice}%`}`);
  }
  if (query.customer) conditions.push(customerMatch(query.customer));
  if (query.order_status_id !== undefined) {
    conditions.push(eq(orders.order_status_id, query.order_status_id));
  }
  if (query.fee_status === 'none') {
    conditions.push(isNull(orderPayments.invoice_no));
  } else if (query.fee_status) {
    // Few orders wait for a check at any time: they are found from the fees' partial index
    // (order_payments_unverified), not by walking every order, newest first, to find them.
    conditions.push(eq(orderPayments.status, query.fee_status));
  }
  if (query.counted_in) conditions.push(countedIn(query.counted_in));
  if (query.source) conditions.push(eq(orders.source, query.source));
  if (query.held) {
    // The orders_held partial index serves it: few orders wait for a call at any time.
    conditions.push(sql`${orders.hold_kind} IS NOT NULL AND ${orders.hold_released_at} IS NULL`);
  }
  if (query.campaign) conditions.push(eq(orders.utm_campaign, query.campaign));
  if (query.campaign_source) conditions.push(eq(orders.utm_source, query.campaign_source));
  if (query.from && query.to && query.from > query.to) {
    throw badRequest(`to: the last day (${query.to}) is before the first (${query.from})`);
  }
  if (query.from) conditions.push(gte(orders.created_at, shopDayStart(query.from)));
  if (query.to) conditions.push(lt(orders.created_at, shopDayStart(query.to, 1)));
  return conditions.length ? and(...conditions) : undefined;
}

export function ordersRepository(db: Database) {
  const counter = counterReader(db);
  /** An order, whoever places it: one statement, all of it or nothing (order-statements). */
  const place = (order: OrderRequest, within: Executor = db): Promise<TakenOrder> =>
    placeOrder(within, order);
  /**
   * An order answered once per Idempotency-Key (order-requests): `answer` places it in the
   * key's transaction (`place(order, tx)`) and says what to answer.
   */
  const answerOnce = (key: string, hash: string, answer: (tx: Tx) => Promise<StoredAnswer>) =>
    answerKeyOnce(db, key, hash, answer);
  /** What such an order would be charged now, the coupon applied (writes and locks nothing). */
  const quote = (request: QuoteRequest) => quoteOrder(db, request);

  /** Stock entries of the legacy payload are named by their image. */
  async function stockIdsForImages(imageIds: number[]): Promise<Map<number, number>> {
    if (imageIds.length === 0) return new Map();
    const rows = await db
      .select({ image: transactions.image_id, id: transactions.id_transaction })
      .from(transactions)
      .where(
        and(
          inArray(transactions.image_id, imageIds),
          eq(transactions.operation_type_id, OPERATION.stockEntry),
          isNull(transactions.invoice_no),
        ),
      );
    return new Map(rows.map((r) => [r.image ?? 0, r.id]));
  }

  const summaryColumns = {
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
  const toSummary = <
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
  const summaries = (where: SQL | undefined, sort?: OrderSort, order?: 'asc' | 'desc') =>
    withOrderSummary(db.select(summaryColumns).from(orders).$dynamic())
      .where(where)
      .orderBy(...orderOf(sort, order));
  const newestOrders = summaries(undefined)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('bo_orders');

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
  async function list(query: OrderListFilter) {
    const where = orderConditions(query);
    const paging = { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
    const newestFirst = (query.sort ?? 'time') === 'time' && (query.order ?? 'desc') === 'desc';
    const rows =
      where || !newestFirst
        ? await summaries(where, query.sort, query.order).limit(paging.limit).offset(paging.offset)
        : await newestOrders.execute(paging);

    let total: number;
    if (where) {
      const matches = matching(
        db
          .select({ one: sql`1` })
          .from(orders)
          .$dynamic(),
        where,
      );
      total = await countUpTo(db, matches, INVOICE_SEARCH_COUNT_CAP);
    } else {
      total = await counter.orders();
    }
    return { items: rows.map(toSummary), total, page: query.page, pageSize: query.pageSize };
  }

  /**
   * "All the orders matching the filter": their invoices, newest first, at most BULK_ORDER_LIMIT
   * (what one bulk action takes), and how many match in all.
   */
  async function invoiceNumbers(query: Omit<OrderListFilter, 'page' | 'pageSize'>) {
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

  /** The Product Details table of one invoice. */
  async function detail(invoiceNo: number): Promise<OrderDetail> {
    const [header] = await withOrderSummary(
      db
        .select({
          ...summaryColumns,
          taken_by: staffUsers.username,
          utm_source: orders.utm_source,
          utm_medium: orders.utm_medium,
          utm_campaign: orders.utm_campaign,
          hold_released_by: sql<
            string | null
          >`(SELECT s.username FROM staff_users s WHERE s.id = ${orders.hold_released_by})`,
        })
        .from(orders)
        .$dynamic(),
    )
      .leftJoin(staffUsers, eq(staffUsers.id, orders.taken_by))
      .where(eq(orders.invoice_no, invoiceNo));
    if (!header) throw noSuchOrder(invoiceNo);

    const lines = await orderLinesOf(db, invoiceNo);

    return { ...toSummary(header), lines, courier_booking: await liveBookingOf(db, invoiceNo) };
  }

  return {
    place,
    answerOnce,
    quote,
    stockIdsForImages,
    list,
    invoiceNumbers,
    detail,
    /** Everything an invoice or a packing slip prints for one order. */
    printable: (invoiceNo: number) => printableOrder(db, invoiceNo),
    /** Moves an order along the status state machine (order-status). */
    updateStatus: (invoiceNo: number, orderStatusId: number, actor: Actor | null) =>
      moveOrderStatus(db, invoiceNo, orderStatusId, actor),
  };
}
