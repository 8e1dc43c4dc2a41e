import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { isAlive } from '../lib/process-alive';

/**
 * An embedded database may be opened by ONE process. The server (and each command that opens
 * the database) holds `DATA_DIR/server.pid` while it runs; the file is created exclusively
 * (O_EXCL), so of two processes starting together exactly one gets it — checking first and
 * writing after would let both in.
 */
const lockFile = (dataDir: string) => path.join(dataDir, 'server.pid');

function readHolder(dataDir: string): number | undefined {
  try {
    const pid = Number(readFileSync(lockFile(dataDir), 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** The pid of a live process holding the data folder, if any (a stale file is ignored). */
export function dataDirHolder(dataDir: string): number | undefined {
  const pid = readHolder(dataDir);
  return pid !== undefined && pid !== process.pid && isAlive(pid) ? pid : undefined;
}

export class DataDirBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by a running server (pid ${pid}). ` +
        'Stop that server first, or use DATABASE_URL.',
    );
    this.name = 'DataDirBusyError';
  }
}

/** Creates the lock file only if none exists; false when another one is there. */
function createExclusively(file: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx', 0o644);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, String(process.pid));
  } finally {
    closeSync(fd);
  }
  return true;
}

export function acquireDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = lockFile(dataDir);
  // Twice at most: a file left by a process that died is removed once, then created anew.
  for (let attempt = 0; attempt < 2; attempt++) {
    if (createExclusively(file)) {
      return () => {
        if (readHolder(dataDir) === process.pid) rmSync(file, { force: true });
      };
    }
    const holder = readHolder(dataDir);
    // A file being written this very moment reads empty: its writer is alive, so it is taken.
    if (holder === undefined || holder === process.pid || isAlive(holder)) {
      throw new DataDirBusyError(dataDir, holder ?? 0);
    }
    // Removed only if it still names the dead holder (another starter may have replaced it).
    if (readHolder(dataDir) === holder) rmSync(file, { force: true });
  }
  throw new DataDirBusyError(dataDir, readHolder(dataDir) ?? 0);
}
