import { z } from '@poshak/shared-api/schemas';
import { PASSWORD_MIN } from '@poshak/shared-api';

// Messages are keys of the `backoffice` dictionary, so each rule's text exists in English and Bengali.
export const usernameField = z.string().trim().min(1, 'validation.usernameRequired');
export const passwordField = z
  .string()
  .min(1, 'validation.passwordRequired')
  .min(PASSWORD_MIN, 'validation.passwordMin');

/** Sign-in rules of spec §5. */
export const signinForm = z.object({ username: usernameField, password: passwordField });
export type SigninForm = z.infer<typeof signinForm>;
