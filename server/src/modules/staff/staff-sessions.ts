import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Role } from '@poshak/shared-api/schemas';
import type { Database, Executor } from '../../db/database';
import { staffSessions, staffUsers } from '../../db/schema';
import type { SessionOwners } from './session-owners';

/** Who a live session belongs to, as the account is now. */
export interface SessionOwner {
  id: number;
  username: string;
  email: string;
  role: Role;
}

/** The live sessions an app on this database keeps in memory (modules/staff/session-owners). */
export const ownersOf = new WeakMap<object, SessionOwners<SessionOwner>>();

/**
 * From now on every staff repository on `db` in this process (an app's, a test's, a command's)
 * makes `owners` forget the sessions its writes end, as soon as the write is done.
 */
export function keepSessionOwners(db: Database, owners: SessionOwners<SessionOwner>): void {
  ownersOf.set(db, owners);
}

/** A session id: 128 random bits, the token's `sid`. */
const newSessionId = () => randomBytes(16).toString('base64url');

/**
 * Server-side staff sessions. A token is good only while its session row exists, has not
 * expired, and was issued for the role the account still has. With `owners`, a live session's
 * owner is kept in memory for a while (modules/staff/session-owners), and forgotten at once when
 * this process ends the session.
 */
export function staffSessionsRepository(
  db: Executor,
  owners: SessionOwners<SessionOwner> | undefined = ownersOf.get(db),
) {
  const live = db
    .select({
      id: staffUsers.id,
      username: staffUsers.username,
      email: staffUsers.email,
      role: staffUsers.role,
      // By the database's clock, so a kept answer never outlives the session whatever ours says.
      msLeft: sql<number>`(extract(epoch FROM ${staffSessions.expires_at} - now()) * 1000)::float8`,
    })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staff_id))
    .where(
      and(
        eq(staffSessions.id, sql.placeholder('sid')),
        eq(staffSessions.staff_id, sql.placeholder('staffId')),
        eq(staffSessions.role, staffUsers.role),
        sql`${staffSessions.expires_at} > now()`,
      ),
    )
    .prepare('staff_session_owner');

  return {
    async open(staffId: number, role: Role, ttlSeconds: number): Promise<string> {
      const id = newSessionId();
      // Ended sessions are forgotten as new ones open (the expiry index finds them), in the
      // same statement.
      // The account's last sign-in is written by the same statement (the staff page shows it).
      await db.execute(sql`
        WITH ended AS (DELETE FROM ${staffSessions} WHERE ${staffSessions.expires_at} < now()),
             signed_in AS (UPDATE ${staffUsers} SET last_sign_in_at = now()
                            WHERE ${staffUsers.id} = ${staffId})
        INSERT INTO ${staffSessions} (id, staff_id, role, expires_at)
        VALUES (${id}, ${staffId}, ${role}, now() + make_interval(secs => ${ttlSeconds}))`);
      return id;
    },

    async owner(sid: string, staffId: number): Promise<SessionOwner | undefined> {
      const ask = async () => {
        const [row] = await live.execute({ sid, staffId });
        if (!row) return undefined;
        const { msLeft, ...owner } = row;
        return { owner, msLeft: Number(msLeft) };
      };
      if (!owners) return (await ask())?.owner;
      return owners.owner(sid, staffId, ask);
    },

    async close(sid: string): Promise<void> {
      const closed = await db
        .delete(staffSessions)
        .where(eq(staffSessions.id, sid))
        .returning({ staffId: staffSessions.staff_id });
      owners?.forgetSession(sid);
      owners?.forget(closed.map((row) => row.staffId));
    },
  };
}
