import { and, asc, eq, ne } from 'drizzle-orm';
import type { Role } from '@poshak/shared-api/schemas';
import type { Executor } from '../../db/database';
import { staffSessions, staffUsers } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { recordAudit, type Actor } from '../audit';
import { publicFields, type StaffRecord } from './staff-record';

/** What an admin changes of another account on the staff page. */
export type AccountChange = { role: Role } | { passwordHash: string } | 'remove';

/**
 * Locks every admin row, in one order, then the account: two admins demoting each other at once
 * cannot both pass the last-admin check.
 */
async function lockAccount(tx: Executor, id: number): Promise<StaffRecord> {
  await tx
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(staffUsers.role, 'admin'))
    .orderBy(asc(staffUsers.id))
    .for('update');
  const [before] = await tx.select().from(staffUsers).where(eq(staffUsers.id, id)).for('update');
  if (!before) throw notFound(`id: no staff account ${id}`);
  return before;
}

/** The shop's last admin cannot be demoted or removed (nobody could manage staff afterwards). */
async function refuseLastAdmin(tx: Executor, before: StaffRecord, change: AccountChange) {
  const losesAdmin =
    before.role === 'admin' &&
    (change === 'remove' || ('role' in change && change.role !== 'admin'));
  if (!losesAdmin) return;
  const [other] = await tx
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(and(eq(staffUsers.role, 'admin'), ne(staffUsers.id, before.id)))
    .limit(1);
  if (!other) throw conflict(`id: ${before.username} is the shop's last admin`);
}

async function removeAccount(tx: Executor, actor: Actor, before: StaffRecord) {
  // The account's sessions go with it (ON DELETE CASCADE).
  await tx.delete(staffUsers).where(eq(staffUsers.id, before.id));
  await recordAudit(tx, actor, {
    kind: 'staff',
    id: before.id,
    action: 'delete',
    before: publicFields(before),
  });
}

/** A new role or password; every session of the account ends with it. */
async function updateAccount(
  tx: Executor,
  actor: Actor,
  before: StaffRecord,
  change: Exclude<AccountChange, 'remove'>,
) {
  const id = before.id;
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
}

/**
 * An admin's change to another account (the staff page): its role, its password, or the
 * account itself. Audited under the admin's name, and every session of the account ends
 * with it: a demoted or removed person's next request is refused. The shop's last admin
 * cannot be demoted or removed: 409.
 */
export async function changeAccount(
  db: Executor,
  actor: Actor,
  id: number,
  change: AccountChange,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockAccount(tx, id);
    await refuseLastAdmin(tx, before, change);
    if (change === 'remove') await removeAccount(tx, actor, before);
    else await updateAccount(tx, actor, before, change);
  });
}
