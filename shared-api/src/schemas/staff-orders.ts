import { z } from './zod';
import { plainText } from './common';
import { orderCampaign } from './campaign';
import { placeOrderBody } from './orders';
import { couponCode, feePayment } from './payments';
import { anyWrittenPhone } from './phone';
import { riskScore } from './risk';
import { ORDER_NOTE_MAX } from './tracking';
import {
  CUSTOMER_RISKS,
  ORDER_SOURCES,
  ORDER_STATUS_NAMES,
  STAFF_ORDER_SOURCES,
} from '../constants';

export { CUSTOMER_RISKS, ORDER_SOURCES, STAFF_ORDER_SOURCES };
export type { CustomerRisk, OrderSource, StaffOrderSource } from '../constants';

/** The longest reason staff give for taking an order cash on delivery while the fee is asked. */
export const CASH_ON_DELIVERY_REASON_MAX = 300;

/**
 * POST /api/backoffice/orders — an order a staff member takes by phone, Messenger, in the shop or
 * from a Facebook comment: checkout's order (customer, area, lines, coupon, the total agreed) with
 * where it came from. While the shop asks the delivery fee in advance, either the fee the customer
 * already sent (`payment`, checked by staff as a shopper's is) or why this order is cash on delivery
 * (`cash_on_delivery_reason`, kept as a note on the order). `note` is any other note for whoever
 * packs it. Who took it is the signed-in staff member.
 */
export const staffOrderBody = placeOrderBody.extend({
  source: z.enum(STAFF_ORDER_SOURCES),
  coupon_code: couponCode,
  campaign: orderCampaign.optional(),
  payment: feePayment.optional(),
  cash_on_delivery_reason: plainText().min(1).max(CASH_ON_DELIVERY_REASON_MAX).optional(),
  note: plainText({ multiLine: true }).min(1).max(ORDER_NOTE_MAX).optional(),
});
export type StaffOrderBody = z.input<typeof staffOrderBody>;

/** GET /api/backoffice/customers/by-phone — a caller's number, however they read it out. */
export const customerLookupQuery = z.object({ phone: anyWrittenPhone });

/** One of a number's past orders, as the New order screen lists them. */
export const pastOrder = z.object({
  invoice_no: z.number().int(),
  created_at: z.string(),
  total: z.number().int(),
  order_status_name: z.enum(ORDER_STATUS_NAMES),
  source: z.enum(ORDER_SOURCES),
});
export type PastOrder = z.infer<typeof pastOrder>;

/**
 * What the shop knows of a number (every customer record and order with it, however it was
 * written): the name, address and area it last ordered with, its orders counted by outcome, the
 * risk they add up to and the newest few.
 */
export const customerLookup = z.object({
  /** The number's 11 digits (01XXXXXXXXX). */
  phone: z.string(),
  /** The newest customer record with this number (null: the shop has never seen it). */
  latest: z
    .object({
      customer_name: z.string(),
      customer_address: z.string(),
      shipping_id: z.number().int().nullable(),
    })
    .nullable(),
  orders: z.number().int(),
  /** Delivered or Completed. */
  delivered: z.number().int(),
  /** Canceled (by the shop, or a parcel that came back). */
  cancelled: z.number().int(),
  /** Orders whose advance fee staff found unpaid. */
  fees_rejected: z.number().int(),
  /** The number's risk score (docs/risk.md) and its words (`riskLevel`). */
  risk_score: riskScore,
  risk: z.enum(CUSTOMER_RISKS),
  /** The newest orders first, a few. */
  recent: z.array(pastOrder),
});
export type CustomerLookup = z.infer<typeof customerLookup>;
