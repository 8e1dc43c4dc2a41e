// The workspace's dependencies, installed from the lockfile when they are missing or were
// installed from another lockfile (a pull that changed it); otherwise the install is skipped.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SetupError, WORKSPACE_DIR, run, say, secondsSince } from './commands.mjs';

const LOCKFILE = path.join(WORKSPACE_DIR, 'pnpm-lock.yaml');
// Inside node_modules: deleting node_modules deletes the record of what was installed with it.
const STAMP = path.join(WORKSPACE_DIR, 'node_modules', '.poshak-installed-lockfile');
const PNPM_STATE = path.join(WORKSPACE_DIR, 'node_modules', '.modules.yaml');

const lockfileHash = () =>
  crypto.createHash('sha256').update(fs.readFileSync(LOCKFILE)).digest('hex');

/** Why an install is needed, or null when node_modules was installed from this lockfile. */
export function installReason() {
  if (!fs.existsSync(PNPM_STATE)) return 'dependencies not installed yet';
  if (!fs.existsSync(STAMP)) return 'no record of the lockfile they were installed from';
  return fs.readFileSync(STAMP, 'utf8').trim() === lockfileHash()
    ? null
    : 'pnpm-lock.yaml changed since the last install';
}

export function ensureDependencies() {
  const reason = installReason();
  if (!reason) return;
  say(`pnpm install --frozen-lockfile (${reason}) …`);
  const started = Date.now();
  const hash = lockfileHash();
  if (!run('pnpm', ['install', '--frozen-lockfile'], { cwd: WORKSPACE_DIR })) {
    throw new SetupError('pnpm install --frozen-lockfile failed (see above)');
  }
  fs.writeFileSync(STAMP, `${hash}\n`);
  say(`dependencies installed in ${secondsSince(started)}`);
}
