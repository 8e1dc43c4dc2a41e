import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { orders } from '../../db/schema';
import { conflict } from '../../errors';
import { recordAudit, type Actor } from '../audit';
import { noSuchOrder } from '../orders';

/**
 * A held order released after the call (docs/risk.md): who and when are kept with the reason,
 * and in the audit log. Releasing it twice, or an order never held, is a 409.
 */
export async function releaseHold(db: Executor, invoiceNo: number, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const [order] = await tx
      .select({
        hold_kind: orders.hold_kind,
        hold_reason: orders.hold_reason,
        hold_released_at: orders.hold_released_at,
      })
      .from(orders)
      .where(eq(orders.invoice_no, invoiceNo))
      .for('update');
    if (!order) throw noSuchOrder(invoiceNo);
    const [released] = await tx
      .update(orders)
      .set({ hold_released_by: actor.id, hold_released_at: new Date() })
      .where(
        and(
          eq(orders.invoice_no, invoiceNo),
          isNotNull(orders.hold_kind),
          isNull(orders.hold_released_at),
        ),
      )
      .returning({ invoice_no: orders.invoice_no });
    if (!released) {
      throw conflict(
        order.hold_kind
          ? `invoice_no: order ${invoiceNo} was released already`
          : `invoice_no: order ${invoiceNo} is not held`,
      );
    }
    await recordAudit(tx, actor, {
      kind: 'order',
      id: invoiceNo,
      action: 'update',
      before: { hold_kind: order.hold_kind, hold_reason: order.hold_reason, held: true },
      after: { held: false },
    });
  });
}
