// What the stock domain offers the rest of the server: the stock entries (bound in
// db/repositories) and the stock list's filters (the CSV export reads the same entries as the
// stock page). Its routes are registered by app.ts.
export { stockRepository } from './stock';
export { stockConditions, type StockListFilter } from './stock-list';
