import { and, eq } from 'drizzle-orm';
import type { CourierFraudCheck } from '@poshak/shared-api/schemas';
import type { Executor } from '../../db/database';
import { courierFraudChecks } from '../../db/schema';
import { isFailure, type CourierAdapter } from '../couriers';

/** Staff wait for the check beside an order: a courier slower than this is skipped. */
export const FRAUD_CHECK_TIMEOUT_MS = 5_000;

export interface FraudCheckOptions {
  db: Executor;
  /** The courier offering a fraud check (Steadfast), null when none is set up. */
  adapter: CourierAdapter | null;
  cacheMs: number;
  perMinute: number;
  timeoutMs?: number;
  now?: () => number;
  /** What was skipped and why (a failure, a timeout, the rate limit): never the credentials. */
  log?: (message: string) => void;
}

const view = (row: typeof courierFraudChecks.$inferSelect): CourierFraudCheck => ({
  courier: 'steadfast',
  total_parcels: row.total_parcels,
  delivered: row.delivered,
  cancelled: row.cancelled,
  checked_at: row.checked_at.toISOString(),
});

/**
 * A courier's fraud check of a number, for staff (docs/risk.md). It **fails open**: an error, a
 * timeout or the rate limit answer null ("not asked now") and never stop an order or a page.
 * An answer is kept per number for `cacheMs`, so a number is asked about at most once in that
 * time however many orders it places; at most `perMinute` checks are asked per minute by this
 * instance (a sliding window), so a burst of fake orders cannot spend the shop's standing with
 * the courier.
 */
export function fraudChecker(options: FraudCheckOptions) {
  const { db, adapter, cacheMs, perMinute } = options;
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? FRAUD_CHECK_TIMEOUT_MS;
  const asked: number[] = [];

  function mayAsk(at: number): boolean {
    while (asked.length > 0 && (asked[0] ?? 0) <= at - 60_000) asked.shift();
    if (asked.length >= perMinute) return false;
    asked.push(at);
    return true;
  }

  async function check(phone: string): Promise<CourierFraudCheck | null> {
    const fraudCheck = adapter?.fraudCheck;
    if (!adapter || !fraudCheck) return null;
    const courier = adapter.name;
    const [kept] = await db
      .select()
      .from(courierFraudChecks)
      .where(and(eq(courierFraudChecks.courier, courier), eq(courierFraudChecks.phone, phone)));
    const at = now();
    if (kept && kept.checked_at.getTime() > at - cacheMs) return view(kept);
    if (!mayAsk(at)) {
      options.log?.(`fraud check skipped: more than ${perMinute} a minute`);
      return kept ? view(kept) : null;
    }
    let answer: Awaited<ReturnType<typeof fraudCheck>>;
    try {
      answer = await fraudCheck.call(adapter, phone, timeoutMs);
    } catch (error) {
      answer = { ok: false, retry: true, code: 'courier_unavailable', reason: String(error) };
    }
    if (isFailure(answer)) {
      options.log?.(`fraud check skipped: ${answer.code} ${answer.reason}`);
      // An older answer is better than none while the courier cannot be asked.
      return kept ? view(kept) : null;
    }
    const row = {
      courier,
      phone,
      total_parcels: answer.totalParcels,
      delivered: answer.delivered,
      cancelled: answer.cancelled,
      checked_at: new Date(at),
    };
    const [stored] = await db
      .insert(courierFraudChecks)
      .values(row)
      .onConflictDoUpdate({
        target: [courierFraudChecks.courier, courierFraudChecks.phone],
        set: row,
      })
      .returning();
    return stored ? view(stored) : null;
  }

  return { check };
}
