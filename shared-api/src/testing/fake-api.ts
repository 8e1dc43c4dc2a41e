import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { http } from '../http';

/** One call as the code under test made it. */
export interface FakeRequest {
  /** `GET`, `POST`, … */
  method: string;
  /** The path below /api, without the query: `/storefront/products`. */
  url: string;
  params: Record<string, unknown>;
  /** The JSON body parsed, FormData fields as an object, otherwise what was sent. */
  body: unknown;
  /** The Authorization header the client's interceptor set, if any. */
  authorization: string | undefined;
  /** The Idempotency-Key header of an order call, if any. */
  idempotencyKey: string | undefined;
  /** Whether the caller has given up on the call (its AbortSignal fired): a stale request. */
  aborted: () => boolean;
}

/** A reply with its status; a handler's plain return value is a 200 with that body. */
export class FakeReply {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}
export const reply = (status: number, body: unknown = '') => new FakeReply(status, body);
/** No reply at all: the server is unreachable (connection refused). */
export const networkDown = () => new FakeReply(0, null);

export type FakeHandler = (request: FakeRequest) => unknown;

function parseBody(data: unknown): unknown {
  if (typeof FormData !== 'undefined' && data instanceof FormData) {
    const fields: Record<string, FormDataEntryValue> = {};
    data.forEach((value, key) => {
      fields[key] = value;
    });
    return fields;
  }
  if (typeof data === 'string' && data !== '') {
    try {
      return JSON.parse(data);
    } catch {
      return data;
    }
  }
  return data;
}

/**
 * The one HTTP test double of the browser apps: it answers the shared client's calls in place of
 * the network, at the transport. The resource modules, the interceptors (token, sign-out on 401),
 * error normalisation and query hooks all run for real. Routes are keyed "METHOD /path" (without
 * /api); a call no route answers gets a 501 naming it, so a missing fake fails the test loudly.
 * Replies go through axios's own status check, so a 4xx/5xx or a dead network reaches the code as
 * it would from a real server. `restore()` puts the real transport back.
 */
export function fakeApi(routes: Record<string, FakeHandler>) {
  const calls: FakeRequest[] = [];
  const original = http.defaults.adapter;
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const authorization = config.headers.get('Authorization');
    const idempotencyKey = config.headers.get('Idempotency-Key');
    const request: FakeRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: (config.params as Record<string, unknown> | undefined) ?? {},
      body: parseBody(config.data),
      authorization: typeof authorization === 'string' ? authorization : undefined,
      idempotencyKey: typeof idempotencyKey === 'string' ? idempotencyKey : undefined,
      aborted: () => config.signal?.aborted === true,
    };
    calls.push(request);
    const route = `${request.method} ${request.url}`;
    const handler = routes[route];
    const result: unknown = handler
      ? await handler(request)
      : reply(501, { statusCode: 501, error: 'Not Implemented', message: `No fake for ${route}` });
    const { status, body } = result instanceof FakeReply ? result : new FakeReply(200, result);
    if (status === 0) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    const response: AxiosResponse = {
      data: body,
      status,
      statusText: String(status),
      headers: new AxiosHeaders({ 'content-type': 'application/json' }),
      config,
      request: {},
    };
    if (!config.validateStatus || config.validateStatus(status)) {
      config.onUploadProgress?.({ loaded: 1, total: 1, bytes: 1, lengthComputable: true });
      return response;
    }
    throw new AxiosError(
      `Request failed with status code ${status}`,
      status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      {},
      response,
    );
  };
  http.defaults.adapter = adapter;
  // `firstGet` (first-get.ts) asks with the browser's fetch before axios is here: the same routes
  // answer it, as the server would.
  const originalFetch = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    // firstGet sends its headers as a plain object.
    const headers = (init?.headers ?? {}) as Record<string, string | undefined>;
    const params: Record<string, string> = {};
    url.searchParams.forEach((value, name) => {
      params[name] = value;
    });
    const request: FakeRequest = {
      method: (init?.method ?? 'GET').toUpperCase(),
      url: url.pathname.replace(/^\/api/, ''),
      params,
      body: undefined,
      authorization: headers.authorization,
      idempotencyKey: undefined,
      aborted: () => init?.signal?.aborted === true,
    };
    calls.push(request);
    const handler = routes[`${request.method} ${request.url}`];
    const result: unknown = handler ? await handler(request) : reply(501, {});
    const { status, body } = result instanceof FakeReply ? result : new FakeReply(200, result);
    if (status === 0) throw new TypeError('Failed to fetch');
    return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
  }) as typeof fetch;
  return {
    calls,
    /** The calls made to one route, e.g. `callsTo('POST /orders')`. */
    callsTo: (route: string) => calls.filter((call) => `${call.method} ${call.url}` === route),
    restore: () => {
      http.defaults.adapter = original;
      globalThis.fetch = originalFetch;
    },
  };
}
