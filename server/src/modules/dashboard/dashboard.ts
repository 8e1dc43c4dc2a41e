import {
  OPERATION,
  ORDER_STATUS_NAMES,
  orderStatusId,
  type Dashboard,
  type DashboardFigures,
} from '@poshak/shared-api/schemas';
import { and, asc, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { rowsOf, toInt, type Database, type Executor } from '../../db/database';
import {
  images,
  orderPayments,
  productSalesDaily,
  productTraces,
  transactions,
} from '../../db/schema';
import { addDays, shopDay, shopDayStart } from '@poshak/shared-api/shop-time';
import { countUpTo } from '../../db/count-up-to';
import { lookupNames } from '../lookups';

/** The dashboard's chart and its top products look this many Dhaka days back, today included. */
export const DASHBOARD_DAYS = 30;
/** Past this many, the low-stock figure says "this many or more" (as the stock list's total). */
export const LOW_STOCK_COUNT_CAP = 10_000;
const TOP_PRODUCTS = 5;
const LOW_STOCK_ITEMS = 5;

const CANCELED = orderStatusId('Canceled');

/**
 * The orders the takings count (docs/deviations.md), over orders `o` joined to their payments `p`
 * (the takings by source count by it too): what the shop is owed or was paid. Not
 * cancelled, and either cash on delivery or with its advance fee found paid: an order whose fee
 * waits for a check may never go out, one whose fee was refused will not. The orders list's
 * `counted_in` (modules/orders) shows the same orders, behind each money figure.
 */
export const COUNTED = sql.raw(
  `o.order_status_id <> ${CANCELED} AND (p.status IS NULL OR p.status = 'verified')`,
);

/** The Saturday that starts `day`'s week: Bangladeshi shops count their week from Saturday. */
export function weekStartOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // Sunday 0 … Saturday 6
  return addDays(day, -((weekday + 1) % 7));
}

/** The Dhaka day of a timestamp column as a date, in SQL (UTC+6, no daylight saving). */
const dhakaDate = (column: unknown) =>
  sql`((${column} AT TIME ZONE 'UTC') + interval '6 hours')::date`;

/**
 * Counts the per-day product sales (product_sales_daily) again from the orders. Its triggers keep
 * it right through every write; this is for a bulk load that wrote orders with triggers off (the
 * benchmark's generated shop, `session_replication_role = replica`).
 */
export async function rebuildProductSales(db: Executor): Promise<void> {
  await db.execute(sql`SELECT product_sales_daily_rebuild()`);
}

interface DayRow {
  day: string;
  orders: unknown;
  takings: unknown;
  delivery_fees: unknown;
  fees_paid: unknown;
  discounts: unknown;
}

const zero = (): DashboardFigures => ({
  orders: 0,
  takings: 0,
  delivery_fees: 0,
  fees_paid: 0,
  discounts: 0,
});

function addInto(sum: DashboardFigures, row: DayRow) {
  sum.orders += toInt(row.orders);
  sum.takings += toInt(row.takings);
  sum.delivery_fees += toInt(row.delivery_fees);
  sum.fees_paid += toInt(row.fees_paid);
  sum.discounts += toInt(row.discounts);
}

/**
 * The back-office's landing figures. Each figure is one query that
 * reads an index range (orders of the last 30 days, 30 days of the per-day product sales, the
 * low-stock end of the quantity index, the unverified fees' partial index), not the whole shop.
 */
