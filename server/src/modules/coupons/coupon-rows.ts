import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { couponStatus, OPERATION, orderStatusId, type Coupon } from '@poshak/shared-api/schemas';
import type { Executor } from '../../db/database';
import {
  couponProducts,
  coupons,
  images,
  orders,
  productTraces,
  transactions,
} from '../../db/schema';

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

export const columns = {
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
export type CouponRow = Omit<Coupon, 'status' | 'product_codes' | 'products' | 'uses'>;
export type CouponProduct = Coupon['products'][number];

export const withStatus = (
  row: CouponRow,
  products: CouponProduct[],
  uses: number,
  today: string,
): Coupon => ({
  ...row,
  product_codes: products.map((p) => p.product_code),
  products,
  uses,
  status: couponStatus(row.start_day, row.end_day, today),
});

/** The products these coupons name, each with the name it goes by, by coupon. */
export async function productsOf(
  db: Executor,
  ids: number[],
): Promise<Map<number, CouponProduct[]>> {
  const byCoupon = new Map<number, CouponProduct[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byCoupon;
  const rows = await db
    .select({
      id_coupon: couponProducts.id_coupon,
      product_code: couponProducts.product_code,
      // The name of the code's newest stock entry, as the stock search (the form's product
      // picker) lists it first: one row per code, however many sizes and colours it has. The
      // outer column is named with its table: drizzle writes it bare in a one-table select,
      // where the subquery would read it as its own p.product_code.
      product_name: sql<string | null>`(SELECT p.product_name FROM ${productTraces} p
        JOIN ${images} i ON i.product_trace_id = p.id_product_trace
        JOIN ${transactions} t ON t.image_id = i.id_image
        WHERE p.product_code = ${couponProducts}.product_code
          AND t.operation_type_id = ${OPERATION.stockEntry}
        ORDER BY t.id_transaction DESC LIMIT 1)`,
    })
    .from(couponProducts)
    .where(inArray(couponProducts.id_coupon, ids))
    .orderBy(asc(couponProducts.product_code));
  for (const { id_coupon, ...product } of rows) byCoupon.get(id_coupon)?.push(product);
  return byCoupon;
}

/** Orders that used these coupons, as the checkout counts them (cancelled ones not). */
export async function usesOf(db: Executor, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: orders.coupon_id, uses: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(inArray(orders.coupon_id, ids), ne(orders.order_status_id, orderStatusId('Canceled'))),
    )
    .groupBy(orders.coupon_id);
  return new Map(rows.map((r) => [r.id ?? 0, Number(r.uses)]));
}

/** One coupon as it is now, with its product codes (for the audit log's "before"). */
export async function readOne(tx: Executor, id: number) {
  const [row] = await tx
    .select(columns)
    .from(coupons)
    .where(eq(coupons.id_coupon, id))
    .for('update');
  if (!row) return undefined;
  return { ...row, product_codes: await productCodesOf(tx, id) };
}

/** The product codes one coupon names. */
export const productCodesOf = async (db: Executor, id: number): Promise<string[]> =>
  ((await productsOf(db, [id])).get(id) ?? []).map((p) => p.product_code);
