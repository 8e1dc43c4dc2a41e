// @poshak/server/database: what another package of the workspace (the benchmark) needs to open a
// shop's database, bring it to this version, and put its derived rows right after a bulk load.
export { createDatabase, type Database, type ShopDatabase } from '../db/database';
export { prepareDatabase } from '../db/setup';
export { rebuildCataloguePositions } from '../repositories/catalogue-cards';
export { rebuildProductSales } from '../repositories/dashboard';
