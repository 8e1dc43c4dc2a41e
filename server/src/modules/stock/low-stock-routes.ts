import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lowStockThreshold } from '@poshak/shared-api/schemas';
import { badRequest } from '../../errors';
import { ACCESS } from '../../plugins/access';
import { actorOf } from '../audit';

/** The quantity at or under which the stock table calls an entry low stock. */
const lowStockRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['stock'];
  const stock = app.repos.stock;

  app.get(
    '/backoffice/stock/low-stock-threshold',
    {
      config: { access: ACCESS.staffRead },
      schema: {
        tags,
        summary: 'The quantity at or under which the stock table calls an entry low stock',
        response: { 200: lowStockThreshold },
      },
    },
    async () => ({ threshold: await stock.lowStockThreshold() }),
  );

  app.put(
    '/backoffice/stock/low-stock-threshold',
    {
      // A cached low-stock page of the table must not outlive the threshold it was read with.
      config: { access: ACCESS.catalogueWrite, changes: ['catalogue'] },
      schema: {
        tags,
        summary: 'Set the low-stock threshold (JSON {threshold})',
        body: lowStockThreshold,
        response: { 200: lowStockThreshold },
      },
    },
    async (request) => {
      if (!request.body) throw badRequest('body: {"threshold": …} is required');
      return {
        threshold: await stock.setLowStockThreshold(request.body.threshold, actorOf(request)),
      };
    },
  );
};

export default lowStockRoutes;
