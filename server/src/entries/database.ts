// @poshak/server/database: what another package of the workspace (the benchmark) needs to open a
// shop's database (DATABASE_URL's, or the embedded PostgreSQL of a data folder, started as the
// server starts it), bring it to this version, and put its derived rows right after a bulk load.
export { openCommandShop } from '../db/command-shop';
export { type ShopDatabase } from '../db/database';
export { prepareDatabase } from '../db/setup';
export { rebuildCataloguePositions } from '../modules/catalogue';
export { rebuildProductSales } from '../modules/dashboard';
