import type { Dashboard } from '@poshak/shared-api/schemas';
import { addDays, shopDay } from '@poshak/shared-api/shop-time';
import type { Database } from '../../db/database';
import { dailyFigures } from './daily-figures';
import { lowStock } from './low-stock';
import { feesWaiting, ordersByStatus } from './order-counts';
import { DASHBOARD_DAYS, weekStartOf } from './takings-rule';
import { topProducts } from './top-products';

/**
 * The back-office's landing figures. Each figure is one query that
 * reads an index range (orders of the last 30 days, 30 days of the per-day product sales, the
 * low-stock end of the quantity index, the unverified fees' partial index), not the whole shop.
 */
export function dashboardRepository(db: Database) {
  async function dashboard(options: {
    advanceFeeOn: boolean;
    lowStockThreshold: number;
    now?: Date;
  }): Promise<Dashboard> {
    const today = shopDay(options.now);
    const weekStart = weekStartOf(today);
    const first = addDays(today, -(DASHBOARD_DAYS - 1));
    const [figures, statuses, waiting, top, low] = await Promise.all([
      dailyFigures(db, { first, weekStart, today }),
      ordersByStatus(db),
      options.advanceFeeOn ? feesWaiting(db) : Promise.resolve(null),
      topProducts(db, first),
      lowStock(db, options.lowStockThreshold),
    ]);
    return {
      today,
      week_start: weekStart,
      today_figures: figures.today_figures,
      week_figures: figures.week_figures,
      by_status: statuses,
      fees_waiting: waiting,
      top_products: top,
      low_stock: low,
      daily: figures.daily,
    };
  }

  return { dashboard };
}
