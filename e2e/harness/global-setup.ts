import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEMO_SHOP_TEMPLATE, ShopServer } from './shop-server';
import { WORKSPACE_DIR } from './workspace';

interface StartScript {
  ensureBuilt: (options?: { only?: string[] }) => Promise<string[]>;
}

/**
 * Builds the production bundles the tests run against, exactly as `pnpm start` does, when stale;
 * then makes the demo shop every journey's shop starts from (removed when the run ends).
 */
export default async function globalSetup() {
  // E2E_SKIP_BUILD: testing builds made elsewhere, as they are.
  if (!process.env.E2E_SKIP_BUILD) {
    const script = pathToFileURL(path.join(WORKSPACE_DIR, 'server/scripts/start.mjs')).href;
    const { ensureBuilt } = (await import(script)) as StartScript;
    // With another server bundle under test, only the browser apps are ours to build.
    await ensureBuilt(
      process.env.E2E_SERVER_BUNDLE ? { only: ['shell', 'storefront', 'backoffice'] } : {},
    );
  }
  const template = await ShopServer.makeDemoTemplate();
  // Workers start after this and inherit the variable.
  process.env[DEMO_SHOP_TEMPLATE] = template;
  return () => fs.rmSync(template, { recursive: true, force: true });
}
