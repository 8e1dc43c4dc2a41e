import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

export interface MachineQuiet {
  /** Seconds waited before the front end was measured (0: Lighthouse runs as it is asked). */
  waitedSeconds: number;
  /** Share of CPU time idle, all cores, over the window just before it was measured. */
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
 * How idle the CPU was over the next `windowMs`, for the report only: Lighthouse runs as a
 * plain `lighthouse URL` would, without waiting for a quiet machine, but its simulated phone
 * multiplies the real CPU time of every browser task by four, so a reader should know how busy
 * the shared machine was.
 */
export async function measureIdleShare(windowMs = 2_000): Promise<MachineQuiet> {
  const before = cpuTimes();
  await sleep(windowMs);
  const after = cpuTimes();
  return {
    waitedSeconds: 0,
    idleShare: (after.idle - before.idle) / Math.max(1, after.total - before.total),
  };
}
