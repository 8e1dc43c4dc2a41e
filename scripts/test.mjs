#!/usr/bin/env node
// `npm test` on a machine with only Node and npm: installs what the suites need (pnpm, the
// dependencies, Chromium, a Bengali font and nginx; starts PostgreSQL when one is installed),
// builds the apps once, runs every package's tests, then ESLint + Prettier, timing each, and ends
// with one line `N passed, N failed` over all of them.
//
// The browser journeys run beside the other suites rather than after them: one Playwright worker
// (a server, Chromium and the runner) leaves much of the machine's two cores idle while pages
// load and settle, and the package suites fill that time. The journeys are written for a busy
// machine (no outcome decided by a clock; the load tests compare with their own run's figures).
// Their lines are printed as they come, each marked with the suite's name.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureTestPackages } from './setup/debian-packages.mjs';
import { SetupError, WORKSPACE_DIR, say, secondsSince } from './setup/commands.mjs';
import { ensureDependencies } from './setup/dependencies.mjs';
import { checkNodeVersion } from './setup/node-version.mjs';
import { ensurePnpm } from './setup/pnpm.mjs';
import { ensureTestDatabase } from './setup/postgres.mjs';
import { countResults } from './test-counts.mjs';
import { workspaceTestSuites } from './workspace-suites.mjs';

const SCRIPTS_DIR = path.join(WORKSPACE_DIR, 'scripts');
/** The suite that runs beside the others (see above). */
const BROWSER_JOURNEYS = '@poshak/e2e';

/**
 * The production builds `pnpm start` serves, made before any suite starts: the journeys and the
 * server's process tests both build what is stale, and two builds at once would write the same
 * files.
 */
async function buildApps() {
  const script = pathToFileURL(path.join(WORKSPACE_DIR, 'server/scripts/start.mjs')).href;
  const { ensureBuilt } = await import(script);
  const started = Date.now();
  try {
    if (ensureBuilt().length > 0) say(`apps built in ${secondsSince(started)}`);
  } catch (error) {
    // The suites that need the builds try again and count the failure as theirs.
    console.error(error instanceof Error ? error.message : error);
  }
}

/** Runs one suite, timed, and counts its results. */
async function runCounted(suite, mark) {
  say(`${suite.name}: testing …`);
  const started = Date.now();
  const { output, status } = await runSuite(suite, mark);
  const counts = suite.oneCheck
    ? { passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1 }
    : countResults(output, status);
  const time = secondsSince(started);
  say(`${suite.name}: ${counts.passed} passed, ${counts.failed} failed in ${time}`);
  return { name: suite.name, ...counts, time };
}

/** Writes what a suite prints, each line after `mark` (none: as it is). */
function echo(stream, mark) {
  if (!mark) return { write: (chunk) => stream.write(chunk), end: () => {} };
  let partial = '';
  return {
    write: (chunk) => {
      const lines = (partial + chunk.toString('utf8')).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) stream.write(`${mark}${line}\n`);
    },
    end: () => partial && stream.write(`${mark}${partial}\n`),
  };
}

/** Runs a suite with its output shown as it comes and kept for counting. */
function runSuite({ command, args, cwd }, mark) {
  return new Promise((resolve) => {
    const env = { ...process.env };
    // Pipes instead of a terminal would turn the tools' colours off for a person watching.
    if (process.stdout.isTTY && env.FORCE_COLOR === undefined) env.FORCE_COLOR = '1';
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    const toStdout = echo(process.stdout, mark);
    const toStderr = echo(process.stderr, mark);
    child.stdout.on('data', (chunk) => {
      toStdout.write(chunk);
      chunks.push(chunk);
    });
    child.stderr.on('data', (chunk) => {
      toStderr.write(chunk);
      chunks.push(chunk);
    });
    child.on('error', (error) => {
      chunks.push(Buffer.from(String(error)));
      resolve({ output: Buffer.concat(chunks).toString('utf8'), status: 1 });
    });
    child.on('close', (status) => {
      toStdout.end();
      toStderr.end();
      resolve({ output: Buffer.concat(chunks).toString('utf8'), status });
    });
  });
}

function suites() {
  const scriptTests = fs
    .readdirSync(SCRIPTS_DIR, { recursive: true })
    .filter((file) => file.endsWith('.test.mjs'))
    .map((file) => path.join(SCRIPTS_DIR, file));
  return [
    {
      name: 'scripts',
      command: process.execPath,
      args: ['--test', '--test-reporter=spec', ...scriptTests],
      cwd: WORKSPACE_DIR,
    },
    ...workspaceTestSuites().map(({ name, dir }) => ({
      name,
      command: 'pnpm',
      args: ['run', 'test'],
      cwd: dir,
      alongside: name === BROWSER_JOURNEYS,
    })),
    // ESLint + Prettier over the whole repository: one check, clean or not.
    { name: 'lint', command: 'pnpm', args: ['lint'], cwd: WORKSPACE_DIR, oneCheck: true },
  ];
}

async function main() {
  const started = Date.now();
  try {
    checkNodeVersion();
    ensureTestPackages();
    ensurePnpm();
    ensureDependencies();
    await ensureTestDatabase();
    await buildApps();
  } catch (error) {
    if (!(error instanceof SetupError)) throw error;
    console.error(error.message);
    return 1;
  }

  const all = suites();
  const alongside = new Map(
    all
      .filter((suite) => suite.alongside)
      .map((suite) => [
        suite.name,
        runCounted(suite, `${suite.name.replace(/^@poshak\//, '')} │ `),
      ]),
  );
  const finished = new Map();
  for (const suite of all.filter((s) => !s.alongside)) {
    finished.set(suite.name, await runCounted(suite));
  }
  for (const [name, running] of alongside) finished.set(name, await running);
  const results = all.map((suite) => finished.get(suite.name));

  const passed = results.reduce((sum, r) => sum + r.passed, 0);
  const failed = results.reduce((sum, r) => sum + r.failed, 0);
  const width = Math.max(...results.map((r) => r.name.length));
  console.log('');
  for (const r of results) {
    const counts = `${r.passed} passed, ${r.failed} failed`.padEnd(22);
    console.log(`  ${r.name.padEnd(width)}  ${counts} ${r.time.padStart(8)}`);
  }
  console.log(`  ${'all'.padEnd(width)}  ${''.padEnd(22)} ${secondsSince(started).padStart(8)}`);
  console.log(`${passed} passed, ${failed} failed`);
  return failed > 0 ? 1 : 0;
}

process.exitCode = await main();
