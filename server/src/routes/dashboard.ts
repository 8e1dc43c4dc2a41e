import { dashboard, printableOrder, printableOrderParams } from '@poshak/shared-api/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shopDay } from '@poshak/shared-api/shop-time';
import { ACCESS } from './access';

/** The back-office's landing figures, and an order as its invoice and packing slip print it. */
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

  app.get(
    '/backoffice/orders/:invoice_no/print',
    {
      config: { access: ACCESS.staffRead },
      schema: {
        tags: ['orders'],
        summary: 'One order as its A4 invoice and 80 mm packing slip show it',
        params: printableOrderParams,
        response: { 200: printableOrder },
      },
    },
    async (request) => app.repos.dashboard.printable(request.params.invoice_no),
  );
};

export default dashboardRoutes;
