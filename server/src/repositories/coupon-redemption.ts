import { orderStatusId } from '@poshak/shared-api/schemas';
import { sql } from 'drizzle-orm';
import { rowsOf, toInt, type Executor } from '../db/database';
import { badRequest, conflict } from '../errors';
import { mobileDigits } from './order-tracking';

/** What a coupon takes off an order, as the order statement applies it to the locked prices. */
export interface CouponTerms {
  id: number;
  code: string;
  kind: 'percent' | 'amount';
  value: number;
  /** The product codes it applies to; null: every product. */
  productCodes: string[] | null;
}

/** A customer's phone in SQL as `mobileDigits` gives it in JavaScript (index customers_mobile_digits). */
const digitsOf = (column: ReturnType<typeof sql>) =>
  sql`right(regexp_replace(${column}, '\\D', '', 'g'), 11)`;

const CANCELED = orderStatusId('Canceled');
const DELIVERED = [orderStatusId('Delivered'), orderStatusId('Completed')];

interface CouponRow {
  id_coupon: unknown;
  code: string;
  discount_value: unknown;
  discount_kind: 'percent' | 'amount';
  applies_to: string;
  start_day: string;
  end_day: string;
  allowed_customer: string;
  max_uses: unknown;
  max_uses_per_phone: unknown;
}

/**
 * The coupon `code` as this order may use it, or the reason it may not (400 unknown, 409 not
 * today, used up, not for this phone). Call it inside the order's transaction: the coupon row is
 * locked until that transaction ends, so the orders counted here and the order placed after are
 * one step — 200 orders at once with a coupon good for 10 make exactly 10.
 */
export async function redeemableCoupon(
  tx: Executor,
  code: string,
  phone: string,
  today: string,
): Promise<CouponTerms> {
  const [coupon] = rowsOf<CouponRow>(
    await tx.execute(sql`
      SELECT id_coupon, code, discount_value, discount_kind, applies_to, start_day::text AS start_day,
             end_day::text AS end_day, allowed_customer, max_uses, max_uses_per_phone
      FROM coupons WHERE code = ${code.trim().toUpperCase()} FOR UPDATE`),
  );
  if (!coupon) throw badRequest(`coupon_code: no coupon ${code.trim().toUpperCase()}`);
  if (today < coupon.start_day) {
    throw conflict(`coupon_code: ${coupon.code} can be used from ${coupon.start_day}`);
  }
  if (today > coupon.end_day)
    throw conflict(`coupon_code: ${coupon.code} ended on ${coupon.end_day}`);

  const id = toInt(coupon.id_coupon);
  const digits = mobileDigits(phone);
  const [uses] = rowsOf<{ all: unknown; phone: unknown; delivered: unknown }>(
    await tx.execute(sql`
      SELECT
        (SELECT count(*) FROM orders WHERE coupon_id = ${id} AND order_status_id <> ${CANCELED})
          AS all,
        (SELECT count(*) FROM orders o JOIN customers c ON c.id_customer = o.customer_id
          WHERE o.coupon_id = ${id} AND o.order_status_id <> ${CANCELED}
            AND ${digitsOf(sql`c.customer_phone`)} = ${digits}) AS phone,
        EXISTS (SELECT 1 FROM orders o JOIN customers c ON c.id_customer = o.customer_id
          WHERE ${digitsOf(sql`c.customer_phone`)} = ${digits}
            AND o.order_status_id IN (${sql.join(DELIVERED, sql`, `)})) AS delivered`),
  );
  const maxUses = coupon.max_uses === null ? null : toInt(coupon.max_uses);
  const maxPerPhone = coupon.max_uses_per_phone === null ? null : toInt(coupon.max_uses_per_phone);
  if (maxUses !== null && toInt(uses?.all) >= maxUses) {
    throw conflict(`coupon_code: ${coupon.code} is used up`);
  }
  if (maxPerPhone !== null && toInt(uses?.phone) >= maxPerPhone) {
    throw conflict(`coupon_code: ${coupon.code} was used by this phone as often as it may be`);
  }
  if (coupon.allowed_customer === 'Permanent Customer' && !uses?.delivered) {
    throw conflict(
      `coupon_code: ${coupon.code} is for permanent customers (a phone with a delivered order)`,
    );
  }
  let productCodes: string[] | null = null;
  if (coupon.applies_to !== 'All Product') {
    productCodes = rowsOf<{ product_code: string }>(
      await tx.execute(
        sql`SELECT product_code FROM coupon_products WHERE id_coupon = ${id} ORDER BY product_code`,
      ),
    ).map((r) => r.product_code);
  }
  return {
    id,
    code: coupon.code,
    kind: coupon.discount_kind,
    value: Number(coupon.discount_value),
    productCodes,
  };
}
