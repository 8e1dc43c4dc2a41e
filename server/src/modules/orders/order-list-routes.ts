import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  orderDetail,
  orderDetailParams,
  orderList,
  orderListQuery,
} from '@poshak/shared-api/schemas';
import { ACCESS } from '../../plugins/access';

/** The back-office's orders page and one order's page. */
const orderListRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['orders'];
  const orders = app.repos.orders;

  app.get(
    '/backoffice/orders',
    {
      config: { access: ACCESS.staffRead, cache: ['orders'] },
      schema: {
        tags,
        summary:
          'Orders page: one row per invoice, newest first; by invoice prefix, customer name or phone, status, date range',
        querystring: orderListQuery,
        response: { 200: orderList },
      },
    },
    async (request) => orders.list(request.query),
  );

  app.get(
    '/backoffice/orders/:invoice_no',
    {
      config: { access: ACCESS.staffRead },
      schema: {
        tags,
        summary: 'One invoice with its Product Details lines',
        params: orderDetailParams,
        response: { 200: orderDetail },
      },
    },
    async (request) => orders.detail(request.params.invoice_no),
  );
};

export default orderListRoutes;
