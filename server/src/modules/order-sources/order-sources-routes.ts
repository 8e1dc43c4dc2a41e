import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  customerLookup,
  customerLookupQuery,
  dashboardSources,
  dashboardSourcesQuery,
  placedOrder,
  placeOrderHeaders,
  staffOrderBody,
} from '@poshak/shared-api/schemas';
import { shopDay } from '@poshak/shared-api/shop-time';
import { badRequest } from '../../errors';
import { ACCESS } from '../../plugins/access';
import { actorOf } from '../audit';
import { orderLines, placeOnceAnswered, type OrderRequest } from '../orders';
import { placementRisk } from '../risk';
import { lookUpCustomer } from './customer-lookup';
import { takingsBySource } from './takings-by-source';

/**
 * How a staff order's delivery fee is paid while the shop asks it in advance: the fee the
 * customer already sent, or why this order is paid on delivery (kept as a note); one of them,
 * never both. Neither is asked otherwise.
 */
function staffOrderFee<Payment>(
  feeAsked: boolean,
  payment: Payment | undefined,
  cashOnDeliveryReason: string | undefined,
): { paid: Payment | null; codReason: string | null } {
  if (feeAsked && payment && cashOnDeliveryReason) {
    throw badRequest(
      'cash_on_delivery_reason: give either the fee the customer sent (payment) or why the ' +
        'order is paid on delivery, not both',
    );
  }
  if (feeAsked && !payment && !cashOnDeliveryReason) {
    throw badRequest(
      'payment: the shop asks the delivery fee in advance; give the bKash or Nagad payment ' +
        'the customer sent (provider, transaction ID, the number it came from), or ' +
        'cash_on_delivery_reason: why this order is paid on delivery',
      'fee_required',
    );
  }
  const paid = feeAsked && payment ? payment : null;
  return { paid, codReason: feeAsked && !paid ? (cashOnDeliveryReason ?? null) : null };
}

/**
 * Orders taken by staff (phone, Messenger, in the shop, a Facebook comment) through checkout's own
 * placement, the caller's number looked up while they talk, and the dashboard's orders and takings
 * by source and campaign.
 */
const orderSourcesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/backoffice/orders',
    {
      config: { access: ACCESS.takeOrders, changes: ['orders'], changesStock: true },
      schema: {
        tags: ['orders'],
        summary: 'Take an order for a customer (phone, Messenger, walk-in, Facebook comment)',
        description:
          'Placed exactly as a checkout is (stock, prices, coupon, delivery fee, area, invoice ' +
          'number, the shopper’s SMS), recorded with its source and the staff member taking ' +
          'it, in one statement with its notes and its audit record. While the shop asks the ' +
          'delivery fee in advance, give either `payment` (what the customer already sent; ' +
          'checked by staff as a shopper’s is) or `cash_on_delivery_reason` (kept as a note on ' +
          'the order). `Idempotency-Key` as for POST /api/orders.',
        headers: placeOrderHeaders,
        body: staffOrderBody,
        response: { 200: placedOrder },
      },
    },
    async (request, reply) => {
      const {
        lines,
        shipping_id,
        expected_total,
        expected_shipping_cost,
        payment,
        coupon_code,
        campaign,
        source,
        cash_on_delivery_reason,
        note,
        ...customer
      } = request.body;
      const risk = await placementRisk(app.db, customer.customer_phone);
      // The owner's rule asks a risky number's fee in advance of staff orders too.
      const feeAsked = app.config.advanceFee.on || risk.advanceFeeRequired;
      const { paid, codReason } = staffOrderFee(feeAsked, payment, cash_on_delivery_reason);
      const order: OrderRequest = {
        customer: { create: customer },
        shippingId: shipping_id,
        expectedTotal: expected_total,
        expectedShipping: expected_shipping_cost,
        couponCode: coupon_code,
        payment: paid
          ? { provider: paid.provider, trxId: paid.trx_id, paidFrom: paid.paid_from }
          : undefined,
        // The customer's language is not known here: their messages are in Bengali.
        smsLanguage: null,
        source,
        takenBy: actorOf(request),
        campaign: campaign ?? null,
        hold: risk.hold,
        notes: [codReason, note].filter((text): text is string => Boolean(text)),
        audit: {
          source,
          ...customer,
          shipping_id,
          lines,
          coupon_code: coupon_code ?? null,
          payment: paid && { provider: paid.provider, trx_id: paid.trx_id },
          cash_on_delivery_reason: codReason,
          note: note ?? null,
          campaign: campaign ?? null,
        },
        lines: orderLines(lines),
      };
      return placeOnceAnswered(app.repos.orders, request, reply, order);
    },
  );

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

export default orderSourcesRoutes;
