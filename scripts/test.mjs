#!/usr/bin/env node
// `npm test` on a machine with only Node and npm: installs what the suites need (pnpm, the
// dependencies, Chromium, a Bengali font and nginx), runs every package's tests (the server's on
// the embedded PostgreSQL its dependencies bring, and on TEST_DATABASE_URL's too when set) and
// ESLint, Prettier and knip, timing each, and ends with one line `N passed, N failed` over all.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureTestPackages } from './setup/debian-packages.mjs';
import { SetupError, WORKSPACE_DIR, say, secondsSince } from './setup/commands.mjs';
import { ensureDependencies } from './setup/dependencies.mjs';
import { checkNodeVersion } from './setup/node-version.mjs';
import { ensurePnpm } from './setup/pnpm.mjs';
import { countResults } from './test-counts.mjs';
import { workspaceTestSuites } from './workspace-suites.mjs';

const SCRIPTS_DIR = path.join(WORKSPACE_DIR, 'scripts');

/**
 * Suites that run beside the journeys (e2e), one after another, while the others run one at a
 * time before them. The journeys' shops and browsers wait on each other much of the time and
 * leave one of the two cores idle; these suites fit in it. The server's suite keeps both cores
 * busy on its own and runs alone. Measured against the journeys beside the server's suite too,
 * the rest taken by whichever lane was free: 19 min 45 s and 1,708 CPU-s against this order's
 * 19 min 1 s and 1,600 on one idle machine. The two cores' CPU is the limit, not the order.
 */
const BESIDE_THE_JOURNEYS = new Set([
  '@poshak/shared-ui',
  '@poshak/backoffice-mfe',
  '@poshak/shell',
  '@poshak/storefront-mfe',
  '@poshak/bench',
  'lint',
]);
const JOURNEYS = '@poshak/e2e';

/**
 * Runs a suite and keeps its output for counting: shown as it comes (`live`), or held and shown
 * whole when the suite ends, so two suites running side by side do not interleave their lines.
 */
function runSuite({ command, args, cwd }, { live }) {
  return new Promise((resolve) => {
    const env = { ...process.env };
    // Pipes instead of a terminal would turn the tools' colours off for a person watching.
    if (process.stdout.isTTY && env.FORCE_COLOR === undefined) env.FORCE_COLOR = '1';
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (chunk) => {
      if (live) process.stdout.write(chunk);
      chunks.push(chunk);
    });
    child.stderr.on('data', (chunk) => {
      if (live) process.stderr.write(chunk);
      chunks.push(chunk);
    });
    const end = (status) => {
      const output = Buffer.concat(chunks).toString('utf8');
      if (!live) process.stdout.write(output);
      resolve({ output, status });
    };
    child.on('error', (error) => {
      chunks.push(Buffer.from(String(error)));
      end(1);
    });
    child.on('close', end);
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
    })),
    // ESLint, Prettier and knip over the whole repository: one check, clean or not.
    { name: 'lint', command: 'pnpm', args: ['lint'], cwd: WORKSPACE_DIR, oneCheck: true },
  ];
}

/** One suite run and counted, its start and end told in the set-up's voice. */
async function testSuite(suite, { live }) {
  say(`${suite.name}: testing …`);
  const started = Date.now();
  const { output, status } = await runSuite(suite, { live });
  const counts = suite.oneCheck
    ? { passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1 }
    : countResults(output, status);
  const time = secondsSince(started);
  say(`${suite.name}: ${counts.passed} passed, ${counts.failed} failed in ${time}`);
  return { name: suite.name, ...counts, time };
}

async function main() {
  const started = Date.now();
  try {
    checkNodeVersion();
    ensureTestPackages();
    ensurePnpm();
    ensureDependencies();
  } catch (error) {
    if (!(error instanceof SetupError)) throw error;
    console.error(error.message);
    return 1;
  }

  const all = suites();
  const journeys = all.filter((suite) => suite.name === JOURNEYS);
  const beside = all.filter((suite) => BESIDE_THE_JOURNEYS.has(suite.name));
  const alone = all.filter((suite) => !journeys.includes(suite) && !beside.includes(suite));
  const results = new Map();
  const runEach = async (list, live) => {
    for (const suite of list) results.set(suite, await testSuite(suite, { live }));
  };
  await runEach(alone, true);
  if (beside.length > 0 && journeys.length > 0) {
    say(`${journeys[0].name} runs beside ${beside.map((suite) => suite.name).join(', ')}`);
  }
  await Promise.all([runEach(journeys, true), runEach(beside, journeys.length === 0)]);

  const ordered = all.map((suite) => results.get(suite));
  const passed = ordered.reduce((sum, r) => sum + r.passed, 0);
  const failed = ordered.reduce((sum, r) => sum + r.failed, 0);
  const width = Math.max(...ordered.map((r) => r.name.length));
  console.log('');
  for (const r of ordered) {
    const counts = `${r.passed} passed, ${r.failed} failed`.padEnd(22);
    console.log(`  ${r.name.padEnd(width)}  ${counts} ${r.time.padStart(8)}`);
  }
  console.log(`  ${'all'.padEnd(width)}  ${''.padEnd(22)} ${secondsSince(started).padStart(8)}`);
  console.log(`${passed} passed, ${failed} failed`);
  return failed > 0 ? 1 : 0;
}

process.exitCode = await main();
