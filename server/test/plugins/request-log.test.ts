import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { ShopLogController } from '../../src/plugins/request-log';
import { build } from '../helpers/build';

interface Line {
  level: number;
  msg: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  responseTime?: number;
}

/** A pino destination that keeps every line written. */
function logLines() {
  const lines: Line[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const text of chunk.toString().split('\n').filter(Boolean)) {
        lines.push(JSON.parse(text) as Line);
      }
      callback();
    },
  });
  return { lines, stream };
}

const WARN = 40;
const SLOW_MS = 60_000;
const ERROR = 50;

describe('request log', () => {
  async function server(everyRequest: boolean) {
    const { lines, stream } = logLines();
    const app = Fastify({
      logger: { level: 'info', stream },
      logController: new ShopLogController(everyRequest, SLOW_MS),
    });
    app.get('/fine', async () => ({ ok: true }));
    app.get('/refused', async (_request, reply) => reply.code(404).send({ missing: true }));
    app.get('/broken', async () => {
      throw new Error('the database went away');
    });
    // Slow by the reply's own clock, not by waiting: on a busy machine a plain request may take
    // any time, so the threshold is far above them and this one reports past it.
    app.get('/slow', async (_request, reply) => {
      Object.defineProperty(reply, 'elapsedTime', { value: SLOW_MS + 1 });
      return { ok: true };
    });
    await app.ready();
    return { app, lines };
  }

  it('by default tells of server errors and slow requests only, with method and URL', async () => {
    const { app, lines } = await server(false);
    try {
      for (const url of ['/fine', '/fine', '/refused', '/broken', '/slow']) {
        await app.inject({ method: 'GET', url });
      }
      const requestLines = lines.filter((l) => l.req || l.res);
      expect(requestLines.map((l) => [l.level, l.req?.url, l.res?.statusCode])).toEqual([
        // The error handler's report of the error (with its stack), then the request's line.
        [ERROR, '/broken', 500],
        [ERROR, '/broken', 500],
        [WARN, '/slow', 200],
      ]);
      expect(requestLines[2]?.responseTime).toBe(SLOW_MS + 1);
    } finally {
      await app.close();
    }
  });

  it('tells of every request when asked for (LOG_LEVEL debug)', async () => {
    const { app, lines } = await server(true);
    try {
      await app.inject({ method: 'GET', url: '/fine' });
      expect(lines.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
    } finally {
      await app.close();
    }
  });

  it('is how the shop logs: quiet on reads at info, every request at debug', async () => {
    for (const [level, expected] of [
      ['info', 0],
      ['debug', 2],
    ] as const) {
      const { lines, stream } = logLines();
      const t = await build('embedded', { env: { LOG_LEVEL: level }, logger: { level, stream } });
      try {
        const reply = await t.app.inject({ method: 'GET', url: '/api/shipping/getAll' });
        expect(reply.statusCode).toBe(200);
        expect(lines.filter((l) => l.req || l.res)).toHaveLength(expected);
      } finally {
        await t.close();
      }
    }
  });
});
