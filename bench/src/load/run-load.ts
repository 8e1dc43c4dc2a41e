import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { at } from '../workspace';
import type { LoadResult, LoadSpec } from './load-spec';

/** The load generator process (autocannon), started once and handed one load at a time. */
export interface LoadGenerator {
  run(spec: LoadSpec): Promise<LoadResult>;
  stop(): Promise<void>;
}

export function startLoadGenerator(): LoadGenerator {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, 'load-worker.ts')],
    { cwd: at('bench'), stdio: ['pipe', 'pipe', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const waiting: { resolve: (r: LoadResult) => void; reject: (e: Error) => void }[] = [];
  createInterface({ input: child.stdout }).on('line', (line) => {
    const next = waiting.shift();
    if (!next) return;
    try {
      const answer = JSON.parse(line) as { result?: LoadResult; error?: string };
      if (answer.result) next.resolve(answer.result);
      else next.reject(new Error(`load generator: ${answer.error ?? line}`));
    } catch {
      next.reject(new Error(`load generator printed ${line.slice(0, 200)}`));
    }
  });
  child.on('exit', (code) => {
    for (const w of waiting.splice(0)) {
      w.reject(new Error(`load generator exited with ${code}: ${stderr.trim()}`));
    }
  });
  return {
    run: (spec) =>
      new Promise((resolve, reject) => {
        waiting.push({ resolve, reject });
        child.stdin.write(`${JSON.stringify(spec)}\n`);
      }),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.stdin.end();
      }),
  };
}
