import { DeleteObjectsCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { callStore, ObjectStoreError, type Bucket } from './s3-bucket';

/** What S3's DeleteObjects takes in one call. */
const DELETE_BATCH = 1000;

export type StoredObject = { key: string; modified: Date };

/** Every object under a prefix, page after page. */
export async function listObjects(bucket: Bucket, prefix: string): Promise<StoredObject[]> {
  const found: StoredObject[] = [];
  let token: string | undefined;
  do {
    const page = await callStore(bucket, `listing ${prefix}`, () =>
      bucket.client.send(
        new ListObjectsV2Command({
          Bucket: bucket.settings.bucket,
          Prefix: prefix,
          ContinuationToken: token,
        }),
      ),
    );
    for (const object of page.Contents ?? []) {
      if (object.Key) found.push({ key: object.Key, modified: object.LastModified ?? new Date() });
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return found;
}

/** Deletes the keys in batches; an object S3 reports not deleted fails the whole. */
export async function removeObjects(bucket: Bucket, keys: string[]): Promise<void> {
  for (let i = 0; i < keys.length; i += DELETE_BATCH) {
    const batch = keys.slice(i, i + DELETE_BATCH);
    const reply = await callStore(bucket, `deleting ${batch.length} objects`, () =>
      bucket.client.send(
        new DeleteObjectsCommand({
          Bucket: bucket.settings.bucket,
          Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
        }),
      ),
    );
    const failed = reply.Errors ?? [];
    if (failed.length > 0) {
      throw new ObjectStoreError(
        `object store (${bucket.where}): ${failed.length} objects not deleted, the first ${failed[0]?.Key} (${failed[0]?.Code}: ${failed[0]?.Message})`,
      );
    }
  }
}
