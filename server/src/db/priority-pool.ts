import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';

/** Marks the work of a request that goes first to the database (see `PriorityPool`). */
const urgent = new AsyncLocalStorage<true>();

/** Runs `work` (and everything it starts) as urgent: its queries skip the waiting reads. */
export const asUrgent = <T>(work: () => T): T => urgent.run(true, work);

type ConnectCallback = (
  error: Error | undefined,
  client?: pg.PoolClient,
  done?: () => void,
) => void;

/**
 * A pool whose free connections go to urgent work before other waiting work. Under a crowd
 * every connection is taken and reads queue for the next one; an order (or a readiness probe)
 * arriving then waited behind all of them, in the order they came. Here the connections are
 * handed out by this pool's own two queues, urgent first, and the underlying pool is never asked
 * for more than it holds, so its own first-come queue stays empty.
 */
export class PriorityPool extends pg.Pool {
  private readonly size: number;
  private taken = 0;
  private readonly waiting = { urgent: [] as (() => void)[], other: [] as (() => void)[] };

  constructor(config: pg.PoolConfig) {
    super(config);
    this.size = config.max ?? 10;
  }

  /** Waiting for a connection now: urgent ones, others. */
  queued(): { urgent: number; other: number } {
    return { urgent: this.waiting.urgent.length, other: this.waiting.other.length };
  }

  private take(): Promise<void> {
    if (this.taken < this.size) {
      this.taken += 1;
      return Promise.resolve();
    }
    const queue = urgent.getStore() ? this.waiting.urgent : this.waiting.other;
    // Taken for it when a connection comes back (`giveBack`), so nothing can overtake it.
    return new Promise((resolve) => queue.push(resolve));
  }

  private giveBack(): void {
    const next = this.waiting.urgent.shift() ?? this.waiting.other.shift();
    if (next) next();
    else this.taken -= 1;
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    const connected = this.take().then(async () => {
      let client: pg.PoolClient;
      try {
        client = await super.connect();
      } catch (error) {
        this.giveBack();
        throw error;
      }
      // The underlying pool sets `release` anew at each checkout: this one gives the place back once.
      const release = client.release.bind(client);
      let released = false;
      client.release = (error?: Error | boolean) => {
        if (!released) {
          released = true;
          this.giveBack();
        }
        return release(error);
      };
      return client;
    });
    if (!callback) return connected;
    connected.then(
      (client) => callback(undefined, client, () => client.release()),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  }
}
