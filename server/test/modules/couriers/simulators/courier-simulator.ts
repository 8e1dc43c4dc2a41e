import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a simulator is told to do with its next requests instead of its documented answer. */
export type Trouble =
  /** HTTP 503 with a plain-text body, as a courier behind a failing proxy answers. */
  | 'unavailable'
  /** HTTP 429 with Retry-After: too many requests. */
  | 'rate-limited'
  /**
   * HTTP 422 naming a field, as the courier refuses a request it finds invalid (a rule of its
   * own the shop does not know, such as an address it cannot place).
   */
  | 'invalid'
  /** No answer at all (the connection stays open until the simulator closes): a timeout. */
  | 'silent';

export interface CourierRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  /** The JSON body (null: none, or not JSON). */
  body: unknown;
}

export interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

type Handler = (request: CourierRequest, match: RegExpExecArray) => Reply;

/**
 * The shared part of the courier simulators: a local HTTP server answering a courier's
 * documented paths, refusing calls without its credentials, recording every request, and
 * meeting the troubles a test asks for (503, 429) before answering as the courier would.
 */
export abstract class CourierSimulator {
  readonly requests: CourierRequest[] = [];
  private readonly routes: { method: string; pattern: RegExp; handler: Handler }[] = [];
  private troubles: { trouble: Trouble; on: RegExp | undefined }[] = [];
  private server: http.Server | null = null;

  constructor(private readonly basePath: string) {}

  /** Null when the request carries the courier's credentials; else its refusal (401). */
  protected abstract authorize(request: CourierRequest): Reply | null;

  protected route(method: string, pattern: RegExp, handler: Handler): void {
    this.routes.push({ method, pattern, handler });
  }

  /**
   * The next `count` requests (to paths matching `on`, when given) meet `trouble`, in order,
   * after those already told.
   */
  trouble(trouble: Trouble, count = 1, on?: RegExp): void {
    for (let i = 0; i < count; i++) this.troubles.push({ trouble, on });
  }

  /** The requests to a path (under the base path), in order. */
  calls(method: string, path: RegExp): CourierRequest[] {
    return this.requests.filter((r) => r.method === method && path.test(r.path));
  }

  get url(): string {
    const address = this.server?.address() as AddressInfo | null;
    if (!address) throw new Error('the simulator is not listening');
    return `http://127.0.0.1:${address.port}${this.basePath}`;
  }

  async listen(port = 0): Promise<void> {
    this.server = http.createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve, reject) => {
      this.server?.once('error', reject);
      this.server?.listen(port, '127.0.0.1', () => resolve());
    });
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => {
      this.server?.closeAllConnections();
      this.server?.close(() => resolve());
    });
  }

  private async handle(incoming: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(incoming.url ?? '/', 'http://simulator');
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const send = (reply: Reply) => {
      response.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
      response.end(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body));
    };
    if (!url.pathname.startsWith(this.basePath)) {
      response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not Found</h1>');
      return;
    }
    let body: unknown = null;
    if (raw !== '') {
      try {
        body = JSON.parse(raw);
      } catch {
        send({ status: 400, body: { message: 'Malformed JSON' } });
        return;
      }
    }
    const request: CourierRequest = {
      method: incoming.method ?? 'GET',
      path: url.pathname.slice(this.basePath.length),
      query: url.searchParams,
      headers: incoming.headers,
      body,
    };
    this.requests.push(request);
    const index = this.troubles.findIndex((t) => !t.on || t.on.test(request.path));
    const trouble = index < 0 ? undefined : this.troubles.splice(index, 1)[0]?.trouble;
    if (trouble === 'silent') return;
    if (trouble === 'unavailable') {
      response.writeHead(503, { 'content-type': 'text/plain' }).end('Service Unavailable');
      return;
    }
    if (trouble === 'rate-limited') {
      send({
        status: 429,
        body: { message: 'Too Many Attempts.' },
        headers: { 'retry-after': '60' },
      });
      return;
    }
    if (trouble === 'invalid') {
      send(
        invalid({
          recipient_address: ['The recipient address could not be placed in a delivery area.'],
        }),
      );
      return;
    }
    for (const { method, pattern, handler } of this.routes) {
      const match = pattern.exec(request.path);
      if (method !== request.method || !match) continue;
      const refused = this.authorize(request);
      send(refused ?? handler(request, match));
      return;
    }
    send({ status: 404, body: { message: 'no Route matched with those values' } });
  }
}

/** A Laravel-style validation refusal, as the three couriers' APIs answer one. */
export const invalid = (errors: Record<string, string[]>): Reply => ({
  status: 422,
  body: { message: 'The given data was invalid.', errors },
});

export const isMobile = (value: unknown) => typeof value === 'string' && /^01\d{9}$/.test(value);
export const lengthWithin = (value: unknown, min: number, max: number) =>
  typeof value === 'string' && value.trim().length >= min && value.length <= max;
