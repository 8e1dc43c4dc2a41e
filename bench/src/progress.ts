/** Progress lines and the time spent per phase of one benchmark run. */
const started = performance.now();
const phases: Record<string, number> = {};

export const elapsedSeconds = () => (performance.now() - started) / 1000;

export function log(message: string): void {
  console.log(`[bench ${elapsedSeconds().toFixed(0).padStart(4)} s] ${message}`);
}

export async function phase<T>(name: string, work: () => Promise<T>): Promise<T> {
  const t = performance.now();
  try {
    return await work();
  } finally {
    phases[name] = (phases[name] ?? 0) + (performance.now() - t) / 1000;
  }
}

export const phaseSeconds = () =>
  Object.fromEntries(Object.entries(phases).map(([k, v]) => [k, Math.round(v * 10) / 10]));

export const describeLoad = (l: { rps: number; latency: { p50: number; p99: number } }) =>
  `${Math.round(l.rps).toString().padStart(6)} req/s  p50 ${l.latency.p50.toFixed(1)} ms  p99 ${l.latency.p99.toFixed(1)} ms`;
