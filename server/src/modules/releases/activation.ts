import type { ServerApi } from '@poshak/shared-api/page';
import type { CanaryAudience } from '@poshak/shared-api/schemas';
import { compatibilityProblems, smokeRenderProblem, type Host } from './release-checks';
import { ReleaseRefusal, type ReleaseActor, type ReleaseStore } from './release-store';
import type { RemoteName } from './remotes';

export interface ActivationContext {
  store: ReleaseStore;
  host: Host;
  /** Where the release's server bundle is written to be loaded for the smoke render. */
  cacheDir: string;
  /** The shop's API, for the smoke render's data. */
  api: ServerApi;
  /** Who asks, for the audit log (null: the command line of an unknown person). */
  by?: ReleaseActor;
}

/**
 * Runs a release's checks — contract, singletons, exposed modules, then a smoke render with its
 * own server bundle — refusing with every reason. Resolves with the live release they were run
 * beside, so the pointer moves only if no one else moved it meanwhile.
 */
async function checked(
  context: ActivationContext,
  remote: RemoteName,
  id: string,
): Promise<string | null> {
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
  return before;
}

/** Makes a release live for everyone after its checks pass, refusing with every reason otherwise. */
export async function activateChecked(
  context: ActivationContext,
  remote: RemoteName,
  id: string,
): Promise<{ from: string | null; to: string }> {
  const before = await checked(context, remote, id);
  return context.store.activate(remote, id, before, context.by ?? null);
}

/**
 * Tries a release on part of the browsers after the same checks: a canary reaches shoppers, so
 * it must pass what a live release passes.
 */
export async function canaryChecked(
  context: ActivationContext,
  remote: RemoteName,
  id: string,
  audience: CanaryAudience,
): Promise<{ live: string | null; canary: string }> {
  const before = await checked(context, remote, id);
  return context.store.canary(remote, id, audience, before, context.by ?? null);
}
