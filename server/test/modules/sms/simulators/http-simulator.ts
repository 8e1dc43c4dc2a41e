import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a simulator is told to do with its next requests instead of its documented answer. */
export type Trouble =
  /** HTTP 503 with a plain-text body, as a gateway behind a failing proxy answers. */
  | 'unavailable'
  /** HTTP 429: too many requests. */
  | 'rate-limited'
  /** The request is taken (and recorded as delivered) but never answered: a crash mid-send. */
  | 'swallow';

export interface Received {
  /** The request's fields, as the gateway reads them (JSON body, form body or query). */
  fields: Record<string, string>;
  contentType: string;
}

/** The shared part of the gateway simulators: a local HTTP server, its requests and its troubles. */
export class HttpSimulator {
  readonly requests: Received[] = [];
  private troubles: Trouble[] = [];
  private server: http.Server | null = null;
  private held: ServerResponse[] = [];
  private waiting: ((request: Received) => void)[] = [];

  constructor(
    private readonly path: string,
    private readonly answer: (request: Received) => { status: number; body: unknown },
  ) {}

  /** Resolves with the next request the simulator receives (after it has taken it). */
  nextRequest(): Promise<Received> {
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** The next `count` requests meet `trouble` (in order, after those already told). */
  trouble(trouble: Trouble, count = 1): void {
    for (let i = 0; i < count; i++) this.troubles.push(trouble);
  }

  get url(): string {
    const address = this.server?.address() as AddressInfo | null;
    if (!address) throw new Error('the simulator is not listening');
    return `http://127.0.0.1:${address.port}`;
  }

  async listen(port: number): Promise<void> {
    this.server = http.createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve, reject) => {
      this.server?.once('error', reject);
      this.server?.listen(port, '127.0.0.1', () => resolve());
    });
  }

  /** Cuts the connections of the requests it never answered. */
  dropHeld(): void {
    for (const response of this.held) response.destroy();
    this.held = [];
  }

  async close(): Promise<void> {
    this.dropHeld();
    await new Promise<void>((resolve) => {
      this.server?.closeAllConnections();
      this.server?.close(() => resolve());
    });
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://simulator');
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const contentType = request.headers['content-type'] ?? '';
    if (request.method !== 'POST' && request.method !== 'GET') {
      response.writeHead(405).end();
      return;
    }
    if (url.pathname !== this.path) {
      response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not Found</h1>');
      return;
    }
    let fields: Record<string, string> = Object.fromEntries(url.searchParams);
    if (contentType.startsWith('application/json')) {
      try {
        const parsed = JSON.parse(raw) as Record<string, unknown>;
        fields = Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, String(v)]));
      } catch {
        response.writeHead(400, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ message: 'Malformed JSON' }));
        return;
      }
    } else if (contentType.startsWith('application/x-www-form-urlencoded')) {
      fields = { ...fields, ...Object.fromEntries(new URLSearchParams(raw)) };
    }
    const received = { fields, contentType };
    this.requests.push(received);
    const trouble = this.troubles.shift();
    if (trouble === 'unavailable') {
      response.writeHead(503, { 'content-type': 'text/plain' }).end('Service Unavailable');
      return;
    }
    if (trouble === 'rate-limited') {
      response.writeHead(429, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ message: 'Too Many Attempts.' }));
      return;
    }
    const { status, body } = this.answer(received);
    if (trouble === 'swallow') {
      // Taken as the gateway takes it, and the answer never sent.
      this.held.push(response);
    } else {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    }
    for (const resolve of this.waiting.splice(0)) resolve(received);
  }
}
