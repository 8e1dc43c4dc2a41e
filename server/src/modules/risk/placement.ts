import { mobileDigits } from '@poshak/shared-api/schemas';
import type { Executor } from '../../db/database';
import type { OrderHold } from '../orders';
import { blocklist } from './blocklist';
import { riskRules } from './rules';
import { phoneOutcomes, riskScore } from './score';

/** What the owner's rules and the blocklist ask of a number's next order. */
export interface PlacementRisk {
  score: number;
  /** Held for a call (null: goes on as any order). */
  hold: OrderHold | null;
  /** The delivery fee must be paid in advance, whatever the shop asks of others. */
  advanceFeeRequired: boolean;
}

/**
 * THE risk decision of an order, read once before it is placed by checkout and by staff alike: a
 * blocked number's order is held with the blocklist's reason; a score above `hold_above` holds it
 * too; a score above `advance_fee_above` asks the fee in advance. The shop's own history only: no
 * courier is asked while a shopper waits (the fraud check is shown to staff, docs/risk.md).
 */
export async function placementRisk(db: Executor, phone: string): Promise<PlacementRisk> {
  const digits = mobileDigits(phone);
  const [outcomes, blocked, rules] = [
    await phoneOutcomes(db, digits),
    await blocklist(db).find(digits),
    await riskRules(db),
  ];
  const score = riskScore(outcomes);
  const above = (threshold: number | null) => threshold !== null && score > threshold;
  const hold: OrderHold | null = blocked
    ? { kind: 'blocked', reason: blocked.reason, score }
    : above(rules.hold_above)
      ? { kind: 'risk', reason: null, score }
      : null;
  return { score, hold, advanceFeeRequired: above(rules.advance_fee_above) };
}
