import path from 'node:path';
import { GetObjectCommand, PutObjectCommand, S3ServiceException } from '@aws-sdk/client-s3';
import { contentTypeOf } from '../content-types';
import type { ReleaseFile } from '../release-build';
import type { RemoteName } from '../remotes';
import { callStore, keyOf, type Bucket } from './s3-bucket';

/**
 * Chunks carry their content hash in their name (`123.4f9c0a1b2d.js`, `assets/logo.0a1b2c3d4e.svg`):
 * a year in every cache. Webpack's `[contenthash:10]`.
 */
const CONTENT_ADDRESSED = /\.[0-9a-f]{10}\.[a-z0-9]+$/i;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * The manifest, `remoteEntry.js` and the like keep one name from build to build. Under a release's
 * id they never change either, unless someone rewrites the bucket by hand (an upload cut short and
 * put again): five minutes bound how long a CDN could keep such a mistake.
 */
const SHORT = 'public, max-age=300';
/** Uploads at once: a release is about a hundred files, most small. */
const PARALLEL_UPLOADS = 6;

const cacheControlOf = (file: string): string =>
  CONTENT_ADDRESSED.test(path.basename(file)) ? IMMUTABLE : SHORT;

/** Puts every file of a build under its release's keys, each with its cache lifetime. */
export async function uploadRelease(
  bucket: Bucket,
  remote: RemoteName,
  id: string,
  files: readonly ReleaseFile[],
): Promise<void> {
  let next = 0;
  const worker = async () => {
    for (let file = files[next++]; file; file = files[next++]) {
      const { path: name, bytes } = file;
      await callStore(bucket, `uploading ${name}`, () =>
        bucket.client.send(
          new PutObjectCommand({
            Bucket: bucket.settings.bucket,
            Key: keyOf(bucket, remote, id, name),
            Body: bytes,
            ContentLength: bytes.length,
            ContentType: contentTypeOf(name),
            CacheControl: cacheControlOf(name),
          }),
        ),
      );
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_UPLOADS }, worker));
}

/** A file's bytes; null when the store has no such object. */
export async function readObject(
  bucket: Bucket,
  remote: RemoteName,
  id: string,
  file: string,
): Promise<Buffer | null> {
  try {
    const reply = await bucket.client.send(
      new GetObjectCommand({
        Bucket: bucket.settings.bucket,
        Key: keyOf(bucket, remote, id, file),
      }),
    );
    return reply.Body ? Buffer.from(await reply.Body.transformToByteArray()) : Buffer.alloc(0);
  } catch (error) {
    if (error instanceof S3ServiceException && error.name === 'NoSuchKey') return null;
    return callStore(bucket, `reading ${file} of ${remote} ${id}`, () => Promise.reject(error));
  }
}
