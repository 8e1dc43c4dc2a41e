import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import type { ReplyContract } from './reply-contracts';
import { sessionStore } from './session';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The shared schema the reply must hold to, checked outside production (`./http`). */
    reply?: ReplyContract;
  }
}

let loaded: Promise<AxiosInstance> | undefined;
/**
 * The axios instance of `./http`, fetched with the first call. A fetch that failed (the shopper
 * was offline, the server down) is forgotten, so the next call — Retry — fetches it again.
 */
const instance = () =>
  (loaded ??= import('./http').then(
    (module) => module.http,
    (error: unknown) => {
      loaded = undefined;
      throw error;
    },
  ));

/**
 * What the resource modules call: the one HTTP client (`@poshak/shared-api/http`), loaded with
 * the first request rather than with the page. A page the server drew shows and works with the
 * data it came with, so axios (≈ 20 KB gzipped) stays off the way to its first screen.
 */
export const http = {
  get: <T>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> =>
    instance().then((client) => client.get<T>(url, config)),
  delete: <T>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> =>
    instance().then((client) => client.delete<T>(url, config)),
  post: <T>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> =>
    instance().then((client) => client.post<T>(url, data, config)),
  put: <T>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> =>
    instance().then((client) => client.put<T>(url, data, config)),
};

/**
 * A GET with the browser's own fetch, before axios is here: for a first screen whose data should
 * be on its way while the rest of the page's code still is. Same base and token as the one client;
 * anything but a 200 (a refused token, a network failure) resolves undefined, and the page then
 * asks again through the one client, which knows what a refusal means.
 */
export async function firstGet<T>(
  url: string,
  params: Record<string, string | number | boolean | null | undefined> = {},
): Promise<T | undefined> {
  const token = sessionStore.getState().user?.accessToken;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) query.set(name, String(value));
  }
  const search = query.toString() ? `?${query}` : '';
  try {
    const reply = await fetch(`/api${url}${search}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return reply.ok ? ((await reply.json()) as T) : undefined;
  } catch {
    return undefined;
  }
}
