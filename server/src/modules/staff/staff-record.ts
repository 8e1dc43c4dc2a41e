import type { Role } from '@poshak/shared-api/schemas';

export interface StaffRecord {
  id: number;
  username: string;
  email: string;
  role: Role;
  password_hash: string;
}

/** What the audit log keeps of an account: never its password hash. */
export const publicFields = (account: StaffRecord) => ({
  username: account.username,
  email: account.email,
  role: account.role,
});
