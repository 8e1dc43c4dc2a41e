import { z } from './zod';
import { invoiceNo, plainText } from './common';
import { placeOrderBody } from './orders';
import { phone } from './phone';
import { orderCampaign } from './campaign';

import { FEE_STATUSES, ORDER_FEE_STATUSES, PAYMENT_PROVIDERS, SCHEMA_MESSAGES } from '../constants';

export { FEE_STATUSES, ORDER_FEE_STATUSES, PAYMENT_PROVIDERS };
export type { FeeStatus, OrderFeeStatus, PaymentProvider } from '../constants';
/** The server writes a coupon's refusal with these phrases (the storefront reads them back). */
export { COUPON_REFUSALS, REFUSAL_CODES, type CouponRefusal, type RefusalCode } from '../constants';

/**
 * A bKash or Nagad transaction ID as the provider's message shows it: letters and digits, no
 * spaces (bKash's are 10 characters, Nagad's 8 or more). Kept in capitals: staff compare it with
 * the provider's record, where case does not matter.
 */
export const trxId = plainText()
  .regex(/^[A-Za-z0-9]{8,20}$/, SCHEMA_MESSAGES.trxIdFormat)
  .transform((id) => id.toUpperCase());

/** The delivery fee as the shopper says they paid it in advance. */
export const feePayment = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  trx_id: trxId,
  /** The mobile number the fee was sent from. */
  paid_from: phone,
});
export type FeePayment = z.input<typeof feePayment>;

/** A coupon code as typed: trimmed, an empty box is no coupon. */
export const couponCode = plainText()
  .max(32)
  .optional()
  .transform((code) => code?.trim() || undefined);

/**
 * POST /api/orders as checkout sends it: the order, the advance fee (required when the shop asks
 * for it), a coupon code and the campaign the shopper came from (the `utm_*` of their landing
 * link, kept by the storefront a week).
 */
export const checkoutOrderBody = placeOrderBody.extend({
  payment: feePayment.optional(),
  coupon_code: couponCode,
  campaign: orderCampaign.optional(),
});
export type CheckoutOrderBody = z.input<typeof checkoutOrderBody>;

/**
 * POST /api/orders' `Idempotency-Key` header: chosen by the client once per checkout attempt (a
 * random UUID) and sent again with every retry of that attempt. A repeat within a day is
 * answered with the first answer, so an order whose reply was lost is never placed twice.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const placeOrderHeaders = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,100}$/, SCHEMA_MESSAGES.idempotencyKeyFormat)
    .optional(),
});

/**
 * POST /api/orders/quote — what an order of these lines would cost, with the coupon applied: the
 * order's body without the customer, except the phone (a Permanent Customer coupon and a limit
 * per phone need it; without one those rules wait for the order). Nothing is written or locked.
 */
export const orderQuoteBody = placeOrderBody.pick({ lines: true }).extend({
  shipping_id: placeOrderBody.shape.shipping_id.optional(),
  customer_phone: phone.optional(),
  coupon_code: couponCode,
});
export type OrderQuoteBody = z.input<typeof orderQuoteBody>;

/** The figures an order of the quoted lines would be charged now. */
export const orderQuote = z.object({
  subtotal: z.number().int(),
  /** The area's delivery fee; null when no area was given (then not in the total). */
  shipping_cost: z.number().int().nullable(),
  discount: z.number().int(),
  /** The coupon applied, as the shop writes its code; null without one. */
  coupon_code: z.string().nullable(),
  /**
   * True when the coupon has a rule about the phone (Permanent Customer, uses per phone) that
   * was not checked because no phone was given: the order checks it.
   */
  coupon_phone_pending: z.boolean(),
  total: z.number().int(),
});
export type OrderQuote = z.infer<typeof orderQuote>;

/** PUT /api/backoffice/orders/:invoice_no/payment — staff checked the provider's record. */
export const paymentCheckParams = z.object({ invoice_no: invoiceNo });
export const paymentCheckBody = z.object({ status: z.enum(['verified', 'rejected']) });

/** An order's advance fee as staff see it. */
export const orderPayment = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  trx_id: z.string(),
  paid_from: z.string(),
  amount: z.number().int(),
  status: z.enum(FEE_STATUSES),
  checked_by: z.string().nullable(),
  checked_at: z.string().nullable(),
});
export type OrderPayment = z.infer<typeof orderPayment>;

/** What checkout needs to ask for the fee: whether it is asked, and where it is sent. */
export const advanceFeeConfig = z.object({
  on: z.boolean(),
  bkash: z.string().nullable(),
  nagad: z.string().nullable(),
});
export type AdvanceFeeConfig = z.infer<typeof advanceFeeConfig>;
