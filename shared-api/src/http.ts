import axios, { AxiosError } from 'axios';
import { sessionStore } from './session';

/**
 * The one HTTP client for every /api call. The API is served from the same origin as the
 * pages (dev servers proxy /api), so the base URL is relative.
 */
export const http = axios.create({ baseURL: '/api' });

http.interceptors.request.use((config) => {
  const token = sessionStore.getState().user?.accessToken;
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

http.interceptors.response.use(undefined, (error: unknown) => {
  const apiError = ApiError.from(error);
  // A refused token ends the session; the back-office sends the user to sign-in.
  if (apiError.status === 401 && sessionStore.getState().user)
    sessionStore.getState().signOut('expired');
  return Promise.reject(apiError);
});

/**
 * Every failed call rejects with this: the server's message when it sent one
 * (`{statusCode, error, message}`), otherwise the client's own (Network Error, timeout, …).
 */
export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status, or 0 when no reply arrived. */
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }

  static from(error: unknown): ApiError {
    if (error instanceof ApiError) return error;
    if (error instanceof AxiosError) {
      const status = error.response?.status ?? 0;
      const data: unknown = error.response?.data;
      const serverMessage =
        data && typeof data === 'object' && 'message' in data && typeof data.message === 'string'
          ? data.message
          : typeof data === 'string' && data.length > 0 && data.length < 500
            ? data
            : undefined;
      return new ApiError(serverMessage ?? error.message, status, error.code);
    }
    return new ApiError(error instanceof Error ? error.message : String(error), 0);
  }
}
