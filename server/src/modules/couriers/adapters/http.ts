import { timingSafeEqual } from 'node:crypto';
import type { CourierFailure } from './courier';

/** A courier that has not answered by then is taken as down for this try. */
export const COURIER_TIMEOUT_MS = 20_000;

export type CourierAnswer = { status: number; body: unknown; text: string };

/** A call to one courier's API at a path below its address. */
export type CourierCall = (
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
) => Promise<CourierAnswer | CourierFailure>;

/** A courier that did not answer, or answered without what it always sends: down for this try. */
export const unavailable = (reason: string): CourierFailure => ({
  ok: false,
  retry: true,
  code: 'courier_unavailable',
  reason,
});

/**
 * One request to a courier: its answer (any status), or a failure to try again later when no
 * answer came (refused connection, reset, timeout). The body is JSON when it parses as such.
 * Only the address's path is ever named in a reason: headers carry the credentials.
 */
export async function callCourier(
  courier: string,
  url: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string },
  timeoutMs = COURIER_TIMEOUT_MS,
): Promise<CourierAnswer | CourierFailure> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    text = await response.text();
  } catch (error) {
    const why =
      error instanceof Error
        ? ((error.cause as Error | undefined)?.message ?? error.message)
        : String(error);
    return unavailable(`no answer from ${courier}: ${shortText(why)}`);
  }
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: the caller reads `text`.
  }
  return { status: response.status, body, text };
}

/** The answers that are about the call rather than the parcel: credentials, slow down, down. */
export function failureOfStatus(courier: string, answer: CourierAnswer): CourierFailure | null {
  const said = messageOf(answer);
  if (answer.status === 401 || answer.status === 403) {
    // The owner must fix the credentials; the booking waits its tries for them.
    return {
      ok: false,
      retry: true,
      code: 'courier_auth_failed',
      reason: `${courier} refused the shop's credentials (HTTP ${answer.status})${said ? `: ${said}` : ''}`,
    };
  }
  if (answer.status === 429) {
    return {
      ok: false,
      retry: true,
      code: 'courier_rate_limited',
      reason: `${courier} asked to slow down (HTTP 429)`,
    };
  }
  if (answer.status >= 500) {
    return {
      ok: false,
      retry: true,
      code: 'courier_unavailable',
      reason: `${courier} failed (HTTP ${answer.status})`,
    };
  }
  if (answer.status >= 400) {
    return {
      ok: false,
      retry: false,
      code: 'courier_rejected',
      reason: `${courier} refused it (HTTP ${answer.status})${said ? `: ${said}` : ''}`,
    };
  }
  return null;
}

/** The answer, unless none came or its status says the call failed (failureOfStatus). */
export function successfulAnswer(
  courier: string,
  answer: CourierAnswer | CourierFailure,
): CourierAnswer | CourierFailure {
  return isFailure(answer) ? answer : (failureOfStatus(courier, answer) ?? answer);
}

/** A courier's own words in an answer: its message and its field errors, on one line. */
export function messageOf(answer: CourierAnswer): string {
  const body = (answer.body ?? {}) as { message?: unknown; errors?: unknown };
  const parts: string[] = [];
  if (typeof body.message === 'string') parts.push(body.message);
  if (body.errors && typeof body.errors === 'object') {
    for (const [field, problems] of Object.entries(body.errors as Record<string, unknown>)) {
      const text = Array.isArray(problems) ? problems.join(' ') : String(problems);
      parts.push(`${field}: ${text}`);
    }
  }
  if (parts.length === 0 && answer.body === null) parts.push(answer.text);
  return shortText(parts.join('; '));
}

/** A courier's text for a log or a staff page: one line, not too long. */
export const shortText = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 300);

export const isFailure = (value: unknown): value is CourierFailure =>
  typeof value === 'object' && value !== null && (value as { ok?: unknown }).ok === false;

/** A secret compared in constant time: how long the check takes says nothing of how much matched. */
function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * A webhook's credential against the shop's secret: `missing` when none was sent, `forged` when
 * it is not the secret (or none is configured).
 */
export function secretCheck(given: unknown, expected: string | null): 'ok' | 'missing' | 'forged' {
  if (typeof given !== 'string' || given === '') return 'missing';
  return expected && sameSecret(given, expected) ? 'ok' : 'forged';
}

/** A header's single value. */
export const headerOf = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
};

export const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value !== ''
    ? value
    : typeof value === 'number'
      ? String(value)
      : null;

export const amountOf = (value: unknown): number | null => {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(n) ? Math.round(n) : null;
};

/** A courier's time: ISO 8601, or "YYYY-MM-DD HH:MM:SS" in Dhaka (UTC+6) as Pathao and Steadfast write it. */
export function timeOf(value: unknown): Date | null {
  if (typeof value !== 'string' || value === '') return null;
  const local = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/.exec(value);
  const date = new Date(local ? `${local[1]}T${local[2]}+06:00` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}
