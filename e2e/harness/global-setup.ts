import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { WORKSPACE_DIR } from './workspace';

interface StartScript {
  ensureBuilt: (options?: { only?: string[] }) => Promise<string[]>;
}

/** Builds the production bundles the tests run against, exactly as `pnpm start` does, when stale. */
export default async function globalSetup() {
  if (process.env.E2E_SKIP_BUILD) return; // testing builds made elsewhere, as they are
  const script = pathToFileURL(path.join(WORKSPACE_DIR, 'server/scripts/start.mjs')).href;
  const { ensureBuilt } = (await import(script)) as StartScript;
  // With another server bundle under test, only the browser apps are ours to build.
  await ensureBuilt(
    process.env.E2E_SERVER_BUNDLE ? { only: ['shell', 'storefront', 'backoffice'] } : {},
  );
}
