import {
  mobileDigits,
  orderStatusName,
  type CourierBooking,
  type CourierBookingStatus,
  type CourierErrorCode,
  type CourierName,
  type OrderFeeStatus,
} from '@poshak/shared-api/schemas';
import { amountToCollect } from '@poshak/shared-api/money';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { rowsOf, toInt, type Database, type Executor } from '../../db/database';
import { courierAreaMappings, courierBookings } from '../../db/schema';
import { orderLinesOf } from '../orders';
import type { Actor } from '../audit';
import type { CourierAdapter, ParcelToBook } from './adapters/courier';
import { courierMessage, queuedMessage, type CourierMessageFacts } from './messages';
import { toBooking } from './booking-view';

/**
 * An order placed before the shop weighed its products: booked at the couriers' lightest step,
 * as every parcel was then (its fee was the area's flat one, the first step's).
 */
const DEFAULT_PARCEL_KG = 0.5;

/** The weight the order's delivery fee was charged for, in kg as the couriers take it. */
const parcelKg = (grams: unknown) =>
  grams === null || grams === undefined ? DEFAULT_PARCEL_KG : toInt(grams) / 1000;

/** The lengths each courier accepts for the recipient's name and address (their documents). */
const LIMITS: Record<CourierName, { name: [number, number]; address: [number, number] }> = {
  pathao: { name: [3, 100], address: [10, 220] },
  steadfast: { name: [1, 100], address: [1, 250] },
  redx: { name: [1, 100], address: [1, 500] },
};

type BookingRow = typeof courierBookings.$inferSelect;

export interface RequestOutcome {
  invoice_no: number;
  ok: boolean;
  code: CourierErrorCode | null;
  message_en: string;
  message_bn: string;
  booking: CourierBooking | null;
  /** The shipping area that is not mapped yet (`area_not_mapped`), for the back-office to link to. */
  area?: { id_shipping: number; shipping_name: string };
}

interface OrderForBooking {
  invoice_no: number;
  order_status_id: number;
  total: number;
  shipping_cost: number;
  shipping_id: number;
  /** The weight its fee was charged for (null: placed before weights). */
  parcel_grams: number | null;
  shipping_name: string;
  customer_name: string;
  customer_phone: string;
  customer_address: string;
  fee_status: OrderFeeStatus;
}

/** A booking a worker holds: claimed until its lease runs out, this try being `attempts`. */
export interface ClaimedBooking {
  id: number;
  invoiceNo: number;
  merchantOrderId: string;
  parcel: ParcelToBook;
  attempts: number;
  /** The try before this one was cut (a crash) before its outcome was recorded. */
  interrupted: boolean;
}

