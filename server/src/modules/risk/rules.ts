import { inArray } from 'drizzle-orm';
import type { RiskRules } from '@poshak/shared-api/schemas';
import type { Executor } from '../../db/database';
import { shopSettings } from '../../db/schema';
import { audited, type Actor } from '../audit';

/** The owner's rules as shop settings; a rule without its row is off. */
const KEYS = {
  hold_above: 'risk_hold_above',
  advance_fee_above: 'risk_advance_fee_above',
} as const satisfies Record<keyof RiskRules, string>;
const RULES = Object.keys(KEYS) as (keyof RiskRules)[];

async function read(db: Executor, lock: boolean): Promise<RiskRules> {
  const query = db
    .select()
    .from(shopSettings)
    .where(inArray(shopSettings.key, Object.values(KEYS)));
  const rows = lock ? await query.for('update') : await query;
  const value = (rule: keyof RiskRules) => rows.find((r) => r.key === KEYS[rule])?.value ?? null;
  return { hold_above: value('hold_above'), advance_fee_above: value('advance_fee_above') };
}

export const riskRules = (db: Executor) => read(db, false);

/** Sets the owner's rules (null turns one off), recorded in the audit log. */
export async function setRiskRules(db: Executor, rules: RiskRules, actor: Actor) {
  return audited(db, actor, async (tx) => {
    const before = await read(tx, true);
    for (const rule of RULES) {
      const value = rules[rule];
      if (value === null) {
        await tx.delete(shopSettings).where(inArray(shopSettings.key, [KEYS[rule]]));
      } else {
        await tx
          .insert(shopSettings)
          .values({ key: KEYS[rule], value })
          .onConflictDoUpdate({ target: shopSettings.key, set: { value } });
      }
    }
    return {
      result: rules,
      change: { kind: 'risk_rules', id: 'risk_rules', action: 'update', before, after: rules },
    };
  });
}
