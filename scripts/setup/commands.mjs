// Small helpers for the set-up steps: run a tool, read what it prints, find it on PATH.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const WORKSPACE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** One line of the set-up's own voice, told apart from the tools' output it interleaves with. */
export const say = (message) => console.log(`[poshak] ${message}`);

/** A set-up step that cannot go on: the message says what to do about it. */
export class SetupError extends Error {}

/** Runs a tool with the terminal as its output; true when it succeeded. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'], ...options });
  return result.status === 0;
}

/** What a tool printed on stdout, trimmed; null when it is missing or failed. */
export function output(command, args, options = {}) {
  const result = spawnSync(command, args, {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
    ...options,
  });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** The executable a bare command name runs, or null. */
export function onPath(command) {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, command);
    if (isExecutable(candidate)) return candidate;
  }
  return null;
}

export function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** Puts a folder first on PATH for this process and every process it starts. */
export function prependPath(dir) {
  const rest = (process.env.PATH ?? '').split(path.delimiter).filter((d) => d && d !== dir);
  process.env.PATH = [dir, ...rest].join(path.delimiter);
}

/** Puts a folder last on PATH (when it is not on it yet) for this process and its children. */
export function appendPath(dir) {
  const dirs = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
  if (!dirs.includes(dir)) process.env.PATH = [...dirs, dir].join(path.delimiter);
}

/** Seconds since `started` (a Date.now()), for the timings the commands print. */
export const secondsSince = (started) => `${((Date.now() - started) / 1000).toFixed(1)} s`;
