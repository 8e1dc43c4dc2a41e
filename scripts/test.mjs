#!/usr/bin/env node
// `npm test` on a machine with only Node and npm: installs what the suites need (pnpm, the
// dependencies, Chromium, a Bengali font and nginx), runs every package's tests (the server's on
// the embedded PostgreSQL its dependencies bring, and on TEST_DATABASE_URL's too when set)
// one package at a time (two cores are shared by servers, browser and runner), then ESLint,
// Prettier and knip, timing each, and ends with one line `N passed, N failed` over all of them.
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

/** Runs a suite with its output shown as it comes and kept for counting. */
function runSuite({ command, args, cwd }) {
  return new Promise((resolve) => {
    const env = { ...process.env };
    // Pipes instead of a terminal would turn the tools' colours off for a person watching.
    if (process.stdout.isTTY && env.FORCE_COLOR === undefined) env.FORCE_COLOR = '1';
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      chunks.push(chunk);
    });
    child.stderr.on('data', (chunk) => {
      process.stderr.write(chunk);
      chunks.push(chunk);
    });
    child.on('error', (error) => {
      chunks.push(Buffer.from(String(error)));
      resolve({ output: Buffer.concat(chunks).toString('utf8'), status: 1 });
    });
    child.on('close', (status) => {
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
    })),
    // ESLint, Prettier and knip over the whole repository: one check, clean or not.
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
  } catch (error) {
    if (!(error instanceof SetupError)) throw error;
    console.error(error.message);
    return 1;
  }

  const results = [];
  for (const suite of suites()) {
    say(`${suite.name}: testing …`);
    const suiteStarted = Date.now();
    const { output, status } = await runSuite(suite);
    const counts = suite.oneCheck
      ? { passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1 }
      : countResults(output, status);
    const time = secondsSince(suiteStarted);
    results.push({ name: suite.name, ...counts, time });
    say(`${suite.name}: ${counts.passed} passed, ${counts.failed} failed in ${time}`);
  }

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
