import {
  LOAD_PHASES,
  type LoadPhase,
  type ReleasesOverview,
  type ReleaseSummary,
} from '@poshak/shared-api/schemas';
import type { Pointer, Release, ReleaseStore } from './release-store';
import { REMOTES, type RemoteName } from './remotes';

type RemoteOverview = ReleasesOverview['remotes'][number];
type FailureCount = Awaited<ReturnType<ReleaseStore['failures']>>[number];

const noPhases = (): Record<LoadPhase, number> =>
  Object.fromEntries(LOAD_PHASES.map((p) => [p, 0])) as Record<LoadPhase, number>;

/** Each release's failed loads by phase (browser families added together). */
function failuresByRelease(failures: FailureCount[]): Map<string, Record<LoadPhase, number>> {
  const byRelease = new Map<string, Record<LoadPhase, number>>();
  for (const f of failures) {
    const phases = byRelease.get(f.releaseId) ?? noPhases();
    phases[f.phase as LoadPhase] += f.failures;
    byRelease.set(f.releaseId, phases);
  }
  return byRelease;
}

/** What the remote's pointer makes of a release. */
function roleOf(id: string, pointer: Pointer | null): ReleaseSummary['role'] {
  if (id === pointer?.releaseId) return 'live';
  if (id === pointer?.canary?.id) return 'canary';
  if (id === pointer?.previousReleaseId) return 'previous';
  return 'other';
}

function releaseSummary(
  release: Release,
  phases: Record<LoadPhase, number>,
  pointer: Pointer | null,
): ReleaseSummary {
  return {
    id: release.id,
    published_at: release.publishedAt.toISOString(),
    built_at: release.builtAt.toISOString(),
    git_commit: release.gitCommit,
    contract_version: release.contractVersion,
    files: release.files,
    bytes: release.bytes,
    pages: release.pages,
    failures: Object.values(phases).reduce((sum, n) => sum + n, 0),
    failures_by_phase: phases,
    role: roleOf(release.id, pointer),
  };
}

/** One remote's releases, newest first, with its live, canary and previous one. */
async function remoteOverview(store: ReleaseStore, remote: RemoteName): Promise<RemoteOverview> {
  const [pointer, releases, failures] = await Promise.all([
    store.pointer(remote),
    store.list(remote),
    store.failures(remote),
  ]);
  const byRelease = failuresByRelease(failures);
  return {
    remote,
    live: pointer?.releaseId ?? null,
    previous: pointer?.previousReleaseId ?? null,
    canary: pointer?.canary
      ? {
          id: pointer.canary.id,
          share: pointer.canary.share,
          since: pointer.canary.since.toISOString(),
        }
      : null,
    releases: releases.map((r) => releaseSummary(r, byRelease.get(r.id) ?? noPhases(), pointer)),
  };
}

/** The owner's Releases page: every remote's releases and the canary's limits. */
export async function releasesOverviewOf(
  store: ReleaseStore,
  limits: { maxFailureRate: number; minFailures: number },
): Promise<ReleasesOverview> {
  return {
    remotes: await Promise.all(REMOTES.map((remote) => remoteOverview(store, remote))),
    canary_limits: {
      max_failure_rate: limits.maxFailureRate,
      min_failures: limits.minFailures,
    },
  };
}
