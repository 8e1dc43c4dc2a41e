import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { WORKSPACE_DIR } from '../../../src/config';
import type { ActivationContext } from '../../../src/modules/releases/activation';
import { readBuild, singletonVersions } from '../../../src/modules/releases/release-build';
import { hostOf } from '../../../src/modules/releases/release-checks';
import { injectedApi } from '../../../src/pages/server-renderer';
import type { Instance } from '../../helpers/instances';

export const STOREFRONT = path.join(WORKSPACE_DIR, 'storefront-mfe');
export const SHARED_UI = path.join(WORKSPACE_DIR, 'shared-ui');
/** Drawn in the header of every storefront page: a visible change between two releases. */
export const SKIP = 'Skip to content';

/**
 * A copy of the real storefront build in `work/name`; `changed` rewrites the header's skip link
 * in the browser and server bundles alike, as a team's next build would (a new release id follows).
 */
export function storefrontBuild(work: string, name: string, changed?: string) {
  const dir = path.join(work, name);
  cpSync(path.join(STOREFRONT, 'dist'), dir, { recursive: true });
  if (changed) {
    const files = [
      ...readdirSync(dir).map((f) => path.join(dir, f)),
      ...readdirSync(path.join(dir, 'server')).map((f) => path.join(dir, 'server', f)),
    ].filter((f) => f.endsWith('.js'));
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      if (text.includes(SKIP)) writeFileSync(file, text.replaceAll(SKIP, changed));
    }
  }
  return readBuild(dir);
}

/** What the release checks need, on one instance (as the command and the Releases page give it). */
export const checkContext = (on: Instance): ActivationContext => ({
  store: on.app.releases.store,
  host: hostOf(singletonVersions(path.join(WORKSPACE_DIR, 'shell'), SHARED_UI)),
  cacheDir: path.join(on.app.config.dataDir, 'release-cache'),
  api: injectedApi(on.app),
});

/** The storefront's entry in a page's remotes config. */
export const entryIn = (html: string) =>
  /"name":"storefront","entry":"([^"]+)"/.exec(html)?.[1] ?? null;
