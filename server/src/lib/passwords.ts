import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { HttpError } from '../errors';
import { BoundedQueue, QueueFullError } from './bounded-queue';

const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/**
 * One of the OWASP Password Storage Cheat Sheet's equivalent scrypt settings (N=2^14, r=8, p=5):
 * 16 MiB per hash, ≈ 120 ms of one core here. Of the equivalents it is the quickest on this
 * hardware and the lightest on memory (N=2^17, p=1 takes 128 MiB and ≈ 270 ms).
 */
export const OWASP_SCRYPT: ScryptCost = { N: 2 ** 14, r: 8, p: 5 };
/**
 * The test suites' cost (NODE_ENV=test): the same code path, a thousand sign-ins a minute.
 * A hash records its own cost, so the production cost is checked by tests that ask for it.
 */
export const TEST_SCRYPT: ScryptCost = { N: 2 ** 10, r: 8, p: 1 };

const KEY_LENGTH = 32;
const MAX_MEMORY = 256 * 1024 * 1024;

/**
 * Hashes at a time, and how many may wait. scrypt runs on libuv's small thread pool, which also
 * reads files and compresses replies: unbounded, a sign-in spray took every thread and a
 * shopper's page waited 24 s behind it. One at a time leaves the rest of the pool (and a core)
 * to the shop; a person signing in waits at most the queue's length of hashes (≈ 2 s), and
 * past that the server says it is busy rather than queueing without end.
 */
export const HASHING_CONCURRENCY = 1;
export const HASHING_MAX_WAITING = 16;

/** Thrown when the hashing queue is full: answered 503 with Retry-After. */
export class HashingBusyError extends HttpError {
  constructor() {
    super(503, 'Sign-in is busy just now: try again in a few seconds', { retryAfterSeconds: 5 });
    this.name = 'HashingBusyError';
  }
}

export interface PasswordHasher {
  /** `scrypt$N$r$p$salt$hash`, self-describing so the cost can rise later. */
  hash(secret: string): Promise<string>;
  verify(secret: string, stored: string): Promise<boolean>;
  /** Whether a stored hash was made at another cost than today's (re-hash it on sign-in). */
  needsRehash(stored: string): boolean;
  /** Verifying against this when the username is unknown keeps both answers equally slow. */
  verifyUnknown(secret: string): Promise<false>;
  /** Whether a hash asked for now would be refused (the queue is full). */
  busy(): boolean;
}

const parse = (stored: string) => {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return undefined;
  return { N: Number(n), r: Number(r), p: Number(p), salt, hash };
};

export function passwordHasher(
  cost: ScryptCost,
  queue = new BoundedQueue(HASHING_CONCURRENCY, HASHING_MAX_WAITING),
): PasswordHasher {
  const run = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await queue.run(work);
    } catch (error) {
      if (error instanceof QueueFullError) throw new HashingBusyError();
      throw error;
    }
  };

  const hash = (secret: string) =>
    run(async () => {
      const salt = randomBytes(16);
      const key = await scrypt(secret, salt, KEY_LENGTH, { ...cost, maxmem: MAX_MEMORY });
      return [
        'scrypt',
        cost.N,
        cost.r,
        cost.p,
        salt.toString('base64'),
        key.toString('base64'),
      ].join('$');
    });

  const verify = (secret: string, stored: string) => {
    const parsed = parse(stored);
    if (!parsed) return Promise.resolve(false);
    return run(async () => {
      const expected = Buffer.from(parsed.hash, 'base64');
      const actual = await scrypt(secret, Buffer.from(parsed.salt, 'base64'), expected.length, {
        N: parsed.N,
        r: parsed.r,
        p: parsed.p,
        maxmem: MAX_MEMORY,
      });
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    });
  };

  let dummy: Promise<string> | undefined;
  return {
    hash,
    verify,
    needsRehash(stored) {
      const parsed = parse(stored);
      return !parsed || parsed.N !== cost.N || parsed.r !== cost.r || parsed.p !== cost.p;
    },
    busy: () => queue.full,
    async verifyUnknown(secret) {
      dummy ??= hash('no such user');
      await verify(secret, await dummy);
      return false;
    },
  };
}
