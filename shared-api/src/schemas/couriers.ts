import { z } from './zod';
import { id, invoiceNo } from './common';

import { COURIER_NAMES, type CourierName } from '../constants';

export { COURIER_NAMES, type CourierName };

/** Orders booked with one courier in one request (a Steadfast bulk call takes up to 500). */
export const COURIER_BOOKING_LIMIT = 200;

/**
 * Why an order was not booked, or why its booking failed: codes the back-office translates.
 * The server also answers each in Bengali and English (`message_bn`, `message_en`).
 */
export const COURIER_ERROR_CODES = [
  'courier_not_configured',
  'order_not_found',
  'order_not_ready',
  'already_booked',
  'area_not_mapped',
  'phone_invalid',
  'address_invalid',
  'name_invalid',
  'courier_auth_failed',
  'courier_rejected',
  'courier_rate_limited',
  'courier_unavailable',
  'courier_unsure',
  'given_up',
] as const;
export type CourierErrorCode = (typeof COURIER_ERROR_CODES)[number];

export const COURIER_BOOKING_STATUSES = [
  'pending',
  'sending',
  'booked',
  'failed',
  'unsure',
] as const;
export type CourierBookingStatus = (typeof COURIER_BOOKING_STATUSES)[number];

export const courierParams = z.object({ courier: z.enum(COURIER_NAMES) });

/** GET /api/backoffice/couriers — which couriers are on, where, and what they offer (no credentials). */
export const courierInfo = z.object({
  courier: z.enum(COURIER_NAMES),
  configured: z.boolean(),
  mode: z.enum(['sandbox', 'production']),
  /** The address's host only. */
  host: z.string().nullable(),
  /** Orders one call books (1: no bulk call). */
  bulk_limit: z.number().int(),
  /** Whether its webhook is set up; without one its parcels are polled. */
  webhook: z.boolean(),
  /** Which of its places a shipping area must be mapped to: none, city and zone, or an area. */
  needs_location: z.enum(['none', 'city_zone', 'area']),
});
export const courierList = z.object({ items: z.array(courierInfo) });
export type CourierInfo = z.infer<typeof courierInfo>;

/** POST /api/backoffice/couriers/:courier/test — the courier asked something harmless with the shop's credentials. */
export const courierTestResult = z.object({
  ok: z.boolean(),
  code: z.enum(COURIER_ERROR_CODES).nullable(),
  message: z.string(),
});

/** GET /api/backoffice/couriers/:courier/locations — its cities, a city's zones, a zone's areas (RedX: areas). */
export const courierLocationQuery = z.object({
  kind: z.enum(['city', 'zone', 'area']),
  parent_id: id.optional(),
  /** Fetch the list from the courier again instead of the one kept. */
  refresh: z.enum(['true', 'false']).optional(),
});
export const courierLocation = z.object({
  id: z.number().int(),
  name: z.string(),
  parent_id: z.number().int(),
});
export const courierLocationList = z.object({
  items: z.array(courierLocation),
  fetched_at: z.string().nullable(),
  /** Why the courier could not be asked for the list (null: it was, or did not need to be): the kept list stands. */
  problem: z.object({ code: z.enum(COURIER_ERROR_CODES), message: z.string() }).nullable(),
});

/** PUT /api/backoffice/couriers/:courier/areas/:id_shipping — where that shipping area is in the courier's list. */
export const courierAreaParams = z.object({ courier: z.enum(COURIER_NAMES), id_shipping: id });
export const courierAreaBody = z.object({
  city_id: id.optional(),
  zone_id: id.optional(),
  area_id: id.optional(),
});
export const courierAreaMapping = z.object({
  id_shipping: z.number().int(),
  shipping_name: z.string(),
  city_id: z.number().int().nullable(),
  city_name: z.string().nullable(),
  zone_id: z.number().int().nullable(),
  zone_name: z.string().nullable(),
  area_id: z.number().int().nullable(),
  area_name: z.string().nullable(),
  /** False: orders to this area are refused for this courier until it is mapped. */
  mapped: z.boolean(),
});
export const courierAreaList = z.object({ items: z.array(courierAreaMapping) });

