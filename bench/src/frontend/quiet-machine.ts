import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

export interface MachineQuiet {
  /** Seconds waited before the front end was measured. */
  waitedSeconds: number;
  /** Share of CPU time idle, all cores, over the last window before it was measured. */
  idleShare: number;
}

function cpuTimes() {
  let idle = 0;
  let total = 0;
  for (const { times } of os.cpus()) {
    idle += times.idle;
    total += times.user + times.nice + times.sys + times.idle + times.irq;
  }
  return { idle, total };
}

/**
 * Waits (at most `maxSeconds`) until the CPU is mostly idle over a 2 s window. Lighthouse's
 * simulated phone multiplies the real CPU time of every browser task by four, so work left over
 * from the load phases (the database settling after bulk loads, servers closing) would be charged
 * to the page; the report says how quiet the machine was.
 */
export async function waitForQuietMachine(
  idleShare = 0.85,
  maxSeconds = 60,
): Promise<MachineQuiet> {
  const started = Date.now();
  for (;;) {
    const before = cpuTimes();
    await sleep(2_000);
    const after = cpuTimes();
    const share = (after.idle - before.idle) / Math.max(1, after.total - before.total);
    const waitedSeconds = Math.round((Date.now() - started) / 1000);
    if (share >= idleShare || waitedSeconds >= maxSeconds)
      return { waitedSeconds, idleShare: share };
  }
}
