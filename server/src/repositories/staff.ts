import type { Role } from '@poshak/shared-api/schemas';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { required } from '../lib/required';
import { staffUsers } from '../db/schema';

export interface StaffRecord {
  id: number;
  username: string;
  email: string;
  role: Role;
  password_hash: string;
}

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

    async findById(id: number): Promise<StaffRecord | undefined> {
      const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, id));
      return row;
    },

    async create(account: Omit<StaffRecord, 'id'>): Promise<StaffRecord> {
      const [row] = await db.insert(staffUsers).values(account).returning();
      return required(row, 'inserted staff account');
    },

    async setPassword(id: number, passwordHash: string, role: Role): Promise<void> {
      await db
        .update(staffUsers)
        .set({ password_hash: passwordHash, role })
        .where(eq(staffUsers.id, id));
    },
  };
}

export type StaffRepository = ReturnType<typeof staffRepository>;
