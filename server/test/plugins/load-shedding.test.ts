import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { Writable } from 'node:stream';
import net, { type AddressInfo, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { loadConfig, ConfigError, DEFAULT_QUEUE_LIMIT } from '../../src/config';
import { BUSY_MESSAGE, BUSY_RETRY_AFTER } from '../../src/plugins/load-shedding';
import { ACCESS } from '../../src/plugins/access';
import { build, drivers, type TestShop } from '../helpers/build';
import { makeCatalogue, type Catalogue } from '../helpers/catalogue';
import { barrier } from '../reliability/helpers/barrier';

const LIMIT = 4;
const HOLD = '/api/test/hold';
const ECHO = '/api/test/echo';
const WORK = '/api/test/work';
const GRID = '/api/storefront/products?page=1&pageSize=18';

const shopper = {
  customer_name: 'Rahima Akter',
  customer_address: 'House 12, Road 5, Dhanmondi, Dhaka',
  customer_phone: '01712345678',
  shipping_id: 1,
};

/**
 * A test-only route that takes the database and keeps it until `release()`: each caller holds
 * one of the pool's connections (the pool's own queue holds the rest). Every caller is counted
 * the moment its handler starts.
 */
function holdingRoute() {
  let gate = barrier();
  let arrived = 0;
  let finished = 0;
  let socket: Socket | undefined;
  let headersIn = 0;
  const waiting: { count: () => number; n: number; resolve: () => void }[] = [];
  const settle = () => {
    for (const w of [...waiting]) {
      if (w.count() >= w.n) {
        waiting.splice(waiting.indexOf(w), 1);
        w.resolve();
      }
    }
  };
  const when = (count: () => number, n: number) =>
    new Promise<void>((resolve) => {
      waiting.push({ count, n, resolve });
      settle();
    });
  return {
    extend(app: FastifyInstance) {
      app.get(HOLD, { config: { access: ACCESS.public } }, async (request) => {
        // The gate of its arrival: callers queued in the pool reach it after the release.
        const { wait } = gate;
        socket = request.raw.socket;
        arrived += 1;
        settle();
        await app.db.transaction(async (tx) => {
          await tx.execute(sql`SELECT 1`);
          await wait();
        });
        finished += 1;
        settle();
        return { held: true };
      });
      app.post(
        ECHO,
        {
          config: { access: ACCESS.public },
          onRequest: async () => {
            headersIn += 1;
            settle();
          },
        },
        async (request) => {
          await app.db.execute(sql`SELECT 1`);
          return { echo: request.body };
        },
      );
      app.get(WORK, { config: { access: ACCESS.public } }, async () => {
        await app.db.execute(sql`SELECT 1`);
        return { worked: true };
      });
      app.get('/api/test/fail', { config: { access: ACCESS.public } }, async () => {
        await app.db.execute(sql`SELECT 1`);
        throw new Error('a fault inside the route');
      });
    },
    /** Resolves once `n` callers in all have reached the route. */
    arrivals: (n: number) => when(() => arrived, n),
    /** Resolves once `n` requests to ECHO have passed their onRequest hooks. */
    echoes: (n: number) => when(() => headersIn, n),
    /** Resolves once `n` callers in all have left the database. */
    departures: (n: number) => when(() => finished, n),
    /** The connection of the latest caller. */
    lastSocket: () => socket,
    release() {
      gate.release();
      gate = barrier();
    },
    /** Counts start again from 0 (between tests, with nobody held). */
    reset() {
      arrived = 0;
      finished = 0;
      headersIn = 0;
    },
  };
}

/** A pino destination that keeps the message and status of every line written. */
function logLines() {
  const lines: { msg: string; res?: { statusCode: number } }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const text of chunk.toString().split('\n').filter(Boolean)) {
        lines.push(JSON.parse(text) as (typeof lines)[number]);
      }
      callback();
    },
  });
  return { lines, stream };
}

/** The next turns of the event loop, for work already under way (no clock involved). */
async function turns(until: () => boolean, most = 200): Promise<void> {
  for (let i = 0; i < most && !until(); i++) await new Promise((r) => setImmediate(r));
}

function expectBusy(reply: {
  statusCode: number;
  headers: Record<string, unknown>;
  json(): unknown;
}) {
  expect(reply.statusCode).toBe(503);
  expect(reply.headers['retry-after']).toBe(String(BUSY_RETRY_AFTER));
  expect(reply.json()).toEqual({
    statusCode: 503,
    error: 'Service Unavailable',
    message: BUSY_MESSAGE,
    retry_after_seconds: BUSY_RETRY_AFTER,
  });
  // What the onRequest hooks gave it, and what app.ts gives every reply.
  expect(reply.headers['content-security-policy']).toContain("default-src 'self'");
  expect(reply.headers['x-request-id']).toEqual(expect.any(String));
}

