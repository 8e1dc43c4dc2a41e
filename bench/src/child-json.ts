import { spawn } from 'node:child_process';
import { at } from './workspace';

/**
 * Runs a TypeScript (or plain Node) script as a process of its own, with one JSON argument, and
 * parses the JSON it prints: the load generator and Lighthouse never share the orchestrator's
 * event loop or CPU time with what they measure.
 */
export function runJsonChild<T>(
  script: string,
  argument: unknown,
  options: { tsx?: boolean; extraArgs?: string[]; cwd?: string } = {},
): Promise<T> {
  const args = [
    ...(options.tsx === false ? [] : ['--import', 'tsx']),
    script,
    ...(options.extraArgs ?? []),
    ...(argument === undefined ? [] : [JSON.stringify(argument)]),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: options.cwd ?? at('bench'),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err = (err + chunk.toString()).slice(-4000)));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) {
        reject(new Error(`${script} exited with ${code}: ${err.trim()}`));
        return;
      }
      try {
        resolve(JSON.parse(out) as T);
      } catch {
        reject(new Error(`${script} printed no JSON result: ${out.slice(0, 300)} ${err.trim()}`));
      }
    });
  });
}
