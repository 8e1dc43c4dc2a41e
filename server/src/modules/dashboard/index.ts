// What the dashboard domain offers the rest of the server: its figures (bound in db/repositories),
// the Takings rule and its weeks (the takings by source count the same orders over the same
// days), and the product sales a bulk load rebuilds. Its routes are registered by app.ts.
export { dashboardRepository } from './dashboard';
export { COUNTED, DASHBOARD_DAYS, weekStartOf } from './takings-rule';
export { rebuildProductSales } from './top-products';
