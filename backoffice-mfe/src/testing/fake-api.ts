import { ApiError } from '@poshak/shared-api';
import { http } from '@poshak/shared-api/http';

/**
 * Component tests stub HTTP at the client's transport: the real shared-api resources, interceptors
 * and session handling run, only the bytes never leave the process. Routes are keyed "METHOD /path".
 */
export interface FakeRequest {
  method: string;
  url: string;
  params: Record<string, unknown>;
  /** Parsed JSON body, or FormData fields as an object. */
  body: unknown;
  authorization: string | undefined;
}

export class FakeReply {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}
export const reply = (status: number, body: unknown = '') => new FakeReply(status, body);
/** The call never reaches a server (connection refused). */
export const networkDown = () => new FakeReply(0, null);

type Handler = (req: FakeRequest) => unknown;

function parseBody(data: unknown): unknown {
  if (typeof FormData !== 'undefined' && data instanceof FormData)
    return Object.fromEntries(data.entries());
  if (typeof data === 'string' && data !== '') {
    try {
      return JSON.parse(data);
    } catch {
      return data;
    }
  }
  return data;
}

export function fakeApi(routes: Record<string, Handler>) {
  const calls: FakeRequest[] = [];
  const original = http.defaults.adapter;
  http.defaults.adapter = async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const header = config.headers.get('Authorization');
    const req: FakeRequest = {
      method,
      url,
      params: (config.params ?? {}) as Record<string, unknown>,
      body: parseBody(config.data),
      authorization: typeof header === 'string' ? header : undefined,
    };
    calls.push(req);
    const handler = routes[`${method} ${url}`];
    if (!handler) throw new ApiError(`Route ${method} ${url} not found`, 404);
    const result = await handler(req);
    const { status, body } = result instanceof FakeReply ? result : new FakeReply(200, result);
    if (status === 0) throw new ApiError('Network Error', 0, 'ERR_NETWORK');
    if (status >= 400) {
      const message =
        body && typeof body === 'object' && 'message' in body ? String(body.message) : String(body);
      throw new ApiError(message, status);
    }
    config.onUploadProgress?.({ loaded: 1, total: 1, bytes: 1, lengthComputable: true });
    return { data: body, status, statusText: 'OK', headers: {}, config, request: {} };
  };
  return {
    calls,
    /** The calls made to one route. */
    callsTo: (route: string) => calls.filter((c) => `${c.method} ${c.url}` === route),
    restore: () => {
      http.defaults.adapter = original;
    },
  };
}
