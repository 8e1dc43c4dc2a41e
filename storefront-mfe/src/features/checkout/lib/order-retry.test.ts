import { ApiError } from '@poshak/shared-api';
import { answerWasLost, newIdempotencyKey, sendWithRetries } from './order-retry';

/** A send that fails with each of `failures` in turn, then answers 'placed'. */
function sender(failures: ApiError[]) {
  const keys: string[] = [];
  let calls = 0;
  const send = (key: string) => async () => {
    keys.push(key);
    const failure = failures[calls++];
    if (failure) throw failure;
    return 'placed';
  };
  return { send, keys, calls: () => calls };
}

const waited: number[] = [];
const wait = async (ms: number) => {
  waited.push(ms);
};
beforeEach(() => waited.splice(0));

describe('sending an order again after a lost answer', () => {
  it('retries after no answer and after 502, 503 and 504, with the same key, waiting longer each time', async () => {
    const lost = [
      new ApiError('Network Error', 0),
      new ApiError('Bad Gateway', 502),
      new ApiError('Unavailable', 503),
    ];
    const { send, keys } = sender(lost);
    const key = newIdempotencyKey();
    await expect(sendWithRetries(send(key), { wait })).resolves.toBe('placed');
    expect(keys).toEqual([key, key, key, key]);
    expect(waited).toEqual([1_000, 2_000, 4_000]);
    expect(answerWasLost(new ApiError('Gateway Timeout', 504))).toBe(true);
  });

  it('gives up after three retries with the last failure', async () => {
    const down = new ApiError('Network Error', 0);
    const { send, calls } = sender([down, down, down, down, down]);
    await expect(sendWithRetries(send('k'), { wait })).rejects.toBe(down);
    expect(calls()).toBe(4);
  });

  it.each([400, 409, 422, 429, 500])(
    'takes a %s as the server’s word: no retry',
    async (status) => {
      const refusal = new ApiError('refused', status);
      const { send, calls } = sender([refusal]);
      await expect(sendWithRetries(send('k'), { wait })).rejects.toBe(refusal);
      expect(calls()).toBe(1);
      expect(waited).toEqual([]);
    },
  );

  it('makes a new 32-hex-digit key for each attempt', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
  });
});
