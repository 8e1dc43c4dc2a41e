import { password, signinBody, type z } from '@poshak/shared-api/schemas';

/**
 * Sign-in rules of spec §5: the server's own fields, with the 6-character password the spec asks
 * for here too (the server's sign-in only asks for a password, so an older short one still works).
 */
export const signinForm = signinBody.extend({ password });
export type SigninForm = z.infer<typeof signinForm>;
