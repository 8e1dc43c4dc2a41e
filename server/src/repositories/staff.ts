import { randomBytes } from 'node:crypto';
import type { Role } from '@poshak/shared-api/schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { required } from '../lib/required';
import { staffSessions, staffUsers } from '../db/schema';
import { recordAudit } from './audit';

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

/** Staff accounts; usernames are unique whatever their letter case. */
export function staffRepository(db: Executor) {
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
    },

    /** The same password at today's hashing cost: sessions go on. */
    async upgradeHash(id: number, previousHash: string, passwordHash: string): Promise<void> {
      await db
        .update(staffUsers)
        .set({ password_hash: passwordHash })
        // Only if nobody changed the password meanwhile.
        .where(and(eq(staffUsers.id, id), eq(staffUsers.password_hash, previousHash)));
    },

    async remove(id: number): Promise<boolean> {
      const deleted = await db
        .delete(staffUsers)
        .where(eq(staffUsers.id, id))
        .returning({ id: staffUsers.id });
      return deleted.length > 0;
    },
  };
}

/** A session id: 128 random bits, the token's `sid`. */
const newSessionId = () => randomBytes(16).toString('base64url');

/**
 * Server-side staff sessions. A token is good only while its session row exists, has not
 * expired, and was issued for the role the account still has.
 */
export function staffSessionsRepository(db: Executor) {
  const live = db
    .select({
      id: staffUsers.id,
      username: staffUsers.username,
      email: staffUsers.email,
      role: staffUsers.role,
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
      await db.execute(sql`
        WITH ended AS (DELETE FROM ${staffSessions} WHERE ${staffSessions.expires_at} < now())
        INSERT INTO ${staffSessions} (id, staff_id, role, expires_at)
        VALUES (${id}, ${staffId}, ${role}, now() + make_interval(secs => ${ttlSeconds}))`);
      return id;
    },

    async owner(sid: string, staffId: number): Promise<SessionOwner | undefined> {
      const [row] = await live.execute({ sid, staffId });
      return row;
    },

    async close(sid: string): Promise<void> {
      await db.delete(staffSessions).where(eq(staffSessions.id, sid));
    },
  };
}

export type StaffRepository = ReturnType<typeof staffRepository>;
