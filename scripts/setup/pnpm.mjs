// pnpm at the version package.json's `packageManager` pins, installed with npm: corepack is no
// way out on every machine ("No compatible signature found in package metadata").
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  SetupError,
  WORKSPACE_DIR,
  appendPath,
  isExecutable,
  onPath,
  output,
  prependPath,
  run,
  say,
} from './commands.mjs';

/** Where pnpm goes when npm may not install globally; git-ignored. */
export const TOOLS_DIR = path.join(WORKSPACE_DIR, '.tools');
const TOOLS_BIN = path.join(TOOLS_DIR, 'node_modules', '.bin');

export function pinnedPnpmVersion() {
  const pkg = JSON.parse(fs.readFileSync(path.join(WORKSPACE_DIR, 'package.json'), 'utf8'));
  const version = /^pnpm@(\d+\.\d+\.\d+)/.exec(pkg.packageManager ?? '')?.[1];
  if (!version) throw new SetupError('package.json has no "packageManager": "pnpm@<version>"');
  return version;
}

// Asked outside the workspace: inside it, a pnpm of another version would quietly hand over to
// the pinned one and report that one's version instead of its own.
const versionOf = (pnpm) => output(pnpm, ['--version'], { cwd: os.tmpdir() });

/** Makes the pinned pnpm the `pnpm` of this process and of every process it starts. */
export function ensurePnpm() {
  const version = pinnedPnpmVersion();
  const found = onPath('pnpm');
  const foundVersion = found && versionOf(found);
  if (foundVersion === version) return;

  const local = path.join(TOOLS_BIN, 'pnpm');
  if (isExecutable(local) && versionOf(local) === version) {
    prependPath(TOOLS_BIN);
    return;
  }

  // Someone's own pnpm of another version stays as it is; ours goes beside the workspace.
  if (!foundVersion && useGlobalPnpm(version)) return;
  say(`installing pnpm ${version} into ${path.relative(WORKSPACE_DIR, TOOLS_DIR)}/ …`);
  const installed = run('npm', [
    'install',
    '--prefix',
    TOOLS_DIR,
    '--no-save',
    '--no-package-lock',
    '--no-audit',
    '--no-fund',
    `pnpm@${version}`,
  ]);
  if (!installed || versionOf(local) !== version) {
    throw new SetupError(`could not install pnpm ${version} with npm (see above)`);
  }
  prependPath(TOOLS_BIN);
}

/** npm's global bin folder, where `npm i -g` puts pnpm. */
function npmGlobalBin() {
  const prefix = output('npm', ['prefix', '--global']);
  return prefix ? path.join(prefix, 'bin') : null;
}

/** The pinned pnpm in npm's global bin, installed there with `npm i -g` when it is not yet. */
function useGlobalPnpm(version) {
  const bin = npmGlobalBin();
  if (!bin) return false;
  // npm's global bin is not always on PATH (a custom prefix): a pnpm installed there by an earlier
  // run is used, not installed again. The folder is appended, not prepended: no pnpm was on PATH,
  // and the folder may hold other tools that must not shadow the user's own.
  if (versionOf(path.join(bin, 'pnpm')) === version) {
    appendPath(bin);
    return true;
  }
  say(`installing pnpm ${version} with npm i -g …`);
  const result = spawnSync(
    'npm',
    ['install', '--global', '--no-audit', '--no-fund', `pnpm@${version}`],
    {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  if (result.status !== 0) {
    // Not allowed to write there is the usual case, and no fault: npm's page of advice about it
    // would bury the one line that matters.
    const reason =
      /npm error code (\w+)/.exec(result.stderr)?.[1] ?? `exit status ${result.status}`;
    say(`npm could not install globally (${reason}); pnpm goes into the workspace instead`);
    return false;
  }
  if (versionOf(path.join(bin, 'pnpm')) !== version) return false;
  appendPath(bin);
  return true;
}
