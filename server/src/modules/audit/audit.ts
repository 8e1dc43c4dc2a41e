import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { AuditAction, AuditEntry, AuditKind, AuditPage } from '@poshak/shared-api/schemas';
import { shopDayStart } from '@poshak/shared-api/shop-time';
import type { Executor } from '../../db/database';
import { auditLog } from '../../db/schema';
import { badRequest } from '../../errors';

/** The staff member a change is made by (the request's signed-in account). */
export interface Actor {
  id: number;
  username: string;
}

/** One change: what (kind + id), how, and the values before and after (null when none). */
export interface Change {
  kind: AuditKind;
  id: number | string;
  action: AuditAction;
  before?: unknown;
  after?: unknown;
}

/** JSON as it is stored: dates as ISO text, nothing undefined. */
const asJson = (value: unknown): unknown =>
  value === undefined || value === null ? null : JSON.parse(JSON.stringify(value));

/**
 * THE one place a staff change is written to the audit log. Every write path calls it with the
 * transaction of the change itself, so the record and the change commit or roll back together.
 */
export async function recordAudit(tx: Executor, actor: Actor, change: Change): Promise<void> {
  await tx.insert(auditLog).values({
    staff_id: actor.id,
    staff_username: actor.username,
    kind: change.kind,
    entity_id: String(change.id),
    action: change.action,
    before: asJson(change.before),
    after: asJson(change.after),
  });
}

/**
 * Runs `work` in a transaction and records its change there; `work` returns the change (its
 * before and after) with the result the caller wants. For write paths that are one statement.
 */
export async function audited<T>(
  db: Executor,
  actor: Actor | null,
  work: (tx: Executor) => Promise<{ result: T; change: Change | null }>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const { result, change } = await work(tx);
    if (actor && change) await recordAudit(tx, actor, change);
    return result;
  });
}

export interface AuditFilter {
  staff_id?: number | undefined;
  kind?: AuditKind | undefined;
  from?: string | undefined;
  to?: string | undefined;
  before?: number | undefined;
  limit: number;
}

/** Reading the audit log: newest first, a keyset page at a time (it only grows). */
export function auditRepository(db: Executor) {
  return {
    async list(filter: AuditFilter): Promise<AuditPage> {
      if (filter.from && filter.to && filter.from > filter.to) {
        throw badRequest(`to: the last day (${filter.to}) is before the first (${filter.from})`);
      }
      const conditions: SQL[] = [];
      if (filter.staff_id !== undefined) conditions.push(eq(auditLog.staff_id, filter.staff_id));
      if (filter.kind) conditions.push(eq(auditLog.kind, filter.kind));
      if (filter.from) conditions.push(gte(auditLog.at, shopDayStart(filter.from)));
      if (filter.to) conditions.push(lt(auditLog.at, shopDayStart(filter.to, 1)));
      if (filter.before !== undefined) conditions.push(lt(auditLog.id, filter.before));
      const rows = await db
        .select()
        .from(auditLog)
        .where(conditions.length ? and(...conditions) : undefined)
        .orderBy(desc(auditLog.id))
        .limit(filter.limit + 1);
      const page = rows.slice(0, filter.limit);
      const items: AuditEntry[] = page.map((row) => ({
        id: Number(row.id),
        at: row.at.toISOString(),
        staff_id: row.staff_id,
        staff_username: row.staff_username,
        kind: row.kind as AuditKind,
        entity_id: row.entity_id,
        action: row.action as AuditAction,
        before: row.before,
        after: row.after,
      }));
      const last = page[page.length - 1];
      return { items, next_before: rows.length > filter.limit && last ? Number(last.id) : null };
    },
  };
}
