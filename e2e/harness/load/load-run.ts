import { fork } from 'node:child_process';
import path from 'node:path';
import type { LoadMessage, LoadResult, LoadSpec } from './load-spec';

const E2E_DIR = path.resolve(__dirname, '../..');
const WORKER = path.join(__dirname, 'load-worker.ts');

export interface LoadRun {
  /** Resolves at the load's first reply: from then on it is reaching the server. */
  replying(): Promise<void>;
  /** Resolves once every connection's latest reply is a 429 (see LoadMessage). */
  allRefused(): Promise<void>;
  /** Resolves when the load ends by itself (at `amount` replies) or after `stop()`. */
  result: Promise<LoadResult>;
  /** Ends the load (again: nothing more); resolves with what it did. */
  stop(): Promise<LoadResult>;
}

/**
 * Starts a load (autocannon) in a process of its own, so generating it costs the test's event
 * loop nothing and the test's own timings stay the server's.
 */
export function startLoad(spec: LoadSpec): LoadRun {
  // The runner's own loader options (NODE_OPTIONS) are not the worker's business.
  const env = { ...process.env };
  delete env.NODE_OPTIONS;
  const child = fork(WORKER, [JSON.stringify(spec)], {
    cwd: E2E_DIR,
    env,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));

  let replying = false;
  let allRefused = false;
  const waiting = new Set<() => void>();
  const result = new Promise<LoadResult>((resolve, reject) => {
    child.on('message', (message: LoadMessage) => {
      if (message.type === 'replying') replying = true;
      if (message.type === 'all-refused') allRefused = true;
      if (message.type === 'result') resolve(message.result);
      if (message.type === 'failed') reject(new Error(`the load failed: ${message.error}`));
      for (const wake of waiting) wake();
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      reject(new Error(`the load process exited (${code}) without a result: ${stderr.trim()}`)),
    );
  });
  let ended = false;
  // Handled here too: a test that never asks for the result must not see it as unhandled.
  result.then(
    () => (ended = true),
    () => (ended = true),
  );

  /** Resolves when `reached()` holds; rejects if the load ends first. */
  const until = (reached: () => boolean, what: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (reached()) resolve();
        else if (ended) reject(new Error(`the load ended before ${what}`));
        else return;
        waiting.delete(check);
      };
      waiting.add(check);
      result.finally(check).catch(() => undefined);
      check();
    });

  return {
    replying: () => until(() => replying, 'its first reply'),
    allRefused: () => until(() => allRefused, 'every connection was refused'),
    result,
    stop: () => {
      if (child.connected) child.send('stop');
      return result;
    },
  };
}
