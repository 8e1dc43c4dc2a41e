import {
  legacyOrderBulkBody,
  okMessage,
  orderDetail,
  orderDetailParams,
  orderList,
  orderListQuery,
  checkoutOrderBody,
  orderQuote,
  orderQuoteBody,
  placedOrder,
  placeOrderHeaders,
  updateOrderStatusQuery,
} from '@poshak/shared-api/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../errors';
import { placementRisk } from '../risk';
import { shopperLanguage } from '../sms';
import type { OrderRequest } from './order-statements';
import { ACCESS } from '../../plugins/access';
import { actorOf } from '../audit';
import { refuseLegacyOrderWithoutFee } from './legacy-orders';
import { orderLines, placeOnceAnswered } from './place-once-answered';

/**
 * Price checks allowed per address: a shopper trying a code or two and changing the cart many
 * times stays far under it; counted apart from the orders (PUBLIC_WRITE_LIMIT), so checking a
 * coupon never uses up the address's orders.
 */
export const QUOTE_LIMIT = { max: 120, timeWindow: 10 * 60_000 };

/** Placing orders (one atomic call; the legacy bulk call) and the back-office orders pages. */
const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['orders'];
  const orders = app.repos.orders;

  app.post(
    '/orders',
    {
      // An order changes the units left of its lines' entries only: the other catalogue pages stay.
      config: { access: ACCESS.public, publicWrite: true, changes: ['orders'], changesStock: true },
      schema: {
        tags,
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
    async (request, reply) => {
      const {
        lines,
        shipping_id,
        expected_total,
        expected_shipping_cost,
        payment,
        coupon_code,
        campaign,
        ...customer
      } = request.body;
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
      const order: OrderRequest = {
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
      return placeOnceAnswered(orders, request, reply, order);
    },
  );

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
        tags,
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
      return orders.quote({
        shippingId: shipping_id ?? null,
        phone: customer_phone ?? null,
        couponCode: coupon_code,
        lines: orderLines(lines),
      });
    },
  );

  app.post(
    '/transactionsRouter/postTransactionFromAnyPageBulk',
    {
      config: { access: ACCESS.public, publicWrite: true, changes: ['catalogue', 'orders'] },
      schema: {
        tags: ['legacy'],
        summary: 'Old order call: order lines for an existing customer (legacy)',
        description:
          'Lines name stock entries by image_id. Prices are re-read from the stock and the ' +
          'invoice number is assigned by the database (a number sent is ignored). Without a ' +
          'staff token the customer must be the record just made for this order by ' +
          'POST /api/customers/post (within the hour, one order), and a shop taking the ' +
          'delivery fee in advance refuses it (400 `payment`, naming POST /api/orders).',
        body: legacyOrderBulkBody,
        response: { 200: placedOrder },
      },
    },
    async (request) => {
      refuseLegacyOrderWithoutFee(request.staff !== null, app.config.advanceFee.on);
      const lines = request.body;
      const customerId = lines[0]?.customer_id;
      if (customerId === undefined) throw badRequest('body: at least one order line is needed');
      const stray = lines.findIndex((l) => l.customer_id !== customerId);
      if (stray >= 0) {
        throw badRequest(`${stray}.customer_id: every line of one order names the same customer`);
      }
      const stockIds = await orders.stockIdsForImages(lines.map((l) => l.image_id));
      // The same placement as POST /orders, for the customer record the lines name and the
      // shipping area of that record.
      const { stockLeft: _everyPageEmptied, ...placed } = await orders.place({
        customer: { existingId: customerId, anonymous: request.staff === null },
        shippingId: null,
        smsLanguage: shopperLanguage(request),
        lines: lines.map((l, i) => {
          const stockId = stockIds.get(l.image_id);
          if (stockId === undefined) {
            throw badRequest(`${i}.image_id: no product with image ${l.image_id} is for sale`);
          }
          return { stockId, quantity: l.quantity, field: `${i}.image_id` };
        }),
      });
      return placed;
    },
  );

  app.put(
    '/transactionsRouter/updateTransactionOrderStatusByInvoiceNo',
    {
      config: { access: ACCESS.orderStatusWrite, changes: ['catalogue', 'orders'] },
      schema: {
        tags,
        summary: 'Change the status of an invoice (?invoice_no=…&order_status_id=…)',
        description:
          'Follows the order status state machine (409 names the moves allowed). Cancelling ' +
          'returns the units to stock and the coupon’s use; reopening a cancelled order takes ' +
          'both again, or 409 when the stock is short or the coupon is used up (naming it).',
        querystring: updateOrderStatusQuery,
        response: { 200: okMessage },
      },
    },
    async (request) => {
      await orders.updateStatus(
        request.query.invoice_no,
        request.query.order_status_id,
        actorOf(request),
      );
      return { message: 'Successfully Updated' };
    },
  );

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

export default orderRoutes;
