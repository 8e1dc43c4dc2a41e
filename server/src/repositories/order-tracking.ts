import {
  orderStatusName,
  type OrderHistory,
  type OrderStatusName,
  type OrderStep,
  type OrderTracking,
} from '@poshak/shared-api/schemas';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { customers, orders, orderStatusChanges, shipping, staffUsers } from '../db/schema';
import { notFound } from '../errors';

/** A Bangladeshi mobile number as its 11 digits (01XXXXXXXXX), however it was typed. */
export const mobileDigits = (phone: string): string => phone.replace(/\D/g, '').slice(-11);

const statusOf = (id: number): OrderStatusName => orderStatusName(id) ?? 'Pending';

/**
 * Where an order is: placed (its `created_at`, as Pending), then every status it moved to, with
 * when and by whom (`order_status_changes`, written with the change itself).
 */
export function orderTrackingRepository(db: Executor) {
  async function steps(invoiceNo: number, placedAt: Date) {
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
      { status: 'Pending' as const, at: placedAt.toISOString(), by: null },
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
        })
        .from(orders)
        .innerJoin(customers, eq(customers.id_customer, orders.customer_id))
        .innerJoin(shipping, eq(shipping.id_shipping, orders.shipping_id))
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
      };
    },

    /** Every step of an order with who made it, for staff. */
    async history(invoiceNo: number): Promise<OrderHistory> {
      const [order] = await db
        .select({ placedAt: orders.created_at })
        .from(orders)
        .where(eq(orders.invoice_no, invoiceNo));
      if (!order) throw notFound(`invoice_no: no order ${invoiceNo}`);
      return steps(invoiceNo, order.placedAt);
    },

    /** The days a shipping area promises. */
    async setDelivery(id: number, minDays: number, maxDays: number): Promise<void> {
      const updated = await db
        .update(shipping)
        .set({ delivery_min_days: minDays, delivery_max_days: maxDays })
        .where(eq(shipping.id_shipping, id))
        .returning({ id: shipping.id_shipping });
      if (updated.length === 0) throw notFound(`id_shipping: no shipping area ${id}`);
    },
  };
}

export type OrderTrackingRepository = ReturnType<typeof orderTrackingRepository>;
