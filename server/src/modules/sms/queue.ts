import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { rowsOf, toInt, type Executor } from '../../db/database';
import { smsMessages } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { recordAudit, type Actor } from '../audit';
import type { SmsEvent, SmsLanguage, SmsStatus } from '@poshak/shared-api/schemas';
import { DEFAULT_SMS_LANGUAGE } from './events';

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

/** The durable queue of text messages (table sms_messages): what the workers and staff do with it. */
export function smsQueue(db: Executor) {
  /**
   * Takes up to `batch` due messages for this worker: pending ones whose time came, and sending
   * ones whose lease ran out (their worker died mid-try). Rows another worker is claiming are
   * skipped, not waited for, so any number of instances share the queue; each claimed row is
   * `sending` until `leaseUntil`, its try counted, before the gateway is asked.
   */
  async function claim(now: Date, leaseUntil: Date, batch: number): Promise<ClaimedSms[]> {
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
  async function fix(
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

  async function sent(message: ClaimedSms, at: Date, gateway: string, reference: string | null) {
    await db
      .update(smsMessages)
      .set({ status: 'sent', sent_at: at, gateway, reference, last_error: null })
      .where(held(message));
  }

  async function retryAt(message: ClaimedSms, at: Date, gateway: string, reason: string) {
    await db
      .update(smsMessages)
      .set({ status: 'pending', next_attempt_at: at, gateway, last_error: reason })
      .where(held(message));
  }

  /** Given up: `failed` (refused, or out of tries) or `unsure` (a cut try that cannot be repeated safely). */
  async function giveUp(
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
  async function nextDue(): Promise<Date | null> {
    // The statuses written out, as the partial index sms_messages_due names them.
    const [row] = rowsOf<{ at: string | Date | null }>(
      await db.execute(sql`
        SELECT min(next_attempt_at) AS at FROM sms_messages
        WHERE status IN ('pending', 'sending')`),
    );
    return row?.at ? new Date(row.at) : null;
  }

  /** Staff's list, newest first: the full number is theirs to see (GET /api/backoffice/sms/messages). */
  async function list(filter: {
    invoice_no?: number | undefined;
    status?: SmsStatus | undefined;
    page: number;
    pageSize: number;
  }) {
    const conditions: SQL[] = [];
    if (filter.invoice_no !== undefined)
      conditions.push(eq(smsMessages.invoice_no, filter.invoice_no));
    if (filter.status) conditions.push(eq(smsMessages.status, filter.status));
    const where = conditions.length ? and(...conditions) : undefined;
    const rows = await db
      .select()
      .from(smsMessages)
      .where(where)
      .orderBy(desc(smsMessages.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize);
    const [total] = await db.select({ n: count() }).from(smsMessages).where(where);
    return {
      items: rows.map((r) => ({
        id: r.id,
        invoice_no: r.invoice_no,
        event: r.event as SmsEvent,
        language: r.language as SmsLanguage,
        status: r.status as SmsStatus,
        phone: r.phone,
        text: r.body,
        parts: r.parts,
        attempts: r.attempts,
        gateway: r.gateway,
        reference: r.reference,
        last_error: r.last_error,
        created_at: r.created_at.toISOString(),
        next_attempt_at: r.status === 'pending' ? r.next_attempt_at.toISOString() : null,
        sent_at: r.sent_at?.toISOString() ?? null,
      })),
      total: total?.n ?? 0,
      page: filter.page,
      pageSize: filter.pageSize,
    };
  }

  /**
   * A message that was given up is queued again, due now, its tries counted afresh (audited).
   * Its key stays: SSL Wireless still takes it once. An `unsure` one may have reached the
   * shopper already; sending it again is the staff member's decision.
   */
  async function resend(id: number, actor: Actor | null, now: Date) {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ status: smsMessages.status })
        .from(smsMessages)
        .where(eq(smsMessages.id, id))
        .for('update');
      if (!row) throw notFound(`id: no message ${id}`);
      if (row.status !== 'failed' && row.status !== 'unsure') {
        throw conflict(
          `id: message ${id} is ${row.status}; only a failed or unsure one is sent again`,
        );
      }
      await tx
        .update(smsMessages)
        .set({ status: 'pending', attempts: 0, next_attempt_at: now })
        .where(eq(smsMessages.id, id));
      // The queue's trigger tells the workers of new rows only: this one is told by hand.
      await tx.execute(sql`SELECT pg_notify('poshak_sms', current_schema())`);
      if (actor) {
        await recordAudit(tx, actor, {
          kind: 'sms_message',
          id,
          action: 'update',
          before: { status: row.status },
          after: { status: 'pending' },
        });
      }
    });
  }

  return { claim, fix, sent, retryAt, giveUp, nextDue, list, resend };
}
