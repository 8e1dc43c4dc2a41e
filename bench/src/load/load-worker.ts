import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { exactLatency, summariseRefusals } from './latency';
import type { ClassResult, LoadResult, LoadSpec, MixClass } from './load-spec';

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

/** Picks a class of the mix by weight, among those `open` allows while any is open. */
function classPicker(mix: MixClass[], open: (c: MixClass) => boolean = () => true) {
  return (): MixClass => {
    const some = mix.filter(open);
    const from = some.length ? some : mix;
    const total = from.reduce((sum, c) => sum + c.weight, 0);
    let r = Math.random() * total;
    for (const c of from) {
      r -= c.weight;
      if (r < 0) return c;
    }
    return from[from.length - 1] as MixClass;
  };
}

interface MixContext {
  mixClass?: string;
}

const hasRetryAfter = (headers: Record<string, unknown> | undefined) =>
  !!headers && Object.keys(headers).some((name) => name.toLowerCase() === 'retry-after');

/** Runs one load and returns what it measured. */
async function measure(spec: LoadSpec): Promise<LoadResult> {
  const pick = (i: number) => ({
    path: spec.paths[i % spec.paths.length] ?? '/',
    body: spec.bodies?.[i % spec.bodies.length],
  });
  const mix = spec.mix?.length ? spec.mix : undefined;
  const turns = new Map<string, number>();
  // An in-turn class that has asked each of its addresses once, under `onceEach`.
  const usedUp = (c: MixClass) => !!c.inTurn && (turns.get(c.id) ?? 0) >= c.paths.length;
  const pickClass = mix
    ? classPicker(mix, spec.onceEach ? (c) => !usedUp(c) : undefined)
    : undefined;
  // The run, once started: a class's addresses running out stops it.
  const running: { stop?: () => void } = {};
  let stoppedBy: LoadResult['stoppedBy'];
  const started = performance.now();
  // autocannon hands a request's context to onResponse right before it emits the reply's time
  // (one request in flight per connection), so the class answered last is the timed reply's.
  let answeredClass: string | undefined;
  let answeredRetryAfter = false;
  let ordersConfirmed = 0;
  let ordersSent = 0;
  let ordersRefused = 0;
  const refused: { status: number; retryAfter: boolean; ms: number }[] = [];
  const classTimes = new Map<string, number[]>();
  const drawnTimes = new Map<string, number[]>();
  const drawnAtLeast = new Map(
    (mix ?? []).flatMap((c) =>
      c.drawnAtLeastBytes === undefined ? [] : [[c.id, c.drawnAtLeastBytes] as const],
    ),
  );
  const classFailures = new Map<string, number>();
  const options: Options = {
    url: spec.origin,
    connections: spec.connections,
    duration: spec.duration,
    ...(spec.amount !== undefined ? { amount: spec.amount } : {}),
    timeout: spec.timeout,
    // autocannon acts on a stop at its next sample: soon, when addresses may run out.
    ...(spec.onceEach ? { sampleInt: 100 } : {}),
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
        setupRequest: (request, context: MixContext) => {
          if (mix && pickClass) {
            const c = pickClass();
            const turn = turns.get(c.id) ?? 0;
            if (c.inTurn) turns.set(c.id, turn + 1);
            if (spec.onceEach && !stoppedBy && usedUp(c)) {
              stoppedBy = { class: c.id, atSeconds: (performance.now() - started) / 1000 };
              running.stop?.();
            }
            const i = c.inTurn ? turn % c.paths.length : Math.floor(Math.random() * c.paths.length);
            context.mixClass = c.id;
            if (c.id === 'order') ordersSent++;
            const body = c.bodies?.[i];
            return {
              ...request,
              method: c.method,
              path: c.paths[i] ?? '/',
              headers: {
                ...request.headers,
                ...(c.method === 'POST' ? { 'content-type': 'application/json' } : {}),
                ...c.headers,
              },
              ...(body !== undefined ? { body } : { body: undefined }),
            };
          }
          const chosen = pick(Math.floor(Math.random() * spec.paths.length));
          return {
            ...request,
            path: chosen.path,
            ...(chosen.body !== undefined ? { body: chosen.body } : {}),
          };
        },
        ...(mix
          ? {
              onResponse: (
                status: number,
                _body: string,
                context: MixContext,
                headers?: Record<string, unknown>,
              ) => {
                answeredClass = context.mixClass;
                answeredRetryAfter = hasRetryAfter(headers);
                if (answeredClass === 'order') {
                  if (status >= 200 && status < 300) ordersConfirmed++;
                  else ordersRefused++;
                }
              },
            }
          : {}),
      },
    ],
  };
  // Without a callback autocannon returns its run as an event emitter that is also a promise (the
  // typings name only the promise); the callback form would skip the warm-up.
  const run = autocannon(options) as unknown as autocannon.Instance & PromiseLike<Raw>;
  running.stop = () => run.stop();
  const latencies: number[] = [];
  run.on('response', (_client, statusCode, bytes, responseTime) => {
    const ok = statusCode >= 200 && statusCode < 300;
    if (ok) latencies.push(responseTime);
    if (!mix) return;
    if (!ok) refused.push({ status: statusCode, retryAfter: answeredRetryAfter, ms: responseTime });
    if (answeredClass === undefined) return;
    if (ok) {
      const times = classTimes.get(answeredClass) ?? [];
      times.push(responseTime);
      classTimes.set(answeredClass, times);
      if (bytes >= (drawnAtLeast.get(answeredClass) ?? Infinity)) {
        const drawn = drawnTimes.get(answeredClass) ?? [];
        drawn.push(responseTime);
        drawnTimes.set(answeredClass, drawn);
      }
    } else {
      classFailures.set(answeredClass, (classFailures.get(answeredClass) ?? 0) + 1);
    }
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
    ...(mix
      ? {
          classes: Object.fromEntries(
            mix.map((c): [string, ClassResult] => {
              const times = classTimes.get(c.id) ?? [];
              const non2xx = classFailures.get(c.id) ?? 0;
              return [
                c.id,
                {
                  requests: times.length + non2xx,
                  rps: (times.length + non2xx) / raw.duration,
                  latency: exactLatency(times),
                  non2xx,
                  ...(c.inTurn
                    ? { asked: { sent: turns.get(c.id) ?? 0, addresses: c.paths.length } }
                    : {}),
                  ...(drawnAtLeast.has(c.id)
                    ? {
                        drawn: {
                          requests: drawnTimes.get(c.id)?.length ?? 0,
                          latency: exactLatency(drawnTimes.get(c.id) ?? []),
                        },
                      }
                    : {}),
                },
              ];
            }),
          ),
          ordersConfirmed,
          ordersSent,
          ordersRefused,
          refusals: summariseRefusals(refused),
          ...(stoppedBy ? { stoppedBy } : {}),
        }
      : {}),
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
