import { ApiError } from '@poshak/shared-api';

/**
 * How long to wait before each retry of an order call whose answer was lost. Three retries over
 * seven seconds see a shopper through a dropped connection or an instance restarting behind the
 * load balancer, without leaving them staring at a spinning button.
 */
export const ORDER_RETRY_DELAYS_MS: readonly number[] = [1_000, 2_000, 4_000];

/**
 * A key for one checkout attempt: 128 random bits as hex. `crypto.getRandomValues` is there on
 * every page, also one served over plain HTTP, where `crypto.randomUUID` is not.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Whether the order may have been placed without its answer reaching us, so asking again (with
 * the same key) is right: no answer at all, or a load balancer's 502/503/504 for an instance
 * that died or was busy. Any other answer is the server's word on this order.
 */
export function answerWasLost(error: unknown): boolean {
  return (
    error instanceof ApiError && (error.isNetworkError || [502, 503, 504].includes(error.status))
  );
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends the order, and again after each lost answer (`answerWasLost`) with the same key, once per
 * delay; the server answers a repeat of the key with the first answer, so the shopper gets the
 * one order placed. Any other failure, or the last lost answer, is thrown.
 */
export async function sendWithRetries<T>(
  send: () => Promise<T>,
  { delays = ORDER_RETRY_DELAYS_MS, wait = sleep } = {},
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      const delay = delays[attempt];
      if (delay === undefined || !answerWasLost(error)) throw error;
      await wait(delay);
    }
  }
}
