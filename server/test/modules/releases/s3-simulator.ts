import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32 } from 'node:zlib';

/**
 * A small S3-compatible object store for the tests: one bucket, path-style requests, the calls
 * the release store makes — PutObject, GetObject, HeadObject, ListObjectsV2, DeleteObjects — with
 * their documented replies and XML errors, every request's AWS Signature Version 4 verified in full
 * (a wrong key id or secret is refused as S3 refuses it), and a public URL that serves a prefix of
 * the bucket to browsers as the CDN in front of it would (no signature, CORS open).
 *
 * What it cannot show: the quirks of a real service (R2's and B2's partial S3 support, eventual
 * listings, throttling) and a CDN's caching; docs/releasing.md says so.
 */

export interface S3Account {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

interface StoredObject {
  bytes: Buffer;
  contentType: string;
  cacheControl: string | undefined;
  etag: string;
  lastModified: Date;
}

export interface S3Request {
  method: string;
  /** The object key (empty for a bucket request), decoded. */
  key: string;
  query: URLSearchParams;
  /** The S3 error code it was answered with, if any. */
  error?: string;
}

export interface PublicRequest {
  path: string;
  status: number;
  cacheControl: string | undefined;
}

const MAX_CLOCK_SKEW_MS = 15 * 60_000;
const AMZ_DATE = /^(\d{8})T\d{6}Z$/;
const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/\s,]+)\/(\d{8})\/([^/\s,]+)\/([^/\s,]+)\/aws4_request,\s*SignedHeaders=([a-z0-9;-]+),\s*Signature=([0-9a-f]{64})$/;

const xmlEscape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );
const xmlUnescape = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&amp;/g, '&');

/** RFC 3986 percent-encoding, as Signature Version 4 wants it. */
const uriEncode = (text: string) =>
  encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) =>
  createHmac('sha256', key).update(data).digest();

class S3Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly message: string,
    readonly extra: Record<string, string> = {},
  ) {}
}

const errors = {
  accessDenied: () => new S3Error(403, 'AccessDenied', 'Access Denied'),
  noSuchKey: (key: string) =>
    new S3Error(404, 'NoSuchKey', 'The specified key does not exist.', { Key: key }),
  noSuchBucket: (bucket: string) =>
    new S3Error(404, 'NoSuchBucket', 'The specified bucket does not exist', {
      BucketName: bucket,
    }),
};

export class S3Simulator {
  readonly requests: S3Request[] = [];
  readonly publicRequests: PublicRequest[] = [];
  private readonly objects = new Map<string, StoredObject>();
  private server: http.Server | null = null;

  /**
   * `publicPrefix`: the part of the bucket its public URL (`publicUrl`) serves, as a CDN in front
   * of the bucket is set up to.
   */
  constructor(
    readonly account: S3Account,
    private readonly publicPrefix = '',
  ) {}

  get endpoint(): string {
    const address = this.server?.address() as AddressInfo | null;
    if (!address) throw new Error('the S3 simulator is not listening');
    return `http://127.0.0.1:${address.port}`;
  }

  /** Where browsers load the public prefix's objects from (`…/cdn`, no trailing slash). */
  get publicUrl(): string {
    return `${this.endpoint}/cdn`;
  }

