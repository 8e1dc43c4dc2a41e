import { and, eq, gt, gte, ilike, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  orderStatusId,
  phoneSearch,
  type OrderCountedIn,
  type OrderFeeStatus,
  type OrderSort,
  type OrderSource,
} from '@poshak/shared-api/schemas';
import { shopDayStart } from '@poshak/shared-api/shop-time';
import { mobileDigitsSql } from '../../db/mobile-digits';
import { customers, orderPayments, orders } from '../../db/schema';
import { badRequest } from '../../errors';
import { escapeLike } from '../../lib/escape-like';

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

/** The fee's status: none (cash on delivery), or the advance fee's check. */
function feeCondition(feeStatus: OrderFeeStatus): SQL {
  if (feeStatus === 'none') return isNull(orderPayments.invoice_no);
  // Few orders wait for a check at any time: they are found from the fees' partial index
  // (order_payments_unverified), not by walking every order, newest first, to find them.
  return eq(orderPayments.status, feeStatus);
}

/** The days the orders were placed on, in the shop's time; refused when the range is reversed. */
function dayConditions(from: string | undefined, to: string | undefined): SQL[] {
  if (from && to && from > to) {
    throw badRequest(`to: the last day (${to}) is before the first (${from})`);
  }
  return [
    ...(from ? [gte(orders.created_at, shopDayStart(from))] : []),
    ...(to ? [lt(orders.created_at, shopDayStart(to, 1))] : []),
  ];
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
  if (query.fee_status) conditions.push(feeCondition(query.fee_status));
  if (query.counted_in) conditions.push(countedIn(query.counted_in));
  if (query.source) conditions.push(eq(orders.source, query.source));
  if (query.held) {
    // The orders_held partial index serves it: few orders wait for a call at any time.
    conditions.push(sql`${orders.hold_kind} IS NOT NULL AND ${orders.hold_released_at} IS NULL`);
  }
  if (query.campaign) conditions.push(eq(orders.utm_campaign, query.campaign));
  if (query.campaign_source) conditions.push(eq(orders.utm_source, query.campaign_source));
  conditions.push(...dayConditions(query.from, query.to));
  return conditions.length ? and(...conditions) : undefined;
}
