import type { ReleaseObjectStore } from '../../config';
import { readObject, uploadRelease } from './object-store/release-objects-io';
import { removeRelease, removeStrays } from './object-store/release-removal';
import { openBucket } from './object-store/s3-bucket';
import type { RemoteName } from './remotes';

export { ObjectStoreError } from './object-store/s3-bucket';

/**
 * The release files of a shop whose remotes are served from an object store (S3, R2, B2, MinIO)
 * behind a CDN. Keys hold the release id, so an object is never replaced by another:
 * `<prefix>public/<remote>/<id>/<file>` for what browsers load (the CDN serves `<prefix>public/`
 * at RELEASE_PUBLIC_URL) and `<prefix>private/<remote>/<id>/server/…` for the server bundle, which
 * only the instances read, with the key. Its parts: the bucket and its error messages (s3-bucket),
 * listing and batch deletion (object-listing), upload and read (release-objects-io) and the
 * removal of releases and strays (release-removal).
 */
export function releaseObjects(settings: ReleaseObjectStore) {
  const bucket = openBucket(settings);
  return {
    /** The public URL a release's browser files are loaded from (ends with `/`). */
    publicBase: (remote: RemoteName, id: string) => `${settings.publicUrl}/${remote}/${id}/`,
    upload: uploadRelease.bind(null, bucket),
    read: readObject.bind(null, bucket),
    removeRelease: removeRelease.bind(null, bucket),
    removeStrays: removeStrays.bind(null, bucket),
  };
}
