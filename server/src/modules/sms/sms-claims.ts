import { and, eq, sql } from 'drizzle-orm';
import type { SmsEvent, SmsLanguage, SmsStatus } from '@poshak/shared-api/schemas';
import { rowsOf, toInt, type Executor } from '../../db/database';
import { smsMessages } from '../../db/schema';

/** A message a worker holds: claimed until `leaseUntil`, this try being `attempts`. */
export interface ClaimedSms {
  id: number;
  invoiceNo: number;
  event: SmsEvent;
  language: SmsLanguage;
  key: string;
  attempts: number;
  /** The try before this one was cut (a crash or a stop) before its outcome was recorded. */
  interrupted: boolean;
  phone: string | null;
  body: string | null;
  parts: number | null;
}

interface ClaimRow {
  id: unknown;
  invoice_no: unknown;
  event: SmsEvent;
  language: SmsLanguage;
  idempotency_key: string;
  attempts: unknown;
  was: SmsStatus;
  phone: string | null;
  body: string | null;
  parts: unknown;
}

/**
 * Takes up to `batch` due messages for this worker: pending ones whose time came, and sending
 * ones whose lease ran out (their worker died mid-try). Rows another worker is claiming are
 * skipped, not waited for, so any number of instances share the queue; each claimed row is
 * `sending` until `leaseUntil`, its try counted, before the gateway is asked.
 */
export async function claimSms(
  db: Executor,
  now: Date,
  leaseUntil: Date,
  batch: number,
): Promise<ClaimedSms[]> {
  const rows = rowsOf<ClaimRow>(
    await db.execute(sql`
      WITH due AS (
        SELECT id, status FROM sms_messages
        WHERE status IN ('pending', 'sending') AND next_attempt_at <= ${now.toISOString()}::timestamptz
        ORDER BY next_attempt_at, id
        LIMIT ${batch}::int
        FOR UPDATE SKIP LOCKED
      )
      UPDATE sms_messages m
      SET status = 'sending', attempts = m.attempts + 1,
          next_attempt_at = ${leaseUntil.toISOString()}::timestamptz
      FROM due WHERE m.id = due.id
      RETURNING m.id, m.invoice_no, m.event, m.language, m.idempotency_key, m.attempts,
                due.status AS was, m.phone, m.body, m.parts`),
  );
  return rows
    .map((r) => ({
      id: toInt(r.id),
      invoiceNo: toInt(r.invoice_no),
      event: r.event,
      language: r.language,
      key: r.idempotency_key,
      attempts: toInt(r.attempts),
      interrupted: r.was === 'sending',
      phone: r.phone,
      body: r.body,
      parts: r.parts === null ? null : toInt(r.parts),
    }))
    .sort((a, b) => a.id - b.id);
}

/** This worker still holds the message: its claim's try is the latest. */
const held = (message: Pick<ClaimedSms, 'id' | 'attempts'>) =>
  and(
    eq(smsMessages.id, message.id),
    eq(smsMessages.status, 'sending'),
    eq(smsMessages.attempts, message.attempts),
  );

/** Fixes the message's number and text at its first claim: every later try sends the same. */
export async function fixSms(
  db: Executor,

  message: ClaimedSms,
  made: { phone: string; body: string; parts: number },
): Promise<boolean> {
  const rows = await db
    .update(smsMessages)
    .set(made)
    .where(and(held(message), sql`${smsMessages.body} IS NULL`))
    .returning({ id: smsMessages.id });
  return rows.length > 0;
}

/** Sent: the gateway took it, under its reference. */
export async function markSent(
  db: Executor,
  message: ClaimedSms,
  at: Date,
  gateway: string,
  reference: string | null,
) {
  await db
    .update(smsMessages)
    .set({ status: 'sent', sent_at: at, gateway, reference, last_error: null })
    .where(held(message));
}

/** Tried again at `at`, the reason kept for staff. */
export async function retryAt(
  db: Executor,
  message: ClaimedSms,
  at: Date,
  gateway: string,
  reason: string,
) {
  await db
    .update(smsMessages)
    .set({ status: 'pending', next_attempt_at: at, gateway, last_error: reason })
    .where(held(message));
}

/** Given up: `failed` (refused, or out of tries) or `unsure` (a cut try that cannot be repeated safely). */
export async function giveUp(
  db: Executor,

  message: ClaimedSms,
  status: 'failed' | 'unsure',
  gateway: string | null,
  reason: string,
  phone?: string | null,
) {
  await db
    .update(smsMessages)
    .set({ status, gateway, last_error: reason, ...(phone === undefined ? {} : { phone }) })
    .where(held(message));
}

/** When the next message falls due (a pending one's time, a sending one's lease); null: none. */
export async function nextDue(db: Executor): Promise<Date | null> {
  // The statuses written out, as the partial index sms_messages_due names them.
  const [row] = rowsOf<{ at: string | Date | null }>(
    await db.execute(sql`
      SELECT min(next_attempt_at) AS at FROM sms_messages
      WHERE status IN ('pending', 'sending')`),
  );
  return row?.at ? new Date(row.at) : null;
}
