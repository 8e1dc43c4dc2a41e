import type { LoadSpec } from './load-spec';

/**
 * Budget for replies in flight at once: the legacy getAll answers the WHOLE catalogue (≈ 90 MB
 * at 100k stock entries), and 50 of those at once would take the server past its memory.
 */
export const LEGACY_BYTES_IN_FLIGHT = 256 * 1024 * 1024;

/**
 * How the legacy getAll row is driven, from one sample reply: as many connections as the memory
 * budget allows (at most the run's), each waiting for a fixed number of replies — two, or one
 * when a reply takes longer than half a row's run — rather than for a fixed time, which whole
 * replies of seconds would not fit.
 */
export function legacyRowPlan(
  spec: LoadSpec,
  sample: { bytes: number; ms: number },
): { spec: LoadSpec; note: string } {
  const connections = Math.max(
    1,
    Math.min(spec.connections, Math.floor(LEGACY_BYTES_IN_FLIGHT / Math.max(sample.bytes, 1))),
  );
  const slow = sample.ms * 2 > spec.duration * 1000;
  const each = slow ? 1 : 2;
  const mb = (sample.bytes / 1024 / 1024).toFixed(sample.bytes < 10 * 1024 * 1024 ? 1 : 0);
  const reasons = [
    ...(connections < spec.connections
      ? [`${spec.connections} replies of ${mb} MB at once would exhaust the server's memory`]
      : []),
    ...(slow ? [`one reply takes ${(sample.ms / 1000).toFixed(1)} s alone`] : []),
  ];
  return {
    spec: {
      ...spec,
      connections,
      // Warm-up replies this big would only lengthen the run.
      warmup: 0,
      amount: connections * each,
      timeout: Math.max(spec.timeout, Math.ceil((sample.ms * (connections * each + 1) * 2) / 1000)),
    },
    note:
      `${connections} connection${connections === 1 ? '' : 's'}, ${each === 1 ? 'one reply' : 'two replies'} each` +
      (reasons.length ? `: ${reasons.join('; ')}` : ''),
  };
}
