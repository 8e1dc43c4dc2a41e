import type { LoadResult } from './load-spec';

/**
 * Percentiles of every 2xx reply's own time. autocannon's histogram counts whole milliseconds,
 * which cannot tell a 3 ms p99 from a 3.9 ms one: too coarse for growth ratios of figures that
 * small. Nearest rank, in milliseconds.
 */
export function exactLatency(times: number[]): LoadResult['latency'] {
  const sorted = Float64Array.from(times).sort();
  const at = (p: number) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? 0;
  return {
    p50: at(0.5),
    p90: at(0.9),
    p99: at(0.99),
    max: sorted[sorted.length - 1] ?? 0,
    mean: sorted.length ? sorted.reduce((sum, t) => sum + t, 0) / sorted.length : 0,
  };
}
