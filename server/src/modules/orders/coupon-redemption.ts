import { sql } from 'drizzle-orm';
import {
  COUPON_REFUSALS,
  mobileDigits,
  orderStatusId,
  type CouponRefusal,
} from '@poshak/shared-api/schemas';
import { rowsOf, toInt, type Executor } from '../../db/database';
import { mobileDigitsSql } from '../../db/mobile-digits';
import { HttpError, badRequest, conflict } from '../../errors';

/** What a coupon takes off an order, as the order statement applies it to the locked prices. */
export interface CouponTerms {
  id: number;
  code: string;
  kind: 'percent' | 'amount';
  value: number;
  /** The product codes it applies to; null: every product. */
  productCodes: string[] | null;
}

/**
 * A coupon refused for `reason`: the message says it with the reason's phrase (`text` places it),
 * the reply carries the reason's code; an unknown code is a 400, every other reason a 409.
 */
function couponRefused(reason: CouponRefusal, text: (says: string) => string): HttpError {
  const { says, code } = COUPON_REFUSALS[reason];
  const message = `coupon_code: ${text(says)}`;
  return reason === 'unknown' ? badRequest(message, code) : conflict(message, code);
}

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

export interface RedeemOptions {
  /**
   * The order's own check (default): the coupon row stays locked until the caller's transaction
   * ends. A price check reads it without a lock and writes nothing.
   */
  lock?: boolean;
}

/** A coupon as `redeemableCoupon` let it through. */
export interface RedeemableCoupon extends CouponTerms {
  /** Its rules about the phone (uses per phone, Permanent Customer) wait for a phone to check. */
  phonePending: boolean;
}

/**
 * The coupon `code` as this order may use it, or the reason it may not (400 unknown, 409 not
 * today, used up, not for this phone), each said with its COUPON_REFUSALS phrase. The order calls
 * it inside its transaction: the coupon row is locked until that transaction ends, so the orders
 * counted here and the order placed after are one step — 200 orders at once with a coupon good
 * for 10 make exactly 10. The price check (`lock: false`) applies the very same rules without a
 * lock; without a phone (null) it leaves the phone's rules to the order.
 */
