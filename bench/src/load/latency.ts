import type { LoadResult, Refusals } from './load-spec';

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

/** The refusals of one run, from each non-2xx reply's status, Retry-After and time. */
export function summariseRefusals(
  replies: { status: number; retryAfter: boolean; ms: number }[],
): Refusals {
  const byStatus: Record<string, number> = {};
  for (const r of replies) byStatus[String(r.status)] = (byStatus[String(r.status)] ?? 0) + 1;
  return {
    count: replies.length,
    byStatus,
    withRetryAfter: replies.filter((r) => r.retryAfter).length,
    latency: exactLatency(replies.map((r) => r.ms)),
  };
}
