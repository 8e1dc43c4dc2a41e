import { couponStatus, type Coupon } from '@poshak/shared-api/schemas';
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { coupons } from '../db/schema';
import { notFound } from '../errors';
import { required } from '../lib/required';

export interface CouponFields {
  code: string;
  name: string;
  description: string;
  discount_value: number;
  applies_to: Coupon['applies_to'];
  start_day: string;
  end_day: string;
  allowed_customer: Coupon['allowed_customer'];
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
};
type CouponRow = Omit<Coupon, 'status'>;

const withStatus = (row: CouponRow, today: string): Coupon => ({
  ...row,
  status: couponStatus(row.start_day, row.end_day, today),
});

/** Coupons (issue 5): codes unique, status derived from today's date, never stored. */
export function couponsRepository(db: Executor, today: () => string = shopToday) {
  return {
    async list(): Promise<Coupon[]> {
      const rows = await db.select(columns).from(coupons).orderBy(desc(coupons.id_coupon));
      const day = today();
      return rows.map((r) => withStatus(r, day));
    },

    async create(fields: CouponFields): Promise<Coupon> {
      const [row] = await db.insert(coupons).values(fields).returning(columns);
      return withStatus(required(row, 'inserted coupon'), today());
    },

    async update(id: number, fields: CouponFields): Promise<Coupon> {
      const [row] = await db
        .update(coupons)
        .set(fields)
        .where(eq(coupons.id_coupon, id))
        .returning(columns);
      if (!row) throw notFound(`id_coupon: no coupon ${id}`);
      return withStatus(row, today());
    },

    async remove(id: number): Promise<void> {
      const deleted = await db
        .delete(coupons)
        .where(eq(coupons.id_coupon, id))
        .returning({ id: coupons.id_coupon });
      if (deleted.length === 0) throw notFound(`id_coupon: no coupon ${id}`);
    },
  };
}
