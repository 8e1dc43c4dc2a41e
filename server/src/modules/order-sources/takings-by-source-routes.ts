import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardSources, dashboardSourcesQuery } from '@poshak/shared-api/schemas';
import { shopDay } from '@poshak/shared-api/shop-time';
import { ACCESS } from '../../plugins/access';
import { takingsBySource } from './takings-by-source';

/** The dashboard's orders and takings by source and campaign. */
const takingsBySourceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/backoffice/dashboard/sources',
    {
      // Kept like the dashboard, under the Dhaka day it was counted on.
      config: { access: ACCESS.dashboard, cache: ['orders'], cacheVaries: shopDay },
      schema: {
        tags: ['dashboard'],
        summary: 'Orders and takings by source (checkout, phone, Messenger, …) and by campaign',
        description:
          'Over today, this week (from Saturday) or the last 30 days, in Dhaka days; takings by ' +
          'the dashboard’s rule (not cancelled; cash on delivery or the advance fee verified). ' +
          'Campaigns: the busiest ten by orders.',
        querystring: dashboardSourcesQuery,
        response: { 200: dashboardSources },
      },
    },
    async (request) => takingsBySource(app.db, request.query.period),
  );
};

export default takingsBySourceRoutes;
