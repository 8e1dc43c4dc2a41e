import type { OrderSummary } from '@poshak/shared-api';

type ShownOrder = Pick<OrderSummary, 'invoice_no' | 'order_status_name'>;

/**
 * How many chosen orders this page shows in a status other than Ready-To-Shift (the server refuses
 * to book them, the booking dialog says so), and whether that is every chosen order, so booking
 * is pointless.
 */
export function bookingReadiness(shown: readonly ShownOrder[], chosen: ReadonlySet<number>) {
  const shownChosen = shown.filter((order) => chosen.has(order.invoice_no));
  const notReady = shownChosen.filter((o) => o.order_status_name !== 'Ready-To-Shift').length;
  const noneReady = shownChosen.length === chosen.size && notReady === chosen.size;
  return { notReady, noneReady };
}
