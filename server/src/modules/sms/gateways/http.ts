import type { SendOutcome } from './gateway';

/** A gateway that has not answered by then is taken as down for this try. */
export const GATEWAY_TIMEOUT_MS = 15_000;

export type HttpAnswer = { status: number; body: unknown; text: string };

/**
 * One request to a gateway: its answer (any status), or the refusal to try again later when no
 * answer came (refused connection, reset, timeout). The body is JSON when it parses as such.
 */
export async function callGateway(
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: string },
  timeoutMs = GATEWAY_TIMEOUT_MS,
): Promise<HttpAnswer | Extract<SendOutcome, { ok: false }>> {
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
    return { ok: false, retry: true, reason: `no answer from the gateway: ${why}` };
  }
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: the caller reads `text`.
  }
  return { status: response.status, body, text };
}

/** An answer that is the gateway's trouble rather than the message's: try again later. */
export function transientStatus(answer: HttpAnswer): Extract<SendOutcome, { ok: false }> | null {
  if (answer.status === 429) {
    return { ok: false, retry: true, reason: 'the gateway asked to slow down (HTTP 429)' };
  }
  if (answer.status >= 500) {
    return { ok: false, retry: true, reason: `the gateway failed (HTTP ${answer.status})` };
  }
  return null;
}

/** A gateway's text for a log or a staff page: one line, not too long. */
export const shortText = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 200);
