import { exactLatency } from './latency';

/** What the readiness probe saw while a load ran. Times in milliseconds. */
export interface HealthProbeResult {
  /** Probes sent (one every `everyMs`, each on its own, however long the others take). */
  probes: number;
  /** Probes answered other than 200, or not answered within the probe's timeout. */
  failures: number;
  everyMs: number;
  /** Every probe's own time, failed ones included (a timeout counts as the timeout). */
  latency: { p50: number; p99: number; max: number };
}

export interface HealthProbe {
  /** Stops sending, waits for the probes in flight, and sums them up. */
  stop(): Promise<HealthProbeResult>;
}

/**
 * Asks `url` every `everyMs` milliseconds, as a load balancer or an orchestrator would, without
 * waiting for the previous answer (a slow answer must not hide the probes that would have
 * followed it). It runs in the benchmark's own process, which only waits while the load
 * generator and the server work in theirs.
 */
export function startHealthProbe(url: string, everyMs = 100, timeoutMs = 30_000): HealthProbe {
  const times: number[] = [];
  let failures = 0;
  const inFlight = new Set<Promise<void>>();
  const probeOnce = () => {
    const started = performance.now();
    const probe = fetch(url, { signal: AbortSignal.timeout(timeoutMs) })
      .then(async (reply) => {
        await reply.arrayBuffer();
        if (reply.status !== 200) failures++;
      })
      .catch(() => {
        failures++;
      })
      .finally(() => {
        times.push(performance.now() - started);
        inFlight.delete(probe);
      });
    inFlight.add(probe);
  };
  probeOnce();
  const timer = setInterval(probeOnce, everyMs);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all([...inFlight]);
      const { p50, p99, max } = exactLatency(times);
      return { probes: times.length, failures, everyMs, latency: { p50, p99, max } };
    },
  };
}
