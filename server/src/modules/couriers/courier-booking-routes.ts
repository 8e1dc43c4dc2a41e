import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  courierBookingBody,
  courierBookingResult,
  courierParams,
  orderCourierRecord,
  orderDetailParams,
  type CourierName,
  type OrderCourierRecord,
} from '@poshak/shared-api/schemas';
import type { Database } from '../../db/database';
import { courierEvents, orders } from '../../db/schema';
import { ACCESS } from '../../plugins/access';
import { actorOf } from '../audit';
import { noSuchOrder } from '../orders';
import { courierAdapters } from './adapters/choose';
import { courierBookingsRepository } from './bookings';
import { courierMessage } from './messages';

const tags = ['couriers'];

type CourierBookings = ReturnType<typeof courierBookingsRepository>;

/** An order's bookings and every word its couriers sent about it, oldest event first. */
async function courierRecordOf(
  db: Database,
  bookings: CourierBookings,
  invoiceNo: number,
): Promise<OrderCourierRecord> {
  const [order] = await db
    .select({ invoice_no: orders.invoice_no })
    .from(orders)
    .where(eq(orders.invoice_no, invoiceNo));
  if (!order) throw noSuchOrder(invoiceNo);
  const events = await db
    .select()
    .from(courierEvents)
    .where(eq(courierEvents.invoice_no, invoiceNo))
    .orderBy(asc(courierEvents.id));
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
}

/** Orders booked with a courier, and an order's bookings with what its couriers said. */
export const courierBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const adapters = courierAdapters(app.config);
  const bookings = courierBookingsRepository(app.db);

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
      const record = await courierRecordOf(app.db, bookings, request.params.invoice_no);
      reply.header('cache-control', 'private, no-store');
      return record;
    },
  );
};
