import { z } from './zod';
import { id } from './common';
import { password, role } from './auth';

/** One staff account as the staff page lists it (never its password hash). */
export const staffMember = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role,
  created_at: z.string(),
  /** When the account last signed in; null: not since it was made. */
  last_sign_in_at: z.string().nullable(),
});
export type StaffMember = z.infer<typeof staffMember>;

/** A sign-up code the owner was mailed and nobody has used yet, still within its 10 minutes. */
export const waitingSignup = z.object({
  email: z.string(),
  role,
  created_at: z.string(),
  expires_at: z.string(),
});
export type WaitingSignup = z.infer<typeof waitingSignup>;

/** GET /api/backoffice/staff/accounts — the staff page (admin only). */
export const staffDirectory = z.object({
  accounts: z.array(staffMember),
  waiting_signups: z.array(waitingSignup),
});
export type StaffDirectory = z.infer<typeof staffDirectory>;

export const staffParams = z.object({ id });
/** PUT /api/backoffice/staff/:id/role */
export const staffRoleBody = z.object({ role });
export type StaffRoleBody = z.infer<typeof staffRoleBody>;
/** PUT /api/backoffice/staff/:id/password — a new password the admin hands the person. */
export const staffPasswordBody = z.object({ password });
export type StaffPasswordBody = z.infer<typeof staffPasswordBody>;
