import type { ServerApi } from '@poshak/shared-api/page';
import { compatibilityProblems, smokeRenderProblem, type Host } from './release-checks';
import { ReleaseRefusal, type ReleaseStore } from './release-store';
import type { RemoteName } from './remotes';

export interface ActivationContext {
  store: ReleaseStore;
  host: Host;
  /** Where the release's server bundle is written to be loaded for the smoke render. */
  cacheDir: string;
  /** The shop's API, for the smoke render's data. */
  api: ServerApi;
}

/**
 * Makes a release live after its checks pass — contract, singletons, exposed modules, then a smoke
 * render with its own server bundle — refusing with every reason otherwise. The pointer moves only
 * if no one else moved it while the checks ran.
 */
export async function activateChecked(
  context: ActivationContext,
  remote: RemoteName,
  id: string,
): Promise<{ from: string | null; to: string }> {
  const { store } = context;
  const release = await store.find(remote, id);
  if (!release) throw new ReleaseRefusal(`${remote} has no release ${id}`);
  const before = (await store.pointer(remote))?.releaseId ?? null;
  const problems = compatibilityProblems(release, context.host);
  if (problems.length > 0) {
    throw new ReleaseRefusal(`${remote} ${id} refused:\n  ${problems.join('\n  ')}`);
  }
  const smoke = await smokeRenderProblem(store, release, context.cacheDir, context.api);
  if (smoke) throw new ReleaseRefusal(`${remote} ${id} refused:\n  ${smoke}`);
  return store.activate(remote, id, before);
}
