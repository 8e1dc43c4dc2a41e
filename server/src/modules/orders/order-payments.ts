import { eq } from 'drizzle-orm';
import type { FeeStatus, OrderPayment } from '@poshak/shared-api/schemas';
import type { Executor } from '../../db/database';
import { orderPayments, orders, staffUsers } from '../../db/schema';
import { notFound } from '../../errors';
import { queueOrderSms } from '../sms';
import { recordAudit, type Actor } from '../audit';
import { noSuchOrder } from './no-such-order';

/** Advance delivery fees: what the shopper said they paid, and what staff found. */
export function orderPaymentsRepository(db: Executor) {
  return {
    /** The fee of an order that exists (null: paid on delivery); 404 for no such order. */
    async forOrder(invoiceNo: number): Promise<OrderPayment | null> {
      // Read from the order, so an order that does not exist is told apart from one paid on
      // delivery: both used to answer null.
      const [row] = await db
        .select({
          provider: orderPayments.provider,
          trx_id: orderPayments.trx_id,
          paid_from: orderPayments.paid_from,
          amount: orderPayments.amount,
          status: orderPayments.status,
          checked_by: staffUsers.username,
          checked_at: orderPayments.checked_at,
        })
        .from(orders)
        .leftJoin(orderPayments, eq(orderPayments.invoice_no, orders.invoice_no))
        .leftJoin(staffUsers, eq(staffUsers.id, orderPayments.checked_by))
        .where(eq(orders.invoice_no, invoiceNo));
      if (!row) throw noSuchOrder(invoiceNo);
      const { provider, trx_id, paid_from, amount, status } = row;
      if (!provider || !trx_id || !paid_from || amount === null || !status) return null;
      return {
        provider,
        trx_id,
        paid_from,
        amount,
        status,
        checked_by: row.checked_by,
        checked_at: row.checked_at?.toISOString() ?? null,
      };
    },

    /** The fee's status, read under the order's lock by a status change in `db`'s transaction. */
    async statusOf(invoiceNo: number): Promise<FeeStatus | null> {
      const [row] = await db
        .select({ status: orderPayments.status })
        .from(orderPayments)
        .where(eq(orderPayments.invoice_no, invoiceNo));
      return row?.status ?? null;
    },

    /**
     * Staff checked the provider's record: the fee was there (verified) or not (rejected). The
     * order is locked first, as a status change locks it, so a move cannot pass on a verdict
     * being changed meanwhile. The shopper's SMS of the verdict is queued in the same transaction.
     */
    async check(invoiceNo: number, status: 'verified' | 'rejected', actor: Actor | null) {
      await db.transaction(async (tx) => {
        const [order] = await tx
          .select({ invoice_no: orders.invoice_no })
          .from(orders)
          .where(eq(orders.invoice_no, invoiceNo))
          .for('update');
        if (!order) throw noSuchOrder(invoiceNo);
        const [before] = await tx
          .select({ status: orderPayments.status })
          .from(orderPayments)
          .where(eq(orderPayments.invoice_no, invoiceNo));
        const updated = await tx
          .update(orderPayments)
          .set({ status, checked_by: actor?.id ?? null, checked_at: new Date() })
          .where(eq(orderPayments.invoice_no, invoiceNo))
          .returning({ invoice_no: orderPayments.invoice_no });
        if (updated.length === 0) {
          throw notFound(
            `invoice_no ${invoiceNo}: the order's delivery fee was not paid in advance`,
            'fee_not_in_advance',
          );
        }
        // Told once per verdict: checking it again the same way tells the shopper nothing new.
        if (before?.status !== status) {
          await queueOrderSms(
            tx,
            invoiceNo,
            status === 'verified' ? 'fee_verified' : 'fee_rejected',
          );
        }
        if (actor) {
          await recordAudit(tx, actor, {
            kind: 'order_payment',
            id: invoiceNo,
            action: 'update',
            before,
            after: { status },
          });
        }
      });
    },
  };
}
