import { eq, sql } from 'drizzle-orm';
import {
  AFTER_FEE_CHECK,
  canMoveOrder,
  ORDER_STATUS_NAMES,
  ORDER_STATUS_TRANSITIONS,
  type OrderStatusName,
} from '@poshak/shared-api/schemas';
import type { Database, Tx } from '../../db/database';
import { orders, orderStatuses, transactions } from '../../db/schema';
import { badRequest, conflict, type HttpError } from '../../errors';
import { recordAudit, type Actor } from '../audit';
import { queueOrderSms, smsEventForMove } from '../sms';
import { retakeCouponUse } from './coupon-redemption';
import { orderPaymentsRepository } from './order-payments';
import { takeStock } from './order-statements';
import { orderTrackingRepository } from './order-tracking';
import { noSuchOrder } from './no-such-order';

const knownStatus = (name: string): OrderStatusName | undefined =>
  (ORDER_STATUS_NAMES as readonly string[]).includes(name) ? (name as OrderStatusName) : undefined;

/** The 409 of a move the state machine refuses, coded with the status the order has. */
function refusedMove(
  invoiceNo: number,
  from: string,
  to: string,
  known: OrderStatusName | undefined,
): HttpError {
  if (from === to) {
    return conflict(`invoice_no ${invoiceNo}: the order is already ${from}`, {
      code: 'status_unchanged',
      order_status: from,
    });
  }
  const next = known ? ORDER_STATUS_TRANSITIONS[known] : [];
  return conflict(
    `invoice_no ${invoiceNo}: a ${from} order cannot become ${to}` +
      (next.length ? ` (it can become ${next.join(' or ')})` : ' (it is final)'),
    { code: 'status_move_refused', order_status: from },
  );
}

/** A move the state machine and the fee check allow: the statuses' names as stored and as known. */
interface AllowedMove {
  status: string;
  target: string;
  from: OrderStatusName;
  to: OrderStatusName;
}

/**
 * Locks the order and checks the move from the status it has under the lock: 400 for no such
 * status, 404 for no such order, 409 for a move the state machine refuses or one past the fee
 * check while the fee paid in advance is unverified or rejected.
 */
async function allowedMove(tx: Tx, invoiceNo: number, orderStatusId: number): Promise<AllowedMove> {
  const [target] = await tx
    .select()
    .from(orderStatuses)
    .where(eq(orderStatuses.id_order_status, orderStatusId));
  if (!target) throw badRequest(`order_status_id: no order status ${orderStatusId}`);
  // The order row alone: locked with a join, a row changed while this one waited would be
  // re-checked against the status it had before (PostgreSQL's re-check) and be lost.
  const [order] = await tx
    .select({ statusId: orders.order_status_id })
    .from(orders)
    .where(eq(orders.invoice_no, invoiceNo))
    .for('update');
  if (!order) throw noSuchOrder(invoiceNo);
  const [current] = await tx
    .select({ name: orderStatuses.order_status_name })
    .from(orderStatuses)
    .where(eq(orderStatuses.id_order_status, order.statusId));
  const status = current?.name ?? String(order.statusId);
  const from = knownStatus(status);
  const to = knownStatus(target.order_status_name);
  if (!from || !to || !canMoveOrder(from, to)) {
    throw refusedMove(invoiceNo, status, target.order_status_name, from);
  }
  if (AFTER_FEE_CHECK.includes(to)) {
    const fee = await orderPaymentsRepository(tx).statusOf(invoiceNo);
    if (fee === 'unverified' || fee === 'rejected') {
      throw conflict(
        `invoice_no ${invoiceNo}: the delivery fee paid in advance is ${fee}; ` +
          `it must be verified before the order becomes ${to}`,
        fee === 'unverified' ? 'fee_unverified' : 'fee_rejected',
      );
    }
  }
  return { status, target: target.order_status_name, from, to };
}

/**
 * Cancelling returns the order's units to stock; reopening a cancelled order takes its coupon's
 * use and its units again, or is refused (409) when either is gone.
 */
async function moveStock(tx: Tx, invoiceNo: number, { from, to }: AllowedMove): Promise<void> {
  const lines = await tx
    .select({
      stockId: sql<number>`${transactions.stock_transaction_id}`,
      quantity: sql<number>`sum(${transactions.quantity})::int`,
    })
    .from(transactions)
    .where(eq(transactions.invoice_no, invoiceNo))
    .groupBy(transactions.stock_transaction_id)
    .orderBy(transactions.stock_transaction_id);
  if (to === 'Canceled') {
    for (const line of lines) {
      await tx
        .update(transactions)
        .set({ quantity: sql`${transactions.quantity} + ${line.quantity}` })
        .where(eq(transactions.id_transaction, line.stockId));
    }
  } else if (from === 'Canceled') {
    // Its coupon first, locked as a new order locks it; then its units.
    await retakeCouponUse(tx, invoiceNo);
    await takeStock(
      tx,
      lines.map((l) => ({
        stockId: l.stockId,
        quantity: l.quantity,
        field: `invoice_no ${invoiceNo}`,
      })),
    );
  }
}

/**
 * Moves an order along the status state machine (ORDER_STATUS_TRANSITIONS), in one
 * transaction with the order locked, recording who did it and when: cancelling returns its
 * units to stock, reopening a cancelled order takes them again and its coupon's use — or is
 * refused (409) when the stock is short or the coupon's limit is reached; the shopper's SMS of
 * the move (shipped, delivered, returned, cancelled) is queued in the same transaction. Since
 * every change starts from the status it reads under the lock, units return once, however many
 * requests race.
 */
export async function moveOrderStatus(
  db: Database,
  invoiceNo: number,
  orderStatusId: number,
  actor: Actor | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    const move = await allowedMove(tx, invoiceNo, orderStatusId);
    await moveStock(tx, invoiceNo, move);
    await tx
      .update(orders)
      .set({ order_status_id: orderStatusId })
      .where(eq(orders.invoice_no, invoiceNo));
    await orderTrackingRepository(tx).record(invoiceNo, orderStatusId, actor?.id ?? null);
    const sms = smsEventForMove(move.from, move.to);
    if (sms) await queueOrderSms(tx, invoiceNo, sms);
    if (actor) {
      await recordAudit(tx, actor, {
        kind: 'order',
        id: invoiceNo,
        action: 'update',
        before: { order_status: move.status },
        after: { order_status: move.target },
      });
    }
  });
}
