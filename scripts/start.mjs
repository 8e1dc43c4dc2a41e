#!/usr/bin/env node
// `npm start` on a machine with only Node and npm: pnpm and the workspace's dependencies first
// (each only when missing), then the shop as server/scripts/start.mjs builds and serves it.
import { startShop } from '../server/scripts/start.mjs';
import { SetupError } from './setup/commands.mjs';
import { ensureDependencies } from './setup/dependencies.mjs';
import { checkNodeVersion } from './setup/node-version.mjs';
import { ensurePnpm } from './setup/pnpm.mjs';

try {
  checkNodeVersion();
  ensurePnpm();
  ensureDependencies();
} catch (error) {
  if (!(error instanceof SetupError)) throw error;
  console.error(error.message);
  process.exit(1);
}
await startShop();
