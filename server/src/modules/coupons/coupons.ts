import { desc } from 'drizzle-orm';
import type { Coupon } from '@poshak/shared-api/schemas';
import { shopDay } from '@poshak/shared-api/shop-time';
import type { Executor } from '../../db/database';
import { coupons } from '../../db/schema';
import type { Actor } from '../audit';
import {
  columns,
  productCodesOf,
  productsOf,
  usesOf,
  withStatus,
  type CouponFields,
} from './coupon-rows';
import { removeCoupon, saveCoupon } from './coupon-writes';

export type { CouponFields } from './coupon-rows';

/** Every coupon, newest first, with its products, its uses and its status today. */
async function listCoupons(db: Executor, today: () => string): Promise<Coupon[]> {
  const rows = await db.select(columns).from(coupons).orderBy(desc(coupons.id_coupon));
  const day = today();
  const ids = rows.map((r) => r.id_coupon);
  const products = await productsOf(db, ids);
  const uses = await usesOf(db, ids);
  return rows.map((r) =>
    withStatus(r, products.get(r.id_coupon) ?? [], uses.get(r.id_coupon) ?? 0, day),
  );
}

/**
 * Coupons (issue 5): codes unique, status derived from today's date, never stored. Its parts:
 * the rows and what is read with them (coupon-rows) and saving and deleting (coupon-writes).
 */
export function couponsRepository(db: Executor, today: () => string = shopDay) {
  return {
    list: () => listCoupons(db, today),
    create: (fields: CouponFields, actor: Actor | null) =>
      saveCoupon(db, today, null, fields, actor),
    update: (id: number, fields: CouponFields, actor: Actor | null) =>
      saveCoupon(db, today, id, fields, actor),
    /** The product codes one coupon names. */
    productCodesOf: (id: number) => productCodesOf(db, id),
    remove: (id: number, actor: Actor | null) => removeCoupon(db, id, actor),
  };
}
