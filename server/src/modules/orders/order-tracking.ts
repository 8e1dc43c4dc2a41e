import { eq } from 'drizzle-orm';
import { mobileDigits, type OrderStep, type OrderTracking } from '@poshak/shared-api/schemas';
import { amountToPayOnDelivery } from '@poshak/shared-api/money';
import type { Executor } from '../../db/database';
import { customers, orderPayments, orders, orderStatusChanges, shipping } from '../../db/schema';
import { notFound } from '../../errors';
import { audited, type Actor } from '../audit';
import { courierTrackingOf } from '../couriers';
import { addOrderNote, orderHistory, orderSteps, statusOf } from './order-history';
import { feeStatusColumn } from './order-queries';

/** The order with this invoice number placed with this phone; null for any other pair. */
async function trackOrder(
  db: Executor,
  invoiceNo: number,
  phone: string,
): Promise<OrderTracking | null> {
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
  const path = await orderSteps(db, invoiceNo, order.placedAt);
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
}

/** The days a shipping area promises. */
function setDeliveryDays(
  db: Executor,
  id: number,
  minDays: number,
  maxDays: number,
  actor: Actor | null,
) {
  return audited(db, actor, async (tx) => {
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
  });
}

/**
 * Where an order is (its steps, for the shopper's tracking page) and its whole history for staff
 * (order-history), with its notes; and the days a shipping area promises.
 */
export function orderTrackingRepository(db: Executor) {
  return {
    /** Records a status change (bound to the change's own transaction). */
    async record(invoiceNo: number, statusId: number, staffId: number | null): Promise<void> {
      await db
        .insert(orderStatusChanges)
        .values({ invoice_no: invoiceNo, order_status_id: statusId, staff_id: staffId });
    },
    track: trackOrder.bind(null, db),
    history: orderHistory.bind(null, db),
    addNote: addOrderNote.bind(null, db),
    setDelivery: setDeliveryDays.bind(null, db),
  };
}
