import { eq } from 'drizzle-orm';
import type { Coupon } from '@poshak/shared-api/schemas';
import type { Executor } from '../../db/database';
import { couponProducts, coupons } from '../../db/schema';
import { notFound } from '../../errors';
import { recordAudit, type Actor } from '../audit';
import { columns, productsOf, readOne, usesOf, withStatus, type CouponFields } from './coupon-rows';

/** Saves a coupon and the products it names (an All Product coupon names none). */
export async function saveCoupon(
  db: Executor,
  today: () => string,
  id: number | null,
  fields: CouponFields,
  actor: Actor | null,
): Promise<Coupon> {
  const { product_codes, ...values } = fields;
  const codes = values.applies_to === 'All Product' ? [] : [...new Set(product_codes)];
  const row = await db.transaction(async (tx) => {
    const before = id === null ? undefined : await readOne(tx, id);
    const [row] =
      id === null
        ? await tx.insert(coupons).values(values).returning(columns)
        : await tx.update(coupons).set(values).where(eq(coupons.id_coupon, id)).returning(columns);
    if (!row) throw notFound(`id_coupon: no coupon ${id}`);
    await tx.delete(couponProducts).where(eq(couponProducts.id_coupon, row.id_coupon));
    if (codes.length > 0) {
      await tx
        .insert(couponProducts)
        .values(codes.map((product_code) => ({ id_coupon: row.id_coupon, product_code })));
    }
    if (actor) {
      await recordAudit(tx, actor, {
        kind: 'coupon',
        id: row.id_coupon,
        action: id === null ? 'create' : 'update',
        before,
        after: { ...row, product_codes: codes },
      });
    }
    return row;
  });
  const id_coupon = row.id_coupon;
  const products = await productsOf(db, [id_coupon]);
  const uses = await usesOf(db, [id_coupon]);
  return withStatus(row, products.get(id_coupon) ?? [], uses.get(id_coupon) ?? 0, today());
}

export const removeCoupon = (db: Executor, id: number, actor: Actor | null): Promise<void> =>
  db.transaction(async (tx) => {
    const before = await readOne(tx, id);
    const deleted = await tx
      .delete(coupons)
      .where(eq(coupons.id_coupon, id))
      .returning({ id: coupons.id_coupon });
    if (deleted.length === 0) throw notFound(`id_coupon: no coupon ${id}`);
    if (actor) await recordAudit(tx, actor, { kind: 'coupon', id, action: 'delete', before });
  });
