import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { remoteReleaseFiles } from '../../../db/schema';
import { ObjectStoreError } from '../object-store';
import type { ReleaseFile } from '../release-build';
import { releaseBase, type RemoteName } from '../remotes';
import type { Release, StoreDeps } from './release-types';

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The object store of a release kept there; an instance set up without one cannot read it. */
function objectsOf({ objects }: StoreDeps, release: Release) {
  if (!objects) {
    throw new ObjectStoreError(
      `${release.remote} ${release.id} keeps its files in an object store, and this process has no RELEASE_S3_BUCKET set: every instance and the release command need the same RELEASE_S3_* settings`,
    );
  }
  return objects;
}

/** A file of a release kept in the object store, checked against the digest recorded then. */
async function objectFile(deps: StoreDeps, release: Release, file: string): Promise<Buffer | null> {
  const digest = release.objectFiles?.[file];
  if (!digest) return null;
  const bytes = await objectsOf(deps, release).read(release.remote, release.id, file);
  if (!bytes) {
    throw new ObjectStoreError(
      `${release.remote} ${release.id}: ${file} is missing from the object store`,
    );
  }
  const found = sha256(bytes);
  if (found !== digest) {
    throw new ObjectStoreError(
      `${release.remote} ${release.id}: ${file} in the object store is not the file published (SHA-256 ${found.slice(0, 12)}…, published ${digest.slice(0, 12)}…)`,
    );
  }
  return bytes;
}

/** A file kept in the database (what `/releases/…` serves); null for one in the object store. */
export async function databaseFile(
  db: Database,
  remote: RemoteName,
  id: string,
  file: string,
): Promise<Buffer | null> {
  const [row] = await db
    .select({ bytes: remoteReleaseFiles.bytes })
    .from(remoteReleaseFiles)
    .where(
      and(
        eq(remoteReleaseFiles.remote, remote),
        eq(remoteReleaseFiles.release_id, id),
        eq(remoteReleaseFiles.path, file),
      ),
    );
  return row?.bytes ?? null;
}

/** Where browsers load a release's files from: the CDN's URL, or this shop's `/releases/…`. */
export function baseUrl(deps: StoreDeps, release: Release): string {
  return release.objectFiles
    ? objectsOf(deps, release).publicBase(release.remote, release.id)
    : releaseBase(release.remote, release.id);
}

/** One file of a release, wherever it is kept; null when the release has none by that path. */
export async function releaseFile(
  deps: StoreDeps,
  release: Release,
  file: string,
): Promise<Buffer | null> {
  return release.objectFiles
    ? objectFile(deps, release, file)
    : databaseFile(deps.db, release.remote, release.id, file);
}

/** The files under a folder of a release (its server-render bundle), wherever they are kept. */
export async function filesUnder(
  deps: StoreDeps,
  release: Release,
  folder: string,
): Promise<ReleaseFile[]> {
  if (release.objectFiles) {
    const paths = Object.keys(release.objectFiles).filter((p) => p.startsWith(folder));
    return Promise.all(
      paths.map(async (p) => ({
        path: p,
        bytes: (await objectFile(deps, release, p)) ?? Buffer.alloc(0),
      })),
    );
  }
  return deps.db
    .select({ path: remoteReleaseFiles.path, bytes: remoteReleaseFiles.bytes })
    .from(remoteReleaseFiles)
    .where(
      and(
        eq(remoteReleaseFiles.remote, release.remote),
        eq(remoteReleaseFiles.release_id, release.id),
        sql`starts_with(${remoteReleaseFiles.path}, ${folder})`,
      ),
    );
}
