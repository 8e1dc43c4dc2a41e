import { and, eq, ne, sql } from 'drizzle-orm';
import {
  mobileDigits,
  orderStatusName,
  type CourierBooking,
  type CourierErrorCode,
  type CourierName,
  type OrderFeeStatus,
} from '@poshak/shared-api/schemas';
import { amountToCollect } from '@poshak/shared-api/money';
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
type Courier = Pick<CourierAdapter, 'name' | 'needsLocation'>;

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

/** Why an order is not queued: the code, what its message names, the booking it already has. */
interface Refusal {
  refused: CourierErrorCode;
  facts?: Omit<CourierMessageFacts, 'invoice' | 'courier'>;
  booking?: BookingRow;
  area?: RequestOutcome['area'];
}

interface Recipient {
  name: string;
  phone: string;
  address: string;
}

const isRefusal = (value: object): value is Refusal => 'refused' in value;

function refusalOutcome(invoiceNo: number, courier: CourierName, refusal: Refusal): RequestOutcome {
  const code = refusal.refused;
  return {
    invoice_no: invoiceNo,
    ok: code === 'already_booked',
    code,
    ...courierMessage(code, { invoice: invoiceNo, courier, ...refusal.facts }),
    booking: refusal.booking ? toBooking(refusal.booking) : null,
    ...(refusal.area ? { area: refusal.area } : {}),
  };
}

/** The order with what its parcel needs, locked until the transaction ends. */
async function lockedOrder(tx: Executor, invoiceNo: number) {
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
  return order;
}

/** Where the order's shipping area lies in the courier's list, or why it cannot be told. */
async function locationOf(
  tx: Executor,
  adapter: Courier,
  order: OrderForBooking,
): Promise<ParcelToBook['location'] | Refusal> {
  if (adapter.needsLocation === 'none') {
    return { cityId: null, zoneId: null, areaId: null, areaName: null };
  }
  const [mapping] = await tx
    .select()
    .from(courierAreaMappings)
    .where(
      and(
        eq(courierAreaMappings.courier, adapter.name),
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
      refused: 'area_not_mapped',
      facts: { subject: order.shipping_name },
      area: { id_shipping: order.shipping_id, shipping_name: order.shipping_name },
    };
  }
  return {
    cityId: mapping.city_id,
    zoneId: mapping.zone_id,
    areaId: mapping.area_id,
    areaName: mapping.area_name,
  };
}

/** The recipient as the courier takes them, or which of their fields it would refuse. */
function recipientOf(courier: CourierName, order: OrderForBooking): Recipient | Refusal {
  const phone = mobileDigits(order.customer_phone);
  if (!/^01[3-9]\d{8}$/.test(phone)) return { refused: 'phone_invalid' };
  const limits = LIMITS[courier];
  const name = order.customer_name.trim();
  const address = order.customer_address.replace(/\s+/g, ' ').trim();
  if (name.length < limits.name[0] || name.length > limits.name[1]) {
    return { refused: 'name_invalid', facts: { lengths: limits.name } };
  }
  if (address.length < limits.address[0] || address.length > limits.address[1]) {
    return { refused: 'address_invalid', facts: { lengths: limits.address } };
  }
  return { name, phone, address };
}

/** The parcel the courier is handed, fixed now: its recipient, its lines, the cash to collect. */
async function parcelOf(
  tx: Executor,
  invoiceNo: number,
  order: OrderForBooking,
  recipient: Recipient,
  location: ParcelToBook['location'],
): Promise<ParcelToBook> {
  const lines = await orderLinesOf(tx, invoiceNo);
  const total = toInt(order.total);
  return {
    invoiceNo,
    merchantOrderId: String(invoiceNo),
    recipientName: recipient.name,
    recipientPhone: recipient.phone,
    recipientAddress: recipient.address,
    amountToCollect: amountToCollect({
      total,
      shipping_cost: toInt(order.shipping_cost),
      fee_status: order.fee_status,
    }),
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
}

/**
 * The order's parcel for the courier, or why it is refused: unless it is Ready-To-Shift, has no
 * live booking and can be sent as the courier needs it.
 */
async function checkedParcel(
  tx: Executor,
  adapter: Courier,
  invoiceNo: number,
): Promise<ParcelToBook | Refusal> {
  const order = await lockedOrder(tx, invoiceNo);
  if (!order) return { refused: 'order_not_found' };
  const [live] = await tx
    .select()
    .from(courierBookings)
    .where(and(eq(courierBookings.invoice_no, invoiceNo), ne(courierBookings.status, 'failed')));
  if (live) {
    return {
      refused: 'already_booked',
      facts: { bookedWith: live.courier as CourierName },
      booking: live,
    };
  }
  const status = orderStatusName(toInt(order.order_status_id)) ?? String(order.order_status_id);
  if (status !== 'Ready-To-Shift')
    return { refused: 'order_not_ready', facts: { subject: status } };
  const location = await locationOf(tx, adapter, order);
  if (isRefusal(location)) return location;
  const recipient = recipientOf(adapter.name, order);
  if (isRefusal(recipient)) return recipient;
  return parcelOf(tx, invoiceNo, order, recipient, location);
}

/**
 * Queues the booking of one order with a courier, in a savepoint of `within`'s with the order
 * locked: refused (with the reason's code) unless the order can be booked (checkedParcel); an
 * order already booked is answered with its booking and not booked again. The parcel and the
 * cash to collect are fixed now.
 */
async function requestBooking(
  within: Executor,
  adapter: Courier,
  invoiceNo: number,
  actor: Actor | null,
): Promise<RequestOutcome> {
  const courier = adapter.name;
  return within.transaction(async (tx) => {
    const parcel = await checkedParcel(tx, adapter, invoiceNo);
    if (isRefusal(parcel)) return refusalOutcome(invoiceNo, courier, parcel);
    const [row] = await tx
      .insert(courierBookings)
      .values({
        invoice_no: invoiceNo,
        courier,
        merchant_order_id: parcel.merchantOrderId,
        parcel,
        amount_to_collect: parcel.amountToCollect,
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
 * Queues the orders of one request together: each checked and answered on its own (a savepoint
 * each), all committed at once, so the worker is woken once and finds them all due: one bulk
 * call where the courier has one, not a call for the first order and a bulk for the rest.
 */
export function requestBookings(
  db: Database,
  adapter: Courier,
  invoiceNos: readonly number[],
  actor: Actor | null,
): Promise<RequestOutcome[]> {
  return db.transaction(async (tx) => {
    const outcomes: RequestOutcome[] = [];
    for (const invoiceNo of invoiceNos) {
      outcomes.push(await requestBooking(tx, adapter, invoiceNo, actor));
    }
    return outcomes;
  });
}
