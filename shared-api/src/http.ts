import axios from 'axios';
import { ApiError } from './api-error';
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
