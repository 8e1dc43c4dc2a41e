import {
  COURIER_NAMES,
  courierAreaBody,
  courierAreaList,
  courierAreaMapping,
  courierAreaParams,
  courierBookingBody,
  courierBookingResult,
  courierList,
  courierLocationList,
  courierLocationQuery,
  courierParams,
  courierTestResult,
  orderCourierRecord,
  orderDetailParams,
  type CourierName,
} from '@poshak/shared-api/schemas';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { courierEvents, orders } from '../../db/schema';
import { conflict, HttpError } from '../../errors';
import { ACCESS } from '../../plugins/access';
import { actorOf } from '../audit';
import { courierAdapters } from './adapters/choose';
import type { CourierAdapter } from './adapters/courier';
import { courierBookingsRepository } from './bookings';
import { courierLocationsRepository } from './locations';
import { COURIER_TITLES, courierMessage } from './messages';
import { noSuchOrder } from '../orders';

/**
 * Staff's side of the couriers: which are set up (never their credentials), a connection test,
 * their place lists and the shop's areas mapped to them, booking orders, and an order's bookings
 * with everything its couriers said about it.
 */
const courierRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['couriers'];
  const adapters = courierAdapters(app.config);
  const bookings = courierBookingsRepository(app.db);
  const locations = courierLocationsRepository(app.db);

  /** Which of its places each courier needs a shipping area mapped to, set up or not. */
  const NEEDS: Record<CourierName, CourierAdapter['needsLocation']> = {
    pathao: 'city_zone',
    steadfast: 'none',
    redx: 'area',
  };

  app.get(
    '/backoffice/couriers',
    {
      config: { access: ACCESS.staffRead },
      schema: {
        tags,
        summary: 'The couriers: which are set up, sandbox or live, bulk size, webhook or poll',
        response: { 200: courierList },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return {
        items: COURIER_NAMES.map((courier) => {
          const adapter = adapters[courier];
          return {
            courier,
            configured: Boolean(adapter),
            mode: app.config.couriers.mode,
            host: adapter?.host ?? null,
            bulk_limit: adapter?.bulkLimit ?? 1,
            webhook: adapter?.webhook.configured ?? false,
            needs_location:
              adapter?.needsLocation ??
              (courier === 'steadfast' ? 'none' : courier === 'redx' ? 'area' : 'city_zone'),
          };
        }),
      };
    },
  );

  app.post(
    '/backoffice/couriers/:courier/test',
    {
      config: { access: ACCESS.adminOnly, changes: [] },
      schema: {
        tags,
        summary:
          'Test the connection: the courier is asked something harmless with the shop’s credentials',
        description:
          'Pathao: a token is issued; Steadfast: the balance; RedX: the pickup stores. 409 when not set up.',
        params: courierParams,
        response: { 200: courierTestResult },
      },
    },
    async (request) => {
      const courier = request.params.courier;
      const adapter = adapters[courier];
      if (!adapter) {
        return {
          ok: false,
          code: 'courier_not_configured' as const,
          message: courierMessage('courier_not_configured', {
            invoice: 0,
            courier,
          }).message_en,
        };
      }
      const result = await adapter.testConnection();
      if (result.ok) return { ok: true, code: null, message: result.detail };
      return { ok: false, code: result.code, message: result.reason };
    },
  );

  app.get(
    '/backoffice/couriers/:courier/locations',
    {
      config: { access: ACCESS.staffRead },
      schema: {
        tags,
        summary: 'A courier’s cities, a city’s zones (parent_id), a zone’s areas; RedX: its areas',
        description:
          'Kept in the database once fetched; `refresh=true` fetches the list again. When the ' +
          'courier cannot be asked, the kept list (perhaps empty) comes with the `problem`.',
        params: courierParams,
        querystring: courierLocationQuery,
        response: { 200: courierLocationList },
      },
    },
    async (request, reply) => {
      const courier = request.params.courier;
      const { kind, parent_id, refresh } = request.query;
      if (kind !== 'city' && NEEDS[courier] === 'city_zone' && parent_id === undefined) {
        throw new HttpError(400, `parent_id: the ${kind === 'zone' ? 'city' : 'zone'} is required`);
      }
      const listed = await locations.list(
        courier,
        adapters[courier] ?? null,
        kind,
        parent_id ?? null,
        refresh === 'true',
      );
      if (listed === null) {
        throw conflict(
          `courier: ${COURIER_TITLES[courier]} is not set up and none of its ${kind} list is kept`,
        );
      }
      reply.header('cache-control', 'private, no-store');
      return listed;
    },
  );

  app.get(
    '/backoffice/couriers/:courier/areas',
    {
      config: { access: ACCESS.staffRead },
      schema: {
        tags,
        summary: 'The shop’s shipping areas and where each lies in the courier’s list',
        params: courierParams,
        response: { 200: courierAreaList },
      },
    },
    async (request, reply) => {
      const courier = request.params.courier;
      reply.header('cache-control', 'private, no-store');
      return { items: await locations.mappings(courier, NEEDS[courier]) };
    },
  );

  app.put(
    '/backoffice/couriers/:courier/areas/:id_shipping',
    {
      config: { access: ACCESS.bookCouriers, changes: [] },
      schema: {
        tags,
        summary: 'Remember where a shipping area lies for a courier',
        description:
          'Pathao: `city_id` and `zone_id` (an `area_id` within the zone if wanted); RedX: ' +
          '`area_id`; each from the lists fetched. Steadfast takes the address as it is (400).',
        params: courierAreaParams,
        body: courierAreaBody,
        response: { 200: courierAreaMapping },
      },
    },
    async (request) =>
      locations.map(
        request.params.courier,
        NEEDS[request.params.courier],
        request.params.id_shipping,
        request.body,
        actorOf(request),
      ),
  );

  app.post(
    '/backoffice/couriers/:courier/bookings',
    {
      // The orders list shows each order's booking: a queued one shows at once.
      config: { access: ACCESS.bookCouriers, changes: ['orders'] },
      schema: {
        tags,
        summary:
          'Book orders with a courier (queued, sent after this commits, one bulk call where it has one)',
        description:
          'Each order is answered on its own: queued (`code` null), already booked (`already_booked`, ' +
          'ok: its booking, not booked again), or refused with a code and the reason in English and ' +
          'Bengali (order_not_ready, area_not_mapped, phone_invalid, …). The cash to collect is the ' +
          'order’s total less a verified advance fee; a courier not set up refuses each order ' +
          'with `courier_not_configured`.',
        params: courierParams,
        body: courierBookingBody,
        response: { 200: courierBookingResult },
      },
    },
    async (request) => {
      const courier = request.params.courier;
      const adapter = adapters[courier];
      const actor = actorOf(request);
      const outcomes = adapter
        ? await bookings.requestAll(adapter, request.body.invoice_nos, actor)
        : request.body.invoice_nos.map((invoiceNo) => ({
            invoice_no: invoiceNo,
            ok: false,
            code: 'courier_not_configured' as const,
            ...courierMessage('courier_not_configured', {
              invoice: invoiceNo,
              courier,
            }),
            booking: null,
          }));
      const queued = outcomes.filter((o) => o.ok && o.code === null).length;
      return { outcomes, queued, refused: outcomes.filter((o) => !o.ok).length };
    },
  );

  app.get(
    '/backoffice/orders/:invoice_no/bookings',
    {
      config: { access: ACCESS.staffRead },
      schema: {
        tags,
        summary: 'An order’s courier bookings (newest first) and every word its couriers sent',
        description:
          '`outcome` says what each event did: moved the order, or why it was only recorded.',
        params: orderDetailParams,
        response: { 200: orderCourierRecord },
      },
    },
    async (request, reply) => {
      const invoiceNo = request.params.invoice_no;
      const [order] = await app.db
        .select({ invoice_no: orders.invoice_no })
        .from(orders)
        .where(eq(orders.invoice_no, invoiceNo));
      if (!order) throw noSuchOrder(invoiceNo);
      const events = await app.db
        .select()
        .from(courierEvents)
        .where(eq(courierEvents.invoice_no, invoiceNo))
        .orderBy(asc(courierEvents.id));
      reply.header('cache-control', 'private, no-store');
      return {
        bookings: await bookings.ofOrder(invoiceNo),
        events: events.map((e) => ({
          id: e.id,
          courier: e.courier as CourierName,
          source: e.source as 'webhook' | 'poll',
          courier_status: e.courier_status,
          consignment_id: e.consignment_id,
          collected_amount: e.collected_amount,
          happened_at: e.happened_at?.toISOString() ?? null,
          received_at: e.received_at.toISOString(),
          processed_at: e.processed_at?.toISOString() ?? null,
          outcome: e.outcome,
        })),
      };
    },
  );
};

export default courierRoutes;
