import { email, otp, password, role, username, z } from '@poshak/shared-api/schemas';

/**
 * Sign-up rules of spec §5, field by field those of the sign-up call (the OTP request checks only
 * the email, with the same messages).
 */
export const signupForm = z.object({ role, username, email, password, otp });
export type SignupForm = z.infer<typeof signupForm>;
