import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type InternalAxiosRequestConfig,
} from 'axios';
import { http } from '@poshak/shared-api/http';

export interface FakeRequest {
  method: string;
  url: string;
  params: Record<string, unknown>;
  body: unknown;
}
/** A reply, or no reply at all (the server unreachable). */
type Reply = [status: number, body: unknown] | 'network-error';
type Handler = (request: FakeRequest) => Reply | Promise<Reply>;

/**
 * Answers the shared API client's calls in component tests, at the HTTP boundary: the resource
 * modules, error normalisation and query hooks all run for real; only the network is replaced.
 * Keys are "METHOD /path" (without /api); an unknown call fails the test loudly with a 501.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const requests: FakeRequest[] = [];
  const original = http.defaults.adapter;
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const request: FakeRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: (config.params as Record<string, unknown> | undefined) ?? {},
      body: typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : config.data,
    };
    requests.push(request);
    const handler = routes[`${request.method} ${request.url}`];
    const reply: Reply = handler
      ? await handler(request)
      : [501, { statusCode: 501, error: 'Not Implemented', message: `no fake for ${request.url}` }];
    if (reply === 'network-error')
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    const [status, body] = reply;
    const response = {
      data: body,
      status,
      statusText: String(status),
      headers: new AxiosHeaders(),
      config,
    };
    if (status >= 200 && status < 300) return response;
    throw new AxiosError(
      `Request failed with status code ${status}`,
      AxiosError.ERR_BAD_REQUEST,
      config,
      null,
      response,
    );
  };
  http.defaults.adapter = adapter;
  return {
    requests,
    restore: () => {
      http.defaults.adapter = original;
    },
  };
}
