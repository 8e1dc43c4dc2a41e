import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { placedOrder, placeOrderHeaders, staffOrderBody } from '@poshak/shared-api/schemas';
import { badRequest } from '../../errors';
import { ACCESS } from '../../plugins/access';
import { actorOf, type Actor } from '../audit';
import { orderLines, placeOnceAnswered, type OrderRequest } from '../orders';
import { placementRisk } from '../risk';

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

/** The order a staff member takes, placed as a checkout is, with its source, notes and audit. */
function staffOrderRequest(
  body: z.infer<typeof staffOrderBody>,
  feeAsked: boolean,
  hold: OrderRequest['hold'],
  takenBy: Actor | null,
): OrderRequest {
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
  } = body;
  const { paid, codReason } = staffOrderFee(feeAsked, payment, cash_on_delivery_reason);
  return {
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
    takenBy,
    campaign: campaign ?? null,
    hold,
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
}

/**
 * Orders taken by staff (phone, Messenger, in the shop, a Facebook comment) through checkout's own
 * placement.
 */
const staffOrderRoutes: FastifyPluginAsyncZod = async (app) => {
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
      const risk = await placementRisk(app.db, request.body.customer_phone);
      // The owner's rule asks a risky number's fee in advance of staff orders too.
      const feeAsked = app.config.advanceFee.on || risk.advanceFeeRequired;
      const order = staffOrderRequest(request.body, feeAsked, risk.hold, actorOf(request));
      return placeOnceAnswered(app.repos.orders, request, reply, order);
    },
  );
};

export default staffOrderRoutes;
