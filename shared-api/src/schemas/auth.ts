import { z } from './zod';
import { plainText } from './common';
import { SCHEMA_MESSAGES as M } from './error-map';

import { PASSWORD_MIN, ROLES } from '../constants';

export { PASSWORD_MIN, ROLES };
export const role = z.enum(ROLES);
export type Role = z.infer<typeof role>;

export const username = plainText()
  .min(1, M.usernameRequired)
  .max(40)
  .regex(/^[\p{L}\p{N}._-]+$/u, M.usernameFormat);
export const password = plainText({ secret: true })
  .min(1, M.passwordRequired)
  .min(PASSWORD_MIN, M.passwordMin)
  .max(200);
/** The one-time code the owner passes on: six digits. */
export const otp = plainText()
  .min(1, M.otpRequired)
  .max(6)
  .regex(/^\d{6}$/, M.otpFormat);
export const email = plainText().min(1, M.emailRequired).email(M.emailInvalid);

/** POST /api/auth/signin */
export const signinBody = z.object({
  username,
  password: plainText({ secret: true }).min(1, M.passwordRequired).max(200),
});
export type SigninBody = z.infer<typeof signinBody>;
export const signinReply = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  roles: z.array(z.string()),
  accessToken: z.string(),
});
export type SigninReply = z.infer<typeof signinReply>;

/**
 * POST /api/auth/otp — the server mails the code to the owner, naming the address and the role
 * asked for; the code then signs up only that address in that role. Old clients send no role:
 * their code is for the sign-up form's default, Seller.
 */
export const otpBody = z.object({ email, role: role.default('seller') });
export type OtpBody = z.input<typeof otpBody>;

/** POST /api/auth/signup — field names as the spec's client sends them. */
export const signupBody = z.object({
  username,
  /** Ignored: the spec's client sends a fixed address here; the code is bound to USERemail. */
  OTPemail: plainText().max(200).optional(),
  USERemail: email,
  OTP: otp,
  password,
  roles: z.array(role).length(1, 'roles must hold exactly one role'),
});
export type SignupBody = z.infer<typeof signupBody>;

/** GET /api/auth/me — who the token belongs to. */
export const me = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  roles: z.array(role),
});
export type Me = z.infer<typeof me>;
