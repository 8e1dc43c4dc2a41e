import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardReturns, dashboardReturnsQuery } from '@poshak/shared-api/schemas';
import { shopDay } from '@poshak/shared-api/shop-time';
import { ACCESS } from '../../plugins/access';
import { returnsOver } from './returns';

/** The dashboard's returns to origin, by area, courier and customer. */
const returnsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/backoffice/dashboard/returns',
    {
      // Kept like the dashboard, under the Dhaka day it was counted on.
      config: { access: ACCESS.dashboard, cache: ['orders'], cacheVaries: shopDay },
      schema: {
        tags: ['dashboard'],
        summary: 'Returns to origin (RTO) by area, courier and customer over a period',
        description:
          'Of the orders placed in the period that a courier took, how many came back ' +
          '(the courier’s “returned” cancels the order). Customers: the ten numbers with the ' +
          'most parcels back.',
        querystring: dashboardReturnsQuery,
        response: { 200: dashboardReturns },
      },
    },
    async (request) => returnsOver(app.db, request.query.period),
  );
};

export default returnsRoutes;
