import { z } from './zod';
import { plainText } from './common';

/**
 * Releases of the remotes (docs/releasing.md): what a browser reports of a failed load, and what
 * the back-office's Releases page reads and asks. The page is the owner's: admin only.
 */

export const RELEASE_REMOTES = ['storefront', 'backoffice'] as const;
export type ReleaseRemote = (typeof RELEASE_REMOTES)[number];

/**
 * Where a remote's load failed: its manifest, its entry script, the exposed `./App` module (or a
 * chunk of it), or drawing it (the error boundary around the remote).
 */
export const LOAD_PHASES = ['manifest', 'entry', 'expose', 'render'] as const;
export type LoadPhase = (typeof LOAD_PHASES)[number];

/** The release a page names: its id, or the build beside the server. */
export const BUILT_IN_RELEASE = 'built-in';
export const releaseId = plainText().regex(/^[0-9a-f]{8,64}$/, 'a release id: 8 to 64 hex digits');

/** The longest error message a report may carry: enough to recognise it, not a stack. */
export const LOAD_FAILURE_MESSAGE_MAX = 300;

/** A failed load, as the shell's federation runtime plugin reports it. */
export const loadFailureReport = z.strictObject({
  remote: z.enum(RELEASE_REMOTES),
  release: plainText().regex(
    /^(?:[0-9a-f]{8,64}|built-in)$/,
    `a release id (8 to 64 hex digits) or ${BUILT_IN_RELEASE}`,
  ),
  phase: z.enum(LOAD_PHASES),
  message: plainText().max(LOAD_FAILURE_MESSAGE_MAX).optional(),
});
export type LoadFailureReport = z.infer<typeof loadFailureReport>;

/** Who a canary reaches: a share of browsers (sticky, by a cookie), or signed-in staff only. */
export const canaryAudience = z.union([
  z.strictObject({ share: z.number().int().min(1).max(99) }),
  z.strictObject({ staff: z.literal(true) }),
]);
export type CanaryAudience = z.infer<typeof canaryAudience>;

export const releaseRemoteParams = z.object({ remote: z.enum(RELEASE_REMOTES) });
export const activateReleaseBody = z.strictObject({ id: releaseId });
export const canaryReleaseBody = z.strictObject({ id: releaseId, audience: canaryAudience });

/** One release of a remote with what shoppers' browsers made of it. */
export const releaseSummary = z.object({
  id: z.string(),
  published_at: z.string(),
  built_at: z.string(),
  git_commit: z.string(),
  contract_version: z.string(),
  files: z.number().int(),
  bytes: z.number().int(),
  /** Pages drawn naming it (the failures' denominator). */
  pages: z.number().int(),
  failures: z.number().int(),
  failures_by_phase: z.record(z.enum(LOAD_PHASES), z.number().int()),
  role: z.enum(['live', 'canary', 'previous', 'other']),
});
export type ReleaseSummary = z.infer<typeof releaseSummary>;

export const remoteReleases = z.object({
  remote: z.enum(RELEASE_REMOTES),
  /** Null: the build beside the server is live. */
  live: z.string().nullable(),
  previous: z.string().nullable(),
  canary: z
    .object({ id: z.string(), share: z.number().int().nullable(), since: z.string() })
    .nullable(),
  releases: z.array(releaseSummary),
});
export type RemoteReleases = z.infer<typeof remoteReleases>;

export const releasesOverview = z.object({
  remotes: z.array(remoteReleases),
  /** The automatic rollback of a canary: its failure rate and the count below which it waits. */
  canary_limits: z.object({ max_failure_rate: z.number(), min_failures: z.number().int() }),
});
export type ReleasesOverview = z.infer<typeof releasesOverview>;

/** What an action on the Releases page did: the pointer before and after. */
export const releaseChange = z.object({
  remote: z.enum(RELEASE_REMOTES),
  live: z.string().nullable(),
  canary: z.string().nullable(),
  message: z.string(),
});
export type ReleaseChange = z.infer<typeof releaseChange>;
