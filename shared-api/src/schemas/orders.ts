import { z } from './zod';
import { courierBooking, courierBookingBrief } from './couriers';
import {
  DB_INT_MAX,
  id,
  invoiceNo,
  MAX_ORDER_UNITS,
  name,
  page,
  paged,
  plainText,
  numeric,
} from './common';
import { phone } from './phone';

import {
  BULK_ORDER_LIMIT,
  ORDER_COUNTED_IN,
  ORDER_FEE_STATUSES,
  ORDER_SORTS,
  ORDER_SOURCES,
} from '../constants';
import { CAMPAIGN_VALUE_MAX } from '../campaign';

export { ORDER_COUNTED_IN, ORDER_SORTS };
export type { OrderCountedIn, OrderSort } from '../constants';

/** Refinement of an order's lines: all of them together hold at most MAX_ORDER_UNITS units. */
export const withinOrderUnits = (lines: { quantity: number }[]) =>
  lines.reduce((sum, l) => sum + l.quantity, 0) <= MAX_ORDER_UNITS;
export const orderUnitsMessage = `at most ${MAX_ORDER_UNITS} units in one order`;

/** POST /api/orders — the one atomic call that places a shopper's order. */
export const placeOrderBody = z.object({
  customer_name: name(120),
  customer_address: plainText({ multiLine: true }).min(1).max(500),
  customer_phone: phone,
  shipping_id: id,
  lines: z
    .array(
      z.object({
        /** A stock entry (operation type 2). */
        id_transaction: id,
        quantity: z.number().int().min(1).max(100),
      }),
    )
    .min(1)
    .max(50)
    .refine(withinOrderUnits, orderUnitsMessage),
  /**
   * The total (lines plus delivery) the shopper saw and agreed to. When given, an order whose
   * total is no longer this (a price changed meanwhile) is refused with 409, not charged.
   */
  expected_total: z.number().int().min(0).max(2_000_000_000).optional(),
  /**
   * The delivery fee the shopper was shown for this parcel's weight and area. When given, an
   * order whose fee is no longer this is refused with 409 naming this field, not charged.
   */
  expected_shipping_cost: z.number().int().min(0).max(2_000_000_000).optional(),
});
export type PlaceOrderBody = z.infer<typeof placeOrderBody>;

export const orderLine = z.object({
  id_transaction: z.number().int(),
  /** The stock entry the line was taken from. */
  stock_transaction_id: z.number().int(),
  product_name: z.string(),
  price: z.number().int(),
  quantity: z.number().int(),
  line_total: z.number().int(),
});
export const placedOrder = z.object({
  invoice_no: z.number().int(),
  id_customer: z.number().int(),
  lines: z.array(orderLine),
  subtotal: z.number().int(),
  shipping_cost: z.number().int(),
  /** Taka off the subtotal by the coupon used (0 without one). */
  discount: z.number().int(),
  coupon_code: z.string().nullable(),
  total: z.number().int(),
});
export type PlacedOrder = z.infer<typeof placedOrder>;

/** The digits an invoice number starts with (the orders search box). */
export const invoicePrefix = plainText().regex(/^\d{1,12}$/, 'must be digits');

/** GET /api/backoffice/orders — one row per invoice, newest first. */
export const orderListQuery = z.object({
  page: page.default(1),
  pageSize: numeric(z.number().int().min(1).max(200)).default(20),
  /** Invoice number prefix, for the search box and its suggestions. */
  invoice: invoicePrefix.optional(),
  /** The customer's name or phone contains (the orders page's search). */
  customer: plainText().max(100).optional(),
  order_status_id: id.optional(),
  /** Placed on or after this day, and on or before `to` (days in Dhaka time, YYYY-MM-DD). */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  /** The advance fee's state: `unverified` lists the orders waiting for staff to check theirs. */
  fee_status: z.enum(ORDER_FEE_STATUSES).optional(),
  /** The orders a dashboard money figure sums (`takings`, `delivery_fees`, `fees_paid`, `discounts`). */
  counted_in: z.enum(ORDER_COUNTED_IN).optional(),
  /** Where the orders came from (checkout, or how staff took them). */
  source: z.enum(ORDER_SOURCES).optional(),
  /** `true`: only the orders held for a call and not yet released (docs/risk.md). */
  held: z.enum(['true']).optional(),
  /**
   * The campaign the orders came from: its `utm_campaign` and `utm_source` (each exact). Not
   * named `utm_*` themselves: those are tracking tags, which no reply reads (the read cache keys
   * replies without them).
   */
  campaign: plainText().min(1).max(CAMPAIGN_VALUE_MAX).optional(),
  campaign_source: plainText().min(1).max(CAMPAIGN_VALUE_MAX).optional(),
  /** Newest first unless sorted otherwise: by the time placed, the total or the status's place. */
  sort: z.enum(ORDER_SORTS).default('time'),
  order: z.enum(['asc', 'desc']).default('desc'),
});

