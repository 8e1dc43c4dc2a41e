/** One kind of request of a mix: picked with its weight, then one of its paths at random. */
export interface MixClass {
  id: string;
  title: string;
  /** Relative share of the requests (the weights need not add up to anything). */
  weight: number;
  method: 'GET' | 'POST';
  paths: string[];
  /** With POST: the body of the path at the same index. */
  bodies?: string[];
  /** Headers of its own, beside the load's (a page's `accept`, as a browser's first visit sends). */
  headers?: Record<string, string>;
  /**
   * Pages drawn by the server: a reply of at least this many bytes is a drawn page, a smaller
   * one the plain shell the server sends when its renderer is busy (8 waiting, or 2 s).
   */
  drawnAtLeastBytes?: number;
  /**
   * Its paths taken in turn, each once while they last, rather than at random: orders that each
   * name a transaction ID and a unit of stock of their own, a long tail's addresses.
   */
  inTurn?: boolean;
}

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
  /** A mix of kinds of request instead of `method`/`paths`: each request picks a class first. */
  mix?: MixClass[];
  /**
   * Each address of the mix's in-turn classes asked once at most: the load stops when one of
   * them has asked all of its addresses (before `duration`), rather than starting them again.
   */
  onceEach?: boolean;
}

/** One class of a mix as measured (its 2xx replies' own times). */
export interface ClassResult {
  requests: number;
  rps: number;
  latency: LoadResult['latency'];
  non2xx: number;
  /**
   * An in-turn class: requests sent (in flight at the stop included) and its addresses; sent
   * beyond them asked an address again (absent: picked at random, or results of older runs).
   */
  asked?: { sent: number; addresses: number };
  /** A class of pages drawn by the server: its 2xx replies that were drawn, and their times. */
  drawn?: { requests: number; latency: LoadResult['latency'] };
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
  /** A mix's figures per class, by class id. */
  classes?: Record<string, ClassResult>;
  /** Orders of a mix (class `order`) the server confirmed, warm-up included (for the audit). */
  ordersConfirmed?: number;
  /** Orders of a mix sent, warm-up included: confirmed, refused, or unanswered when it stopped. */
  ordersSent?: number;
  /** Orders of a mix answered outside 2xx, warm-up included. */
  ordersRefused?: number;
  /** A mix's replies outside 200–299, measured part only: how the server turned requests away. */
  refusals?: Refusals;
  /** With `onceEach`, when a class's addresses ran out before `duration`: which, after how long. */
  stoppedBy?: { class: string; atSeconds: number };
}

/** Replies outside 200–299: their statuses, whether they said when to come back, and how fast. */
export interface Refusals {
  count: number;
  byStatus: Record<string, number>;
  /** Of `count`, the replies carrying a `Retry-After` header. */
  withRetryAfter: number;
  /** Each refusal's own time, milliseconds. */
  latency: LoadResult['latency'];
}
