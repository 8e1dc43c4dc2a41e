import type { CanaryAudience } from '@poshak/shared-api/schemas';
import type { Database, Executor } from '../../../db/database';
import type { RemoteName } from '../remotes';
import { movePointer, readPointer } from './pointer-rows';
import { findRelease } from './release-rows';
import { ReleaseRefusal, type Pointer, type ReleaseActor } from './release-types';

/**
 * Locks the pointer for moving it to `id`: refused when the remote has no such release, or when
 * `expected` (the live release the checks were run beside) is given and the pointer moved
 * meanwhile (another person activated).
 */
async function lockForMove(
  tx: Executor,
  remote: RemoteName,
  id: string,
  expected: string | null | undefined,
): Promise<Pointer | null> {
  if (!(await findRelease(tx, remote, id))) {
    throw new ReleaseRefusal(`${remote} has no release ${id}`);
  }
  const now = await readPointer(remote, tx, true);
  const live = now?.releaseId ?? null;
  if (expected !== undefined && live !== expected) {
    throw new ReleaseRefusal(
      `${remote}'s live release changed to ${live ?? 'the built-in one'} while ${id} was checked; check again`,
    );
  }
  return now;
}

/**
 * Makes `id` live for everyone (a canary running ends: whoever was in it sees `id` too).
 * `expected` is the release the checks were run beside: when the pointer moved meanwhile
 * (another person activated), nothing changes and the caller is told.
 */
export async function activate(
  db: Database,
  remote: RemoteName,
  id: string,
  expected?: string | null,
  by: ReleaseActor = null,
): Promise<{ from: string | null; to: string }> {
  return db.transaction(async (tx) => {
    const now = await lockForMove(tx, remote, id, expected);
    const from = now?.releaseId ?? null;
    if (from === id && !now?.canary) return { from, to: id };
    const previous = from === id ? (now?.previousReleaseId ?? null) : from;
    await movePointer(
      tx,
      remote,
      now,
      { releaseId: id, previousReleaseId: previous, canary: null },
      by,
      'activate',
    );
    return { from, to: id };
  });
}

/**
 * Tries `id` on part of the browsers beside the live release: a share of them (each
 * browser's bucket cookie decides, so it stays in or out across reloads) or staff only.
 * Replaces a canary already running. `expected` as for `activate`.
 */
export async function startCanary(
  db: Database,
  remote: RemoteName,
  id: string,
  audience: CanaryAudience,
  expected?: string | null,
  by: ReleaseActor = null,
): Promise<{ live: string | null; canary: string }> {
  return db.transaction(async (tx) => {
    const now = await lockForMove(tx, remote, id, expected);
    const live = now?.releaseId ?? null;
    if (live === id) throw new ReleaseRefusal(`${remote} ${id} is live already: nothing to try`);
    const share = 'share' in audience ? audience.share : null;
    await movePointer(
      tx,
      remote,
      now,
      { releaseId: live, previousReleaseId: now?.previousReleaseId ?? null, canary: { id, share } },
      by,
      'canary',
    );
    return { live, canary: id };
  });
}

/** The canary goes live for everyone; the release live until now is where a rollback goes. */
export async function promote(
  db: Database,
  remote: RemoteName,
  by: ReleaseActor = null,
): Promise<{ from: string | null; to: string }> {
  return db.transaction(async (tx) => {
    const now = await readPointer(remote, tx, true);
    if (!now?.canary) throw new ReleaseRefusal(`${remote} has no canary to promote`);
    await movePointer(
      tx,
      remote,
      now,
      { releaseId: now.canary.id, previousReleaseId: now.releaseId, canary: null },
      by,
      'promote',
    );
    return { from: now.releaseId, to: now.canary.id };
  });
}

/** The pointer as it is, its canary ended: everyone back on the live release. */
const withoutCanary = (now: Pointer) => ({
  releaseId: now.releaseId,
  previousReleaseId: now.previousReleaseId,
  canary: null,
});

/**
 * While a canary runs, ends it (everyone back on the live release). Otherwise puts the
 * previous release back (none before it: the build beside the server); the release rolled
 * back from becomes the previous one, so a second rollback undoes the first.
 */
export async function rollback(
  db: Database,
  remote: RemoteName,
  by: ReleaseActor = null,
): Promise<{ from: string | null; to: string | null; canary: boolean }> {
  return db.transaction(async (tx) => {
    const now = await readPointer(remote, tx, true);
    if (now?.canary) {
      await movePointer(tx, remote, now, withoutCanary(now), by, 'rollback canary');
      return { from: now.canary.id, to: now.releaseId, canary: true };
    }
    if (!now?.releaseId) {
      throw new ReleaseRefusal(`${remote} runs its built-in version: nothing to roll back`);
    }
    await movePointer(
      tx,
      remote,
      now,
      { releaseId: now.previousReleaseId, previousReleaseId: now.releaseId, canary: null },
      by,
      'rollback',
    );
    return { from: now.releaseId, to: now.previousReleaseId, canary: false };
  });
}

/**
 * Ends the canary of `id` because its browsers fail (the automatic rollback): only if `id`
 * is still the canary, so a judgement arriving late changes nothing. True when it ended it.
 */
export async function abortCanary(
  db: Database,
  remote: RemoteName,
  id: string,
  reason: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const now = await readPointer(remote, tx, true);
    if (now?.canary?.id !== id) return false;
    await movePointer(tx, remote, now, withoutCanary(now), null, 'automatic rollback', reason);
    return true;
  });
}
