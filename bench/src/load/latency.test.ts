import { exactLatency, summariseRefusals } from './latency';

describe('exactLatency', () => {
  it('keeps fractions of a millisecond, which whole-millisecond buckets lose', () => {
    // 100 replies: 98 at 3.2 ms, then 3.9 and 7.5 ms.
    const times = [...Array.from({ length: 98 }, () => 3.2), 3.9, 7.5];
    const latency = exactLatency(times.reverse());
    expect(latency.p50).toBe(3.2);
    expect(latency.p99).toBe(3.9);
    expect(latency.max).toBe(7.5);
    expect(latency.mean).toBeCloseTo((98 * 3.2 + 3.9 + 7.5) / 100, 10);
  });

  it('takes the nearest rank: one reply is every percentile', () => {
    expect(exactLatency([12.5])).toEqual({
      p50: 12.5,
      p90: 12.5,
      p99: 12.5,
      max: 12.5,
      mean: 12.5,
    });
  });
});

describe('summariseRefusals', () => {
  it('counts statuses, the replies with Retry-After, and how fast refusals came back', () => {
    const refusals = summariseRefusals([
      { status: 503, retryAfter: true, ms: 2 },
      { status: 503, retryAfter: true, ms: 4 },
      { status: 500, retryAfter: false, ms: 30 },
    ]);
    expect(refusals).toMatchObject({
      count: 3,
      byStatus: { '503': 2, '500': 1 },
      withRetryAfter: 2,
    });
    expect(refusals.latency).toMatchObject({ p50: 4, p99: 30, max: 30 });
    expect(summariseRefusals([])).toMatchObject({ count: 0, byStatus: {}, withRetryAfter: 0 });
  });
});
