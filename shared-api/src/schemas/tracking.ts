import { z } from './zod';
import { id, invoiceNo } from './common';
import { phone } from './orders';

import { ORDER_STATUS_NAMES } from '../constants';

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
 * What a shopper sees of an order they can name: its steps with dates and where it is going —
 * nothing else about the customer (a guessed pair must not reveal a name or an address).
 */
export const orderTracking = z.object({
  invoice_no: z.number().int(),
  status: z.enum(ORDER_STATUS_NAMES),
  steps: z.array(orderStep),
  id_shipping: z.number().int(),
  ...deliveryEstimate.shape,
});
export type OrderTracking = z.infer<typeof orderTracking>;

/** The same steps as staff see them, each with who made it (null: the shopper or the system). */
export const orderHistory = z.array(orderStep.extend({ by: z.string().nullable() }));
export type OrderHistory = z.infer<typeof orderHistory>;

/** PUT /api/shipping/:id_shipping/delivery — the days a shipping area promises. */
export const shippingParams = z.object({ id_shipping: id });
export const deliveryEstimateBody = z
  .object({
    delivery_min_days: z.number().int().min(0).max(60),
    delivery_max_days: z.number().int().min(0).max(60),
  })
  .refine((d) => d.delivery_max_days >= d.delivery_min_days, {
    message: 'cannot be fewer than the earliest day',
    path: ['delivery_max_days'],
  });
