/** What a load-generating process sends, as JSON (it runs in a process of its own). */
export type LoadKind =
  /**
   * Staff sign-ins with invented usernames and passwords, as a guesser's script sends them; with
   * `forwardedFor: 'random'` each one claims another client address (X-Forwarded-For), as many
   * machines spraying through a proxy that the shop trusts would look.
   */
  | { kind: 'signin-spray'; forwardedFor: 'none' | 'random' }
  /** The old storefront's anonymous customer record (`POST /api/customers/post`, JSON). */
  | { kind: 'customer-flood' }
  /** GETs of the given paths, each connection asking for them in turn, as a browser asks. */
  | { kind: 'reads'; paths: string[] };

export interface LoadSpec {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  connections: number;
  /** Stop after this many replies; without it, run until told to stop. */
  amount?: number;
  load: LoadKind;
}

export interface LoadResult {
  /** Replies received (any status). */
  replies: number;
  /** From the first request to the last reply. */
  seconds: number;
  /** Replies per status code, e.g. `{ "401": 30, "429": 2310 }`. */
  statusCodes: Record<string, number>;
  errors: number;
  timeouts: number;
}

/** Messages from the load process to the test, in this order. */
export type LoadMessage =
  /** The first reply arrived: the load is reaching the server. */
  | { type: 'replying' }
  /**
   * Every connection's latest reply was 429: the server refuses this load at the door, so none
   * of its requests is waiting for anything behind (e.g. in the hashing queue).
   */
  | { type: 'all-refused' }
  | { type: 'result'; result: LoadResult }
  | { type: 'failed'; error: string };
