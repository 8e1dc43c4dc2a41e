import { eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/database';
import { auditLog, remotePointers } from '../../../db/schema';
import { noticeText, RELEASES_CHANNEL, type RemoteName } from '../remotes';
import type { Pointer, ReleaseActor } from './release-types';

/** Where a pointer is moved to. */
export interface PointerState {
  releaseId: string | null;
  previousReleaseId: string | null;
  canary: { id: string; share: number | null } | null;
}

/** The pointer, locked until the transaction ends when `ex` is one. */
export async function readPointer(
  remote: RemoteName,
  ex: Executor,
  lock: boolean,
): Promise<Pointer | null> {
  const query = ex
    .select({
      releaseId: remotePointers.release_id,
      previousReleaseId: remotePointers.previous_release_id,
      changedAt: remotePointers.changed_at,
      canaryId: remotePointers.canary_release_id,
      canaryShare: remotePointers.canary_share,
      canarySince: remotePointers.canary_since,
    })
    .from(remotePointers)
    .where(eq(remotePointers.remote, remote));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) return null;
  return {
    releaseId: row.releaseId,
    previousReleaseId: row.previousReleaseId,
    changedAt: row.changedAt,
    canary: row.canaryId
      ? { id: row.canaryId, share: row.canaryShare, since: row.canarySince ?? row.changedAt }
      : null,
  };
}

/** Every remote's live release id (none: the build beside the server) and its canary. */
export async function livePointers(
  db: Database,
): Promise<Partial<Record<RemoteName, { live: string | null; canary: Pointer['canary'] }>>> {
  const rows = await db
    .select({
      remote: remotePointers.remote,
      releaseId: remotePointers.release_id,
      canaryId: remotePointers.canary_release_id,
      canaryShare: remotePointers.canary_share,
      canarySince: remotePointers.canary_since,
      changedAt: remotePointers.changed_at,
    })
    .from(remotePointers);
  return Object.fromEntries(
    rows.map((r) => [
      r.remote,
      {
        live: r.releaseId,
        canary: r.canaryId
          ? { id: r.canaryId, share: r.canaryShare, since: r.canarySince ?? r.changedAt }
          : null,
      },
    ]),
  );
}

/** A pointer as the audit log shows it, before and after a move. */
const shown = (state: PointerState | Pointer | null) => ({
  live: state?.releaseId ?? null,
  previous: state?.previousReleaseId ?? null,
  canary: state?.canary ? { id: state.canary.id, share: state.canary.share } : null,
});

/**
 * Moves the pointer, writes who did it and why in the audit log, and tells every instance: all
 * three at commit.
 */
export async function movePointer(
  ex: Executor,
  remote: RemoteName,
  before: Pointer | null,
  next: PointerState,
  by: ReleaseActor,
  action: string,
  reason?: string,
) {
  const canary = {
    canary_release_id: next.canary?.id ?? null,
    canary_share: next.canary?.share ?? null,
    canary_since: next.canary
      ? before?.canary?.id === next.canary.id
        ? before.canary.since
        : sql`now()`
      : null,
  };
  await ex
    .insert(remotePointers)
    .values({
      remote,
      release_id: next.releaseId,
      previous_release_id: next.previousReleaseId,
      ...canary,
    })
    .onConflictDoUpdate({
      target: remotePointers.remote,
      set: {
        release_id: next.releaseId,
        previous_release_id: next.previousReleaseId,
        changed_at: sql`now()`,
        ...canary,
      },
    });
  await ex.insert(auditLog).values({
    staff_id: by?.id ?? null,
    staff_username: by?.username ?? null,
    kind: 'release',
    entity_id: remote,
    action: 'update',
    before: shown(before),
    after: { ...shown(next), action, ...(reason ? { reason } : {}) },
  });
  await ex.execute(
    sql`SELECT pg_notify(${RELEASES_CHANNEL}, ${noticeText({ kind: 'pointer', remote })})`,
  );
}
