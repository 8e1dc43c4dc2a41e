import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * Which browsers a canary reaches (docs/releasing.md, "Canary"). Each browser draws a bucket,
 * 0–99, once, kept in a cookie: a canary at 30 % is the buckets below 30, so a browser stays in
 * or out across reloads and between instances, and raising the share keeps those already in.
 */
export const BUCKET_COOKIE = 'poshak_bucket';
/** Set at staff sign-in (signed, so a shopper cannot join a staff-only canary by writing it). */
export const STAFF_COOKIE = 'poshak_staff';

const BUCKETS = 100;
/** A year: as long as the language cookie, so a shopper's browser stays on one side. */
export const BUCKET_COOKIE_SECONDS = 365 * 24 * 60 * 60;

const cookieValue = (header: string | undefined, name: string): string | null => {
  const match = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(header ?? '');
  return match?.[1] ?? null;
};

/** The browser's bucket, or null when it has none yet (or a value no server wrote). */
export function bucketOf(cookieHeader: string | undefined): number | null {
  const value = cookieValue(cookieHeader, BUCKET_COOKIE);
  if (value === null || !/^\d{1,2}$/.test(value)) return null;
  return Number(value);
}

export const newBucket = (): number => randomInt(BUCKETS);

export const bucketCookie = (bucket: number): string =>
  `${BUCKET_COOKIE}=${bucket}; Path=/; Max-Age=${BUCKET_COOKIE_SECONDS}; SameSite=Lax`;

const mark = (key: Buffer, until: string) =>
  createHmac('sha256', key).update(until).digest('base64url');

/** A staff browser's cookie: until when it holds, signed, so that it cannot be written by hand. */
export const staffCookie = (key: Buffer, seconds: number, now = Date.now()): string => {
  const until = String(Math.floor(now / 1000) + seconds);
  return `${STAFF_COOKIE}=${until}.${mark(key, until)}; Path=/; Max-Age=${seconds}; HttpOnly; SameSite=Lax`;
};

/** Whether a request carries a staff browser's cookie, signed with `key` and not expired. */
export function isStaffBrowser(
  key: Buffer,
  cookieHeader: string | undefined,
  now = Date.now(),
): boolean {
  const [until, signature] = (cookieValue(cookieHeader, STAFF_COOKIE) ?? '').split('.');
  if (!until || !signature || !/^\d+$/.test(until)) return false;
  if (Number(until) * 1000 < now) return false;
  const expected = Buffer.from(mark(key, until));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const staffCookieCleared = `${STAFF_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;

/** Whether a browser is in a canary: by its bucket for a share, by a staff sign-in for staff. */
export function inCanary(
  canary: { share: number | null },
  browser: { bucket: number | null; staff: boolean },
): boolean {
  if (canary.share === null) return browser.staff;
  return browser.bucket !== null && browser.bucket < canary.share;
}

/**
 * A browser's family from its User-Agent, for counting failures by browser: the ones shoppers in
 * Bangladesh use, the rest as `other`. Order matters: Edge, Opera and Samsung say "Chrome" too.
 */
export function browserFamily(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  if (/UCBrowser|UCWEB/i.test(ua)) return 'uc';
  if (/Opera Mini|OPiOS/i.test(ua)) return 'opera-mini';
  if (/OPR\/|Opera/i.test(ua)) return 'opera';
  if (/SamsungBrowser/i.test(ua)) return 'samsung';
  if (/Edg(e|A|iOS)?\//.test(ua)) return 'edge';
  if (/Firefox|FxiOS/.test(ua)) return 'firefox';
  if (/Chrome|Chromium|CriOS/.test(ua)) return 'chrome';
  if (/Safari/.test(ua)) return 'safari';
  return 'other';
}
