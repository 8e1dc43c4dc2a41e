#!/usr/bin/env node
// Before one of the shop's commands (package.json: create-staff, backup, …) runs from
// server/dist/cli: builds the server when its bundle is missing or older than its sources, as
// `pnpm start` does. Progress goes to stderr, so a command's own output stays its own.
import { ensureBuilt } from './start.mjs';

try {
  await ensureBuilt({ only: ['server'], log: (line) => console.error(line), buildOutput: 2 });
} catch (error) {
  console.error(`[poshak] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
