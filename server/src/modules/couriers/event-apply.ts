import { and, desc, eq, ne, or } from 'drizzle-orm';
import {
  orderStatusId,
  orderStatusName,
  type CourierName,
  type OrderStatusName,
} from '@poshak/shared-api/schemas';
import type { Executor } from '../../db/database';
import { courierBookings, courierEvents, orders } from '../../db/schema';
import { settleFromPaidEvent } from '../cod';
import { ordersRepository } from '../orders';
import { isFinalStep, isPaidWord, STEP_TARGET, stepOf, type ParcelStep } from './steps';

type EventRow = typeof courierEvents.$inferSelect;
type BookingRow = typeof courierBookings.$inferSelect;

/**
 * The statuses an order passes on its way to where a courier's step leads, along the status
 * table (a delivered parcel that was never reported picked goes through Shifted), or why it
 * does not move: it is there already, it is past that point (an event arriving out of order
 * never moves an order backwards), or staff took it back before it was ready.
 */
function wayTo(
  from: OrderStatusName,
  to: OrderStatusName,
): OrderStatusName[] | 'already' | 'out_of_order' | 'order_not_ready' {
  if (from === to) return 'already';
  if (from === 'Pending' || from === 'Processing') return 'order_not_ready';
  if (to === 'Shifted') return from === 'Ready-To-Shift' ? ['Shifted'] : 'out_of_order';
  if (to === 'Delivered') {
    if (from === 'Ready-To-Shift') return ['Shifted', 'Delivered'];
    if (from === 'Shifted') return ['Delivered'];
    return from === 'Completed' ? 'already' : 'out_of_order';
  }
  // Returned: the parcel is back, and its units with it.
  if (from === 'Ready-To-Shift' || from === 'Shifted') return ['Canceled'];
  return 'out_of_order';
}

/** The booking the event is about (by consignment id or merchant order id), locked; else why none. */
async function bookingOf(tx: Executor, event: EventRow): Promise<BookingRow | string> {
  const byConsignment = event.consignment_id
    ? eq(courierBookings.consignment_id, event.consignment_id)
    : undefined;
  const byMerchantId = event.merchant_order_id
    ? eq(courierBookings.merchant_order_id, event.merchant_order_id)
    : undefined;
  if (!byConsignment && !byMerchantId) return 'recorded: it names no parcel';
  const [booking] = await tx
    .select()
    .from(courierBookings)
    .where(
      and(
        eq(courierBookings.courier, event.courier as CourierName),
        or(byConsignment, byMerchantId),
        ne(courierBookings.status, 'failed'),
      ),
    )
    .orderBy(desc(courierBookings.id))
    .limit(1)
    .for('update');
  return booking ?? 'recorded: no booking of the shop matches it';
}

/** Writes what the event tells of the booking, and links the event to it. */
async function noteOnBooking(
  tx: Executor,
  booking: BookingRow,
  event: EventRow,
  step: ParcelStep,
  now: Date,
) {
  // A booking whose answer was lost (sending, unsure) or that waits for its consignment id
  // (Pathao's bulk call) learns it from the courier's event.
  const learnt = !booking.consignment_id && event.consignment_id;
  await tx
    .update(courierBookings)
    .set({
      courier_status: event.courier_status,
      ...(event.collected_amount !== null && step !== 'info' && step !== 'unknown'
        ? { collected_amount: event.collected_amount }
        : {}),
      ...(learnt
        ? {
            consignment_id: event.consignment_id,
            tracking_code: booking.tracking_code ?? event.tracking_code ?? event.consignment_id,
          }
        : {}),
      ...(booking.status !== 'booked'
        ? { status: 'booked', booked_at: now, error_code: null, last_error: null }
        : {}),
      // The courier said its last word on the parcel: the poll stops asking.
      ...(isFinalStep(step) ? { next_poll_at: null } : {}),
      updated_at: now,
    })
    .where(eq(courierBookings.id, booking.id));
  await tx
    .update(courierEvents)
    .set({ booking_id: booking.id, invoice_no: booking.invoice_no })
    .where(eq(courierEvents.id, event.id));
}

/** The courier paid the cash it collected: the order's cash-on-delivery is settled. */
function settlePaid(tx: Executor, booking: BookingRow, event: EventRow, now: Date) {
  const payload = event.payload as Record<string, unknown> | null;
  const reference = payload?.invoice_id;
  return settleFromPaidEvent(
    tx,
    { ...booking, consignment_id: booking.consignment_id ?? event.consignment_id },
    {
      collected: event.collected_amount,
      reference:
        typeof reference === 'string' || typeof reference === 'number'
          ? String(reference).slice(0, 100)
          : null,
      happenedAt: event.happened_at,
    },
    now,
  );
}

/** Moves the order where the step leads, through the statuses on the way; what was done. */
async function moveOrder(
  tx: Executor,
  booking: BookingRow,
  event: EventRow,
  step: ParcelStep,
): Promise<string> {
  const target = STEP_TARGET[step];
  if (!target) {
    return step === 'unknown'
      ? `recorded: "${event.courier_status}" is not a step this shop knows`
      : 'recorded';
  }
  const [order] = await tx
    .select({ statusId: orders.order_status_id })
    .from(orders)
    .where(eq(orders.invoice_no, booking.invoice_no));
  const from = order ? orderStatusName(order.statusId) : undefined;
  if (!from) return 'recorded: the order is gone';
  const way = wayTo(from, target);
  if (way === 'already') return `recorded: the order is ${from} already`;
  if (way === 'out_of_order')
    return `out of order: the order is ${from}, past ${target}; not moved back`;
  if (way === 'order_not_ready')
    return `recorded: the order is ${from} (taken back by staff); not moved`;
  const repository = ordersRepository(tx);
  for (const status of way) {
    try {
      // Its own savepoint: a refused move leaves the event recorded, the order as it was.
      await repository.updateStatus(booking.invoice_no, orderStatusId(status), null);
    } catch (error) {
      return `refused: ${(error as Error).message}`;
    }
  }
  return `moved to ${way.join(', then ')}`;
}

/** Applies one stored event to its booking and order; the outcome written beside the event. */
export async function applyCourierEvent(tx: Executor, event: EventRow, now: Date): Promise<string> {
  const courier = event.courier as CourierName;
  const booking = await bookingOf(tx, event);
  if (typeof booking === 'string') return booking;
  const step = stepOf(courier, event.courier_status);
  await noteOnBooking(tx, booking, event, step, now);
  if (isPaidWord(courier, event.courier_status)) return settlePaid(tx, booking, event, now);
  return moveOrder(tx, booking, event, step);
}
