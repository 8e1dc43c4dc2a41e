import type { OutgoingSms, SendOutcome, SmsGateway } from './gateway';
import { callGateway, shortText, transientStatus } from './http';

interface BulkSmsBdSettings {
  /** https://bulksmsbd.net, or a simulator's address. */
  url: string;
  apiKey: string;
  senderId: string;
}

/** BulkSMSBD's documented answer codes: 202 submitted, 10xx refused. */
const SUBMITTED = 202;
/**
 * Refusals of the message itself, which no later try changes: an invalid number (1001), a
 * request missing a field (1003: the shop's own fault, not fixed by waiting), and a masked
 * sender's text that must be in Bengali (1012). Every other code (sender, account, balance,
 * IP not whitelisted, internal error) is the account's state, which the owner can put right.
 */
const FINAL_CODES = new Set([1001, 1003, 1012]);

/**
 * BulkSMSBD: `POST {url}/api/smsapi` with the form fields `api_key`, `type=text`, `number`
 * (8801XXXXXXXXX), `senderid` and `message`; it answers `{"response_code": 202, ...}` when the
 * message is submitted and a 10xx code with `error_message` otherwise. It offers no key to name
 * a message by, so a try cut by a crash cannot be asked about or safely repeated.
 */
export function bulkSmsBdGateway(settings: BulkSmsBdSettings): SmsGateway {
  const endpoint = `${settings.url}/api/smsapi`;
  return {
    name: 'bulksmsbd',
    idempotent: false,
    async send(message: OutgoingSms): Promise<SendOutcome> {
      const answer = await callGateway(endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        // The key goes in the body, not the address: addresses end up in proxies' logs.
        body: new URLSearchParams({
          api_key: settings.apiKey,
          type: 'text',
          number: message.to,
          senderid: settings.senderId,
          message: message.text,
        }).toString(),
      });
      if ('ok' in answer) return answer;
      const transient = transientStatus(answer);
      if (transient) return transient;
      const reply = (answer.body ?? {}) as {
        response_code?: unknown;
        message_id?: unknown;
        error_message?: unknown;
      };
      // Some of its error paths answer a bare code instead of JSON.
      const code = Number(
        reply.response_code ?? (/^\s*\d+\s*$/.test(answer.text) ? answer.text : NaN),
      );
      if (code === SUBMITTED) {
        const id = reply.message_id;
        return { ok: true, reference: id === undefined || id === null ? null : String(id) };
      }
      const said = typeof reply.error_message === 'string' ? reply.error_message : answer.text;
      const reason =
        `BulkSMSBD: ${Number.isFinite(code) ? `${code} ` : ''}${shortText(said)}`.trim();
      return { ok: false, retry: !FINAL_CODES.has(code), reason };
    },
  };
}
