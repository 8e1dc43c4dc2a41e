import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  customer,
  customerCreate,
  customerDeleteQuery,
  customerUpdate,
  legacyCustomerBody,
  okMessage,
} from '@poshak/shared-api/schemas';
import { badRequest } from '../../errors';
import { parseOrThrow } from '../../lib/parse';
import { ACCESS } from '../../plugins/access';
import { refuseLegacyOrderWithoutFee } from '../orders';
import { actorOf } from '../audit';

/** The Customers page (query form) and the old storefront's customer record (JSON body). */
const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['customers'];
  const customers = app.repos.customers;

  app.get(
    '/customers/getAll',
    {
      config: { access: ACCESS.staffRead },
      schema: { tags, summary: 'Every customer', response: { 200: z.array(customer) } },
    },
    async () => customers.list(),
  );

  app.post(
    '/customers/post',
    {
      config: {
        access: { ...ACCESS.catalogueWrite, publicWhenJson: true },
        publicWrite: true,
        // A new customer is in no cached reply.
        changes: [],
      },
      schema: {
        tags,
        summary: 'Add a customer: JSON body (old storefront, public) or query (back-office, staff)',
        description:
          'With a JSON body all four fields are required (the old order flow). The query form ' +
          '(?customer_name=…&customer_address=…&customer_phone=…) needs a staff token and refuses ' +
          'only a customer whose name, phone and address are all empty. Without a token, a ' +
          'shop taking the delivery fee in advance refuses the JSON form (400 `payment`, naming ' +
          'POST /api/orders).',
        body: legacyCustomerBody.nullish(),
        response: { 200: customer },
      },
    },
    async (request) => {
      // The query form is staff-only: a JSON request got in without a token, so it must carry
      // its fields in the body (a JSON `null` must not smuggle the query form in).
      if (!request.body && !request.staff) {
        throw badRequest(
          'body: customer_name, customer_address, customer_phone and shipping_id are required',
        );
      }
      // The old order flow's first step: refused at once when its last step would be.
      if (request.body)
        refuseLegacyOrderWithoutFee(request.staff !== null, app.config.advanceFee.on);
      const fields = request.body ?? parseOrThrow(customerCreate, request.query, 'querystring');
      return customers.create(fields, actorOf(request));
    },
  );

  app.put(
    '/customers/updateByID',
    {
      // The orders pages show the customer's name, phone and address.
      config: { access: ACCESS.catalogueWrite, changes: ['orders'] },
      schema: {
        tags,
        summary: 'Edit a customer (?id_customer=…&customer_name=…&…)',
        querystring: customerUpdate,
        response: { 200: customer },
      },
    },
    async (request) => {
      const { id_customer, ...fields } = request.query;
      return customers.update(id_customer, fields, actorOf(request));
    },
  );

  app.delete(
    '/customers/deleteByID',
    {
      // Only a customer without orders can go, and none is in a cached reply.
      config: { access: ACCESS.catalogueWrite, changes: [] },
      schema: {
        tags,
        summary: 'Delete a customer without orders (?id_customer=…)',
        querystring: customerDeleteQuery,
        response: { 200: okMessage },
      },
    },
    async (request) => {
      await customers.remove(request.query.id_customer, actorOf(request));
      return { message: `Deleted customer ${request.query.id_customer}` };
    },
  );
};

export default customerRoutes;
