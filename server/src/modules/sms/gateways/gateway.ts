import type { SmsEvent, SmsLanguage } from '@poshak/shared-api/schemas';

/** One message as a gateway is handed it: fixed at its first claim, the same at every try. */
export interface OutgoingSms {
  id: number;
  /** The message's name at the gateway: SSL Wireless's csms_id, the outbox file's. */
  key: string;
  invoiceNo: number;
  event: SmsEvent;
  language: SmsLanguage;
  /** 8801XXXXXXXXX, as both gateways take it. */
  to: string;
  text: string;
  parts: number;
}

export type SendOutcome =
  /** Taken: the gateway's reference for it (null when it gave none). */
  | { ok: true; reference: string | null }
  /**
   * Refused or not answered: `retry` when a later try may go through (the gateway down, busy,
   * out of balance, or the shop's credentials refused until the owner fixes them), not when
   * the message itself cannot be sent (a number the network does not have).
   */
  | { ok: false; retry: boolean; reason: string };

export interface SmsGateway {
  readonly name: 'sslwireless' | 'bulksmsbd' | 'outbox';
  /**
   * A try repeated with the same key is recognised (never delivered twice). Without it, a
   * message whose try was cut by a crash is not tried again (docs/sms.md).
   */
  readonly idempotent: boolean;
  send(message: OutgoingSms): Promise<SendOutcome>;
}