/** The bookings: what staff ask for, what the worker sends, what staff see. */
export function courierBookingsRepository(db: Database) {
  /**
   * Queues the booking of one order with a courier, in a transaction of its own (a savepoint of
   * `within`'s when given) with the order locked: refused (with the reason's code) unless the order is Ready-To-Shift, has no live
   * booking and can be sent as the courier needs it; an order already booked is answered with
   * its booking and not booked again. The parcel and the cash to collect are fixed now.
   */
  async function request(
    adapter: Pick<CourierAdapter, 'name' | 'needsLocation'>,
    invoiceNo: number,
    actor: Actor | null,
    within: Executor = db,
  ): Promise<RequestOutcome> {
    const courier = adapter.name;
    const refuse = (
      code: CourierErrorCode,
      facts: Omit<CourierMessageFacts, 'invoice' | 'courier'> = {},
      booking: BookingRow | null = null,
    ) => ({
      invoice_no: invoiceNo,
      ok: code === 'already_booked',
      code,
      ...courierMessage(code, { invoice: invoiceNo, courier, ...facts }),
      booking: booking ? toBooking(booking) : null,
    });
    return within.transaction(async (tx) => {
      const [order] = rowsOf<OrderForBooking>(
        await tx.execute(sql`
          SELECT o.invoice_no, o.order_status_id, o.total, o.shipping_cost, o.shipping_id,
                 o.parcel_grams,
                 s.shipping_name, c.customer_name, c.customer_phone, c.customer_address,
                 coalesce(p.status, 'none') AS fee_status
          FROM orders o
          JOIN customers c ON c.id_customer = o.customer_id
          JOIN shipping s ON s.id_shipping = o.shipping_id
          LEFT JOIN order_payments p ON p.invoice_no = o.invoice_no
          WHERE o.invoice_no = ${invoiceNo}::int
          FOR UPDATE OF o`),
      );
      if (!order) return refuse('order_not_found');
      const [live] = await tx
        .select()
        .from(courierBookings)
        .where(
          and(eq(courierBookings.invoice_no, invoiceNo), ne(courierBookings.status, 'failed')),
        );
      if (live) {
        return refuse('already_booked', { bookedWith: live.courier as CourierName }, live);
      }
      const status = orderStatusName(toInt(order.order_status_id)) ?? String(order.order_status_id);
      if (status !== 'Ready-To-Shift') return refuse('order_not_ready', { subject: status });

      let location: ParcelToBook['location'] = {
        cityId: null,
        zoneId: null,
        areaId: null,
        areaName: null,
      };
      if (adapter.needsLocation !== 'none') {
        const [mapping] = await tx
          .select()
          .from(courierAreaMappings)
          .where(
            and(
              eq(courierAreaMappings.courier, courier),
              eq(courierAreaMappings.shipping_id, toInt(order.shipping_id)),
            ),
          );
        const mapped =
          mapping &&
          (adapter.needsLocation === 'area'
            ? mapping.area_id !== null
            : mapping.city_id !== null && mapping.zone_id !== null);
        if (!mapping || !mapped) {
          return {
            ...refuse('area_not_mapped', { subject: order.shipping_name }),
            area: { id_shipping: order.shipping_id, shipping_name: order.shipping_name },
          };
        }
        location = {
          cityId: mapping.city_id,
          zoneId: mapping.zone_id,
          areaId: mapping.area_id,
          areaName: mapping.area_name,
        };
      }
      const phone = mobileDigits(order.customer_phone);
      if (!/^01[3-9]\d{8}$/.test(phone)) return refuse('phone_invalid');
      const limits = LIMITS[courier];
      const name = order.customer_name.trim();
      const address = order.customer_address.replace(/\s+/g, ' ').trim();
      if (name.length < limits.name[0] || name.length > limits.name[1]) {
        return refuse('name_invalid', { lengths: limits.name });
      }
      if (address.length < limits.address[0] || address.length > limits.address[1]) {
        return refuse('address_invalid', { lengths: limits.address });
      }

      const lines = await orderLinesOf(tx, invoiceNo);
      const total = toInt(order.total);
      const collect = amountToCollect({
        total,
        shipping_cost: toInt(order.shipping_cost),
        fee_status: order.fee_status,
      });
      const merchantOrderId = String(invoiceNo);
      const parcel: ParcelToBook = {
        invoiceNo,
        merchantOrderId,
        recipientName: name,
        recipientPhone: phone,
        recipientAddress: address,
        amountToCollect: collect,
        itemQuantity: Math.max(
          1,
          lines.reduce((n, l) => n + l.quantity, 0),
        ),
        // The weight the shopper's fee was charged for: the courier's fee then matches it.
        weightKg: parcelKg(order.parcel_grams),
        value: total,
        description: lines
          .map((l) => `${l.product_name} ×${l.quantity}`)
          .join(', ')
          .slice(0, 200),
        location,
      };
      const [row] = await tx
        .insert(courierBookings)
        .values({
          invoice_no: invoiceNo,
          courier,
          merchant_order_id: merchantOrderId,
          parcel,
          amount_to_collect: collect,
          booked_by: actor?.id ?? null,
        })
        .returning();
      return {
        invoice_no: invoiceNo,
        ok: true,
        code: null,
        ...queuedMessage({ invoice: invoiceNo, courier }),
        booking: row ? toBooking(row) : null,
      };
    });
  }

  /**
   * Takes up to `batch` due bookings of one courier for this worker: pending ones whose time
   * came, and sending ones whose lease ran out (their worker died mid-try). Rows another worker
   * is claiming are skipped, not waited for; each claimed row is `sending`, its try counted,
   * before the courier is called.
   */
  async function claim(courier: CourierName, now: Date, leaseUntil: Date, batch: number) {
    const rows = rowsOf<{
      id: unknown;
      invoice_no: unknown;
      merchant_order_id: string;
      parcel: ParcelToBook;
      attempts: unknown;
      was: CourierBookingStatus;
    }>(
      await db.execute(sql`
        WITH due AS (
          SELECT id, status FROM courier_bookings
          WHERE status IN ('pending', 'sending') AND courier = ${courier}
            AND next_attempt_at <= ${now.toISOString()}::timestamptz
          ORDER BY next_attempt_at, id
          LIMIT ${batch}::int
          FOR UPDATE SKIP LOCKED
        )
        UPDATE courier_bookings b
        SET status = 'sending', attempts = b.attempts + 1,
            next_attempt_at = ${leaseUntil.toISOString()}::timestamptz, updated_at = now()
        FROM due WHERE b.id = due.id
        RETURNING b.id, b.invoice_no, b.merchant_order_id, b.parcel, b.attempts, due.status AS was`),
    );
    return rows
      .map((r): ClaimedBooking => ({
        id: toInt(r.id),
        invoiceNo: toInt(r.invoice_no),
        merchantOrderId: r.merchant_order_id,
        parcel: typeof r.parcel === 'string' ? (JSON.parse(r.parcel) as ParcelToBook) : r.parcel,
        attempts: toInt(r.attempts),
        interrupted: r.was === 'sending',
      }))
      .sort((a, b) => a.id - b.id);
  }

  /** This worker still holds the booking: its claim's try is the latest. */
  const held = (booking: Pick<ClaimedBooking, 'id' | 'attempts'>) =>
    and(
      eq(courierBookings.id, booking.id),
      eq(courierBookings.status, 'sending'),
      eq(courierBookings.attempts, booking.attempts),
    );

  async function booked(
    booking: ClaimedBooking,
    result: {
      consignmentId: string | null;
      trackingCode: string | null;
      deliveryFee: number | null;
    },
    at: Date,
    nextPollAt: Date | null,
  ) {
    await db
      .update(courierBookings)
      .set({
        status: 'booked',
        consignment_id: result.consignmentId,
        tracking_code: result.trackingCode,
        delivery_fee: result.deliveryFee,
        booked_at: at,
        error_code: null,
        last_error: null,
        next_poll_at: result.consignmentId ? nextPollAt : null,
        updated_at: at,
      })
      .where(held(booking));
  }

  async function retryAt(
    booking: ClaimedBooking,
    at: Date,
    code: CourierErrorCode,
    reason: string,
  ) {
    await db
      .update(courierBookings)
      .set({
        status: 'pending',
        next_attempt_at: at,
        error_code: code,
        last_error: reason,
        updated_at: new Date(),
      })
      .where(held(booking));
  }

  async function giveUp(
    booking: ClaimedBooking,
    status: 'failed' | 'unsure',
    code: CourierErrorCode,
    reason: string,
  ) {
    await db
      .update(courierBookings)
      .set({ status, error_code: code, last_error: reason, updated_at: new Date() })
      .where(held(booking));
  }

  /** An order's bookings, newest first. */
  async function ofOrder(invoiceNo: number, within: Executor = db) {
    const rows = await within
      .select()
      .from(courierBookings)
      .where(eq(courierBookings.invoice_no, invoiceNo))
      .orderBy(desc(courierBookings.id));
    return rows.map(toBooking);
  }

  /**
   * Queues the orders of one request together: each checked and answered on its own (a savepoint
   * each), all committed at once, so the worker is woken once and finds them all due: one bulk
   * call where the courier has one, not a call for the first order and a bulk for the rest.
   */
  function requestAll(
    adapter: Pick<CourierAdapter, 'name' | 'needsLocation'>,
    invoiceNos: readonly number[],
    actor: Actor | null,
  ): Promise<RequestOutcome[]> {
    return db.transaction(async (tx) => {
      const outcomes: RequestOutcome[] = [];
      for (const invoiceNo of invoiceNos)
        outcomes.push(await request(adapter, invoiceNo, actor, tx));
      return outcomes;
    });
  }

  return { requestAll, claim, booked, retryAt, giveUp, ofOrder };
}
