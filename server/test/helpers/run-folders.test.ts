import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runFolderPrefix, sweepEarlierRuns } from './run-folders';

/** The pid of a process that has ended (and been reaped): nobody's. */
const endedPid = () => spawnSync(process.execPath, ['-e', '']).pid;

describe("sweeping earlier test runs' folders", () => {
  let tmp: string;
  beforeEach(() => {
    tmp = mkdtempSync(path.join(os.tmpdir(), 'poshak-sweep-'));
  });
  afterEach(() => rmSync(tmp, { recursive: true, force: true }));

  const runFolder = (pid: number, postmasterPid?: number) => {
    const dir = path.join(tmp, `${runFolderPrefix(pid)}abc${Math.random().toString(36).slice(2)}`);
    mkdirSync(path.join(dir, 'postgres'), { recursive: true });
    if (postmasterPid !== undefined) {
      writeFileSync(path.join(dir, 'postgres', 'postmaster.pid'), `${postmasterPid}\n/data\n`);
    }
    return dir;
  };

  it('keeps a running test run’s folder while its cluster is still being made', () => {
    const another = runFolder(process.pid);
    sweepEarlierRuns(tmp);
    expect(existsSync(another)).toBe(true);
  });

  it('removes the folder of a run that ended without its teardown, and keeps one whose PostgreSQL still runs', () => {
    const abandoned = runFolder(endedPid(), endedPid());
    const stillServing = runFolder(endedPid(), process.pid);
    const neverStarted = runFolder(endedPid());
    sweepEarlierRuns(tmp);
    expect(existsSync(abandoned)).toBe(false);
    expect(existsSync(neverStarted)).toBe(false);
    expect(existsSync(stillServing)).toBe(true);
  });
});
