import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * An embedded database may be opened by ONE process. The server leaves its pid in DATA_DIR while
 * it runs; the staff CLI (and a second server) read it and refuse to touch the files.
 */
const lockFile = (dataDir: string) => path.join(dataDir, 'server.pid');

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of a live process holding the data folder, if any (a stale file is ignored). */
export function dataDirHolder(dataDir: string): number | undefined {
  try {
    const pid = Number(readFileSync(lockFile(dataDir), 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)
      ? pid
      : undefined;
  } catch {
    return undefined;
  }
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

export function acquireDataDir(dataDir: string): () => void {
  const holder = dataDirHolder(dataDir);
  if (holder) throw new DataDirBusyError(dataDir, holder);
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(lockFile(dataDir), String(process.pid));
  return () => {
    try {
      if (readFileSync(lockFile(dataDir), 'utf8').trim() === String(process.pid)) {
        rmSync(lockFile(dataDir), { force: true });
      }
    } catch {
      // Already gone.
    }
  };
}
