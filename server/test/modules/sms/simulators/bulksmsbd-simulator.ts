import { HttpSimulator, type Received } from './http-simulator';

export interface BulkSmsBdDelivery {
  number: string;
  message: string;
  senderId: string;
  messageId: number;
}

const NUMBER = /^8801[3-9]\d{8}$/;

/**
 * BulkSMSBD's single-SMS API as it documents it: `/api/smsapi` by GET or POST with api_key,
 * type, number, senderid and message. A submitted message is answered `{ response_code: 202,
 * message_id, success_message: "SMS Submitted Successfully", error_message: "" }`; a refusal
 * with its documented code: 1001 invalid number, 1002 sender ID not correct, 1003 required
 * fields missing, 1007 balance insufficient, 1011 user (key) not found. It has no message key:
 * the same message sent twice is delivered twice, as the real one would.
 */
export class BulkSmsBdSimulator extends HttpSimulator {
  readonly delivered: BulkSmsBdDelivery[] = [];
  /** Messages the account can still pay for. */
  balance = Number.POSITIVE_INFINITY;

  constructor(readonly account: { apiKey: string; senderId: string }) {
    super('/api/smsapi', (request) => this.reply(request));
  }

  private reply({ fields }: Received): { status: number; body: unknown } {
    const refused = (response_code: number, error_message: string) => ({
      status: 200,
      body: { response_code, success_message: '', error_message },
    });
    const { api_key, number, senderid, message } = fields;
    if (!api_key || !number || !senderid || !message) {
      return refused(1003, 'Please Required all fields/Contact Your System Administrator');
    }
    if (api_key !== this.account.apiKey) return refused(1011, 'User Id not found');
    if (senderid !== this.account.senderId) {
      return refused(1002, 'sender id not correct/sender id is disabled');
    }
    if (!NUMBER.test(number)) return refused(1001, 'Invalid Number');
    if (this.balance <= 0) return refused(1007, 'Balance Insufficient');
    this.balance--;
    const messageId = 59_000_000 + this.delivered.length + 1;
    this.delivered.push({ number, message, senderId: senderid, messageId });
    return {
      status: 200,
      body: {
        response_code: 202,
        message_id: messageId,
        success_message: 'SMS Submitted Successfully',
        error_message: '',
      },
    };
  }
}
