import { http } from '../client';
import type { Me, Role, SigninBody, SigninReply, SignupBody } from '../schemas/auth';

export const authApi = {
  signin: (body: SigninBody) => http.post<SigninReply>('/auth/signin', body).then((r) => r.data),
  /** The reply is plain text the sign-up page shows as a toast. */
  signup: (body: SignupBody) =>
    http.post<string>('/auth/signup', body, { responseType: 'text' }).then((r) => r.data),
  /** The code the owner receives is for this address AND this role only. */
  requestOtp: (email: string, role: Role) =>
    http.post<string>('/auth/otp', { email, role }, { responseType: 'text' }).then((r) => r.data),
  /** Ends the session on the server: the token is refused from then on. */
  logout: () => http.post<unknown>('/auth/logout').then(() => undefined),
  me: () => http.get<Me>('/auth/me').then((r) => r.data),
};