export async function redeemableCoupon(
  tx: Executor,
  code: string,
  phone: string | null,
  today: string,
  { lock = true }: RedeemOptions = {},
): Promise<RedeemableCoupon> {
  const typed = code.trim().toUpperCase();
  const [coupon] = rowsOf<CouponRow>(
    await tx.execute(sql`
      SELECT id_coupon, code, discount_value, discount_kind, applies_to, start_day::text AS start_day,
             end_day::text AS end_day, allowed_customer, max_uses, max_uses_per_phone
      FROM coupons WHERE code = ${typed} ${lock ? sql`FOR UPDATE` : sql``}`),
  );
  if (!coupon) throw couponRefused('unknown', (says) => `${says} ${typed}`);
  if (today < coupon.start_day) {
    throw couponRefused('notYet', (says) => `${coupon.code} ${says} ${coupon.start_day}`);
  }
  if (today > coupon.end_day) {
    throw couponRefused('ended', (says) => `${coupon.code} ${says} ${coupon.end_day}`);
  }

  const id = toInt(coupon.id_coupon);
  const digits = phone === null ? null : mobileDigits(phone);
  const uses = await couponUses(tx, id, digits);
  const maxUses = coupon.max_uses === null ? null : toInt(coupon.max_uses);
  const maxPerPhone = coupon.max_uses_per_phone === null ? null : toInt(coupon.max_uses_per_phone);
  const permanentOnly = coupon.allowed_customer === 'Permanent Customer';
  if (maxUses !== null && uses.all >= maxUses) {
    throw couponRefused('usedUp', (says) => `${coupon.code} ${says}`);
  }
  if (digits !== null && maxPerPhone !== null && uses.phone >= maxPerPhone) {
    throw couponRefused('phoneUsedUp', (says) => `${coupon.code} ${says}`);
  }
  if (digits !== null && permanentOnly && !uses.delivered) {
    throw couponRefused(
      'permanentOnly',
      (says) => `${coupon.code} ${says} (a phone with a delivered order)`,
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
    phonePending: digits === null && (maxPerPhone !== null || permanentOnly),
  };
}

/** The orders that use a coupon (cancelled ones do not), those of one phone, and whether that phone had an order delivered. */
async function couponUses(
  tx: Executor,
  id: number,
  digits: string | null,
): Promise<{ all: number; phone: number; delivered: boolean }> {
  const [uses] = rowsOf<{ all: unknown; phone: unknown; delivered: boolean }>(
    await tx.execute(sql`
      SELECT
        (SELECT count(*) FROM orders WHERE coupon_id = ${id} AND order_status_id <> ${CANCELED})
          AS all,
        (SELECT count(*) FROM orders o JOIN customers c ON c.id_customer = o.customer_id
          WHERE o.coupon_id = ${id} AND o.order_status_id <> ${CANCELED}
            AND ${mobileDigitsSql(sql`c.customer_phone`)} = ${digits}::text) AS phone,
        EXISTS (SELECT 1 FROM orders o JOIN customers c ON c.id_customer = o.customer_id
          WHERE ${mobileDigitsSql(sql`c.customer_phone`)} = ${digits}::text
            AND o.order_status_id IN (${sql.join(DELIVERED, sql`, `)})) AS delivered`),
  );
  return { all: toInt(uses?.all), phone: toInt(uses?.phone), delivered: uses?.delivered === true };
}

/**
 * A cancelled order being reopened uses its coupon again: its use was given back when it was
 * cancelled (cancelled orders do not count), and another order may have taken it since. Called
 * in the reopening's transaction, with the order row locked: the coupon row is locked as a new
 * order locks it (`redeemableCoupon`), so a reopening and a new order racing for the last use
 * take turns, and exactly one gets it. Refused (409 naming the coupon) when the coupon's limits,
 * in all or for the order's phone, are reached; its days do not matter (the order was placed
 * while it ran, at the discount it keeps).
 */
export async function retakeCouponUse(tx: Executor, invoiceNo: number): Promise<void> {
  const [order] = rowsOf<{ coupon_id: unknown; customer_phone: string }>(
    await tx.execute(sql`
      SELECT o.coupon_id, c.customer_phone
      FROM orders o JOIN customers c ON c.id_customer = o.customer_id
      WHERE o.invoice_no = ${invoiceNo}`),
  );
  if (!order || order.coupon_id === null) return;
  const [coupon] = rowsOf<{ code: string; max_uses: unknown; max_uses_per_phone: unknown }>(
    await tx.execute(sql`
      SELECT code, max_uses, max_uses_per_phone FROM coupons
      WHERE id_coupon = ${toInt(order.coupon_id)} FOR UPDATE`),
  );
  if (!coupon) return;
  const uses = await couponUses(tx, toInt(order.coupon_id), mobileDigits(order.customer_phone));
  const reopening = `invoice_no ${invoiceNo} cannot be reopened with its discount`;
  const maxUses = coupon.max_uses === null ? null : toInt(coupon.max_uses);
  if (maxUses !== null && uses.all >= maxUses) {
    throw couponRefused(
      'usedUp',
      (says) => `${coupon.code} ${says} (${uses.all} of ${maxUses} uses): ${reopening}`,
    );
  }
  const maxPerPhone = coupon.max_uses_per_phone === null ? null : toInt(coupon.max_uses_per_phone);
  if (maxPerPhone !== null && uses.phone >= maxPerPhone) {
    throw couponRefused(
      'phoneUsedUp',
      (says) => `${coupon.code} ${says} (${uses.phone} of ${maxPerPhone}): ${reopening}`,
    );
  }
}

/**
 * What the coupon's terms leave to refuse once the items are priced: none of them is one it
 * applies to, or an amount off more than those items cost. The order and the price check alike.
 */
export function couponPricingRefusal(
  coupon: CouponTerms,
  eligible: number,
  discount: number,
): Error | null {
  if (eligible === 0)
    return couponRefused('notForItems', (says) => `${coupon.code} ${says} ordered`);
  if (discount > eligible) {
    return couponRefused(
      'tooMuch',
      (says) =>
        `${coupon.code} takes ৳${discount} off, ${says} ৳${eligible} of items it applies to`,
    );
  }
  return null;
}
