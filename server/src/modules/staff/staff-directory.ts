import { and, asc, gt, isNull, sql } from 'drizzle-orm';
import type { StaffDirectory } from '@poshak/shared-api/schemas';
import type { Executor } from '../../db/database';
import { otps, staffUsers } from '../../db/schema';

/** The staff page: every account with its last sign-in, and the sign-up codes still waiting. */
export async function staffDirectory(db: Executor): Promise<StaffDirectory> {
  const accounts = await db
    .select({
      id: staffUsers.id,
      username: staffUsers.username,
      email: staffUsers.email,
      role: staffUsers.role,
      created_at: staffUsers.created_at,
      last_sign_in_at: staffUsers.last_sign_in_at,
    })
    .from(staffUsers)
    .orderBy(sql`lower(${staffUsers.username})`);
  const waiting = await db
    .select({
      email: otps.email,
      role: otps.role,
      created_at: otps.created_at,
      expires_at: otps.expires_at,
    })
    .from(otps)
    .where(and(isNull(otps.used_at), gt(otps.expires_at, sql`now()`)))
    .orderBy(asc(otps.created_at));
  return {
    accounts: accounts.map((a) => ({
      ...a,
      created_at: a.created_at.toISOString(),
      last_sign_in_at: a.last_sign_in_at?.toISOString() ?? null,
    })),
    waiting_signups: waiting.map((w) => ({
      ...w,
      created_at: w.created_at.toISOString(),
      expires_at: w.expires_at.toISOString(),
    })),
  };
}
