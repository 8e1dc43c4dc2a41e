import { randomBytes, randomInt } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import type { LoadKind, LoadMessage, LoadSpec } from './load-spec';

/**
 * A load generator in a process of its own (started by `startLoad`), so its work never delays the
 * test's own timed requests in one event loop. Reads its LoadSpec from argv, reports over IPC,
 * stops at `amount` replies or when the test sends `stop`.
 */

const send = (message: LoadMessage) =>
  new Promise<void>((resolve) => {
    if (!process.send) throw new Error('load-worker runs as a child process with an IPC channel');
    process.send(message, () => resolve());
  });

const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json' };

/** A customer record as the old storefront's checkout sends it. */
const CUSTOMER = JSON.stringify({
  customer_name: 'Rahim Uddin',
  customer_address: 'House 12, Road 5, Dhanmondi, Dhaka',
  customer_phone: '01712345678',
  shipping_id: 1,
});

/** An address in 10.0.0.0/8: another machine per request, never the test's own (loopback). */
const randomAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

type Request = autocannon.Request;

function requestsOf(
  load: LoadKind,
): Pick<autocannon.Options, 'method' | 'headers' | 'body' | 'requests'> & { path: string } {
  switch (load.kind) {
    case 'signin-spray':
      return {
        method: 'POST',
        path: '/api/auth/signin',
        headers: JSON_HEADERS,
        requests: [
          {
            setupRequest: (request: Request) => ({
              ...request,
              body: JSON.stringify({
                username: `u${randomBytes(6).toString('hex')}`,
                password: randomBytes(9).toString('base64'),
              }),
              headers: {
                ...JSON_HEADERS,
                ...(load.forwardedFor === 'random' ? { 'x-forwarded-for': randomAddress() } : {}),
              },
            }),
          },
        ],
      };
    case 'customer-flood':
      return { method: 'POST', path: '/api/customers/post', headers: JSON_HEADERS, body: CUSTOMER };
    case 'reads': {
      // One prepared request per path, each connection going round them: nothing is built per
      // request, so the load costs the machine (two cores, shared with the server) little.
      const [first = '/', ...others] = load.paths;
      return {
        method: 'GET',
        path: first,
        // As a browser's fetch asks: JSON, compressed if the server will.
        headers: { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' },
        requests: [first, ...others].map((path) => ({ path })),
      };
    }
  }
}

async function main(spec: LoadSpec): Promise<void> {
  const statusCodes: Record<string, number> = {};
  let replies = 0;
  let lastReplyAt = 0;
  // Each connection's latest status: all 429 means the server is refusing the whole load at once.
  const latest = new Map<unknown, number>();
  let refusedConnections = 0;
  let announcedRefused = false;

  const { path, ...requests } = requestsOf(spec.load);
  const startedAt = performance.now();
  // Without a callback the run is an event emitter that is also a promise of its result (the
  // typings name only the promise).
  const instance = autocannon({
    url: `${spec.origin}${path}`,
    connections: spec.connections,
    ...(spec.amount !== undefined ? { amount: spec.amount } : { duration: 3_600 }),
    timeout: 30,
    // A server that went away ends the load (reported as errors) instead of a reconnecting spin.
    bailout: 1_000,
    // The run ends at the first sample tick after its last reply: keep that wait short.
    sampleInt: 100,
    ...requests,
  }) as unknown as autocannon.Instance & PromiseLike<autocannon.Result>;

  const stop = () => instance.stop();
  process.on('message', (message) => {
    if (message === 'stop') stop();
  });
  process.on('disconnect', stop);

  instance.on('response', (client: unknown, statusCode: number) => {
    replies += 1;
    lastReplyAt = performance.now();
    const code = String(statusCode);
    statusCodes[code] = (statusCodes[code] ?? 0) + 1;
    if (replies === 1) void send({ type: 'replying' });

    const before = latest.get(client);
    latest.set(client, statusCode);
    if (before === 429 && statusCode !== 429) refusedConnections -= 1;
    if (before !== 429 && statusCode === 429) refusedConnections += 1;
    if (!announcedRefused && refusedConnections === spec.connections) {
      announcedRefused = true;
      void send({ type: 'all-refused' });
    }
  });

  const result = await instance;
  await send({
    type: 'result',
    result: {
      replies,
      seconds: ((lastReplyAt || performance.now()) - startedAt) / 1000,
      statusCodes,
      errors: result.errors,
      timeouts: result.timeouts,
    },
  });
}

main(JSON.parse(process.argv[2] ?? '{}') as LoadSpec)
  .catch(async (error: unknown) => {
    await send({
      type: 'failed',
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
  })
  .finally(() => process.disconnect?.());
