import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/database';
import { otps } from '../db/schema';

export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_TRIES = 5;

export type OtpCheck = 'ok' | 'missing' | 'wrong' | 'exhausted';

/** Sign-up codes: stored hashed, one live code per address, 10 minutes, single use, 5 tries. */
export function otpsRepository(db: Database) {
  return {
    /** A new code replaces any live one for the same address. */
    async issue(email: string, codeHash: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(otps)
          .set({ used_at: sql`now()` })
          .where(and(eq(otps.email, email), isNull(otps.used_at)));
        await tx.insert(otps).values({
          email,
          code_hash: codeHash,
          expires_at: sql`now() + make_interval(mins => ${OTP_TTL_MINUTES})`,
        });
      });
    },

    /**
     * Checks a code against the newest live code of any of the addresses and, when it matches,
     * runs `onValid` in the same transaction (the code is spent only if that succeeds). A wrong
     * try is counted even though the caller then refuses the request.
     */
    async consume<T>(
      emails: string[],
      verify: (codeHash: string) => Promise<boolean>,
      onValid: (tx: Tx) => Promise<T>,
    ): Promise<{ result: OtpCheck; value?: T }> {
      return db.transaction(async (tx) => {
        const [live] = await tx
          .select()
          .from(otps)
          .where(
            and(inArray(otps.email, emails), isNull(otps.used_at), gt(otps.expires_at, sql`now()`)),
          )
          .orderBy(desc(otps.created_at), desc(otps.id))
          .limit(1)
          .for('update');
        if (!live) return { result: 'missing' as const };
        if (live.attempts >= OTP_MAX_TRIES) return { result: 'exhausted' as const };
        if (!(await verify(live.code_hash))) {
          await tx
            .update(otps)
            .set({ attempts: sql`${otps.attempts} + 1` })
            .where(eq(otps.id, live.id));
          return { result: 'wrong' as const };
        }
        const value = await onValid(tx);
        await tx
          .update(otps)
          .set({ used_at: sql`now()` })
          .where(eq(otps.id, live.id));
        return { result: 'ok' as const, value };
      });
    },
  };
}
