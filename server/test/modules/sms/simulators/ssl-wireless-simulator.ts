import { HttpSimulator, type Received } from './http-simulator';

export interface SslWirelessDelivery {
  msisdn: string;
  sms: string;
  csmsId: string;
  sid: string;
  referenceId: string;
}

const MSISDN = /^8801[3-9]\d{8}$/;

/**
 * SSL Wireless ISMS API v3 as its published clients use it: `POST /api/v3/send-sms` with a JSON
 * body { api_token, sid, msisdn, sms, csms_id }. A sent message is answered
 * `{ status: "SUCCESS", status_code: 200, error_message: "", smsinfo: [{ sms_status: "SUCCESS",
 * status_message, msisdn, sms_type, sms_body, csms_id, reference_id }] }`; a refusal
 * `{ status: "FAILED", status_code: <4xxx>, error_message, smsinfo: [] }`. The refusal codes and
 * wordings below stand for the ones SSL Wireless gives its customers (not public): a wrong
 * token, a wrong sender, an invalid number, and a csms_id it has taken before — refused, so a
 * message is delivered once whatever the client repeats.
 */
export class SslWirelessSimulator extends HttpSimulator {
  readonly delivered: SslWirelessDelivery[] = [];

  constructor(readonly account: { apiToken: string; sid: string }) {
    super('/api/v3/send-sms', (request) => this.reply(request));
  }

  private reply({ fields, contentType }: Received): { status: number; body: unknown } {
    const failed = (status_code: number, error_message: string) => ({
      status: 200,
      body: { status: 'FAILED', status_code, error_message, smsinfo: [] },
    });
    if (!contentType.startsWith('application/json')) return failed(4000, 'Invalid request format');
    const { api_token, sid, msisdn, sms, csms_id } = fields;
    if (!api_token || !sid || !msisdn || !sms || !csms_id) {
      return failed(4000, 'api_token, sid, msisdn, sms and csms_id are required');
    }
    if (api_token !== this.account.apiToken) return failed(4001, 'Unauthorized api_token');
    if (sid !== this.account.sid) return failed(4003, 'Invalid sid');
    if (!MSISDN.test(msisdn)) return failed(4022, 'Invalid msisdn');
    if (this.delivered.some((d) => d.csmsId === csms_id)) {
      return failed(4025, 'Duplicate csms_id');
    }
    const referenceId = `ref${String(this.delivered.length + 1).padStart(6, '0')}`;
    this.delivered.push({ msisdn, sms, csmsId: csms_id, sid, referenceId });
    return {
      status: 200,
      body: {
        status: 'SUCCESS',
        status_code: 200,
        error_message: '',
        smsinfo: [
          {
            sms_status: 'SUCCESS',
            status_message: 'Success',
            msisdn,
            // eslint-disable-next-line no-control-regex -- GSM text is ASCII here; anything else is Unicode.
            sms_type: /^[\x00-\x7f]*$/.test(sms) ? 'EN' : 'UNICODE',
            sms_body: sms,
            csms_id,
            reference_id: referenceId,
          },
        ],
      },
    };
  }
}
