import { http } from '../client';
import type { Me, SigninBody, SigninReply, SignupBody } from '../schemas/auth';

export const authApi = {
  signin: (body: SigninBody) => http.post<SigninReply>('/auth/signin', body).then((r) => r.data),
  /** The reply is plain text the sign-up page shows as a toast. */
  signup: (body: SignupBody) =>
    http.post<string>('/auth/signup', body, { responseType: 'text' }).then((r) => r.data),
  requestOtp: (email: string) =>
    http.post<string>('/auth/otp', { email }, { responseType: 'text' }).then((r) => r.data),
  me: () => http.get<Me>('/auth/me').then((r) => r.data),
};
