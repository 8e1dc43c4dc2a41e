// One process racing for a data folder: says it is ready, spins at the start line (a file),
// takes the lock or not, says which, and holds it until its parent closes stdin.
import { existsSync } from 'node:fs';
import { acquireDataDir, DataDirBusyError } from '../../src/db/data-dir-lock';

const [dataDir, startLine] = process.argv.slice(2) as [string, string];
const waitForStart = (): Promise<void> =>
  existsSync(startLine)
    ? Promise.resolve()
    : new Promise((r) => setImmediate(r)).then(waitForStart);

console.log('ready');
void waitForStart().then(() => {
  try {
    const release = acquireDataDir(dataDir);
    console.log('acquired');
    process.stdin.resume();
    process.stdin.on('end', () => {
      release();
      process.exit(0);
    });
  } catch (error) {
    console.log(error instanceof DataDirBusyError ? 'busy' : `error ${String(error)}`);
    process.exit(0);
  }
});
