import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { exactLatency } from './latency';
import type { LoadResult, LoadSpec } from './load-spec';

/**
 * The load generator, in a process of its own so it never shares an event loop with the server
 * it measures (nor with the benchmark's own work): it reads LoadSpecs, runs autocannon for each,
 * and answers LoadResults, one JSON line each.
 */

type Options = autocannon.Options & {
  warmup?: { connections: number; duration: number };
};
interface Raw {
  requests: { total: number };
  latency: { p50: number; p90: number; p99: number; max: number; mean: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  duration: number;
  statusCodeStats?: Record<string, { count: number }>;
  warmup?: { statusCodeStats?: Record<string, { count: number }> };
}

const count2xx = (stats: Record<string, { count: number }> = {}) =>
  Object.entries(stats)
    .filter(([code]) => code.startsWith('2'))
    .reduce((sum, [, stat]) => sum + stat.count, 0);

/** Runs one load and returns what it measured. */
async function measure(spec: LoadSpec): Promise<LoadResult> {
  const pick = (i: number) => ({
    path: spec.paths[i % spec.paths.length] ?? '/',
    body: spec.bodies?.[i % spec.bodies.length],
  });
  const options: Options = {
    url: spec.origin,
    connections: spec.connections,
    duration: spec.duration,
    ...(spec.amount !== undefined ? { amount: spec.amount } : {}),
    timeout: spec.timeout,
    ...(spec.warmup > 0
      ? { warmup: { connections: spec.connections, duration: spec.warmup } }
      : {}),
    method: spec.method,
    headers: {
      ...(spec.method === 'POST' ? { 'content-type': 'application/json' } : {}),
      ...spec.headers,
    },
    requests: [
      {
        // A random product, order or page per request, not the same one over and over.
        setupRequest: (request) => {
          const chosen = pick(Math.floor(Math.random() * spec.paths.length));
          return {
            ...request,
            path: chosen.path,
            ...(chosen.body !== undefined ? { body: chosen.body } : {}),
          };
        },
      },
    ],
  };
  // Without a callback autocannon returns its run as an event emitter that is also a promise (the
  // typings name only the promise); the callback form would skip the warm-up.
  const run = autocannon(options) as unknown as autocannon.Instance & PromiseLike<Raw>;
  const latencies: number[] = [];
  run.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
  });
  const raw = await run;
  const statusCodes: Record<string, number> = {};
  for (const [code, stat] of Object.entries(raw.statusCodeStats ?? {})) {
    statusCodes[code] = stat.count;
  }
  return {
    requests: raw.requests.total,
    rps: raw.requests.total / raw.duration,
    // No 2xx reply was timed: autocannon's own figures (zeros) stand, as before.
    latency: latencies.length
      ? exactLatency(latencies)
      : {
          p50: raw.latency.p50,
          p90: raw.latency.p90,
          p99: raw.latency.p99,
          max: raw.latency.max,
          mean: raw.latency.mean,
        },
    non2xx: raw.non2xx,
    errors: raw.errors,
    timeouts: raw.timeouts,
    statusCodes,
    warmup2xx: count2xx(raw.warmup?.statusCodeStats),
    seconds: raw.duration,
  };
}

// One LoadSpec per line on stdin, one `{ result }` or `{ error }` per line on stdout, in order.
const lines = createInterface({ input: process.stdin });
let queue = Promise.resolve();
lines.on('line', (line) => {
  queue = queue.then(async () => {
    try {
      const result = await measure(JSON.parse(line) as LoadSpec);
      process.stdout.write(`${JSON.stringify({ result })}\n`);
    } catch (error) {
      process.stdout.write(`${JSON.stringify({ error: String(error) })}\n`);
    }
  });
});
lines.on('close', () => void queue.then(() => process.exit(0)));
