import { cpuBetween, processCpuMs } from './server-cost';

describe("what the server's requests cost", () => {
  it("reads a process's user and system CPU from /proc, whatever its name holds", () => {
    // Fields 14 and 15 (utime 250, stime 37 ticks) after a name with spaces and parentheses.
    const stat =
      '4242 (node (server) x) S 1 4242 4242 0 -1 4194304 900 0 0 0 250 37 0 0 20 0 11 0 1000 0 0';
    expect(processCpuMs(4242, () => stat)).toBe(2_870);
    expect(
      processCpuMs(1, () => {
        throw new Error('gone');
      }),
    ).toBeNull();
  });

  it('counts a backend that began during the load whole, and one that was there from then on', () => {
    const before = new Map([
      [10, 1_000],
      [11, 500],
    ]);
    const after = new Map([
      [10, 1_400],
      [12, 300],
    ]);
    // 10 spent 400 ms; 12 began meanwhile: all its 300 ms; 11 ended: not seen.
    expect(cpuBetween(before, after)).toBe(700);
  });
});
