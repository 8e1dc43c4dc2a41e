import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/database';
import { remoteReleases } from '../../../db/schema';
import { ObjectStoreError } from '../object-store';
import { noticeText, RELEASES_CHANNEL, type RemoteName } from '../remotes';
import { readPointer } from './pointer-rows';
import { ReleaseRefusal, type StoreDeps } from './release-types';

/** An object store's leftovers younger than this may be a publish under way: left alone. */
const STRAY_AGE_MS = 60 * 60_000;

interface Doomed {
  id: string;
  inObjectStore: boolean;
}

/** The releases a prune deletes: all but the `keep` newest and those the pointer names. */
async function doomedReleases(tx: Executor, remote: RemoteName, keep: number): Promise<Doomed[]> {
  // Locked so no activation points at a release while it is deleted.
  const now = await readPointer(remote, tx, true);
  const newest = await tx
    .select({ id: remoteReleases.id })
    .from(remoteReleases)
    .where(eq(remoteReleases.remote, remote))
    .orderBy(desc(remoteReleases.published_at), remoteReleases.id)
    .limit(keep);
  const kept = [
    ...newest.map((r) => r.id),
    ...(now?.releaseId ? [now.releaseId] : []),
    ...(now?.previousReleaseId ? [now.previousReleaseId] : []),
    ...(now?.canary ? [now.canary.id] : []),
  ];
  const conditions = [eq(remoteReleases.remote, remote)];
  if (kept.length > 0) conditions.push(notInArray(remoteReleases.id, kept));
  return tx
    .select({
      id: remoteReleases.id,
      inObjectStore: sql<boolean>`${remoteReleases.object_files} IS NOT NULL`,
    })
    .from(remoteReleases)
    .where(and(...conditions));
}

/** Deletes the records of the releases a prune removes, and tells every instance at commit. */
async function deleteRecords(
  { db, objects }: StoreDeps,
  remote: RemoteName,
  keep: number,
): Promise<Doomed[]> {
  return db.transaction(async (tx) => {
    const doomed = await doomedReleases(tx, remote, keep);
    const inObjectStore = doomed.filter((r) => r.inObjectStore);
    if (inObjectStore.length > 0 && !objects) {
      throw new ReleaseRefusal(
        `${remote}: ${inObjectStore.map((r) => r.id).join(', ')} keep their files in an object store, and this process has no RELEASE_S3_BUCKET set: nothing pruned`,
      );
    }
    if (doomed.length === 0) return [];
    await tx.delete(remoteReleases).where(
      and(
        eq(remoteReleases.remote, remote),
        inArray(
          remoteReleases.id,
          doomed.map((r) => r.id),
        ),
      ),
    );
    // Instances drop what they keep in memory of the releases gone.
    const ids = doomed.map((r) => r.id);
    // NOTIFY payloads stop at 8,000 bytes: a long list is told as "pruned" with no ids.
    const told = ids.length <= 200 ? ids : [];
    await tx.execute(
      sql`SELECT pg_notify(${RELEASES_CHANNEL}, ${noticeText({ kind: 'pruned', remote, ids: told })})`,
    );
    return doomed;
  });
}

/**
 * Deletes all but the `keep` newest releases, never the live one, the canary, nor the one a
 * rollback would go to. Their URLs answer 404 from then on.
 */
export async function pruneReleases(
  deps: StoreDeps,
  remote: RemoteName,
  keep: number,
): Promise<string[]> {
  const removed = await deleteRecords(deps, remote, keep);
  // Deleted once no record names them: a failure here leaves objects no page can name,
  // which removeStrayObjects deletes later.
  if (deps.objects) {
    for (const release of removed.filter((r) => r.inObjectStore)) {
      try {
        await deps.objects.removeRelease(remote, release.id);
      } catch (error) {
        throw new ObjectStoreError(
          `${remote}: ${removed.map((r) => r.id).join(', ')} pruned, but the objects of ${release.id} were not all deleted (${(error as Error).message}); the next prune an hour on deletes them`,
          { cause: error },
        );
      }
    }
  }
  return removed.map((r) => r.id);
}

/**
 * Deletes what the object store holds of releases the database does not know (a publish
 * stopped halfway, a prune whose deletion failed), once an hour old. The release ids removed;
 * none without an object store.
 */
export async function removeStrayObjects(
  { db, objects }: StoreDeps,
  remote: RemoteName,
): Promise<string[]> {
  if (!objects) return [];
  const known = await db
    .select({ id: remoteReleases.id })
    .from(remoteReleases)
    .where(eq(remoteReleases.remote, remote));
  return objects.removeStrays(
    remote,
    new Set(known.map((r) => r.id)),
    new Date(Date.now() - STRAY_AGE_MS),
  );
}
