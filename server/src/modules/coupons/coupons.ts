import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { couponStatus, OPERATION, orderStatusId, type Coupon } from '@poshak/shared-api/schemas';
import { shopDay } from '@poshak/shared-api/shop-time';
import type { Executor } from '../../db/database';
import {
  couponProducts,
  coupons,
  images,
  orders,
  productTraces,
  transactions,
} from '../../db/schema';
import { notFound } from '../../errors';
import { recordAudit, type Actor } from '../audit';

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
type CouponRow = Omit<Coupon, 'status' | 'product_codes' | 'products' | 'uses'>;
type CouponProduct = Coupon['products'][number];

const withStatus = (
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

/** Coupons (issue 5): codes unique, status derived from today's date, never stored. */
export function couponsRepository(db: Executor, today: () => string = shopDay) {
  /** The products these coupons name, each with the name it goes by, by coupon. */
  async function productsOf(ids: number[]): Promise<Map<number, CouponProduct[]>> {
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
  async function usesOf(ids: number[]): Promise<Map<number, number>> {
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
  async function readOne(tx: Executor, id: number) {
    const [row] = await tx
      .select(columns)
      .from(coupons)
      .where(eq(coupons.id_coupon, id))
      .for('update');
    if (!row) return undefined;
    return { ...row, product_codes: await couponsRepository(tx, today).productCodesOf(id) };
  }

  /** Saves a coupon and the products it names (an All Product coupon names none). */
  async function save(
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
    const products = await productsOf([id_coupon]);
    const uses = await usesOf([id_coupon]);
    return withStatus(row, products.get(id_coupon) ?? [], uses.get(id_coupon) ?? 0, today());
  }

  return {
    async list(): Promise<Coupon[]> {
      const rows = await db.select(columns).from(coupons).orderBy(desc(coupons.id_coupon));
      const day = today();
      const ids = rows.map((r) => r.id_coupon);
      const products = await productsOf(ids);
      const uses = await usesOf(ids);
      return rows.map((r) =>
        withStatus(r, products.get(r.id_coupon) ?? [], uses.get(r.id_coupon) ?? 0, day),
      );
    },

    create: (fields: CouponFields, actor: Actor | null) => save(null, fields, actor),

    update: (id: number, fields: CouponFields, actor: Actor | null) => save(id, fields, actor),

    /** The product codes one coupon names. */
    productCodesOf: async (id: number): Promise<string[]> =>
      ((await productsOf([id])).get(id) ?? []).map((p) => p.product_code),

    remove: (id: number, actor: Actor | null): Promise<void> =>
      db.transaction(async (tx) => {
        const before = await readOne(tx, id);
        const deleted = await tx
          .delete(coupons)
          .where(eq(coupons.id_coupon, id))
          .returning({ id: coupons.id_coupon });
        if (deleted.length === 0) throw notFound(`id_coupon: no coupon ${id}`);
        if (actor) await recordAudit(tx, actor, { kind: 'coupon', id, action: 'delete', before });
      }),
  };
}
