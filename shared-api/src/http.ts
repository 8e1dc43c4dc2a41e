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

// Replaced by the bundler (webpack's mode; jest runs as `test`): no Node types in browser code.
declare const process: { env: { NODE_ENV?: string } };

/**
 * Outside production every reply that names its contract is checked against the shared schema
 * (`./reply-contracts`), so a server or a test fixture that drifted fails its call loudly. The
 * schemas and zod load with the first such reply, and a production build leaves both out: the
 * storefront's first pages stay zod-free.
 */
if (process.env.NODE_ENV !== 'production') {
  let contracts: Promise<typeof import('./reply-contracts')> | undefined;
  // A load that failed (offline, or a test's call answered after the test ended) is forgotten,
  // so the next reply loads them again.
  const loadContracts = () =>
    (contracts ??= import('./reply-contracts').catch((error: unknown) => {
      contracts = undefined;
      throw error;
    }));
  http.interceptors.response.use(async (response) => {
    if (!response.config.reply) return response;
    const { checkReply } = await loadContracts();
    return checkReply(response);
  });
}
