import { rmSync } from 'node:fs';

/** Stops the run's embedded PostgreSQL and removes its folder. */
export default async function globalTeardown(): Promise<void> {
  const run = globalThis.poshakTestPostgres;
  if (!run) return;
  await run.engine.stop();
  rmSync(run.dir, { recursive: true, force: true });
}
