import { and, desc, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/database';
import { remoteReleases } from '../../../db/schema';
import type { RemoteName } from '../remotes';
import type { Release } from './release-types';

const releaseColumns = {
  remote: remoteReleases.remote,
  id: remoteReleases.id,
  gitCommit: remoteReleases.git_commit,
  builtAt: remoteReleases.built_at,
  contractVersion: remoteReleases.contract_version,
  singletons: remoteReleases.singletons,
  exposes: remoteReleases.exposes,
  files: remoteReleases.files,
  bytes: remoteReleases.bytes,
  publishedAt: remoteReleases.published_at,
  pages: remoteReleases.pages,
  objectFiles: remoteReleases.object_files,
};

export async function findRelease(
  ex: Executor,
  remote: RemoteName,
  id: string,
): Promise<Release | null> {
  const [row] = await ex
    .select(releaseColumns)
    .from(remoteReleases)
    .where(and(eq(remoteReleases.remote, remote), eq(remoteReleases.id, id)));
  return row ? ({ ...row, remote } as Release) : null;
}

export async function listReleases(db: Database, remote: RemoteName): Promise<Release[]> {
  const rows = await db
    .select(releaseColumns)
    .from(remoteReleases)
    .where(eq(remoteReleases.remote, remote))
    .orderBy(desc(remoteReleases.published_at), remoteReleases.id);
  return rows.map((row) => ({ ...row, remote }));
}
