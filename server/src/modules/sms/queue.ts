import { sql, type SQL } from 'drizzle-orm';
import type { SmsEvent, SmsLanguage } from '@poshak/shared-api/schemas';
import type { Executor } from '../../db/database';
import { DEFAULT_SMS_LANGUAGE } from './events';
import { claimSms, fixSms, giveUp, markSent, nextDue, retryAt } from './sms-claims';
import { listSms, resendSms } from './sms-outbox';

/**
 * The order statement's part that queues the "order placed" message (repositories/
 * order-statements): one row for the order its `header` wrote, in the same statement and so the
 * same commit, or none when the order was refused. The language is the one the shopper shopped
 * in; null (unknown, as for an order staff typed in) is Bengali.
 */
export const orderPlacedSmsCte = (language: SmsLanguage | null): SQL => sql`
      sms_queued AS (
        INSERT INTO sms_messages (invoice_no, event, language)
        SELECT h.invoice_no, 'order_placed', coalesce(${language}::text, ${DEFAULT_SMS_LANGUAGE}::text)
        FROM header h
      )`;

/**
 * Queues a message about an order in the caller's transaction (the change it tells of): sent
 * once that commits, never if it rolls back. In the language the order was placed in.
 */
export async function queueOrderSms(
  tx: Executor,
  invoiceNo: number,
  event: SmsEvent,
): Promise<void> {
  await tx.execute(sql`
    INSERT INTO sms_messages (invoice_no, event, language)
    SELECT ${invoiceNo}::int, ${event}::text, coalesce(
      (SELECT language FROM sms_messages
       WHERE invoice_no = ${invoiceNo}::int AND event = 'order_placed' ORDER BY id LIMIT 1),
      ${DEFAULT_SMS_LANGUAGE}::text)`);
}

/**
 * The durable queue of text messages (table sms_messages): what the workers do with it
 * (sms-claims) and what staff do (sms-outbox).
 */
export function smsQueue(db: Executor) {
  return {
    claim: claimSms.bind(null, db),
    fix: fixSms.bind(null, db),
    sent: markSent.bind(null, db),
    retryAt: retryAt.bind(null, db),
    giveUp: giveUp.bind(null, db),
    nextDue: nextDue.bind(null, db),
    list: listSms.bind(null, db),
    resend: resendSms.bind(null, db),
  };
}
