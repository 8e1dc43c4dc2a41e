/**
 * The shop's clock. Its days are Bangladesh's (Asia/Dhaka, UTC+6 all year, no daylight saving),
 * wherever the server runs and wherever the staff member's browser is: a coupon starting today
 * starts at midnight in Dhaka, and a browser set to London says the same as the server.
 */
export const SHOP_TIME_ZONE = 'Asia/Dhaka';

// en-CA writes a date as YYYY-MM-DD, the form shop days are kept in.
const SHOP_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The shop's day at a moment (now by default), as YYYY-MM-DD. */
export function shopDay(at: Date = new Date()): string {
  return SHOP_DAY.format(at);
}

/** When a shop day (YYYY-MM-DD), or one `plusDays` after it, begins. */
export function shopDayStart(day: string, plusDays = 0): Date {
  const start = new Date(`${day}T00:00:00+06:00`);
  start.setUTCDate(start.getUTCDate() + plusDays);
  return start;
}

/** A day (YYYY-MM-DD) moved by whole days. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
