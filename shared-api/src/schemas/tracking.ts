import { z } from './zod';
import { courierTracking } from './couriers';
import { id, invoiceNo, plainText } from './common';
import { phone } from './phone';
import { SCHEMA_MESSAGES } from './error-map';

import { FEE_STATUSES, ORDER_FEE_STATUSES, ORDER_STATUS_NAMES } from '../constants';

/** One step of an order's way: the status it reached and when (ISO 8601). */
export const orderStep = z.object({
  status: z.enum(ORDER_STATUS_NAMES),
  at: z.string(),
});
export type OrderStep = z.infer<typeof orderStep>;

/** A shipping area's promise: how many days a parcel takes to arrive. */
export const deliveryEstimate = z.object({
  delivery_min_days: z.number().int(),
  delivery_max_days: z.number().int(),
});
export type DeliveryEstimate = z.infer<typeof deliveryEstimate>;

/** GET /api/orders/track — the invoice number and the phone the order was placed with. */
export const orderTrackingQuery = z.object({ invoice_no: invoiceNo, phone });

/**
 * What a shopper sees of an order they can name: its steps with dates, where it is going and the
 * money of the parcel — nothing else about the customer (a guessed pair must not reveal a name or
 * an address).
 */
export const orderTracking = z.object({
  invoice_no: z.number().int(),
  status: z.enum(ORDER_STATUS_NAMES),
  steps: z.array(orderStep),
  id_shipping: z.number().int(),
  ...deliveryEstimate.shape,
  /** What the order was placed for, its delivery fee and where that fee stands. */
  total: z.number().int(),
  shipping_cost: z.number().int(),
  fee_status: z.enum(ORDER_FEE_STATUSES),
  /** The cash to hand the courier (`amountToPayOnDelivery`). */
  to_pay_on_delivery: z.number().int(),
  /** The courier carrying the parcel and its own tracking page (null: not booked yet). */
  courier: courierTracking.nullable().optional(),
});
export type OrderTracking = z.infer<typeof orderTracking>;

/**
 * One event of an order's history as staff see it, oldest first: a status reached, a verdict on
 * the advance fee, or a staff note — each with when (ISO 8601) and who (null: the shopper or the
 * system). `status` is set on status events, `payment` on payment events, `note` on notes.
 */
export const orderHistoryEvent = z.object({
  type: z.enum(['status', 'payment', 'note']),
  at: z.string(),
  by: z.string().nullable(),
  status: z.enum(ORDER_STATUS_NAMES).nullable(),
  payment: z.enum(FEE_STATUSES).nullable(),
  note: z.string().nullable(),
});
export type OrderHistoryEvent = z.infer<typeof orderHistoryEvent>;
export const orderHistory = z.array(orderHistoryEvent);
export type OrderHistory = z.infer<typeof orderHistory>;

/** The longest note staff can add to an order. */
export const ORDER_NOTE_MAX = 1000;

/** POST /api/backoffice/orders/:invoice_no/notes — plain text, several lines allowed. */
export const orderNoteBody = z.object({
  note: plainText({ multiLine: true }).min(1).max(ORDER_NOTE_MAX),
});
export type OrderNoteBody = z.infer<typeof orderNoteBody>;

/** PUT /api/shipping/:id_shipping/delivery — the days a shipping area promises. */
export const shippingParams = z.object({ id_shipping: id });
export const deliveryEstimateBody = z
  .object({
    delivery_min_days: z.number().int().min(0).max(60),
    delivery_max_days: z.number().int().min(0).max(60),
  })
  .refine((d) => d.delivery_max_days >= d.delivery_min_days, {
    message: SCHEMA_MESSAGES.latestBeforeEarliest,
    path: ['delivery_max_days'],
  });
