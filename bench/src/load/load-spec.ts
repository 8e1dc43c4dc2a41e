/** What one load run sends: handed from the orchestrator to the load process as JSON. */
export interface LoadSpec {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  method: 'GET' | 'POST';
  /** Each request picks one at random (e.g. different products), with the body of the same index. */
  paths: string[];
  bodies?: string[];
  headers?: Record<string, string>;
  connections: number;
  /** Seconds measured, after `warmup` seconds whose figures are dropped. */
  duration: number;
  warmup: number;
  /** Stop after this many replies instead of after `duration` (for replies that take seconds). */
  amount?: number;
  /** Seconds before a request counts as timed out. */
  timeout: number;
}

/** What one load run measured. Latencies in milliseconds. */
export interface LoadResult {
  requests: number;
  rps: number;
  latency: { p50: number; p90: number; p99: number; max: number; mean: number };
  /** Responses outside 200–299. */
  non2xx: number;
  /** Connection errors and timeouts. */
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  /** 2xx replies during the warm-up (not in the figures, but e.g. orders they placed are stored). */
  warmup2xx: number;
  seconds: number;
}
