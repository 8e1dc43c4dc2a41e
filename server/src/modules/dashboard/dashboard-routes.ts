import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboard } from '@poshak/shared-api/schemas';
import { shopDay } from '@poshak/shared-api/shop-time';
import { ACCESS } from '../../plugins/access';

/** The back-office's landing figures. */
const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/backoffice/dashboard',
    {
      // Kept in the read cache like the orders and stock pages it sums up, under the Dhaka day
      // it was counted on: "today" moves at midnight whether or not anyone writes.
      config: { access: ACCESS.dashboard, cache: ['orders', 'catalogue'], cacheVaries: shopDay },
      schema: {
        tags: ['dashboard'],
        summary:
          "Today's and this week's orders and takings (Dhaka days), orders by status, fees to check, top products, low stock, the last 30 days",
        response: { 200: dashboard },
      },
    },
    async () =>
      app.repos.dashboard.dashboard({
        advanceFeeOn: app.config.advanceFee.on,
        lowStockThreshold: await app.repos.stock.lowStockThreshold(),
      }),
  );
};

export default dashboardRoutes;
