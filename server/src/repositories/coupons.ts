import { couponStatus, type Coupon } from '@poshak/shared-api/schemas';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { couponProducts, coupons } from '../db/schema';
import { notFound } from '../errors';

export interface CouponFields {
  code: string;
  name: string;
  description: string;
  discount_value: number;
  applies_to: Coupon['applies_to'];
  start_day: string;
  end_day: string;
  allowed_customer: Coupon['allowed_customer'];
  discount_kind: Coupon['discount_kind'];
  max_uses: number | null;
  max_uses_per_phone: number | null;
  product_codes: string[];
}

/** Today in the shop's time zone (Bangladesh, UTC+6), as YYYY-MM-DD. */
export function shopToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(now);
}

const columns = {
  id_coupon: coupons.id_coupon,
  code: coupons.code,
  name: coupons.name,
  description: coupons.description,
  discount_value: coupons.discount_value,
  applies_to: coupons.applies_to,
  start_day: coupons.start_day,
  end_day: coupons.end_day,
  allowed_customer: coupons.allowed_customer,
  discount_kind: coupons.discount_kind,
  max_uses: coupons.max_uses,
  max_uses_per_phone: coupons.max_uses_per_phone,
};
type CouponRow = Omit<Coupon, 'status' | 'product_codes'>;

const withStatus = (row: CouponRow, productCodes: string[], today: string): Coupon => ({
  ...row,
  product_codes: productCodes,
  status: couponStatus(row.start_day, row.end_day, today),
});

/** Coupons (issue 5): codes unique, status derived from today's date, never stored. */
export function couponsRepository(db: Executor, today: () => string = shopToday) {
  /** The product codes of these coupons, by coupon. */
  async function productsOf(ids: number[]): Promise<Map<number, string[]>> {
    const byCoupon = new Map<number, string[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return byCoupon;
    const rows = await db
      .select()
      .from(couponProducts)
      .where(inArray(couponProducts.id_coupon, ids))
      .orderBy(asc(couponProducts.product_code));
    for (const row of rows) byCoupon.get(row.id_coupon)?.push(row.product_code);
    return byCoupon;
  }

  /** Saves a coupon and the products it names (an All Product coupon names none). */
  async function save(id: number | null, fields: CouponFields): Promise<Coupon> {
    const { product_codes, ...values } = fields;
    const codes = values.applies_to === 'All Product' ? [] : [...new Set(product_codes)];
    return db.transaction(async (tx) => {
      const [row] =
        id === null
          ? await tx.insert(coupons).values(values).returning(columns)
          : await tx
              .update(coupons)
              .set(values)
              .where(eq(coupons.id_coupon, id))
              .returning(columns);
      if (!row) throw notFound(`id_coupon: no coupon ${id}`);
      await tx.delete(couponProducts).where(eq(couponProducts.id_coupon, row.id_coupon));
      if (codes.length > 0) {
        await tx
          .insert(couponProducts)
          .values(codes.map((product_code) => ({ id_coupon: row.id_coupon, product_code })));
      }
      return withStatus(row, codes, today());
    });
  }

  return {
    async list(): Promise<Coupon[]> {
      const rows = await db.select(columns).from(coupons).orderBy(desc(coupons.id_coupon));
      const day = today();
      const products = await productsOf(rows.map((r) => r.id_coupon));
      return rows.map((r) => withStatus(r, products.get(r.id_coupon) ?? [], day));
    },

    create: (fields: CouponFields) => save(null, fields),

    update: (id: number, fields: CouponFields) => save(id, fields),

    async remove(id: number): Promise<void> {
      const deleted = await db
        .delete(coupons)
        .where(eq(coupons.id_coupon, id))
        .returning({ id: coupons.id_coupon });
      if (deleted.length === 0) throw notFound(`id_coupon: no coupon ${id}`);
    },
  };
}
