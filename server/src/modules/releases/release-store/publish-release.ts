import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/database';
import { remoteReleaseFiles, remoteReleases } from '../../../db/schema';
import type { BuildInfo, ReleaseBuild } from '../release-build';
import { noticeText, RELEASES_CHANNEL, type RemoteName } from '../remotes';
import { findRelease } from './release-rows';
import type { Release, StoreDeps } from './release-types';
import { sha256 } from './stored-files';

/** Rows of files written per statement: a chunk is up to a few MB, a statement stays small. */
const FILES_PER_INSERT = 8;

async function insertFiles(tx: Executor, remote: RemoteName, build: ReleaseBuild) {
  for (let i = 0; i < build.files.length; i += FILES_PER_INSERT) {
    await tx.insert(remoteReleaseFiles).values(
      build.files.slice(i, i + FILES_PER_INSERT).map((file) => ({
        remote,
        release_id: build.id,
        path: file.path,
        bytes: file.bytes,
      })),
    );
  }
}

/**
 * Stores a build as a release, files and all, in one transaction: a release is there whole
 * or not at all. The same build again is the same release (`created: false`), left as it was.
 */
export async function publishRelease(
  { db, objects }: StoreDeps,
  remote: RemoteName,
  build: ReleaseBuild,
  info: BuildInfo,
): Promise<{ release: Release; created: boolean }> {
  const existing = await findRelease(db, remote, build.id);
  if (existing) return { release: existing, created: false };
  // Files first, record after: the release exists (is listed, can be activated) only once
  // every object is there. Keys hold the id, so a second run puts the same bytes again.
  if (objects) await objects.upload(remote, build.id, build.files);
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(remoteReleases)
      .values({
        remote,
        id: build.id,
        git_commit: info.gitCommit,
        built_at: info.builtAt,
        contract_version: info.contractVersion,
        singletons: info.singletons,
        exposes: build.exposes,
        files: build.files.length,
        bytes: build.files.reduce((sum, f) => sum + f.bytes.length, 0),
        object_files: objects
          ? Object.fromEntries(build.files.map((f) => [f.path, sha256(f.bytes)]))
          : null,
      })
      .onConflictDoNothing()
      .returning({ id: remoteReleases.id });
    // Published meanwhile by another run of the same build: that one wrote the files.
    if (inserted.length === 0) return;
    // Every instance makes it ready at commit, long before anyone activates it.
    await tx.execute(
      sql`SELECT pg_notify(${RELEASES_CHANNEL}, ${noticeText({ kind: 'published', remote, id: build.id })})`,
    );
    if (!objects) await insertFiles(tx, remote, build);
  });
  const release = await findRelease(db, remote, build.id);
  if (!release) throw new Error(`release ${build.id} vanished after publishing`);
  return { release, created: true };
}
