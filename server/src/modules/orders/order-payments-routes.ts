import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  okMessage,
  orderPayment,
  paymentCheckBody,
  paymentCheckParams,
} from '@poshak/shared-api/schemas';
import { ACCESS } from '../../plugins/access';
import { actorOf } from '../audit';

/** Advance delivery fees: staff read what the shopper paid and record what they found. */
const orderPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const payments = app.repos.orderPayments;
  const tags = ['orders'];

  app.get(
    '/backoffice/orders/:invoice_no/payment',
    {
      config: { access: ACCESS.staffRead },
      schema: {
        tags,
        summary: 'The delivery fee an order’s shopper paid in advance (null: cash on delivery)',
        description: '404 names `invoice_no` when there is no such order.',
        params: paymentCheckParams,
        response: { 200: orderPayment.nullable() },
      },
    },
    async (request) => payments.forOrder(request.params.invoice_no),
  );

  app.put(
    '/backoffice/orders/:invoice_no/payment',
    {
      // Who may move an order on may say whether its fee arrived.
      config: { access: ACCESS.orderStatusWrite, changes: ['orders'] },
      schema: {
        tags,
        summary: 'Mark an order’s advance fee verified or rejected (who and when are recorded)',
        description:
          'Until it is verified the order cannot become Ready-To-Shift or later (409 says why).',
        params: paymentCheckParams,
        body: paymentCheckBody,
        response: { 200: okMessage },
      },
    },
    async (request) => {
      await payments.check(request.params.invoice_no, request.body.status, actorOf(request));
      return { message: 'Successfully Updated' };
    },
  );
};

export default orderPaymentRoutes;
