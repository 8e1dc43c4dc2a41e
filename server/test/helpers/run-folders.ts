import { readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isAlive } from '../../src/lib/process-alive';

const RUN_PREFIX = 'poshak-test-pg-';
const OWNER = new RegExp(`^${RUN_PREFIX}(\\d+)-`);

/** A run's folder carries its runner's pid, so another run on the machine can tell it is alive. */
export const runFolderPrefix = (pid = process.pid) => `${RUN_PREFIX}${pid}-`;

/**
 * Removes the folders of earlier runs whose runner and PostgreSQL are both gone (a run killed
 * before its teardown). A folder whose runner lives is another run's, even while its cluster is
 * still being made and has no postmaster.pid yet: sweeping that one broke the other run's initdb.
 */
export function sweepEarlierRuns(tmp = os.tmpdir()): void {
  for (const name of readdirSync(tmp)) {
    if (!name.startsWith(RUN_PREFIX)) continue;
    const owner = Number(OWNER.exec(name)?.[1] ?? 0);
    if (owner && isAlive(owner)) continue;
    const dir = path.join(tmp, name);
    let pid = 0;
    try {
      pid = Number(
        readFileSync(path.join(dir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0],
      );
    } catch {
      // No cluster running there.
    }
    if (!pid || !isAlive(pid)) rmSync(dir, { recursive: true, force: true });
  }
}
