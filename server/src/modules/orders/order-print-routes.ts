import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { printableOrder, printableOrderParams } from '@poshak/shared-api/schemas';
import { ACCESS } from '../../plugins/access';

/** An order as its A4 invoice and 80 mm packing slip print it. */
const orderPrintRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (request) => app.repos.orders.printable(request.params.invoice_no),
  );
};

export default orderPrintRoutes;
