import { createHmac } from 'node:crypto';
import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { ROLES, type Role } from '@poshak/shared-api/schemas';
import type { Database, Tx } from '../../db/database';
import { otps } from '../../db/schema';

export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_TRIES = 5;

export type OtpCheck =
  | { result: 'ok' }
  | { result: 'missing' }
  | { result: 'wrong' }
  | { result: 'exhausted' }
  /** The code is right, but the owner was asked to approve another role. */
  | { result: 'other-role'; role: Role };

/**
 * Sign-up codes. Each is for one address and one role — what the owner's mail named — and is
 * kept as an HMAC of (address, role, code) under a key of the server's, so a code is found by
 * one indexed lookup, without a slow hash per try: the six digits stay safe by the tries
 * allowed, not by the cost of one try. A new code never voids an earlier one (somebody could
 * otherwise void the code the owner already handed out); each lives 10 minutes, works once,
 * and all live codes of an address die after 5 wrong tries.
 */
export function otpsRepository(db: Database, key: Buffer) {
  const digest = (email: string, role: Role, code: string) =>
    createHmac('sha256', key).update(`${email}\n${role}\n${code}`).digest('base64url');
  const liveFor = (email: string) =>
    and(eq(otps.email, email), isNull(otps.used_at), gt(otps.expires_at, sql`now()`));

  return {
    async issue(email: string, role: Role, code: string): Promise<void> {
      await db.insert(otps).values({
        email,
        role,
        code_hash: digest(email, role, code),
        expires_at: sql`now() + make_interval(mins => ${OTP_TTL_MINUTES})`,
      });
      await db.delete(otps).where(lt(otps.expires_at, sql`now() - interval '1 day'`));
    },

    /**
     * Checks a code for an address and role and, when it matches a live code, runs `onValid` in
     * the same transaction (the code is spent only if that succeeds). A wrong try is counted
     * against every live code of the address even though the caller then refuses the request.
     */
    async consume<T>(
      email: string,
      role: Role,
      code: string,
      onValid: (tx: Tx) => Promise<T>,
    ): Promise<{ check: OtpCheck; value?: T }> {
      return db.transaction(async (tx) => {
        const live = await tx
          .select({
            id: otps.id,
            role: otps.role,
            code_hash: otps.code_hash,
            attempts: otps.attempts,
          })
          .from(otps)
          .where(liveFor(email))
          .for('update');
        if (live.length === 0) return { check: { result: 'missing' as const } };
        if (live.some((c) => c.attempts >= OTP_MAX_TRIES)) {
          return { check: { result: 'exhausted' as const } };
        }
        const match = live.find(
          (c) => c.role === role && c.code_hash === digest(email, role, code),
        );
        if (match) {
          const value = await onValid(tx);
          await tx
            .update(otps)
            .set({ used_at: sql`now()` })
            .where(eq(otps.id, match.id));
          return { check: { result: 'ok' as const }, value };
        }
        const otherRole = ROLES.find(
          (r) =>
            r !== role && live.some((c) => c.role === r && c.code_hash === digest(email, r, code)),
        );
        if (otherRole) return { check: { result: 'other-role' as const, role: otherRole } };
        await tx
          .update(otps)
          .set({ attempts: sql`${otps.attempts} + 1` })
          .where(
            inArray(
              otps.id,
              live.map((c) => c.id),
            ),
          );
        return { check: { result: 'wrong' as const } };
      });
    },
  };
}
