import { S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { ReleaseObjectStore } from '../../../config';
import { SERVER_DIR, type RemoteName } from '../remotes';

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

/** The client of one bucket, its settings and how messages name it. */
export type Bucket = {
  client: S3Client;
  settings: ReleaseObjectStore;
  /** `bucket <name>[ at <endpoint>]`, for messages. */
  where: string;
};

export function openBucket(settings: ReleaseObjectStore): Bucket {
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
  return { client, settings, where };
}

/** Runs one call, turning what goes wrong into a message naming the setting to look at. */
export async function callStore<T>(
  { where }: Bucket,
  what: string,
  work: () => Promise<T>,
): Promise<T> {
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
}

/** The folder of a release's file: the server bundle is private, the rest public. */
export const folderOf = (
  { settings }: Bucket,
  remote: RemoteName,
  id: string,
  file: string,
): string =>
  `${settings.prefix}${file.startsWith(SERVER_DIR) ? 'private' : 'public'}/${remote}/${id}/`;

export const keyOf = (bucket: Bucket, remote: RemoteName, id: string, file: string): string =>
  `${folderOf(bucket, remote, id, file)}${file}`;
