import { asc, eq, isNull, sql } from 'drizzle-orm';
import type { CourierName } from '@poshak/shared-api/schemas';
import { rowsOf, type Database, type Executor } from '../../db/database';
import { courierEvents } from '../../db/schema';
import type { IncomingEvent } from './adapters/courier';
import { applyCourierEvent } from './event-apply';

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

/** Works up to `batch` stored events, oldest first; how many it worked (0: none waiting). */
async function workEvents(db: Database, now: Date, batch = 20): Promise<number> {
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
      const outcome = await applyCourierEvent(tx, event, now);
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
async function eventsWaiting(db: Database): Promise<boolean> {
  const [row] = rowsOf<{ n: unknown }>(
    await db.execute(sql`SELECT count(*) AS n FROM courier_events WHERE processed_at IS NULL`),
  );
  return Number(row?.n ?? 0) > 0;
}

/**
 * Works the stored courier events, oldest first, each once: claimed with its row locked (other
 * workers skip it), matched to its booking by consignment id or merchant order id, and applied
 * (event-apply) in the same transaction that marks it processed, so an event moves its order
 * exactly once.
 */
export function courierEventWorker(db: Database) {
  return { runOnce: workEvents.bind(null, db), waiting: eventsWaiting.bind(null, db) };
}
