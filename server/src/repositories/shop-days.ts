/** The shop's days are Bangladesh's (UTC+6, no daylight saving): when a day, or a later one, begins. */
export function shopDayStart(day: string, plusDays = 0): Date {
  const start = new Date(`${day}T00:00:00+06:00`);
  start.setUTCDate(start.getUTCDate() + plusDays);
  return start;
}