/** Invoice numbers as a query writes a list of them: `12,15,16` (a bulk export of chosen orders). */
export const invoiceList = plainText()
  .regex(
    new RegExp(`^\\d{1,10}(?:,\\d{1,10}){0,${BULK_ORDER_LIMIT - 1}}$`),
    `must be at most ${BULK_ORDER_LIMIT} invoice numbers separated by commas`,
  )
  .transform((text) => text.split(',').map(Number))
  // Ten digits reach past the database's integers.
  .refine((invoices) => invoices.every((n) => n <= DB_INT_MAX), `must be at most ${DB_INT_MAX}`);

export const orderSummary = z.object({
  invoice_no: z.number().int(),
  customer_name: z.string(),
  customer_phone: z.string(),
  customer_address: z.string(),
  order_status_id: z.number().int(),
  order_status_name: z.string(),
  shipping_cost: z.number().int(),
  item_quantity: z.number().int(),
  item_total: z.number().int(),
  /** Taka off the items by the coupon used (0 without one), and that coupon's code. */
  discount: z.number().int(),
  coupon_code: z.string().nullable(),
  /** What the order was placed for: item_total + shipping_cost − discount, as stored. */
  total: z.number().int(),
  /** The delivery fee paid in advance, as staff found it (`none`: cash on delivery). */
  fee_status: z.enum(ORDER_FEE_STATUSES),
  /** The advance fee's bKash or Nagad transaction ID (null: cash on delivery). */
  trx_id: z.string().nullable(),
  /** The delivery area's id (1: inside Dhaka) and its name. */
  shipping_id: z.number().int(),
  shipping_name: z.string(),
  created_at: z.string(),
  /** Checkout, or how a staff member took the order. */
  source: z.enum(ORDER_SOURCES),
  /** Its live courier booking: which courier, how far, the tracking code (null: none; absent from older servers). */
  booking: courierBookingBrief.nullable().optional(),
  /**
   * Held for a call before it goes on (docs/risk.md): a blocked number or a risk above the
   * owner's rule (null: never held; kept after a release, see `hold_released_at`). Absent from
   * older servers.
   */
  hold_kind: z.enum(['blocked', 'risk']).nullable().optional(),
  /** The blocklist's reason (a `blocked` hold). */
  hold_reason: z.string().nullable().optional(),
  /** The number's risk score when the order was placed (a `risk` hold). */
  hold_score: z.number().int().nullable().optional(),
  /** When staff released the hold after the call (null: still held, or never held). */
  hold_released_at: z.string().nullable().optional(),
});
export type OrderSummary = z.infer<typeof orderSummary>;
export const orderList = paged(orderSummary);

/** GET /api/backoffice/orders/:invoice_no — the Product Details table. */
export const orderDetailParams = z.object({ invoice_no: invoiceNo });
export const orderDetailLine = z.object({
  id_transaction: z.number().int(),
  product_name: z.string(),
  category_name: z.string(),
  brand_name: z.string(),
  size_name: z.string(),
  material_name: z.string().nullable(),
  color_name: z.string(),
  /** The names in Bengali, where the catalogue has them (null: none). */
  product_name_bn: z.string().nullable(),
  color_name_bn: z.string().nullable(),
  size_name_bn: z.string().nullable(),
  price: z.number().int(),
  quantity: z.number().int(),
  line_total: z.number().int(),
});
export const orderDetail = orderSummary.extend({
  lines: z.array(orderDetailLine),
  /** The staff member who took the order (null: a checkout, or an account removed since). */
  taken_by: z.string().nullable(),
  /** The campaign the order came from (each null when its link did not name it). */
  utm_source: z.string().nullable(),
  utm_medium: z.string().nullable(),
  utm_campaign: z.string().nullable(),
  /** Its live courier booking with consignment and tracking code (absent from older servers). */
  courier_booking: courierBooking.nullable().optional(),
  /** Who released the hold after the call (absent from older servers). */
  hold_released_by: z.string().nullable().optional(),
});
export type OrderDetail = z.infer<typeof orderDetail>;

/** PUT /api/transactionsRouter/updateTransactionOrderStatusByInvoiceNo (query). */
export const updateOrderStatusQuery = z.object({
  order_status_id: id,
  operation_type_id: id.optional(),
  invoice_no: invoiceNo,
});
