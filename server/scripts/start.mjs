#!/usr/bin/env node
// The shop's start (`npm start` calls `startShop` once pnpm and the dependencies are in place):
// build whatever of the shell, the two remotes and the server is missing or older than its
// sources, then run the ONE production process (API, uploads, shell and remotes) on PORT.
// Also imported by the e2e harness (`ensureBuilt`) so tests and the shop use the same builds.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const WORKSPACE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const at = (...parts) => path.join(WORKSPACE_DIR, ...parts);

/** Files every browser app is built from besides its own folder. */
const BROWSER_COMMON = [
  'shared-ui/src',
  'tooling/webpack/src',
  'tooling/webpack/package.json',
  'shared-ui/package.json',
  'shared-api/src',
  'shared-api/package.json',
  'pnpm-lock.yaml',
];

/** Each build: its package, the file that proves it is built, and the sources it is made from;
 * the longest first, so two at a time end together. */
export const BUILDS = [
  {
    name: 'backoffice',
    pkg: '@poshak/backoffice-mfe',
    output: 'backoffice-mfe/dist/mf-manifest.json',
    sources: [
      'backoffice-mfe/src',
      'backoffice-mfe/webpack.config.cjs',
      'backoffice-mfe/package.json',
      ...BROWSER_COMMON,
    ],
  },
  {
    name: 'storefront',
    pkg: '@poshak/storefront-mfe',
    output: 'storefront-mfe/dist/mf-manifest.json',
    sources: [
      'storefront-mfe/src',
      'storefront-mfe/webpack.config.cjs',
      'storefront-mfe/package.json',
      ...BROWSER_COMMON,
    ],
  },
  {
    name: 'shell',
    pkg: '@poshak/shell',
    output: 'shell/dist/index.html',
    sources: ['shell/src', 'shell/webpack.config.cjs', 'shell/package.json', ...BROWSER_COMMON],
  },
  {
    name: 'server',
    pkg: '@poshak/server',
    output: 'server/dist/server.js',
    sources: [
      'server/src',
      'server/build.mjs',
      'server/package.json',
      'shared-api/src',
      'shared-api/package.json',
      'pnpm-lock.yaml',
    ],
  },
];

const IGNORED_DIRS = new Set(['node_modules', 'dist', 'coverage', 'data']);

/** Newest modification time under a file or folder (tests excluded: they are not part of a build). */
function newestMtime(target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return /\.test\.tsx?$/.test(target) ? 0 : stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) {
    if (IGNORED_DIRS.has(entry)) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** Why a build must be (re)made, or null when its output is newer than all of its sources. */
export function staleReason(build) {
  const output = at(build.output);
  if (!fs.existsSync(output)) return 'not built yet';
  const builtAt = fs.statSync(output).mtimeMs;
  const changed = build.sources.find((source) => newestMtime(at(source)) > builtAt);
  return changed ? `${changed} changed since the last build` : null;
}

/** Runs one build; its output is shown as it comes when it runs alone, else whole once it ends. */
function runBuild(build, { log, buildOutput, alone }) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn('pnpm', ['--filter', build.pkg, 'run', 'build'], {
      cwd: WORKSPACE_DIR,
      stdio: ['ignore', alone ? buildOutput : 'pipe', alone ? 'inherit' : 'pipe'],
    });
    const held = [];
    child.stdout?.on('data', (chunk) => held.push(chunk));
    child.stderr?.on('data', (chunk) => held.push(chunk));
    child.on('error', reject);
    child.on('close', (status) => {
      if (held.length) {
        const text = Buffer.concat(held);
        if (typeof buildOutput === 'number') fs.writeSync(buildOutput, text);
        else process.stdout.write(text);
      }
      if (status !== 0) return reject(new Error(`building ${build.name} failed (${build.pkg})`));
      // webpack leaves a file it would write unchanged as it was: a source saved again without
      // a change would otherwise count as newer than the build at every start.
      const now = new Date();
      fs.utimesSync(at(build.output), now, now);
      log(`[poshak] built ${build.name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      resolve();
    });
  });
}

/** Builds at once: a webpack build keeps about one core busy, and the machines have two or more. */
const BUILDS_AT_ONCE = Math.max(1, Math.min(2, os.availableParallelism?.() ?? os.cpus().length));

/**
 * Builds what is missing or stale, two at a time; resolves with the names built. Rejects when a
 * build fails. The builds' own output goes to `buildOutput` (stdio's 'inherit', or a file
 * descriptor).
 */
export async function ensureBuilt({ only, log = console.log, buildOutput = 'inherit' } = {}) {
  const stale = [];
  for (const build of BUILDS) {
    if (only && !only.includes(build.name)) continue;
    const reason = staleReason(build);
    if (reason) stale.push({ build, reason });
  }
  const alone = stale.length === 1 || BUILDS_AT_ONCE === 1;
  const queue = [...stale];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      log(`[poshak] building ${next.build.name} (${next.reason})…`);
      await runBuild(next.build, { log, buildOutput, alone });
    }
  };
  await Promise.all(Array.from({ length: Math.min(BUILDS_AT_ONCE, stale.length) }, worker));
  return stale.map(({ build }) => build.name);
}

/** DATA_DIR as given (relative to where the command was typed), or `<workspace>/data`. */
export function resolveDataDir(env = process.env) {
  const base = env.INIT_CWD || process.cwd();
  return env.DATA_DIR ? path.resolve(base, env.DATA_DIR) : at('data');
}

/**
 * The demo shop's merchant numbers, so that `pnpm start` shows checkout's advance delivery fee:
 * used only when no number is configured and the shop is seeded with the demo catalogue. A real
 * shop sets its own (BKASH_NUMBER, NAGAD_NUMBER) or ADVANCE_FEE=off.
 */
export const DEMO_MERCHANT_NUMBERS = { BKASH_NUMBER: '01700000001', NAGAD_NUMBER: '01800000001' };

/** The environment's own merchant numbers, or the demo's for a demo shop that names none. */
export function merchantNumbers(env = process.env) {
  const configured = env.BKASH_NUMBER || env.NAGAD_NUMBER;
  const demo = (env.SEED ?? 'demo') === 'demo' && env.ADVANCE_FEE !== 'off';
  return configured || !demo ? {} : DEMO_MERCHANT_NUMBERS;
}

/** Builds what is stale, then runs the production server until it exits (signals passed on). */
export async function startShop() {
  try {
    await ensureBuilt();
  } catch (error) {
    console.error(`[poshak] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  const demoNumbers = merchantNumbers();
  if (demoNumbers.BKASH_NUMBER) {
    console.log(
      `[poshak] demo shop: checkout asks for the delivery fee by bKash ${demoNumbers.BKASH_NUMBER} ` +
        `or Nagad ${demoNumbers.NAGAD_NUMBER} (set BKASH_NUMBER / NAGAD_NUMBER, or ADVANCE_FEE=off)`,
    );
  }
  const env = {
    NODE_ENV: 'production',
    ...demoNumbers,
    ...process.env,
    DATA_DIR: resolveDataDir(),
  };
  const server = spawn(process.execPath, [at('server/dist/server.js')], {
    cwd: WORKSPACE_DIR,
    env,
    stdio: 'inherit',
  });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => server.kill(signal));
  }
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href)
  await startShop();
