import { sql } from 'drizzle-orm';
import {
  ORDER_SOURCES,
  type DashboardSources,
  type SourcePeriod,
} from '@poshak/shared-api/schemas';
import { addDays, shopDay, shopDayStart } from '@poshak/shared-api/shop-time';
import { rowsOf, toInt, type Executor } from '../../db/database';
import { COUNTED, DASHBOARD_DAYS, weekStartOf } from '../dashboard';

/** The campaigns the dashboard lists: the busiest few. */
export const TOP_CAMPAIGNS = 10;

/** The Dhaka days a period covers, both ends included: today, this week (from Saturday), 30 days. */
export function periodDays(period: SourcePeriod, now?: Date): { from: string; to: string } {
  const today = shopDay(now);
  if (period === 'today') return { from: today, to: today };
  if (period === 'week') return { from: weekStartOf(today), to: today };
  return { from: addDays(today, -(DASHBOARD_DAYS - 1)), to: today };
}

/**
 * Orders placed over a period and their takings (the dashboard's own rule, `COUNTED`), by where
 * they came from and by the campaign their shoppers followed: one read of the period's orders
 * (orders_created) each, grouped in the database.
 */
export async function takingsBySource(
  db: Executor,
  period: SourcePeriod,
  now?: Date,
): Promise<DashboardSources> {
  const { from, to } = periodDays(period, now);
  const within = sql`o.created_at >= ${shopDayStart(from).toISOString()}::timestamptz
                 AND o.created_at < ${shopDayStart(to, 1).toISOString()}::timestamptz`;
  const figures = sql`count(*) AS orders, coalesce(sum(o.total) FILTER (WHERE ${COUNTED}), 0) AS takings`;
  const sources = rowsOf<{ source: string; orders: unknown; takings: unknown }>(
    await db.execute(sql`
      SELECT o.source, ${figures}
      FROM orders o LEFT JOIN order_payments p ON p.invoice_no = o.invoice_no
      WHERE ${within}
      GROUP BY o.source`),
  );
  const campaigns = rowsOf<{
    utm_source: string | null;
    utm_medium: string | null;
    utm_campaign: string | null;
    orders: unknown;
    takings: unknown;
  }>(
    await db.execute(sql`
      SELECT o.utm_source, o.utm_medium, o.utm_campaign, ${figures}
      FROM orders o LEFT JOIN order_payments p ON p.invoice_no = o.invoice_no
      WHERE ${within}
        AND (o.utm_source IS NOT NULL OR o.utm_medium IS NOT NULL OR o.utm_campaign IS NOT NULL)
      GROUP BY o.utm_source, o.utm_medium, o.utm_campaign
      ORDER BY orders DESC, takings DESC, o.utm_campaign, o.utm_source, o.utm_medium
      LIMIT ${TOP_CAMPAIGNS}`),
  );
  const bySource = new Map(sources.map((row) => [row.source, row]));
  return {
    from,
    to,
    by_source: ORDER_SOURCES.map((source) => {
      const row = bySource.get(source);
      return {
        source,
        orders: row ? toInt(row.orders) : 0,
        takings: row ? toInt(row.takings) : 0,
      };
    }),
    campaigns: campaigns.map((row) => ({
      utm_source: row.utm_source,
      utm_medium: row.utm_medium,
      utm_campaign: row.utm_campaign,
      orders: toInt(row.orders),
      takings: toInt(row.takings),
    })),
  };
}
