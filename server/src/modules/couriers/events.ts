import {
  orderStatusId,
  orderStatusName,
  type CourierName,
  type OrderStatusName,
} from '@poshak/shared-api/schemas';
import { and, asc, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { rowsOf, type Database, type Executor } from '../../db/database';
import { courierBookings, courierEvents, orders } from '../../db/schema';
import { ordersRepository } from '../orders';
import type { IncomingEvent } from './adapters/courier';
import { settleFromPaidEvent } from '../cod';
import { isFinalStep, isPaidWord, STEP_TARGET, stepOf } from './steps';

/**
 * Stores a courier's event before anything is done with it: a new one is worked by the courier
 * worker after this commits; one stored before (a replayed webhook, the poll hearing the same
 * status again) is recognised by its key and not stored twice. `replayed`: it was.
 */
export async function storeCourierEvent(
  db: Executor,
  courier: CourierName,
  source: 'webhook' | 'poll',
  event: IncomingEvent,
  payload: unknown,
): Promise<{ id: number | null; replayed: boolean }> {
  const rows = await db
    .insert(courierEvents)
    .values({
      courier,
      source,
      dedupe_key: event.dedupeKey.slice(0, 500),
      consignment_id: event.consignmentId,
      merchant_order_id: event.merchantOrderId,
      tracking_code: event.trackingCode,
      courier_status: event.courierStatus.slice(0, 100),
      collected_amount: event.collected,
      happened_at: event.happenedAt,
      payload,
    })
    .onConflictDoNothing({ target: [courierEvents.courier, courierEvents.dedupe_key] })
    .returning({ id: courierEvents.id });
  const [row] = rows;
  return row ? { id: row.id, replayed: false } : { id: null, replayed: true };
}

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

type EventRow = typeof courierEvents.$inferSelect;

/**
 * Works the stored courier events, oldest first, each once: claimed with its row locked (other
 * workers skip it), matched to its booking by consignment id or merchant order id, and applied
 * in the same transaction that marks it processed, so an event moves its order exactly once.
 */
export function courierEventWorker(db: Database) {
  async function apply(tx: Executor, event: EventRow, now: Date): Promise<string> {
    const courier = event.courier as CourierName;
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
          eq(courierBookings.courier, courier),
          or(byConsignment, byMerchantId),
          ne(courierBookings.status, 'failed'),
        ),
      )
      .orderBy(desc(courierBookings.id))
      .limit(1)
      .for('update');
    if (!booking) return 'recorded: no booking of the shop matches it';

    const step = stepOf(courier, event.courier_status);
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

    if (isPaidWord(courier, event.courier_status)) {
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

  /** Works up to `batch` stored events; how many it worked (0: none waiting). */
  async function runOnce(now: Date, batch = 20): Promise<number> {
    let worked = 0;
    for (; worked < batch; worked++) {
      const done = await db.transaction(async (tx) => {
        const [event] = await tx
          .select()
          .from(courierEvents)
          .where(isNull(courierEvents.processed_at))
          .orderBy(asc(courierEvents.id))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!event) return false;
        const outcome = await apply(tx, event, now);
        await tx
          .update(courierEvents)
          .set({ processed_at: now, outcome: outcome.slice(0, 500) })
          .where(eq(courierEvents.id, event.id));
        return true;
      });
      if (!done) break;
    }
    return worked;
  }

  /** Whether any event waits to be worked. */
  async function waiting(): Promise<boolean> {
    const [row] = rowsOf<{ n: unknown }>(
      await db.execute(sql`SELECT count(*) AS n FROM courier_events WHERE processed_at IS NULL`),
    );
    return Number(row?.n ?? 0) > 0;
  }

  return { runOnce, waiting };
}
