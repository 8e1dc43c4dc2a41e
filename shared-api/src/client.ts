import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import type { ReplyContract } from './reply-contracts';

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
