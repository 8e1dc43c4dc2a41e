import { sql } from 'drizzle-orm';
import { ORDER_STATUS_NAMES } from '@poshak/shared-api/schemas';
import type { Executor } from '../db/database';
import { columnsOf } from '../db/table-rows';
import {
  deliveryZones,
  imagePriorities,
  operationTypes,
  orderStatuses,
  shipping,
} from '../db/schema';

/**
 * The fixed lists whose ids carry meaning in the spec (§3, §4): they exist in every shop,
 * also with SEED=none. Inserting them again changes nothing.
 */
export const OPERATION_TYPES = [
  // The orders page keeps lines whose operation name is Sale: a customer's order line.
  { id_operation_type: 1, operation_name: 'Sale' },
  // The Add Product page defaults to the second type: a stock entry listed for sale.
  { id_operation_type: 2, operation_name: 'Product Listing' },
];

export const IMAGE_PRIORITIES = [
  { id_image_priority: 1, priority: 'Collection' },
  { id_image_priority: 2, priority: 'Best Sellers' },
  { id_image_priority: 3, priority: 'Banner' },
];

/**
 * What a heavier parcel adds per kg begun beyond the first, near what Pathao and Steadfast publish
 * (inside Dhaka ৳15, suburbs ৳20, outside ৳25); admins change them (docs/delivery-fees.md).
 */
export const DELIVERY_ZONE_STEPS = [
  { zone: 'inside_dhaka' as const, step_grams: 1000, step_fee: 15 },
  { zone: 'dhaka_suburbs' as const, step_grams: 1000, step_fee: 20 },
  { zone: 'outside_dhaka' as const, step_grams: 1000, step_fee: 25 },
];

export const SHIPPING = [
  {
    id_shipping: 1,
    shipping_name: 'Inside Dhaka',
    cost: 80,
    zone: 'inside_dhaka' as const,
    delivery_min_days: 1,
    delivery_max_days: 2,
  },
  {
    id_shipping: 2,
    shipping_name: 'Outside Dhaka',
    cost: 130,
    zone: 'outside_dhaka' as const,
    delivery_min_days: 2,
    delivery_max_days: 4,
  },
];

export async function seedReferenceLists(db: Executor): Promise<void> {
  await db
    .insert(orderStatuses)
    .values(
      ORDER_STATUS_NAMES.map((name, i) => ({ id_order_status: i + 1, order_status_name: name })),
    )
    .onConflictDoNothing();
  await db.insert(operationTypes).values(OPERATION_TYPES).onConflictDoNothing();
  await db.insert(imagePriorities).values(IMAGE_PRIORITIES).onConflictDoNothing();
  // A database before migration 0025 (a test building an earlier release's shop) has no zones.
  if ((await columnsOf(db, 'shipping')).includes('zone')) {
    await db.insert(deliveryZones).values(DELIVERY_ZONE_STEPS).onConflictDoNothing();
    await db.insert(shipping).values(SHIPPING).onConflictDoNothing();
  } else {
    // Raw: drizzle would name every column of today's table, the zone too.
    for (const area of SHIPPING) {
      await db.execute(sql`
        INSERT INTO shipping (id_shipping, shipping_name, cost, delivery_min_days, delivery_max_days)
        VALUES (${area.id_shipping}, ${area.shipping_name}, ${area.cost},
                ${area.delivery_min_days}, ${area.delivery_max_days})
        ON CONFLICT DO NOTHING`);
    }
  }
  // Explicit ids leave the serial sequences behind; move them past the rows.
  for (const [table, column] of [
    ['order_statuses', 'id_order_status'],
    ['operation_types', 'id_operation_type'],
    ['image_priorities', 'id_image_priority'],
    ['shipping', 'id_shipping'],
  ] as const) {
    await db.execute(
      sql.raw(
        `SELECT setval(pg_get_serial_sequence('${table}', '${column}'), (SELECT max(${column}) FROM ${table}))`,
      ),
    );
  }
}
