import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { CourierName } from '@poshak/shared-api/schemas';
import { rowsOf, toInt, type Database } from '../../db/database';
import type { Clock } from '../../lib/worker-timing';
import type { CourierAdapters } from './adapters/choose';
import { storeCourierEvent } from './events';

export interface PollDeps {
  db: Database;
  adapters: CourierAdapters;
  clock: Clock;
  log: FastifyBaseLogger;
  /** How often a booked parcel of a courier without a webhook is asked about. */
  pollMs: number;
}

interface DuePoll {
  id: unknown;
  courier: CourierName;
  consignment_id: string | null;
  tracking_code: string | null;
  merchant_order_id: string;
}

/** Takes up to 20 booked parcels whose poll came, and sets each one's next poll. */
async function claimDuePolls({ db, adapters, clock, pollMs }: PollDeps): Promise<DuePoll[]> {
  const now = clock.now();
  const couriers = Object.keys(adapters);
  if (couriers.length === 0) return [];
  return rowsOf<DuePoll>(
    await db.execute(sql`
      WITH due AS (
        SELECT id FROM courier_bookings
        WHERE status = 'booked' AND next_poll_at <= ${now.toISOString()}::timestamptz
          AND courier IN (${sql.join(
            couriers.map((c) => sql`${c}`),
            sql`, `,
          )})
        ORDER BY next_poll_at LIMIT 20
        FOR UPDATE SKIP LOCKED
      )
      UPDATE courier_bookings b
      SET next_poll_at = ${new Date(now.getTime() + pollMs).toISOString()}::timestamptz
      FROM due WHERE b.id = due.id
      RETURNING b.id, b.courier, b.consignment_id, b.tracking_code, b.merchant_order_id`),
  );
}

/** Asks the couriers about the booked parcels whose time came; their answers become events. */
export async function pollDue(deps: PollDeps): Promise<number> {
  const { db, adapters, log } = deps;
  const due = await claimDuePolls(deps);
  for (const booking of due) {
    const adapter = adapters[booking.courier];
    if (!adapter) continue;
    const answer = await adapter.status({
      consignmentId: booking.consignment_id,
      trackingCode: booking.tracking_code,
      merchantOrderId: booking.merchant_order_id,
    });
    if (!answer.ok) {
      log.warn(
        { courier: booking.courier, booking: toInt(booking.id) },
        `courier poll failed: ${answer.reason}`,
      );
      continue;
    }
    // The same status heard again is the same event: stored once.
    await storeCourierEvent(
      db,
      booking.courier,
      'poll',
      {
        dedupeKey: `poll|${booking.consignment_id ?? booking.merchant_order_id}|${answer.courierStatus}`,
        courierStatus: answer.courierStatus,
        consignmentId: booking.consignment_id,
        merchantOrderId: booking.merchant_order_id,
        trackingCode: booking.tracking_code,
        collected: answer.collected,
        happenedAt: null,
      },
      { status: answer.courierStatus, collected_amount: answer.collected },
    );
  }
  return due.length;
}
