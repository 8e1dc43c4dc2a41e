import { acquireDataDir, DataDirBusyError } from '../db/data-dir-lock';

/** Exit codes of the backup and restore commands, so a script can tell the cases apart. */
export const EXIT = { done: 0, refused: 1, inUse: 2, shopExists: 3 } as const;

/** A backup or restore that stopped before changing anything, with the reason to show. */
export class Refusal extends Error {
  constructor(
    message: string,
    readonly exitCode: (typeof EXIT)[keyof typeof EXIT],
  ) {
    super(message);
    this.name = 'Refusal';
  }
}

/**
 * Takes the data folder for the command (the lock the server holds while it runs), so no server
 * can open the embedded database while the command reads or replaces it.
 */
export function holdDataDir(dataDir: string, busy: (pid: number) => string): () => void {
  try {
    return acquireDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirBusyError) throw new Refusal(busy(error.pid), EXIT.inUse);
    throw error;
  }
}