  async listen(port = 0): Promise<void> {
    this.server = http.createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve, reject) => {
      this.server?.once('error', reject);
      this.server?.listen(port, '127.0.0.1', () => resolve());
    });
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => {
      this.server?.closeAllConnections();
      this.server?.close(() => resolve());
    });
  }

  /** The keys stored under a prefix, in order. */
  keys(prefix = ''): string[] {
    return [...this.objects.keys()].filter((k) => k.startsWith(prefix)).sort();
  }

  /** An object as stored (for a test to look at its headers), or undefined. */
  object(key: string): Readonly<StoredObject> | undefined {
    return this.objects.get(key);
  }

  /** Makes the objects under a prefix look `ms` older (a test of what is left alone while young). */
  backdate(prefix: string, ms: number): void {
    for (const key of this.keys(prefix)) {
      const stored = this.objects.get(key);
      if (stored) stored.lastModified = new Date(stored.lastModified.getTime() - ms);
    }
  }

  /** Changes an object's bytes behind the store's back (a test of the hash check). */
  tamper(key: string, bytes: Buffer): void {
    const stored = this.objects.get(key);
    if (!stored) throw new Error(`no object ${key}`);
    this.objects.set(key, { ...stored, bytes });
  }

  private async handle(incoming: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const rawUrl = incoming.url ?? '/';
    const url = new URL(rawUrl, 'http://simulator');
    if (url.pathname === '/cdn' || url.pathname.startsWith('/cdn/')) {
      this.servePublic(incoming, response, url);
      return;
    }
    const [, bucket = '', ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    const request: S3Request = { method: incoming.method ?? 'GET', key, query: url.searchParams };
    this.requests.push(request);
    try {
      this.authenticate(incoming, rawUrl, body);
      if (decodeURIComponent(bucket) !== this.account.bucket) throw errors.noSuchBucket(bucket);
      this.verifyChecksums(incoming, body);
      this.answer(request, incoming, response, body);
    } catch (error) {
      if (!(error instanceof S3Error)) throw error;
      request.error = error.code;
      const requestId = randomBytes(8).toString('hex').toUpperCase();
      response.writeHead(error.status, {
        'content-type': 'application/xml',
        'x-amz-request-id': requestId,
      });
      // A HEAD reply has no body: the client reads the status alone.
      if (incoming.method === 'HEAD') {
        response.end();
        return;
      }
      const extra = Object.entries(error.extra)
        .map(([name, value]) => `<${name}>${xmlEscape(value)}</${name}>`)
        .join('');
      response.end(
        `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${error.code}</Code>` +
          `<Message>${xmlEscape(error.message)}</Message>${extra}` +
          `<RequestId>${requestId}</RequestId></Error>`,
      );
    }
  }

  /**
   * Signature Version 4 as S3 checks it: the header's shape, the date and its scope, the key id,
   * then the signature itself over the canonical request.
   */
  private authenticate(incoming: IncomingMessage, rawUrl: string, body: Buffer): void {
    const header = incoming.headers.authorization;
    if (!header) throw errors.accessDenied();
    const match = AUTHORIZATION.exec(header);
    if (!match) {
      throw new S3Error(
        400,
        'AuthorizationHeaderMalformed',
        'The authorization header is malformed; it must be AWS4-HMAC-SHA256 Credential=…, SignedHeaders=…, Signature=…',
      );
    }
    const [, keyId = '', day = '', region = '', service = '', signedList = '', signature = ''] =
      match;
    const amzDate = String(incoming.headers['x-amz-date'] ?? '');
    const dated = AMZ_DATE.exec(amzDate);
    if (!dated) {
      throw new S3Error(
        403,
        'AccessDenied',
        'AWS authentication requires a valid Date or x-amz-date header',
      );
    }
    const at = Date.parse(
      `${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 8)}T${amzDate.slice(9, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`,
    );
    if (Math.abs(Date.now() - at) > MAX_CLOCK_SKEW_MS) {
      throw new S3Error(
        403,
        'RequestTimeTooSkewed',
        'The difference between the request time and the current time is too large.',
      );
    }
    if (dated[1] !== day || service !== 's3') {
      throw new S3Error(
        400,
        'AuthorizationHeaderMalformed',
        `The authorization header is malformed; the credential scope ${day}/${region}/${service} does not match the request's date or service`,
      );
    }
    if (region !== this.account.region) {
      throw new S3Error(
        400,
        'AuthorizationHeaderMalformed',
        `The authorization header is malformed; the region '${region}' is wrong; expecting '${this.account.region}'`,
        { Region: this.account.region },
      );
    }
    if (keyId !== this.account.accessKeyId) {
      throw new S3Error(
        403,
        'InvalidAccessKeyId',
        'The AWS Access Key Id you provided does not exist in our records.',
        { AWSAccessKeyId: keyId },
      );
    }
    const signed = signedList.split(';');
    const contentHash = incoming.headers['x-amz-content-sha256'];
    if (typeof contentHash !== 'string' || !signed.includes('x-amz-content-sha256')) {
      throw new S3Error(
        400,
        'InvalidRequest',
        'Missing required header for this request: x-amz-content-sha256',
      );
    }
    if (!signed.includes('host') || !signed.includes('x-amz-date')) {
      throw new S3Error(
        403,
        'AccessDenied',
        'Host and x-amz-date must be among the signed headers',
      );
    }
    if (/^[0-9a-f]{64}$/.test(contentHash)) {
      if (contentHash !== sha256(body)) {
        throw new S3Error(
          400,
          'XAmzContentSHA256Mismatch',
          "The provided 'x-amz-content-sha256' header does not match what was computed.",
        );
      }
    } else if (contentHash !== 'UNSIGNED-PAYLOAD') {
      // Chunked uploads (STREAMING-…) are not what the release store sends.
      throw new S3Error(501, 'NotImplemented', `The simulator does not take ${contentHash} bodies`);
    }

    const [pathPart = '/', queryPart = ''] = rawUrl.split('?', 2);
    const canonicalQuery = queryPart
      .split('&')
      .filter(Boolean)
      .map((pair) => {
        const [name = '', value = ''] = pair.split('=', 2);
        return [
          uriEncode(decodeURIComponent(name)),
          uriEncode(decodeURIComponent(value.replace(/\+/g, ' '))),
        ];
      })
      .sort(([a = '', av = ''], [b = '', bv = '']) =>
        a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0,
      )
      .map(([name, value]) => `${name}=${value}`)
      .join('&');
    const canonicalHeaders = signed
      .map((name) => {
        const value = incoming.headers[name];
        const text = Array.isArray(value) ? value.join(',') : (value ?? '');
        return `${name}:${text.trim().replace(/\s+/g, ' ')}\n`;
      })
      .join('');
    const canonicalRequest = [
      incoming.method ?? 'GET',
      pathPart,
      canonicalQuery,
      canonicalHeaders,
      signedList,
      contentHash,
    ].join('\n');
    const scope = `${day}/${region}/${service}/aws4_request`;
    const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
    let key = hmac(`AWS4${this.account.secretAccessKey}`, day);
    for (const part of [region, service, 'aws4_request']) key = hmac(key, part);
    const expected = createHmac('sha256', key).update(stringToSign).digest();
    if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) {
      throw new S3Error(
        403,
        'SignatureDoesNotMatch',
        'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
        { AWSAccessKeyId: keyId },
      );
    }
  }

  /** Content-MD5 and the CRC32 the SDK adds to DeleteObjects, when sent. */
  private verifyChecksums(incoming: IncomingMessage, body: Buffer): void {
    const md5 = incoming.headers['content-md5'];
    if (typeof md5 === 'string' && md5 !== createHash('md5').update(body).digest('base64')) {
      throw new S3Error(
        400,
        'BadDigest',
        'The Content-MD5 you specified did not match what we received.',
      );
    }
    const crc = incoming.headers['x-amz-checksum-crc32'];
    if (typeof crc === 'string') {
      const computed = Buffer.alloc(4);
      computed.writeUInt32BE(crc32(body));
      if (crc !== computed.toString('base64')) {
        throw new S3Error(
          400,
          'BadDigest',
          'The CRC32 you specified did not match the calculated checksum.',
        );
      }
    }
  }

  private answer(
    request: S3Request,
    incoming: IncomingMessage,
    response: ServerResponse,
    body: Buffer,
  ): void {
    const { method, key, query } = request;
    if (method === 'PUT' && key) {
      const stored: StoredObject = {
        bytes: body,
        contentType: String(incoming.headers['content-type'] ?? 'binary/octet-stream'),
        cacheControl: incoming.headers['cache-control'],
        etag: `"${createHash('md5').update(body).digest('hex')}"`,
        lastModified: new Date(),
      };
      this.objects.set(key, stored);
      response.writeHead(200, { etag: stored.etag }).end();
      return;
    }
    if ((method === 'GET' || method === 'HEAD') && key) {
      const stored = this.objects.get(key);
      if (!stored) throw errors.noSuchKey(key);
      response.writeHead(200, this.objectHeaders(stored));
      response.end(method === 'HEAD' ? undefined : stored.bytes);
      return;
    }
    if (method === 'GET' && !key && query.get('list-type') === '2') {
      this.listObjectsV2(query, response);
      return;
    }
    if (method === 'POST' && !key && query.has('delete')) {
      this.deleteObjects(body, response);
      return;
    }
    throw new S3Error(
      501,
      'NotImplemented',
      `The simulator does not answer ${method} ${key || '/'}`,
    );
  }

  private objectHeaders(stored: StoredObject): Record<string, string> {
    return {
      'content-type': stored.contentType,
      'content-length': String(stored.bytes.length),
      etag: stored.etag,
      'last-modified': stored.lastModified.toUTCString(),
      ...(stored.cacheControl ? { 'cache-control': stored.cacheControl } : {}),
    };
  }

  private listObjectsV2(query: URLSearchParams, response: ServerResponse): void {
    const prefix = query.get('prefix') ?? '';
    const delimiter = query.get('delimiter') ?? '';
    const maxKeys = Math.min(Number(query.get('max-keys') ?? 1000), 1000);
    const token = query.get('continuation-token');
    const after = token
      ? Buffer.from(token, 'base64').toString('utf8')
      : (query.get('start-after') ?? '');
    const contents: string[] = [];
    const prefixes = new Set<string>();
    let last = '';
    let truncated = false;
    for (const key of this.keys(prefix)) {
      if (key <= after) continue;
      if (contents.length + prefixes.size >= maxKeys) {
        truncated = true;
        break;
      }
      const rest = key.slice(prefix.length);
      const cut = delimiter ? rest.indexOf(delimiter) : -1;
      if (cut >= 0) {
        const common = prefix + rest.slice(0, cut + delimiter.length);
        if (!prefixes.has(common)) prefixes.add(common);
        last = key;
        continue;
      }
      const stored = this.objects.get(key);
      if (!stored) continue;
      contents.push(
        `<Contents><Key>${xmlEscape(key)}</Key><LastModified>${stored.lastModified.toISOString()}</LastModified>` +
          `<ETag>${xmlEscape(stored.etag)}</ETag><Size>${stored.bytes.length}</Size>` +
          `<StorageClass>STANDARD</StorageClass></Contents>`,
      );
      last = key;
    }
    const next = truncated
      ? `<NextContinuationToken>${Buffer.from(last).toString('base64')}</NextContinuationToken>`
      : '';
    response.writeHead(200, { 'content-type': 'application/xml' });
    response.end(
      `<?xml version="1.0" encoding="UTF-8"?>\n<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">` +
        `<Name>${xmlEscape(this.account.bucket)}</Name><Prefix>${xmlEscape(prefix)}</Prefix>` +
        `<KeyCount>${contents.length + prefixes.size}</KeyCount><MaxKeys>${maxKeys}</MaxKeys>` +
        (delimiter ? `<Delimiter>${xmlEscape(delimiter)}</Delimiter>` : '') +
        `<IsTruncated>${truncated}</IsTruncated>${next}${contents.join('')}` +
        [...prefixes]
          .map((p) => `<CommonPrefixes><Prefix>${xmlEscape(p)}</Prefix></CommonPrefixes>`)
          .join('') +
        `</ListBucketResult>`,
    );
  }

  private deleteObjects(body: Buffer, response: ServerResponse): void {
    const xml = body.toString('utf8');
    if (!/<Delete[\s>]/.test(xml)) {
      throw new S3Error(
        400,
        'MalformedXML',
        'The XML you provided was not well-formed or did not validate against our published schema',
      );
    }
    const keys = [...xml.matchAll(/<Object>\s*<Key>([^<]*)<\/Key>/g)].map((m) =>
      xmlUnescape(m[1] ?? ''),
    );
    if (keys.length === 0 || keys.length > 1000) {
      throw new S3Error(400, 'MalformedXML', 'A delete names 1 to 1000 objects');
    }
    const quiet = /<Quiet>\s*true\s*<\/Quiet>/.test(xml);
    for (const key of keys) this.objects.delete(key);
    response.writeHead(200, { 'content-type': 'application/xml' });
    response.end(
      `<?xml version="1.0" encoding="UTF-8"?>\n<DeleteResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">` +
        (quiet ? '' : keys.map((k) => `<Deleted><Key>${xmlEscape(k)}</Key></Deleted>`).join('')) +
        `</DeleteResult>`,
    );
  }

  /** The CDN: the public prefix's objects for anyone, with the headers they were stored with. */
  private servePublic(incoming: IncomingMessage, response: ServerResponse, url: URL): void {
    const path = decodeURIComponent(url.pathname.slice('/cdn/'.length));
    const stored = this.objects.get(`${this.publicPrefix}${path}`);
    const cors = { 'access-control-allow-origin': '*' };
    const record = (status: number) =>
      this.publicRequests.push({ path, status, cacheControl: stored?.cacheControl });
    if (incoming.method === 'OPTIONS') {
      response.writeHead(204, { ...cors, 'access-control-allow-methods': 'GET, HEAD' }).end();
      return;
    }
    if (!stored || (incoming.method !== 'GET' && incoming.method !== 'HEAD')) {
      record(404);
      response.writeHead(404, { ...cors, 'content-type': 'text/plain' }).end('Not Found');
      return;
    }
    record(200);
    response.writeHead(200, { ...cors, ...this.objectHeaders(stored) });
    response.end(incoming.method === 'HEAD' ? undefined : stored.bytes);
  }
}
