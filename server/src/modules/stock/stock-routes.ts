import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  stockEntryAddRoutes,
  stockEntryChangeRoutes,
  stockEntryDeleteRoutes,
} from './stock-entry-routes';
import lowStockRoutes from './low-stock-routes';
import stockVariantRoutes from './stock-variant-routes';

/**
 * Stock entries: the Add Product page's multipart create and update (spec §7 paths), a product in
 * all its colours, archiving, the low-stock threshold, delete, and its paginated table. In the
 * order the OpenAPI document has always listed them: the request fuzzer draws each route's cases
 * by its place there.
 */
const stockRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(stockEntryAddRoutes);
  await app.register(stockVariantRoutes);
  await app.register(stockEntryChangeRoutes);
  await app.register(lowStockRoutes);
  await app.register(stockEntryDeleteRoutes);
};

export default stockRoutes;
