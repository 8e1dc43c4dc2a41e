import { exactLatency } from './latency';

/** What the paced shopper beside a crowd saw. Times in milliseconds. */
export interface PacedShopperResult {
  everyMs: number;
  /** Orders sent, one at a time. */
  sent: number;
  /** Orders answered 2xx. */
  placed: number;
  /** The others, by status; `no reply` when the connection failed or the order timed out. */
  refused: Record<string, number>;
  /** Every order's own time, refused ones included (one without a reply counts as its wait). */
  latency: { p50: number; p99: number; max: number };
  /** The slowest orders (at most 5), each with when it was sent: seconds after the first. */
  slowest: { atS: number; ms: number; status: string }[];
}

export interface PacedShopper {
  /** Sends no further order, waits for the one in flight, and sums them up. */
  stop(): Promise<PacedShopperResult>;
}

/**
 * One shopper placing an order every `everyMs` milliseconds while a crowd loads the shop, as a
 * person does: the next order once the previous one is answered and its turn has come (at once
 * after an answer slower than the pace). Each order's body is sent once, in turn. It runs in the
 * benchmark's own process, which only waits while the load generator and the server work in
 * theirs.
 */
export function startPacedShopper(
  origin: string,
  bodies: string[],
  everyMs: number,
  /** When an order is given up: after a timeout, or when its signal says (the tests' barrier). */
  giveUp: (order: number) => AbortSignal = () => AbortSignal.timeout(30_000),
): PacedShopper {
  if (!bodies.length) throw new Error('paced shopper: no order to place');
  const times: number[] = [];
  const orders: { atS: number; ms: number; status: string }[] = [];
  const began = performance.now();
  const refused: Record<string, number> = {};
  let placed = 0;
  let stopping = false;
  let wake: () => void = () => undefined;
  const stopped = new Promise<void>((resolve) => (wake = resolve));

  const orderOnce = async (body: string, order: number) => {
    const started = performance.now();
    let status = 'no reply';
    try {
      const reply = await fetch(`${origin}/api/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        signal: giveUp(order),
      });
      await reply.arrayBuffer();
      status = String(reply.status);
    } catch {
      // No reply within the timeout, or no connection: counted as `no reply`.
    }
    const ms = performance.now() - started;
    times.push(ms);
    orders.push({ atS: Math.round((started - began) / 100) / 10, ms: Math.round(ms), status });
    if (status.startsWith('2')) placed++;
    else refused[status] = (refused[status] ?? 0) + 1;
    return started;
  };

  const shopping = (async () => {
    for (let k = 0; !stopping; k++) {
      const started = await orderOnce(bodies[k % bodies.length] as string, k);
      const wait = everyMs - (performance.now() - started);
      if (wait > 0 && !stopping) {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([stopped, new Promise((r) => (timer = setTimeout(r, wait)))]);
        clearTimeout(timer);
      }
    }
  })();

  return {
    async stop() {
      stopping = true;
      wake();
      await shopping;
      const { p50, p99, max } = exactLatency(times);
      const slowest = [...orders].sort((a, b) => b.ms - a.ms).slice(0, 5);
      return { everyMs, sent: times.length, placed, refused, latency: { p50, p99, max }, slowest };
    },
  };
}
