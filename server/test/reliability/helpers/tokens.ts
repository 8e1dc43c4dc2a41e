import { createHmac } from 'node:crypto';

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An HS256 JWT made by hand, so the test controls every claim (an expiry in the past…). */
export function signJwt(
  payload: object,
  secret: string,
  header: object = { alg: 'HS256', typ: 'JWT' },
): string {
  const head = `${b64url(header)}.${b64url(payload)}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

/** The same token with one character of its signature changed. */
export function tamperSignature(token: string): string {
  const [head, body, signature = ''] = token.split('.');
  const i = Math.floor(signature.length / 2);
  const swapped = signature[i] === 'A' ? 'B' : 'A';
  return `${head}.${body}.${signature.slice(0, i)}${swapped}${signature.slice(i + 1)}`;
}

/** The token's claims rewritten (a seller making itself admin), with the original signature. */
export function tamperClaims(
  token: string,
  change: (claims: Record<string, unknown>) => object,
): string {
  const [head, body = '', signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
  return `${head}.${b64url(change(claims))}.${signature}`;
}

export const claimsOf = (token: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