/** One booking of an order with a courier, as staff see it. */
export const courierBooking = z.object({
  id: z.number().int(),
  invoice_no: z.number().int(),
  courier: z.enum(COURIER_NAMES),
  status: z.enum(COURIER_BOOKING_STATUSES),
  merchant_order_id: z.string(),
  amount_to_collect: z.number().int(),
  consignment_id: z.string().nullable(),
  tracking_code: z.string().nullable(),
  /** The courier's public tracking page for this parcel (null: not known yet). */
  tracking_link: z.string().nullable(),
  delivery_fee: z.number().int().nullable(),
  attempts: z.number().int(),
  error_code: z.enum(COURIER_ERROR_CODES).nullable(),
  last_error: z.string().nullable(),
  courier_status: z.string().nullable(),
  collected_amount: z.number().int().nullable(),
  created_at: z.string(),
  booked_at: z.string().nullable(),
});
export type CourierBooking = z.infer<typeof courierBooking>;

/** An order's live booking in brief, as the orders list shows it beside the order. */
export const courierBookingBrief = z.object({
  courier: z.enum(COURIER_NAMES),
  status: z.enum(COURIER_BOOKING_STATUSES),
  tracking_code: z.string().nullable(),
});
export type CourierBookingBrief = z.infer<typeof courierBookingBrief>;

/** POST /api/backoffice/couriers/:courier/bookings — book these orders with that courier. */
export const courierBookingBody = z
  .object({ invoice_nos: z.array(invoiceNo).min(1).max(COURIER_BOOKING_LIMIT) })
  .superRefine((body, ctx) => {
    const seen = new Set<number>();
    body.invoice_nos.forEach((invoice, index) => {
      if (seen.has(invoice)) {
        ctx.addIssue({
          code: 'custom',
          path: ['invoice_nos', index],
          message: `invoice ${invoice} is listed twice`,
        });
      }
      seen.add(invoice);
    });
  });
export type CourierBookingBody = z.input<typeof courierBookingBody>;

/** What became of one order of a booking request: queued (or already booked), or refused and why. */
export const courierBookingOutcome = z.object({
  invoice_no: z.number().int(),
  ok: z.boolean(),
  /** null when newly queued; `already_booked` (ok) for an order booked before; else the refusal. */
  code: z.enum(COURIER_ERROR_CODES).nullable(),
  message_en: z.string(),
  message_bn: z.string(),
  booking: courierBooking.nullable(),
  /** With `area_not_mapped`: the order's shipping area, to map it (absent otherwise). */
  area: z.object({ id_shipping: z.number().int(), shipping_name: z.string() }).optional(),
});
export type CourierBookingOutcome = z.infer<typeof courierBookingOutcome>;
export const courierBookingResult = z.object({
  outcomes: z.array(courierBookingOutcome),
  queued: z.number().int(),
  refused: z.number().int(),
});
export type CourierBookingResult = z.infer<typeof courierBookingResult>;

/** One word from a courier about a parcel (webhook or poll) and what it did to the order. */
export const courierEvent = z.object({
  id: z.number().int(),
  courier: z.enum(COURIER_NAMES),
  source: z.enum(['webhook', 'poll']),
  courier_status: z.string(),
  consignment_id: z.string().nullable(),
  collected_amount: z.number().int().nullable(),
  happened_at: z.string().nullable(),
  received_at: z.string(),
  processed_at: z.string().nullable(),
  outcome: z.string().nullable(),
});
/** GET /api/backoffice/orders/:invoice_no/bookings — an order's bookings (newest first) and its couriers' events. */
export const orderCourierRecord = z.object({
  bookings: z.array(courierBooking),
  events: z.array(courierEvent),
});

/** The courier a shopper's parcel went with, on the shop's tracking page. */
export const courierTracking = z.object({
  courier: z.enum(COURIER_NAMES),
  tracking_code: z.string().nullable(),
  tracking_link: z.string().nullable(),
});
export type CourierTracking = z.infer<typeof courierTracking>;
export type OrderCourierRecord = z.infer<typeof orderCourierRecord>;
