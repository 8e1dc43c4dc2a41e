#!/usr/bin/env node
// `npm run test:node -- 24`: the README's test command on another major Node, taken from the npm
// registry (the `node` package) into .tools/node-<major>, so the supported versions (20, 22, 24)
// can each be tried on one machine without installing them system-wide.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import {
  SetupError,
  WORKSPACE_DIR,
  isExecutable,
  prependPath,
  run,
  say,
} from './setup/commands.mjs';
import { TOOLS_DIR } from './setup/pnpm.mjs';

const SUPPORTED = ['20', '22', '24'];

function nodeBinDir(major) {
  const prefix = path.join(TOOLS_DIR, `node-${major}`);
  const bin = path.join(prefix, 'node_modules', 'node', 'bin');
  if (!isExecutable(path.join(bin, 'node'))) {
    say(
      `installing Node ${major} from the npm registry into ${path.relative(WORKSPACE_DIR, prefix)} …`,
    );
    if (
      !run('npm', [
        'install',
        '--no-save',
        '--no-audit',
        '--no-fund',
        '--prefix',
        prefix,
        `node@${major}`,
      ])
    ) {
      throw new SetupError(`npm could not install node@${major}`);
    }
  }
  return bin;
}

function main() {
  const major = process.argv[2];
  if (!major || !SUPPORTED.includes(major)) {
    console.error(`usage: npm run test:node -- <${SUPPORTED.join('|')}>`);
    return 2;
  }
  try {
    prependPath(nodeBinDir(major));
  } catch (error) {
    if (!(error instanceof SetupError)) throw error;
    console.error(error.message);
    return 1;
  }
  const version = spawnSync('node', ['--version'], { encoding: 'utf8' }).stdout.trim();
  say(`npm test on Node ${version}`);
  // The same command CI runs, under that Node: every process it starts finds it first on PATH.
  const result = spawnSync('node', [path.join(WORKSPACE_DIR, 'scripts', 'test.mjs')], {
    stdio: 'inherit',
    cwd: WORKSPACE_DIR,
  });
  return result.status ?? 1;
}

process.exitCode = main();
