import { SERVER_DIR, type RemoteName } from '../remotes';
import { listObjects, removeObjects } from './object-listing';
import { folderOf, type Bucket } from './s3-bucket';

/** Deletes every object of a release, public and private. */
export async function removeRelease(bucket: Bucket, remote: RemoteName, id: string): Promise<void> {
  const keys = [
    ...(await listObjects(bucket, folderOf(bucket, remote, id, ''))),
    ...(await listObjects(bucket, folderOf(bucket, remote, id, SERVER_DIR))),
  ].map((o) => o.key);
  if (keys.length > 0) await removeObjects(bucket, keys);
}

/**
 * Deletes the objects of releases the database does not know, once they are older than
 * `olderThan`: a publish stopped before its record was written, or a prune whose deletion
 * failed. Newer ones may be a publish under way. Resolves with the release ids removed.
 */
export async function removeStrays(
  bucket: Bucket,
  remote: RemoteName,
  known: ReadonlySet<string>,
  olderThan: Date,
): Promise<string[]> {
  const byRelease = new Map<string, { keys: string[]; newest: number }>();
  for (const side of ['public', 'private']) {
    const root = `${bucket.settings.prefix}${side}/${remote}/`;
    for (const object of await listObjects(bucket, root)) {
      const id = object.key.slice(root.length).split('/')[0] ?? '';
      if (!id || known.has(id)) continue;
      const entry = byRelease.get(id) ?? { keys: [], newest: 0 };
      entry.keys.push(object.key);
      entry.newest = Math.max(entry.newest, object.modified.getTime());
      byRelease.set(id, entry);
    }
  }
  const strays = [...byRelease].filter(([, e]) => e.newest < olderThan.getTime());
  await removeObjects(
    bucket,
    strays.flatMap(([, e]) => e.keys),
  );
  return strays.map(([id]) => id);
}
