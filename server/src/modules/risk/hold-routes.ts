import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okMessage, orderDetailParams, releaseHoldBody } from '@poshak/shared-api/schemas';
import { ACCESS } from '../../plugins/access';
import { staffActorOf } from '../audit';
import { releaseHold } from './hold';

/** The release of an order held for a call (docs/risk.md). */
const holdRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['risk'];

  app.put(
    '/backoffice/orders/:invoice_no/hold',
    {
      config: { access: ACCESS.orderStatusWrite, changes: ['orders'] },
      schema: {
        tags,
        summary: 'Release an order held for a call (who and when are kept; audited)',
        description: '409 when the order is not held, or was released already.',
        params: orderDetailParams,
        body: releaseHoldBody,
        response: { 200: okMessage },
      },
    },
    async (request) => {
      await releaseHold(app.db, request.params.invoice_no, staffActorOf(request));
      return { message: 'Released' };
    },
  );
};

export default holdRoutes;
