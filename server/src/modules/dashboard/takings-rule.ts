import { sql } from 'drizzle-orm';
import { orderStatusId } from '@poshak/shared-api/schemas';
import { addDays } from '@poshak/shared-api/shop-time';

/** The dashboard's chart and its top products look this many Dhaka days back, today included. */
export const DASHBOARD_DAYS = 30;

export const CANCELED = orderStatusId('Canceled');

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
