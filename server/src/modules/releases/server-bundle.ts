import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ServerApi, PageRenderer } from '@poshak/shared-api/page';
import { serverRenderer } from '../../pages/server-renderer';
import type { Release, ReleaseStore } from './release-store';
import { SERVER_DIR } from './remotes';

/**
 * A release's server-render bundle as files this process can `require`: written once per release
 * into `cacheDir/<remote>/<id>/` (a release never changes, so a copy there is never stale) and
 * made whole before it is renamed into place, so a process stopped halfway leaves no half bundle.
 * A bundle fetched from the object store is checked file by file against the digests recorded
 * when it was published before it is written (release-store), so every instance loads the same
 * bytes.
 * Null when the release has no bundle (the back-office draws only its sign-in form; a release
 * without one is drawn in the browser).
 */
export async function releaseRenderer(
  store: ReleaseStore,
  release: Release,
  cacheDir: string,
  api: ServerApi,
): Promise<(() => PageRenderer | null) | null> {
  const dir = path.join(cacheDir, release.remote, release.id);
  if (!existsSync(dir)) {
    const files = await store.filesUnder(release, SERVER_DIR);
    if (!files.some((f) => f.path.endsWith('.js'))) return null;
    const partial = `${dir}.${process.pid}.partial`;
    rmSync(partial, { recursive: true, force: true });
    for (const file of files) {
      const target = path.join(partial, file.path);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, file.bytes);
    }
    try {
      renameSync(partial, dir);
    } catch (error) {
      // Another process of this data folder wrote it first: theirs is the same bytes.
      rmSync(partial, { recursive: true, force: true });
      if (!existsSync(dir)) throw error;
    }
  }
  return serverRenderer(path.join(dir, SERVER_DIR), api);
}
