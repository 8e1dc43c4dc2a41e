import net from 'node:net';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { frameworkErrors } from '../../src/plugins/errors';
import { drivers, shopForTests } from '../helpers/build';

/** A pino destination that keeps every line written. */
function logLines() {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const text of chunk.toString().split('\n').filter(Boolean)) {
        lines.push(JSON.parse(text) as { level: number; msg: string });
      }
      callback();
    },
  });
  return { lines, stream };
}

const WARN = 40;
const ERROR = 50;

/** What the server writes back to raw bytes on a socket, read until it closes. */
function rawExchange(port: number, request: string): Promise<{ status: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let reply = '';
    socket.on('data', (chunk) => (reply += chunk.toString()));
    socket.on('close', () => {
      const [head = '', ...rest] = reply.split('\r\n\r\n');
      resolve({ status: head.split('\r\n')[0] ?? '', body: rest.join('\r\n\r\n') });
    });
    socket.on('error', reject);
  });
}

describe.each(drivers)('smaller refusals on %s', (driver) => {
  const log = logLines();
  const { t } = shopForTests(driver, { logger: { level: 'info', stream: log.stream } });

  it('GET …/orders/2147483647/payment is a 404 naming invoice_no, not 200 null', async () => {
    const reply = await t.app.inject({
      method: 'GET',
      url: '/api/backoffice/orders/2147483647/payment',
      headers: await t.auth('admin'),
    });
    expect([reply.statusCode, reply.json()]).toEqual([
      404,
      {
        statusCode: 404,
        error: 'Not Found',
        message: 'invoice_no: no order 2147483647',
        code: 'order_not_found',
      },
    ]);
  });

  it('a spray of sign-ins refused as busy writes no error-level line: one warning says so', async () => {
    // The hashing queue full, as under a spray, without hashing anything.
    const passwords = t.app.passwords as { busy: () => boolean };
    const busy = passwords.busy;
    passwords.busy = () => true;
    const before = log.lines.length;
    try {
      for (let i = 0; i < 40; i++) {
        const reply = await t.app.inject({
          method: 'POST',
          url: '/api/auth/signin',
          payload: { username: `sprayed-${i}`, password: 'guessing-1' },
        });
        expect([reply.statusCode, reply.headers['retry-after']]).toEqual([503, '5']);
      }
    } finally {
      passwords.busy = busy;
    }
    const written = log.lines.slice(before);
    expect(written.filter((l) => l.level >= ERROR).map((l) => l.msg)).toEqual([]);
    expect(written.filter((l) => l.level === WARN).map((l) => l.msg)).toEqual([
      'refusing requests while busy (503, Retry-After)',
    ]);
  });

  it("the HTTP parser's and Fastify's own refusals carry the shop's {statusCode, error, message}", async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as net.AddressInfo;
    const requests: [string, string, number, string][] = [
      [
        'a bad %-escape in the URL',
        'GET /api/%zz HTTP/1.1\r\nHost: shop\r\nConnection: close\r\n\r\n',
        400,
        'url: the address holds a malformed %-escape',
      ],
      [
        'headers past 16 KB',
        `GET /api/config HTTP/1.1\r\nHost: shop\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`,
        431,
        'headers: the request line and headers are larger than 16 KB',
      ],
      [
        'a URL past 16 KB',
        `GET /api/storefront/products?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: shop\r\n\r\n`,
        431,
        'headers: the request line and headers are larger than 16 KB',
      ],
      [
        'a request line that is no request line',
        'NOT HTTP AT ALL\r\n\r\n',
        400,
        'request: the request line or a header is malformed',
      ],
    ];
    for (const [what, request, status, message] of requests) {
      const reply = await rawExchange(port, request);
      const body = JSON.parse(reply.body) as Record<string, unknown>;
      expect([what, reply.status.split(' ')[1], Object.keys(body), body]).toEqual([
        what,
        String(status),
        ['statusCode', 'error', 'message'],
        {
          statusCode: status,
          error: { 400: 'Bad Request', 431: 'Request Header Fields Too Large' }[status],
          message,
        },
      ]);
    }
  });
});

describe("Fastify's refusal of an over-long path part", () => {
  it('is a 414 in the shop’s {statusCode, error, message}', async () => {
    // The shop's own routes fall through to its pages' catch-all before this refusal, so it is
    // provoked on a router that has no catch-all, with the shop's handler.
    const app = Fastify({ frameworkErrors, routerOptions: { maxParamLength: 10 } });
    app.get('/orders/:invoice_no', async () => ({ ok: true }));
    try {
      const reply = await app.inject({ method: 'GET', url: `/orders/${'1'.repeat(20)}` });
      expect([reply.statusCode, Object.keys(reply.json()), reply.json()]).toEqual([
        414,
        ['statusCode', 'error', 'message'],
        {
          statusCode: 414,
          error: 'URI Too Long',
          message: 'url: a part of the address is too long',
        },
      ]);
    } finally {
      await app.close();
    }
  });
});