describe.each(drivers)('load shedding on %s', (driver) => {
  let t: TestShop;
  let c: Catalogue;
  let root: string;
  let port: number;
  let accepted = 0;
  const hold = holdingRoute();
  const log = logLines();

  beforeAll(async () => {
    // One built file of the shell, to show the apps are served whatever the API's load.
    root = mkdtempSync(path.join(os.tmpdir(), 'poshak-shed-'));
    mkdirSync(path.join(root, 'shell'), { recursive: true });
    writeFileSync(path.join(root, 'shell', 'main.3f9a1c2b7d.js'), 'console.log("shell")');
    t = await build(driver, {
      env: { DATABASE_QUEUE_LIMIT: String(LIMIT), READ_CACHE_MS: '60000' },
      configure: (config) => ({
        ...config,
        apps: { ...config.apps, shellDir: path.join(root, 'shell') },
      }),
      extend: hold.extend,
      logger: { level: 'info', stream: log.stream },
    });
    c = await makeCatalogue(t.shop.db);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    t.app.server.on('connection', () => (accepted += 1));
  });
  beforeEach(() => hold.reset());
  afterEach(() => hold.release());
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  const inject = (method: 'GET' | 'POST', url: string, payload?: object | string) =>
    t.app.inject({
      method,
      url,
      ...(typeof payload === 'string'
        ? { payload, headers: { 'content-type': 'application/json' } }
        : payload
          ? { payload }
          : {}),
    });

  it('answers the request past the bound 503 with Retry-After at once, while health, cached reads and the apps answer; afterwards everything goes through', async () => {
    const item = await c.addStock({ product_code: 'SHED-1', product_name: 'Khadi Panjabi' });
    const order = { ...shopper, lines: [{ id_transaction: item, quantity: 1 }] };
    const warm = await inject('GET', GRID);
    expect(warm.statusCode).toBe(200);

    const held = Array.from({ length: LIMIT }, () => inject('GET', HOLD));
    await hold.arrivals(LIMIT);
    expect(t.app.databaseQueue.inFlight()).toBe(LIMIT);

    // One more: refused without reaching the route (if it were queued, it would arrive).
    const past = await Promise.race([
      inject('GET', HOLD),
      hold.arrivals(LIMIT + 1).then(() => 'admitted: it joined the queue' as const),
    ]);
    if (past === 'admitted: it joined the queue') throw new Error(past);
    expectBusy(past);

    expectBusy(await inject('POST', '/api/orders', order));
    // Refused before its body is read: broken JSON would otherwise be a 400.
    expectBusy(await inject('POST', '/api/orders', '{"customer_name": '));
    // Refused before the hooks that query (the staff session check, the anonymous-write
    // counter): a bad token would otherwise be a 401.
    expectBusy(
      await t.app.inject({
        method: 'GET',
        url: '/api/customers/getAll',
        headers: { authorization: 'Bearer not-a-token' },
      }),
    );

    // Counted for the metrics, which the replies' own hooks never see.
    expect((await t.app.metrics.shed.get()).values[0]?.value).toBe(4);
    // One line says the shop is refusing, not one line per refusal.
    expect(log.lines.filter((l) => l.res?.statusCode === 503)).toEqual([]);
    expect(log.lines.filter((l) => l.msg.startsWith('load shedding:'))).toHaveLength(1);

    const live = await inject('GET', '/api/health/live');
    expect(live.statusCode).toBe(200);
    // Still cached after the refused orders: a refusal is no write, the cache is not emptied.
    const cached = await inject('GET', GRID);
    expect(cached.statusCode).toBe(200);
    expect(cached.body).toBe(warm.body);
    expect((await inject('GET', '/api/config')).statusCode).toBe(200);
    expect((await inject('GET', '/main.3f9a1c2b7d.js')).statusCode).toBe(200);
    // Readiness waits for the database behind the held requests, but is never refused.
    const ready = inject('GET', '/api/health/ready');
    const older = inject('GET', '/api/health');

    hold.release();
    expect((await Promise.all(held)).map((r) => r.statusCode)).toEqual(Array(LIMIT).fill(200));
    expect((await ready).statusCode).toBe(200);
    expect((await older).statusCode).toBe(200);
    expect(t.app.databaseQueue.inFlight()).toBe(0);

    const placed = await inject('POST', '/api/orders', order);
    expect(placed.statusCode).toBe(200);
    expect(placed.json()).toMatchObject({ lines: [{ stock_transaction_id: item, quantity: 1 }] });
  });

  it('gives a place back whatever the reply: refusals, faults, sold-out orders', async () => {
    const item = await c.addStock({
      product_code: 'SHED-2',
      product_name: 'Cotton Lungi',
      quantity: 1,
    });
    const order = { ...shopper, lines: [{ id_transaction: item, quantity: 1 }] };
    expect((await inject('POST', '/api/orders', order)).statusCode).toBe(200);
    for (let i = 0; i < LIMIT + 1; i++) {
      expect((await inject('POST', '/api/orders', order)).statusCode).toBe(409);
      expect((await inject('GET', '/api/test/fail')).statusCode).toBe(500);
      expect((await inject('POST', '/api/orders', { ...order, lines: [] })).statusCode).toBe(400);
    }
    expect(t.app.databaseQueue.inFlight()).toBe(0);
    const restocked = await c.addStock({ product_code: 'SHED-3', product_name: 'Cotton Lungi' });
    const placed = await inject('POST', '/api/orders', {
      ...order,
      lines: [{ id_transaction: restocked, quantity: 1 }],
    });
    expect(placed.statusCode).toBe(200);
  });

  it('gives a place back when the client hangs up while its request is in the database', async () => {
    const request = http.get({ host: '127.0.0.1', port, path: HOLD });
    request.on('error', () => undefined);
    try {
      await hold.arrivals(1);
      expect(t.app.databaseQueue.inFlight()).toBe(1);
      const hungUp = new Promise((resolve) => hold.lastSocket()?.once('close', resolve));
      request.destroy();
      await hungUp;
    } finally {
      hold.release();
    }
    await hold.departures(1);
    // The route's reply, sent to nobody, is what gives the place back.
    await turns(() => t.app.databaseQueue.inFlight() === 0);
    expect(t.app.databaseQueue.inFlight()).toBe(0);
  });

  it('holds no place while a body arrives slowly', async () => {
    const body = JSON.stringify({ note: 'sent in two parts' });
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: ECHO,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    const reply = new Promise<{ status: number; body: string }>((resolve, reject) => {
      request.on('response', (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      });
      request.on('error', reject);
    });
    request.write(body.slice(0, 5));
    await hold.echoes(1);
    await turns(() => t.app.databaseQueue.inFlight() === 0);
    expect(t.app.databaseQueue.inFlight()).toBe(0);

    // The whole bound is free for others meanwhile.
    const held = Array.from({ length: LIMIT }, () => inject('GET', HOLD));
    await hold.arrivals(LIMIT);
    hold.release();
    expect((await Promise.all(held)).map((r) => r.statusCode)).toEqual(Array(LIMIT).fill(200));

    request.end(body.slice(5));
    expect(await reply).toEqual({
      status: 200,
      body: JSON.stringify({ echo: { note: 'sent in two parts' } }),
    });
  });

  it('counts a crowd arriving together before any of it starts on the database', async () => {
    const crowd = LIMIT + 3;
    const before = accepted;
    const sockets = await Promise.all(
      Array.from(
        { length: crowd },
        () =>
          new Promise<Socket>((resolve, reject) => {
            const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
            socket.on('error', reject);
          }),
      ),
    );
    // Every connection accepted by the server, so it reads them all in its next turn.
    await turns(() => accepted - before === crowd);
    expect(accepted - before).toBe(crowd);
    const replies = sockets.map(
      (socket) =>
        new Promise<number>((resolve) => {
          let text = '';
          socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
          socket.on('end', () => resolve(Number(text.split(' ')[1])));
        }),
    );
    for (const socket of sockets) {
      socket.write(`GET ${WORK} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    }
    const statuses = await Promise.all(replies);
    expect(statuses.filter((s) => s === 200)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 503)).toHaveLength(crowd - LIMIT);
  });
});

describe('DATABASE_QUEUE_LIMIT', () => {
  it('defaults to one wide bound on every PostgreSQL, none under test', () => {
    expect(loadConfig({}).databaseQueueLimit).toBe(DEFAULT_QUEUE_LIMIT);
    expect(loadConfig({ DATABASE_URL: 'postgres://shop@db:5432/poshak' }).databaseQueueLimit).toBe(
      DEFAULT_QUEUE_LIMIT,
    );
    expect(DEFAULT_QUEUE_LIMIT).toBeGreaterThan(200);
    expect(loadConfig({ NODE_ENV: 'test' }).databaseQueueLimit).toBe(0);
    expect(loadConfig({ DATABASE_QUEUE_LIMIT: '0' }).databaseQueueLimit).toBe(0);
    expect(loadConfig({ DATABASE_QUEUE_LIMIT: '12' }).databaseQueueLimit).toBe(12);
  });

  it.each(['many', '-1', '2.5', '100001'])('refuses DATABASE_QUEUE_LIMIT=%s naming it', (value) => {
    expect(() => loadConfig({ DATABASE_QUEUE_LIMIT: value })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_QUEUE_LIMIT: value })).toThrow(/DATABASE_QUEUE_LIMIT:/);
  });
});
