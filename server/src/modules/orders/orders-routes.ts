import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  checkoutOrderBody,
  orderQuote,
  orderQuoteBody,
  placedOrder,
  placeOrderHeaders,
} from '@poshak/shared-api/schemas';
import { badRequest } from '../../errors';
import type { RouteApp } from '../../lib/route-app';
import { ACCESS } from '../../plugins/access';
import { placementRisk } from '../risk';
import { shopperLanguage } from '../sms';
import type { OrderRequest } from './order-statements';
import { orderLines, placeOnceAnswered } from './place-once-answered';

/**
 * Price checks allowed per address: a shopper trying a code or two and changing the cart many
 * times stays far under it; counted apart from the orders (PUBLIC_WRITE_LIMIT), so checking a
 * coupon never uses up the address's orders.
 */
export const QUOTE_LIMIT = { max: 120, timeWindow: 10 * 60_000 };

/** The order a checkout asks for, with the delivery fee paid in advance where it is asked. */
async function checkoutOrder(
  app: FastifyInstance,
  request: FastifyRequest,
  body: z.output<typeof checkoutOrderBody>,
): Promise<OrderRequest> {
  const {
    lines,
    shipping_id,
    expected_total,
    expected_shipping_cost,
    payment,
    coupon_code,
    campaign,
    ...customer
  } = body;
  const { advanceFee } = app.config;
  // A number the owner's rules find risky pays the fee in advance even when others need not;
  // the refusal is the shop's usual one, so the shopper learns nothing of a score or a block.
  const risk = await placementRisk(app.db, customer.customer_phone);
  const feeAsked = advanceFee.on || risk.advanceFeeRequired;
  if (feeAsked && !payment) {
    throw badRequest(
      'payment: the delivery fee is paid in advance by bKash or Nagad; give the provider, ' +
        'the transaction ID and the number it was paid from',
      'fee_required',
    );
  }
  return {
    customer: { create: customer },
    shippingId: shipping_id,
    expectedTotal: expected_total,
    expectedShipping: expected_shipping_cost,
    couponCode: coupon_code,
    // Cash on delivery when the shop does not ask for the fee in advance.
    payment:
      feeAsked && payment
        ? { provider: payment.provider, trxId: payment.trx_id, paidFrom: payment.paid_from }
        : undefined,
    smsLanguage: shopperLanguage(request),
    hold: risk.hold,
    campaign: campaign ?? null,
    lines: orderLines(lines),
  };
}

/** Placing an order: one atomic call, answered once per Idempotency-Key. */
function placeOrderRoute(app: RouteApp) {
  app.post(
    '/orders',
    {
      // An order changes the units left of its lines' entries only: the other catalogue pages stay.
      config: { access: ACCESS.public, publicWrite: true, changes: ['orders'], changesStock: true },
      schema: {
        tags: ['orders'],
        summary: 'Place an order: customer, stock and lines in one transaction',
        description:
          'Prices come from the stock entries; the invoice number from the database. ' +
          '409 names the item when the stock is short, and says the total now when ' +
          '`expected_total` is given and no longer matches. With an `Idempotency-Key` header ' +
          '(one per checkout attempt), a repeat within a day gets the first answer, marked ' +
          '`Idempotent-Replayed: true`, and never places a second order; the same key with ' +
          'another body is a 422.',
        headers: placeOrderHeaders,
        body: checkoutOrderBody,
        response: { 200: placedOrder },
      },
    },
    async (request, reply) =>
      placeOnceAnswered(
        app.repos.orders,
        request,
        reply,
        await checkoutOrder(app, request, request.body),
      ),
  );
}

/** What an order would cost now: checkout's and the phone orders' price check. */
function quoteRoute(app: RouteApp) {
  app.post(
    '/orders/quote',
    {
      // Staff taking an order by phone check prices as often as the customer changes their mind,
      // from one shop's address: a signed-in staff member is not counted.
      config: {
        access: ACCESS.public,
        rateLimit: { ...QUOTE_LIMIT, allowList: (request) => request.staff !== null },
      },
      schema: {
        tags: ['orders'],
        summary:
          'What an order would cost now, with its coupon: subtotal, discount, delivery, total',
        description:
          'The order body without the customer, except the phone. Refused as the order would ' +
          'be (a coupon that is unknown, not active today, used up, not for these items or only ' +
          'for permanent customers names `coupon_code`); without a phone the coupon’s rules ' +
          'about the phone wait for the order (`coupon_phone_pending`). Writes nothing. At most ' +
          `${QUOTE_LIMIT.max} per address in 10 minutes (signed-in staff: no limit).`,
        body: orderQuoteBody,
        response: { 200: orderQuote },
      },
    },
    async (request, reply) => {
      const { lines, shipping_id, customer_phone, coupon_code } = request.body;
      reply.header('cache-control', 'private, no-store');
      return app.repos.orders.quote({
        shippingId: shipping_id ?? null,
        phone: customer_phone ?? null,
        couponCode: coupon_code,
        lines: orderLines(lines),
      });
    },
  );
}

/**
 * Placing an order (one atomic call) and its price check. The legacy order calls are in
 * legacy-order-routes.ts, the back-office's orders pages in order-list-routes.ts.
 */
const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  placeOrderRoute(app);
  quoteRoute(app);
};

export default orderRoutes;
