import { z } from '@poshak/shared-api/schemas';
import { ROLES } from '@poshak/shared-api';
import { passwordField, usernameField } from './signin-form';

export const emailField = z
  .string()
  .trim()
  .min(1, 'validation.emailRequired')
  .email('validation.emailInvalid');

/** Sign-up rules of spec §5 (the OTP request checks only the email, with the same messages). */
export const signupForm = z.object({
  role: z.enum(ROLES, 'validation.roleRequired'),
  username: usernameField.regex(/^[\p{L}\p{N}._-]+$/u, 'validation.usernameFormat'),
  email: emailField,
  password: passwordField,
  otp: z
    .string()
    .trim()
    .min(1, 'validation.otpRequired')
    .regex(/^\d{6}$/, 'validation.otpFormat'),
});
export type SignupForm = z.infer<typeof signupForm>;
