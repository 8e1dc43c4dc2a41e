import { desc, eq } from 'drizzle-orm';
import type { BlockedPhone } from '@poshak/shared-api/schemas';
import type { Executor } from '../../db/database';
import { blockedPhones } from '../../db/schema';
import { notFound } from '../../errors';
import { audited, type Actor } from '../audit';

type Row = typeof blockedPhones.$inferSelect;
const view = (row: Row): BlockedPhone => ({
  phone: row.phone,
  reason: row.reason,
  created_by: row.created_by_username,
  created_at: row.created_at.toISOString(),
});

/** The numbers the shop holds every order of, by their 11 digits (`mobileDigits`). */
export function blocklist(db: Executor) {
  async function list(): Promise<BlockedPhone[]> {
    const rows = await db.select().from(blockedPhones).orderBy(desc(blockedPhones.created_at));
    return rows.map(view);
  }

  async function find(digits: string): Promise<BlockedPhone | null> {
    const [row] = await db.select().from(blockedPhones).where(eq(blockedPhones.phone, digits));
    return row ? view(row) : null;
  }

  /** Blocks a number; blocking it again replaces the reason (and who, and when). */
  async function block(digits: string, reason: string, actor: Actor): Promise<BlockedPhone> {
    return audited(db, actor, async (tx) => {
      const [before] = await tx
        .select()
        .from(blockedPhones)
        .where(eq(blockedPhones.phone, digits))
        .for('update');
      const entry = {
        phone: digits,
        reason,
        created_by: actor.id,
        created_by_username: actor.username,
        created_at: new Date(),
      };
      const [row] = await tx
        .insert(blockedPhones)
        .values(entry)
        .onConflictDoUpdate({ target: blockedPhones.phone, set: entry })
        .returning();
      if (!row) throw new Error('the blocklist lost the number it just wrote');
      return {
        result: view(row),
        change: {
          kind: 'blocked_phone',
          id: digits,
          action: before ? 'update' : 'create',
          before: before ? { reason: before.reason } : null,
          after: { reason },
        },
      };
    });
  }

  async function unblock(digits: string, actor: Actor): Promise<void> {
    await audited(db, actor, async (tx) => {
      const [gone] = await tx
        .delete(blockedPhones)
        .where(eq(blockedPhones.phone, digits))
        .returning();
      if (!gone) throw notFound(`phone: ${digits} is not on the blocklist`);
      return {
        result: undefined,
        change: {
          kind: 'blocked_phone',
          id: digits,
          action: 'delete',
          before: { reason: gone.reason },
        },
      };
    });
  }

  return { list, find, block, unblock };
}
