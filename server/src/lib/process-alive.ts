import { readFileSync } from 'node:fs';

/**
 * Whether process `pid` still runs. A process that has ended but is not yet reaped by its parent
 * (a zombie, as a server killed with -9 is for a moment) answers signals but holds nothing: it
 * counts as gone, or the next start would wait on a server that no longer exists.
 */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    // `pid (name) S …`: the state follows the name, which may itself hold spaces or parentheses.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    // No /proc (macOS), or gone in between: the signal's answer stands.
    return true;
  }
}
