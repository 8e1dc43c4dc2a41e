import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { SmsEvent, SmsLanguage, SmsStatus } from '@poshak/shared-api/schemas';
import type { Executor } from '../../db/database';
import { smsMessages } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { recordAudit, type Actor } from '../audit';

/** Staff's list, newest first: the full number is theirs to see (GET /api/backoffice/sms/messages). */
export async function listSms(
  db: Executor,
  filter: {
    invoice_no?: number | undefined;
    status?: SmsStatus | undefined;
    page: number;
    pageSize: number;
  },
) {
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
export async function resendSms(db: Executor, id: number, actor: Actor | null, now: Date) {
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