export function dashboardRepository(db: Database) {
  async function daysFrom(first: string): Promise<DayRow[]> {
    // Grouped by the Dhaka day as a date (a cheap hash key), named as text for the 30 groups
    // only: grouping 43k orders by the text itself sorted them all (159 ms against 38 ms at the
    // bench's 50k orders).
    const result = await db.execute(sql`
      SELECT to_char(d.day, 'YYYY-MM-DD') AS day, d.orders, d.takings, d.delivery_fees,
             d.fees_paid, d.discounts
        FROM (
          SELECT ${dhakaDate(sql`o.created_at`)} AS day,
                 count(*) AS orders,
                 coalesce(sum(o.total) FILTER (WHERE ${COUNTED}), 0) AS takings,
                 coalesce(sum(o.shipping_cost) FILTER (WHERE ${COUNTED}), 0) AS delivery_fees,
                 coalesce(sum(p.amount) FILTER (
                   WHERE o.order_status_id <> ${CANCELED} AND p.status = 'verified'), 0)
                   AS fees_paid,
                 coalesce(sum(o.discount) FILTER (WHERE ${COUNTED}), 0) AS discounts
            FROM orders o
            LEFT JOIN order_payments p ON p.invoice_no = o.invoice_no
           WHERE o.created_at >= ${shopDayStart(first).toISOString()}::timestamptz
           GROUP BY 1
        ) d`);
    return rowsOf<DayRow>(result);
  }

  async function byStatus(): Promise<Dashboard['by_status']> {
    const result = await db.execute(
      sql`SELECT order_status_id, count(*) AS orders FROM orders GROUP BY order_status_id`,
    );
    const counts = new Map(
      rowsOf<{ order_status_id: unknown; orders: unknown }>(result).map((r) => [
        toInt(r.order_status_id),
        toInt(r.orders),
      ]),
    );
    return ORDER_STATUS_NAMES.map((name) => ({
      order_status_id: orderStatusId(name),
      order_status_name: name,
      orders: counts.get(orderStatusId(name)) ?? 0,
    }));
  }

  async function feesWaiting(): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(orderPayments)
      .where(eq(orderPayments.status, 'unverified'));
    return row?.n ?? 0;
  }

  /**
   * The 30 days' best sellers from the per-day summary the database keeps (product_sales_daily):
   * at most 30 rows per product code sold, not every order line of those days. Then the names of
   * the five codes only.
   */
  async function topProducts(first: string): Promise<Dashboard['top_products']> {
    const top = await db
      .select({
        product_code: productSalesDaily.product_code,
        units: sql<unknown>`sum(${productSalesDaily.units})`,
        takings: sql<unknown>`sum(${productSalesDaily.takings})`,
      })
      .from(productSalesDaily)
      .where(gte(productSalesDaily.day, first))
      .groupBy(productSalesDaily.product_code)
      .orderBy(desc(sql`sum(${productSalesDaily.units})`), asc(productSalesDaily.product_code))
      .limit(TOP_PRODUCTS);
    if (top.length === 0) return [];
    const names = await db
      .select({
        product_code: productTraces.product_code,
        product_name: sql<string>`min(${productTraces.product_name})`,
        product_name_bn: sql<string | null>`min(${productTraces.product_name_bn})`,
      })
      .from(productTraces)
      .where(
        inArray(
          productTraces.product_code,
          top.map((r) => r.product_code),
        ),
      )
      .groupBy(productTraces.product_code);
    const byCode = new Map(names.map((n) => [n.product_code, n]));
    return top.map((r) => ({
      product_code: r.product_code,
      product_name: byCode.get(r.product_code)?.product_name ?? r.product_code,
      product_name_bn: byCode.get(r.product_code)?.product_name_bn ?? null,
      units: toInt(r.units),
      takings: toInt(r.takings),
    }));
  }

  /** The stock list's own low-stock filter (`?low_stock=true`), so the figure is its total. */
  async function lowStock(threshold: number): Promise<Dashboard['low_stock']> {
    const where = and(
      eq(transactions.operation_type_id, OPERATION.stockEntry),
      isNull(transactions.invoice_no),
      sql`${transactions.quantity} <= ${threshold}`,
    );
    const matches = db
      .select({ one: sql`1` })
      .from(transactions)
      .innerJoin(images, eq(images.id_image, transactions.image_id))
      .innerJoin(productTraces, eq(productTraces.id_product_trace, images.product_trace_id))
      .where(where);
    const count = await countUpTo(db, matches, LOW_STOCK_COUNT_CAP);
    const items = await db
      .select({
        id_transaction: transactions.id_transaction,
        product_code: productTraces.product_code,
        product_name: productTraces.product_name,
        product_name_bn: productTraces.product_name_bn,
        color_name: lookupNames.color(productTraces.color_id),
        color_name_bn: lookupNames.colorBn(productTraces.color_id),
        size_name: lookupNames.size(productTraces.size_id),
        size_name_bn: lookupNames.sizeBn(productTraces.size_id),
        quantity: transactions.quantity,
      })
      .from(transactions)
      .innerJoin(images, eq(images.id_image, transactions.image_id))
      .innerJoin(productTraces, eq(productTraces.id_product_trace, images.product_trace_id))
      .where(where)
      .orderBy(asc(transactions.quantity), asc(transactions.id_transaction))
      .limit(LOW_STOCK_ITEMS);
    return { threshold, count, count_cap: LOW_STOCK_COUNT_CAP, items };
  }

  async function dashboard(options: {
    advanceFeeOn: boolean;
    lowStockThreshold: number;
    now?: Date;
  }): Promise<Dashboard> {
    const today = shopDay(options.now);
    const weekStart = weekStartOf(today);
    const first = addDays(today, -(DASHBOARD_DAYS - 1));
    const [days, statuses, waiting, top, low] = await Promise.all([
      daysFrom(first),
      byStatus(),
      options.advanceFeeOn ? feesWaiting() : Promise.resolve(null),
      topProducts(first),
      lowStock(options.lowStockThreshold),
    ]);
    const byDay = new Map(days.map((d) => [d.day, d]));
    const todayFigures = zero();
    const weekFigures = zero();
    const daily: Dashboard['daily'] = [];
    for (let i = 0; i < DASHBOARD_DAYS; i++) {
      const day = addDays(first, i);
      const row = byDay.get(day);
      daily.push({
        day,
        orders: row ? toInt(row.orders) : 0,
        takings: row ? toInt(row.takings) : 0,
      });
      if (!row) continue;
      if (day === today) addInto(todayFigures, row);
      if (day >= weekStart && day <= today) addInto(weekFigures, row);
    }
    return {
      today,
      week_start: weekStart,
      today_figures: todayFigures,
      week_figures: weekFigures,
      by_status: statuses,
      fees_waiting: waiting,
      top_products: top,
      low_stock: low,
      daily,
    };
  }

  return { dashboard };
}
