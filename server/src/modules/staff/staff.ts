import { and, eq, sql } from 'drizzle-orm';
import type { Role } from '@poshak/shared-api/schemas';
import type { Executor } from '../../db/database';
import { staffSessions, staffUsers } from '../../db/schema';
import { required } from '../../lib/required';
import { recordAudit, type Actor } from '../audit';
import type { SessionOwners } from './session-owners';
import { changeAccount, type AccountChange } from './staff-changes';
import { staffDirectory } from './staff-directory';
import { publicFields, type StaffRecord } from './staff-record';
import { ownersOf, type SessionOwner } from './staff-sessions';

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

    directory: () => staffDirectory(db),

    /** An admin's change to another account; see changeAccount. */
    async changeBy(actor: Actor, id: number, change: AccountChange): Promise<void> {
      await changeAccount(db, actor, id, change);
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
