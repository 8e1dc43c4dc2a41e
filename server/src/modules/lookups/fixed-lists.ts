import { asc, eq } from 'drizzle-orm';
import type { DeliveryZone, DeliveryZoneBody } from '@poshak/shared-api/schemas';
import type { Executor } from '../../db/database';
import {
  deliveryZones,
  imagePriorities,
  operationTypes,
  orderStatuses,
  shipping,
} from '../../db/schema';
import { notFound } from '../../errors';
import { audited, type Actor } from '../audit';

/** Every area with its zone's weight steps: the storefront quotes a parcel's fee from it. */
export const shippingAreas = (db: Executor) =>
  db
    .select({
      id_shipping: shipping.id_shipping,
      shipping_name: shipping.shipping_name,
      cost: shipping.cost,
      delivery_min_days: shipping.delivery_min_days,
      delivery_max_days: shipping.delivery_max_days,
      zone: shipping.zone,
      step_grams: deliveryZones.step_grams,
      step_fee: deliveryZones.step_fee,
    })
    .from(shipping)
    .innerJoin(deliveryZones, eq(deliveryZones.zone, shipping.zone))
    .orderBy(asc(shipping.id_shipping));

export const listDeliveryZones = (db: Executor) =>
  db.select().from(deliveryZones).orderBy(asc(deliveryZones.zone));

/** A zone's weight steps (admins): every area of the zone charges by them from now on. */
export const setZoneSteps = (
  db: Executor,
  zone: DeliveryZone,
  steps: DeliveryZoneBody,
  actor: Actor | null,
) =>
  audited(db, actor, async (tx) => {
    const [before] = await tx
      .select()
      .from(deliveryZones)
      .where(eq(deliveryZones.zone, zone))
      .for('update');
    const [after] = await tx
      .update(deliveryZones)
      .set(steps)
      .where(eq(deliveryZones.zone, zone))
      .returning();
    if (!before || !after) throw notFound(`zone: no delivery zone ${zone}`);
    return {
      result: after,
      change: { kind: 'delivery_zone', id: zone, action: 'update', before, after },
    };
  });

export const listOrderStatuses = (db: Executor) =>
  db.select().from(orderStatuses).orderBy(asc(orderStatuses.id_order_status));

export const listOperationTypes = (db: Executor) =>
  db.select().from(operationTypes).orderBy(asc(operationTypes.id_operation_type));

export const listImagePriorities = (db: Executor) =>
  db.select().from(imagePriorities).orderBy(asc(imagePriorities.id_image_priority));
