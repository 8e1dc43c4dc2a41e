import { and, asc, eq } from 'drizzle-orm';
import {
  FEE_STATUSES,
  orderStatusName,
  type FeeStatus,
  type OrderHistory,
  type OrderHistoryEvent,
  type OrderStatusName,
} from '@poshak/shared-api/schemas';
import type { Executor } from '../../db/database';
import { auditLog, orderNotes, orders, orderStatusChanges, staffUsers } from '../../db/schema';
import { required } from '../../lib/required';
import { recordAudit, type Actor } from '../audit';
import { noSuchOrder } from './no-such-order';
import { orderPaymentsRepository } from './order-payments';

export const statusOf = (id: number): OrderStatusName => orderStatusName(id) ?? 'Pending';

const none = { status: null, payment: null, note: null };

/**
 * Where an order is: placed (its `created_at`, as Pending), then every status it moved to, with
 * when and by whom (`order_status_changes`, written with the change itself). `takenBy`: the staff
 * member who took the order (null: the shopper's checkout).
 */
export async function orderSteps(
  db: Executor,
  invoiceNo: number,
  placedAt: Date,
  takenBy: string | null = null,
) {
  const changes = await db
    .select({
      statusId: orderStatusChanges.order_status_id,
      at: orderStatusChanges.changed_at,
      by: staffUsers.username,
    })
    .from(orderStatusChanges)
    .leftJoin(staffUsers, eq(staffUsers.id, orderStatusChanges.staff_id))
    .where(eq(orderStatusChanges.invoice_no, invoiceNo))
    .orderBy(asc(orderStatusChanges.id));
  return [
    { status: 'Pending' as const, at: placedAt.toISOString(), by: takenBy },
    ...changes.map((c) => ({ status: statusOf(c.statusId), at: c.at.toISOString(), by: c.by })),
  ];
}

/** The fee status an audit record's "after" names, if any. */
function feeStatusOf(after: unknown): FeeStatus | null {
  const status = (after as { status?: unknown } | null)?.status;
  return (FEE_STATUSES as readonly unknown[]).includes(status) ? (status as FeeStatus) : null;
}

/** The verdicts on the order's advance fee: from the audit log, else its last one (older orders). */
async function paymentEvents(db: Executor, invoiceNo: number): Promise<OrderHistoryEvent[]> {
  const verdicts = await db
    .select({ at: auditLog.at, by: auditLog.staff_username, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.kind, 'order_payment'), eq(auditLog.entity_id, String(invoiceNo))))
    .orderBy(asc(auditLog.id));
  const payments: OrderHistoryEvent[] = verdicts.flatMap((v) => {
    const status = feeStatusOf(v.after);
    return status
      ? [{ ...none, type: 'payment' as const, at: v.at.toISOString(), by: v.by, payment: status }]
      : [];
  });
  if (payments.length > 0) return payments;
  // The order's last verdict, when it predates the log.
  const fee = await orderPaymentsRepository(db).forOrder(invoiceNo);
  return fee?.checked_at
    ? [{ ...none, type: 'payment', at: fee.checked_at, by: fee.checked_by, payment: fee.status }]
    : [];
}

/** The staff's notes on the order. */
async function noteEvents(db: Executor, invoiceNo: number): Promise<OrderHistoryEvent[]> {
  const notes = await db
    .select({ at: orderNotes.created_at, by: staffUsers.username, note: orderNotes.note })
    .from(orderNotes)
    .leftJoin(staffUsers, eq(staffUsers.id, orderNotes.staff_id))
    .where(eq(orderNotes.invoice_no, invoiceNo))
    .orderBy(asc(orderNotes.id));
  return notes.map((n) => ({
    ...none,
    type: 'note' as const,
    at: n.at.toISOString(),
    by: n.by,
    note: n.note,
  }));
}

/**
 * An order's whole history for staff, oldest first: the statuses it reached (placed by the
 * staff member who took it, or by the shopper), the verdicts on its advance fee (from the audit
 * log; the order's last verdict when it predates the log) and the staff's notes, each with who
 * and when.
 */
export async function orderHistory(db: Executor, invoiceNo: number): Promise<OrderHistory> {
  const [order] = await db
    .select({ placedAt: orders.created_at, takenBy: staffUsers.username })
    .from(orders)
    .leftJoin(staffUsers, eq(staffUsers.id, orders.taken_by))
    .where(eq(orders.invoice_no, invoiceNo));
  if (!order) throw noSuchOrder(invoiceNo);
  const placed = await orderSteps(db, invoiceNo, order.placedAt, order.takenBy);
  const statuses: OrderHistoryEvent[] = placed.map((step) => ({
    ...none,
    type: 'status' as const,
    at: step.at,
    by: step.by,
    status: step.status,
  }));
  const payments = await paymentEvents(db, invoiceNo);
  const notes = await noteEvents(db, invoiceNo);
  // Oldest first; a stable sort keeps each kind's own order for events of the same instant.
  return [...statuses, ...payments, ...notes].sort((a, b) => a.at.localeCompare(b.at));
}

/** A staff note on an order, recorded in the audit log with it. */
export async function addOrderNote(
  db: Executor,
  invoiceNo: number,
  note: string,
  actor: Actor,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [order] = await tx
      .select({ invoice_no: orders.invoice_no })
      .from(orders)
      .where(eq(orders.invoice_no, invoiceNo));
    if (!order) throw noSuchOrder(invoiceNo);
    const [row] = await tx
      .insert(orderNotes)
      .values({ invoice_no: invoiceNo, staff_id: actor.id, note })
      .returning({ id: orderNotes.id });
    await recordAudit(tx, actor, {
      kind: 'order_note',
      id: required(row, 'order note').id,
      action: 'create',
      after: { invoice_no: invoiceNo, note },
    });
  });
}
