// What the orders domain offers the rest of the server: its repositories (bound in
// db/repositories), the placement a staff order goes through as checkout does, an order's
// lines, the orders page's filters and joins (the CSV export reads the same orders, and their
// lines, as the pages do), the legacy calls' fee rule, and the coded 404 of an invoice no order
// has. The routes are registered by app.ts.
export { orderConditions, type OrderListFilter } from './order-filters';
export { ordersRepository } from './orders';
export { orderPaymentsRepository } from './order-payments';
export { orderLinesOf, withLineProduct, withOrderSummary } from './order-queries';
export { orderTrackingRepository } from './order-tracking';
export { orderLines, placeOnceAnswered } from './place-once-answered';
export type { OrderHold, OrderRequest } from './order-statements';
export { refuseLegacyOrderWithoutFee } from './legacy-orders';
export { noSuchOrder } from './no-such-order';
