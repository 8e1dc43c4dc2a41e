import type { ReleaseObjectStore } from '../../config';
import type { Database, Executor } from '../../db/database';
import { releaseObjects } from './object-store';
import type { RemoteName } from './remotes';
import { livePointers, readPointer } from './release-store/pointer-rows';
import {
  abortCanary,
  activate,
  promote,
  rollback,
  startCanary,
} from './release-store/pointer-moves';
import { pruneReleases, removeStrayObjects } from './release-store/prune-releases';
import { publishRelease } from './release-store/publish-release';
import { addPages, failures, recordFailure, releaseHealth } from './release-store/release-health';
import { findRelease, listReleases } from './release-store/release-rows';
import type { StoreDeps } from './release-store/release-types';
import { baseUrl, databaseFile, filesUnder, releaseFile } from './release-store/stored-files';

export {
  ReleaseRefusal,
  type Pointer,
  type Release,
  type ReleaseActor,
} from './release-store/release-types';

/**
 * The releases of the remotes and their pointers, in the shop's database; with `objectStore`
 * set, the files of releases published from now on go to that bucket (their record and the
 * pointers stay here), and those already in the database stay there. Its parts: the records
 * (release-rows), publishing, the files wherever kept (stored-files), the pointers and their
 * moves, the pages and failures counted (release-health) and pruning.
 */
export function releaseStore(db: Database, objectStore: ReleaseObjectStore | null = null) {
  const deps: StoreDeps = { db, objects: objectStore ? releaseObjects(objectStore) : null };
  return {
    find: (remote: RemoteName, id: string, ex: Executor = db) => findRelease(ex, remote, id),
    publish: publishRelease.bind(null, deps),
    list: listReleases.bind(null, db),
    pointer: (remote: RemoteName) => readPointer(remote, db, false),
    live: livePointers.bind(null, db),
    databaseFile: databaseFile.bind(null, db),
    baseUrl: baseUrl.bind(null, deps),
    file: releaseFile.bind(null, deps),
    filesUnder: filesUnder.bind(null, deps),
    activate: activate.bind(null, db),
    canary: startCanary.bind(null, db),
    promote: promote.bind(null, db),
    rollback: rollback.bind(null, db),
    abortCanary: abortCanary.bind(null, db),
    recordFailure: recordFailure.bind(null, db),
    addPages: addPages.bind(null, db),
    failures: failures.bind(null, db),
    health: releaseHealth.bind(null, db),
    prune: pruneReleases.bind(null, deps),
    removeStrayObjects: removeStrayObjects.bind(null, deps),
  };
}

export type ReleaseStore = ReturnType<typeof releaseStore>;
