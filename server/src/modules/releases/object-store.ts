import path from 'node:path';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { ReleaseObjectStore } from '../../config';
import type { ReleaseFile } from './release-build';
import { contentTypeOf } from './content-types';
import { SERVER_DIR, type RemoteName } from './remotes';

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
/** What S3's DeleteObjects takes in one call. */
const DELETE_BATCH = 1000;

export const cacheControlOf = (file: string): string =>
  CONTENT_ADDRESSED.test(path.basename(file)) ? IMMUTABLE : SHORT;

/** The object store refused or could not be reached; the message says which setting to look at. */
export class ObjectStoreError extends Error {}

/** What to tell a person of each refusal S3 documents, naming the setting to check. */
const HINTS: Record<string, string> = {
  SignatureDoesNotMatch:
    'the signature was refused: RELEASE_S3_SECRET_ACCESS_KEY is not the secret of RELEASE_S3_ACCESS_KEY_ID',
  InvalidAccessKeyId: 'the store knows no such key: check RELEASE_S3_ACCESS_KEY_ID',
  AccessDenied:
    'access denied: the key may not do this in the bucket (it needs s3:PutObject, s3:GetObject, s3:ListBucket and s3:DeleteObject on the prefix)',
  NoSuchBucket: 'no such bucket: check RELEASE_S3_BUCKET (and RELEASE_S3_ENDPOINT)',
  AuthorizationHeaderMalformed: 'the request was refused as malformed: check RELEASE_S3_REGION',
  RequestTimeTooSkewed: "this machine's clock is too far from the store's",
};

/**
 * The release files of a shop whose remotes are served from an object store (S3, R2, B2, MinIO)
 * behind a CDN. Keys hold the release id, so an object is never replaced by another:
 * `<prefix>public/<remote>/<id>/<file>` for what browsers load (the CDN serves `<prefix>public/`
 * at RELEASE_PUBLIC_URL) and `<prefix>private/<remote>/<id>/server/…` for the server bundle, which
 * only the instances read, with the key.
 */
export function releaseObjects(settings: ReleaseObjectStore) {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    credentials: {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    },
    // Checksums only where S3 requires them (DeleteObjects): the S3-compatible services do not
    // all take the newer ones the SDK would add to every upload.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
  const where = `bucket ${settings.bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ''}`;

  /** Runs one call, turning what goes wrong into a message naming the setting to look at. */
  const call = async <T>(what: string, work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof S3ServiceException) {
        const hint = HINTS[error.name] ?? error.message;
        throw new ObjectStoreError(
          `object store (${where}): ${what} refused with ${error.name} (HTTP ${error.$metadata.httpStatusCode ?? '?'}): ${hint}`,
          { cause: error },
        );
      }
      throw new ObjectStoreError(
        `object store (${where}): ${what} failed: ${(error as Error).message}; is RELEASE_S3_ENDPOINT reachable from here?`,
        { cause: error },
      );
    }
  };

  const folderOf = (remote: RemoteName, id: string, file: string) =>
    `${settings.prefix}${file.startsWith(SERVER_DIR) ? 'private' : 'public'}/${remote}/${id}/`;
  const keyOf = (remote: RemoteName, id: string, file: string) =>
    `${folderOf(remote, id, file)}${file}`;

  const list = async (prefix: string) => {
    const found: { key: string; modified: Date }[] = [];
    let token: string | undefined;
    do {
      const page = await call(`listing ${prefix}`, () =>
        client.send(
          new ListObjectsV2Command({
            Bucket: settings.bucket,
            Prefix: prefix,
            ContinuationToken: token,
          }),
        ),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key)
          found.push({ key: object.Key, modified: object.LastModified ?? new Date() });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return found;
  };

  const remove = async (keys: string[]) => {
    for (let i = 0; i < keys.length; i += DELETE_BATCH) {
      const batch = keys.slice(i, i + DELETE_BATCH);
      const reply = await call(`deleting ${batch.length} objects`, () =>
        client.send(
          new DeleteObjectsCommand({
            Bucket: settings.bucket,
            Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
          }),
        ),
      );
      const failed = reply.Errors ?? [];
      if (failed.length > 0) {
        throw new ObjectStoreError(
          `object store (${where}): ${failed.length} objects not deleted, the first ${failed[0]?.Key} (${failed[0]?.Code}: ${failed[0]?.Message})`,
        );
      }
    }
  };

  return {
    /** The public URL a release's browser files are loaded from (ends with `/`). */
    publicBase: (remote: RemoteName, id: string) => `${settings.publicUrl}/${remote}/${id}/`,

    /** Puts every file of a build under its release's keys, each with its cache lifetime. */
    async upload(remote: RemoteName, id: string, files: readonly ReleaseFile[]): Promise<void> {
      let next = 0;
      const worker = async () => {
        for (let file = files[next++]; file; file = files[next++]) {
          const { path: name, bytes } = file;
          await call(`uploading ${name}`, () =>
            client.send(
              new PutObjectCommand({
                Bucket: settings.bucket,
                Key: keyOf(remote, id, name),
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
    },

    /** A file's bytes; null when the store has no such object. */
    async read(remote: RemoteName, id: string, file: string): Promise<Buffer | null> {
      try {
        const reply = await client.send(
          new GetObjectCommand({ Bucket: settings.bucket, Key: keyOf(remote, id, file) }),
        );
        return reply.Body ? Buffer.from(await reply.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (error) {
        if (error instanceof S3ServiceException && error.name === 'NoSuchKey') return null;
        return call(`reading ${file} of ${remote} ${id}`, () => Promise.reject(error));
      }
    },

    /** Deletes every object of a release, public and private. */
    async removeRelease(remote: RemoteName, id: string): Promise<void> {
      const keys = [
        ...(await list(folderOf(remote, id, ''))),
        ...(await list(folderOf(remote, id, SERVER_DIR))),
      ].map((o) => o.key);
      if (keys.length > 0) await remove(keys);
    },

    /**
     * Deletes the objects of releases the database does not know, once they are older than
     * `olderThan`: a publish stopped before its record was written, or a prune whose deletion
     * failed. Newer ones may be a publish under way. Resolves with the release ids removed.
     */
    async removeStrays(
      remote: RemoteName,
      known: ReadonlySet<string>,
      olderThan: Date,
    ): Promise<string[]> {
      const byRelease = new Map<string, { keys: string[]; newest: number }>();
      for (const side of ['public', 'private']) {
        const root = `${settings.prefix}${side}/${remote}/`;
        for (const object of await list(root)) {
          const id = object.key.slice(root.length).split('/')[0] ?? '';
          if (!id || known.has(id)) continue;
          const entry = byRelease.get(id) ?? { keys: [], newest: 0 };
          entry.keys.push(object.key);
          entry.newest = Math.max(entry.newest, object.modified.getTime());
          byRelease.set(id, entry);
        }
      }
      const strays = [...byRelease].filter(([, e]) => e.newest < olderThan.getTime());
      await remove(strays.flatMap(([, e]) => e.keys));
      return strays.map(([id]) => id);
    },
  };
}
