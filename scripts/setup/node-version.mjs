// The shop's tools need the Node that package.json's `engines` names; an older one fails later
// with errors that do not say why.
import fs from 'node:fs';
import path from 'node:path';
import { SetupError, WORKSPACE_DIR } from './commands.mjs';

export function checkNodeVersion() {
  const pkg = JSON.parse(fs.readFileSync(path.join(WORKSPACE_DIR, 'package.json'), 'utf8'));
  const wanted = /^>=\s*(\d+)\.(\d+)/.exec(pkg.engines?.node ?? '');
  if (!wanted) return;
  const [major, minor] = process.versions.node.split('.').map(Number);
  const [wantedMajor, wantedMinor] = [Number(wanted[1]), Number(wanted[2])];
  if (major < wantedMajor || (major === wantedMajor && minor < wantedMinor)) {
    throw new SetupError(
      `Poshak needs Node ${pkg.engines.node} (this is ${process.version}): install a newer Node, then run the command again.`,
    );
  }
}
