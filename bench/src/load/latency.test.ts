import { exactLatency } from './latency';

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
