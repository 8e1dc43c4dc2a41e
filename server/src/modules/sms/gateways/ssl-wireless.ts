import type { OutgoingSms, SendOutcome, SmsGateway } from './gateway';
import { callGateway, shortText, transientStatus } from './http';

interface SslWirelessSettings {
  /** https://smsplus.sslwireless.com, or a simulator's address. */
  url: string;
  apiToken: string;
  sid: string;
}

/** ISMS API v3's answer to a send: the request's status, and one entry per number sent to. */
interface SslWirelessReply {
  status?: unknown;
  status_code?: unknown;
  error_message?: unknown;
  smsinfo?: { sms_status?: unknown; status_message?: unknown; reference_id?: unknown }[];
}

const asText = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The gateway refused the csms_id as one it already took: the message was sent by an earlier
 * try whose answer was lost (a crash, a cut connection), which is exactly what the key is for.
 * The code numbers are in SSL Wireless's customer documentation only: the wording decides.
 */
const isDuplicateKey = (text: string) =>
  /csms/i.test(text) && /duplicate|already|exist/i.test(text);
const isBadNumber = (text: string) =>
  /msisdn|mobile|number/i.test(text) && /invalid|wrong/i.test(text);

/**
 * SSL Wireless ISMS API v3 (SMS Plus): `POST {url}/api/v3/send-sms` with a JSON body of
 * `api_token`, `sid` (the approved sender), `msisdn` (8801XXXXXXXXX), `sms` (the text, Bengali
 * as it is) and `csms_id` (the shop's unique id of the message). SSL Wireless refuses a csms_id it
 * has already taken, so every try of one message carries its key and it is delivered once.
 */
export function sslWirelessGateway(settings: SslWirelessSettings): SmsGateway {
  const endpoint = `${settings.url}/api/v3/send-sms`;
  return {
    name: 'sslwireless',
    idempotent: true,
    async send(message: OutgoingSms): Promise<SendOutcome> {
      const answer = await callGateway(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          api_token: settings.apiToken,
          sid: settings.sid,
          msisdn: message.to,
          sms: message.text,
          csms_id: message.key,
        }),
      });
      if ('ok' in answer) return answer;
      const transient = transientStatus(answer);
      if (transient) return transient;
      const reply = (answer.body ?? {}) as SslWirelessReply;
      const info = Array.isArray(reply.smsinfo) ? reply.smsinfo[0] : undefined;
      const said = [asText(reply.error_message), asText(info?.status_message)]
        .filter(Boolean)
        .join('; ');
      if (
        asText(reply.status).toUpperCase() === 'SUCCESS' &&
        asText(info?.sms_status).toUpperCase() !== 'FAILED'
      ) {
        return { ok: true, reference: asText(info?.reference_id) || null };
      }
      if (isDuplicateKey(said)) return { ok: true, reference: null };
      const code =
        typeof reply.status_code === 'number' || typeof reply.status_code === 'string'
          ? ` (${String(reply.status_code)})`
          : '';
      const reason = `SSL Wireless: ${shortText(said || answer.text) || `HTTP ${answer.status}`}${code}`;
      if (isBadNumber(said)) return { ok: false, retry: false, reason };
      // Credentials, sender, balance: the shop's to fix; the message waits its tries for it.
      return { ok: false, retry: true, reason };
    },
  };
}
