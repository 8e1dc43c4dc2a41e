import {
  FEE_STATUSES,
  mobileDigits,
  orderStatusName,
  type FeeStatus,
  type OrderHistory,
  type OrderHistoryEvent,
  type OrderStatusName,
  type OrderStep,
  type OrderTracking,
} from '@poshak/shared-api/schemas';
import { amountToPayOnDelivery } from '@poshak/shared-api/money';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import {
  auditLog,
  customers,
  orderNotes,
  orderPayments,
  orders,
  orderStatusChanges,
  shipping,
  staffUsers,
} from '../../db/schema';
import { notFound } from '../../errors';
import { required } from '../../lib/required';
import { audited, recordAudit, type Actor } from '../audit';
import { orderPaymentsRepository } from './order-payments';
import { feeStatusColumn } from './order-queries';
import { courierTrackingOf } from '../couriers';
import { noSuchOrder } from './no-such-order';

const statusOf = (id: number): OrderStatusName => orderStatusName(id) ?? 'Pending';

/** The fee status an audit record's "after" names, if any. */
function feeStatusOf(after: unknown): FeeStatus | null {
  const status = (after as { status?: unknown } | null)?.status;
  return (FEE_STATUSES as readonly unknown[]).includes(status) ? (status as FeeStatus) : null;
}

/**
 * Where an order is: placed (its `created_at`, as Pending), then every status it moved to, with
 * when and by whom (`order_status_changes`, written with the change itself).
 */
export function orderTrackingRepository(db: Executor) {
  /** `takenBy`: the staff member who took the order (null: the shopper's checkout). */
  async function steps(invoiceNo: number, placedAt: Date, takenBy: string | null = null) {
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

  return {
    /** Records a status change (bound to the change's own transaction). */
    async record(invoiceNo: number, statusId: number, staffId: number | null): Promise<void> {
      await db
        .insert(orderStatusChanges)
        .values({ invoice_no: invoiceNo, order_status_id: statusId, staff_id: staffId });
    },

    /** The order with this invoice number placed with this phone; null for any other pair. */
    async track(invoiceNo: number, phone: string): Promise<OrderTracking | null> {
      const [order] = await db
        .select({
          phone: customers.customer_phone,
          statusId: orders.order_status_id,
          placedAt: orders.created_at,
          id_shipping: shipping.id_shipping,
          delivery_min_days: shipping.delivery_min_days,
          delivery_max_days: shipping.delivery_max_days,
          total: orders.total,
          shipping_cost: orders.shipping_cost,
          fee_status: feeStatusColumn,
        })
        .from(orders)
        .innerJoin(customers, eq(customers.id_customer, orders.customer_id))
        .innerJoin(shipping, eq(shipping.id_shipping, orders.shipping_id))
        .leftJoin(orderPayments, eq(orderPayments.invoice_no, orders.invoice_no))
        .where(eq(orders.invoice_no, invoiceNo));
      if (!order || mobileDigits(order.phone) !== mobileDigits(phone)) return null;
      const path = await steps(invoiceNo, order.placedAt);
      return {
        invoice_no: invoiceNo,
        status: statusOf(order.statusId),
        steps: path.map(({ status, at }): OrderStep => ({ status, at })),
        id_shipping: order.id_shipping,
        delivery_min_days: order.delivery_min_days,
        delivery_max_days: order.delivery_max_days,
        total: order.total,
        shipping_cost: order.shipping_cost,
        fee_status: order.fee_status,
        to_pay_on_delivery: amountToPayOnDelivery(order),
        courier: await courierTrackingOf(db, invoiceNo),
      };
    },

    /**
     * An order's whole history for staff, oldest first: the statuses it reached (placed by the
     * staff member who took it, or by the shopper), the verdicts on
     * its advance fee (from the audit log; the order's last verdict when it predates the log) and
     * the staff's notes, each with who and when.
     */
    async history(invoiceNo: number): Promise<OrderHistory> {
      const [order] = await db
        .select({ placedAt: orders.created_at, takenBy: staffUsers.username })
        .from(orders)
        .leftJoin(staffUsers, eq(staffUsers.id, orders.taken_by))
        .where(eq(orders.invoice_no, invoiceNo));
      if (!order) throw noSuchOrder(invoiceNo);
      const none = { status: null, payment: null, note: null };
      const placed = await steps(invoiceNo, order.placedAt, order.takenBy);
      const statuses: OrderHistoryEvent[] = placed.map((step) => ({
        ...none,
        type: 'status' as const,
        at: step.at,
        by: step.by,
        status: step.status,
      }));

      const verdicts = await db
        .select({ at: auditLog.at, by: auditLog.staff_username, after: auditLog.after })
        .from(auditLog)
        .where(and(eq(auditLog.kind, 'order_payment'), eq(auditLog.entity_id, String(invoiceNo))))
        .orderBy(asc(auditLog.id));
      const payments: OrderHistoryEvent[] = verdicts.flatMap((v) => {
        const status = feeStatusOf(v.after);
        return status
          ? [
              {
                ...none,
                type: 'payment' as const,
                at: v.at.toISOString(),
                by: v.by,
                payment: status,
              },
            ]
          : [];
      });
      if (payments.length === 0) {
        const fee = await orderPaymentsRepository(db).forOrder(invoiceNo);
        if (fee?.checked_at) {
          payments.push({
            ...none,
            type: 'payment',
            at: fee.checked_at,
            by: fee.checked_by,
            payment: fee.status,
          });
        }
      }

      const notes: OrderHistoryEvent[] = (
        await db
          .select({ at: orderNotes.created_at, by: staffUsers.username, note: orderNotes.note })
          .from(orderNotes)
          .leftJoin(staffUsers, eq(staffUsers.id, orderNotes.staff_id))
          .where(eq(orderNotes.invoice_no, invoiceNo))
          .orderBy(asc(orderNotes.id))
      ).map((n) => ({
        ...none,
        type: 'note' as const,
        at: n.at.toISOString(),
        by: n.by,
        note: n.note,
      }));

      // Oldest first; a stable sort keeps each kind's own order for events of the same instant.
      return [...statuses, ...payments, ...notes].sort((a, b) => a.at.localeCompare(b.at));
    },

    /** A staff note on an order, recorded in the audit log with it. */
    async addNote(invoiceNo: number, note: string, actor: Actor): Promise<void> {
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
    },

    /** The days a shipping area promises. */
    setDelivery: (id: number, minDays: number, maxDays: number, actor: Actor | null) =>
      audited(db, actor, async (tx) => {
        const days = {
          delivery_min_days: shipping.delivery_min_days,
          delivery_max_days: shipping.delivery_max_days,
        };
        const [before] = await tx
          .select(days)
          .from(shipping)
          .where(eq(shipping.id_shipping, id))
          .for('update');
        const after = await tx
          .update(shipping)
          .set({ delivery_min_days: minDays, delivery_max_days: maxDays })
          .where(eq(shipping.id_shipping, id))
          .returning(days);
        if (after.length === 0) throw notFound(`id_shipping: no shipping area ${id}`);
        return {
          result: undefined,
          change: { kind: 'shipping', id, action: 'update', before, after: after[0] },
        };
      }),
  };
}
