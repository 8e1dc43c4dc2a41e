import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerLookup, customerLookupQuery } from '@poshak/shared-api/schemas';
import { ACCESS } from '../../plugins/access';
import { lookUpCustomer } from './customer-lookup';

/** The caller's number looked up while they talk to the staff member taking their order. */
const customerLookupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/backoffice/customers/by-phone',
    {
      config: { access: ACCESS.staffRead },
      schema: {
        tags: ['customers'],
        summary: 'What the shop knows of a number: last name and address, its orders, their risk',
        description:
          'Every customer record and order with the number, however it was written (01…, ' +
          '+880…, 880…, Bengali digits). `risk`: `new` (no orders), `good` (none refused), ' +
          '`high` (two or more cancelled or with a fee found unpaid, and no more delivered), ' +
          '`watch` otherwise.',
        querystring: customerLookupQuery,
        response: { 200: customerLookup },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return lookUpCustomer(app.db, request.query.phone);
    },
  );
};

export default customerLookupRoutes;
