#!/usr/bin/env node
// `pnpm release <storefront|backoffice>` checks the remote against the shell's contract, builds it
// and publishes it as a release (not live); `pnpm release:<list|activate|rollback|prune> …` run
// the release command of the server (server/src/cli/release.ts), built first when stale.
// docs/releasing.md tells the whole story.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const REMOTES = { storefront: '@poshak/storefront-mfe', backoffice: '@poshak/backoffice-mfe' };

const run = (command, args) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const args = process.argv.slice(2).filter((arg) => arg !== '--');
let command = args;
if (args[0] in REMOTES) {
  // A remote that no longer fits what the shell and the server load it as is refused before
  // anything is built: tsc's reason, not a shopper's broken page (tooling/webpack/src/remote-contract.cjs).
  run('node', ['tooling/webpack/src/remote-contract.cjs', `${args[0]}-mfe`, args[0]]);
  // A release is what the team's build makes, built afresh from the tree as it is.
  run('pnpm', ['--filter', REMOTES[args[0]], 'run', 'build']);
  command = ['publish', args[0]];
}
run('node', ['server/scripts/build-if-stale.mjs']);
run('node', ['server/dist/cli/release.js', ...command]);
