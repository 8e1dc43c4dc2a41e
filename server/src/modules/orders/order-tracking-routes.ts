import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deliveryEstimateBody,
  okMessage,
  orderDetailParams,
  orderHistory,
  orderNoteBody,
  orderTracking,
  orderTrackingQuery,
  shippingParams,
} from '@poshak/shared-api/schemas';
import { badRequest, notFound } from '../../errors';
import { ACCESS } from '../../plugins/access';
import { actorOf, staffActorOf } from '../audit';

/**
 * Lookups of an invoice number allowed per address: plenty for a shopper checking an order or
 * two, far too few to walk through the invoice numbers guessing phones.
 */
export const TRACKING_LIMIT = { max: 20, timeWindow: 15 * 60_000 };

/** One answer for every pair that does not name an order, so a guess learns nothing. */
export const NOT_TRACKED = 'No order matches this invoice number and phone number.';

/** Order tracking for shoppers, an order's history for staff, and the areas' delivery days. */
const orderTrackingRoutes: FastifyPluginAsyncZod = async (app) => {
  const tracking = app.repos.orderTracking;

  app.get(
    '/orders/track',
    {
      config: { access: ACCESS.public, rateLimit: TRACKING_LIMIT },
      schema: {
        tags: ['orders'],
        summary: 'Where an order is: its status steps with dates and its delivery days',
        description:
          'Needs the invoice number and the phone the order was placed with; any other pair ' +
          `gets one 404 ("${NOT_TRACKED}"). At most ${TRACKING_LIMIT.max} lookups per address ` +
          'in 15 minutes.',
        querystring: orderTrackingQuery,
        response: { 200: orderTracking },
      },
    },
    async (request, reply) => {
      const found = await tracking.track(request.query.invoice_no, request.query.phone);
      if (!found) throw notFound(NOT_TRACKED);
      // Personal to the one who asked: never kept by a shared cache.
      reply.header('cache-control', 'private, no-store');
      return found;
    },
  );

  app.get(
    '/backoffice/orders/:invoice_no/history',
    {
      config: { access: ACCESS.staffRead },
      schema: {
        tags: ['orders'],
        summary: "An order's history: statuses, fee verdicts and staff notes, with who and when",
        description: 'Oldest first. `type` says which of status, payment or note is set.',
        params: orderDetailParams,
        response: { 200: orderHistory },
      },
    },
    async (request) => tracking.history(request.params.invoice_no),
  );

  app.post(
    '/backoffice/orders/:invoice_no/notes',
    {
      // Whoever may move an order on may write a note on it.
      config: { access: ACCESS.orderStatusWrite, changes: [] },
      schema: {
        tags: ['orders'],
        summary: 'Add a staff note to an order (JSON {note}: plain text, up to 1000 characters)',
        params: orderDetailParams,
        body: orderNoteBody,
        response: { 200: orderHistory },
      },
    },
    async (request) => {
      const actor = staffActorOf(request);
      if (!request.body) throw badRequest('body: {"note": "…"} is required');
      await tracking.addNote(request.params.invoice_no, request.body.note, actor);
      return tracking.history(request.params.invoice_no);
    },
  );

  app.put(
    '/shipping/:id_shipping/delivery',
    {
      config: { access: ACCESS.adminOnly, changes: ['reference'] },
      schema: {
        tags: ['lookups'],
        summary: 'The days a shipping area promises for delivery',
        params: shippingParams,
        body: deliveryEstimateBody,
        response: { 200: okMessage },
      },
    },
    async (request) => {
      const { delivery_min_days, delivery_max_days } = request.body;
      await tracking.setDelivery(
        request.params.id_shipping,
        delivery_min_days,
        delivery_max_days,
        actorOf(request),
      );
      return { message: 'Successfully Updated' };
    },
  );
};

export default orderTrackingRoutes;
