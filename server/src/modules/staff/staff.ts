import { randomBytes } from 'node:crypto';
import type { Role, StaffDirectory } from '@poshak/shared-api/schemas';
import { and, asc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { required } from '../../lib/required';
import { otps, staffSessions, staffUsers } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import type { SessionOwners } from './session-owners';
import { recordAudit, type Actor } from '../audit';

export interface StaffRecord {
  id: number;
  username: string;
  email: string;
  role: Role;
  password_hash: string;
}

/** Who a live session belongs to, as the account is now. */
export interface SessionOwner {
  id: number;
  username: string;
  email: string;
  role: Role;
}

/** What the audit log keeps of an account: never its password hash. */
const publicFields = (account: StaffRecord) => ({
  username: account.username,
  email: account.email,
  role: account.role,
});

/** The live sessions an app on this database keeps in memory (services/session-owners). */
const ownersOf = new WeakMap<object, SessionOwners<SessionOwner>>();

/**
 * From now on every staff repository on `db` in this process (an app's, a test's, a command's)
 * makes `owners` forget the sessions its writes end, as soon as the write is done.
 */
export function keepSessionOwners(db: Database, owners: SessionOwners<SessionOwner>): void {
  ownersOf.set(db, owners);
}

/** Staff accounts; usernames are unique whatever their letter case. */
export function staffRepository(
  db: Executor,
  owners: SessionOwners<SessionOwner> | undefined = ownersOf.get(db),
) {
  return {
    async findByUsername(username: string): Promise<StaffRecord | undefined> {
      const [row] = await db
        .select()
        .from(staffUsers)
        .where(eq(sql`lower(${staffUsers.username})`, username.toLowerCase()));
      return row;
    },

    /** Every account by name, without secrets (the audit page's person filter). */
    list: () =>
      db
        .select({ id: staffUsers.id, username: staffUsers.username, role: staffUsers.role })
        .from(staffUsers)
        .orderBy(sql`lower(${staffUsers.username})`),

    async findById(id: number): Promise<StaffRecord | undefined> {
      const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, id));
      return row;
    },

    /**
     * A new account, in the audit log under its own name: it is made by the person themselves
     * (sign-up with the owner's code) or by the owner on the server machine (create-staff).
     */
    async create(account: Omit<StaffRecord, 'id'>): Promise<StaffRecord> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(staffUsers).values(account).returning();
        const created = required(row, 'inserted staff account');
        await recordAudit(tx, created, {
          kind: 'staff',
          id: created.id,
          action: 'create',
          after: publicFields(created),
        });
        return created;
      });
    },

    /** A new password or role ends every session of the account: old tokens stop working. */
    async setPassword(id: number, passwordHash: string, role: Role): Promise<void> {
      // Forgotten once committed: a session read meanwhile saw the old account and is not kept.
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(staffUsers)
          .where(eq(staffUsers.id, id))
          .for('update');
        await tx
          .update(staffUsers)
          .set({ password_hash: passwordHash, role })
          .where(eq(staffUsers.id, id));
        await tx.delete(staffSessions).where(eq(staffSessions.staff_id, id));
        if (before) {
          // The owner on the server machine (create-staff); the record names the account.
          await recordAudit(tx, before, {
            kind: 'staff',
            id,
            action: 'update',
            before: publicFields(before),
            after: { ...publicFields(before), role, password: 'changed' },
          });
        }
      });
      owners?.forget([id]);
    },

    /** The same password at today's hashing cost: sessions go on. */
    async upgradeHash(id: number, previousHash: string, passwordHash: string): Promise<void> {
      await db
        .update(staffUsers)
        .set({ password_hash: passwordHash })
        // Only if nobody changed the password meanwhile.
        .where(and(eq(staffUsers.id, id), eq(staffUsers.password_hash, previousHash)));
    },

    /** The staff page: every account with its last sign-in, and the sign-up codes still waiting. */
    async directory(): Promise<StaffDirectory> {
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
    },

    /**
     * An admin's change to another account (the staff page): its role, its password, or the
     * account itself. Audited under the admin's name, and every session of the account ends
     * with it: a demoted or removed person's next request is refused. The shop's last admin
     * cannot be demoted or removed (nobody could manage staff afterwards): 409.
     */
    async changeBy(
      actor: Actor,
      id: number,
      change: { role: Role } | { passwordHash: string } | 'remove',
    ): Promise<void> {
      await db.transaction(async (tx) => {
        // Every admin row locked first, in one order: two admins demoting each other at once
        // cannot both pass the last-admin check.
        await tx
          .select({ id: staffUsers.id })
          .from(staffUsers)
          .where(eq(staffUsers.role, 'admin'))
          .orderBy(asc(staffUsers.id))
          .for('update');
        const [before] = await tx
          .select()
          .from(staffUsers)
          .where(eq(staffUsers.id, id))
          .for('update');
        if (!before) throw notFound(`id: no staff account ${id}`);
        const losesAdmin =
          before.role === 'admin' &&
          (change === 'remove' || ('role' in change && change.role !== 'admin'));
        if (losesAdmin) {
          const [other] = await tx
            .select({ id: staffUsers.id })
            .from(staffUsers)
            .where(and(eq(staffUsers.role, 'admin'), ne(staffUsers.id, id)))
            .limit(1);
          if (!other) throw conflict(`id: ${before.username} is the shop's last admin`);
        }
        if (change === 'remove') {
          // The account's sessions go with it (ON DELETE CASCADE).
          await tx.delete(staffUsers).where(eq(staffUsers.id, id));
          await recordAudit(tx, actor, {
            kind: 'staff',
            id,
            action: 'delete',
            before: publicFields(before),
          });
          return;
        }
        await tx
          .update(staffUsers)
          .set('role' in change ? { role: change.role } : { password_hash: change.passwordHash })
          .where(eq(staffUsers.id, id));
        await tx.delete(staffSessions).where(eq(staffSessions.staff_id, id));
        await recordAudit(tx, actor, {
          kind: 'staff',
          id,
          action: 'update',
          before: publicFields(before),
          after:
            'role' in change
              ? { ...publicFields(before), role: change.role }
              : { ...publicFields(before), password: 'changed' },
        });
      });
      // Forgotten once committed: a session read meanwhile saw the old account and is not kept.
      owners?.forget([id]);
    },

    async remove(id: number): Promise<boolean> {
      const deleted = await db
        .delete(staffUsers)
        .where(eq(staffUsers.id, id))
        .returning({ id: staffUsers.id });
      owners?.forget([id]);
      return deleted.length > 0;
    },
  };
}

/** A session id: 128 random bits, the token's `sid`. */
const newSessionId = () => randomBytes(16).toString('base64url');

/**
 * Server-side staff sessions. A token is good only while its session row exists, has not
 * expired, and was issued for the role the account still has. With `owners`, a live session's
 * owner is kept in memory for a while (services/session-owners), and forgotten at once when
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

export type StaffRepository = ReturnType<typeof staffRepository>;
