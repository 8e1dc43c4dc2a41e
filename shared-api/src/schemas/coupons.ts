import { z } from './zod';
import { id, name, plainText, numeric } from './common';
import { SCHEMA_MESSAGES } from './error-map';

import { ALLOWED_CUSTOMER, APPLIES_TO, COUPON_STATUSES, type CouponStatus } from '../constants';

export { ALLOWED_CUSTOMER, APPLIES_TO, COUPON_STATUSES };
export type { CouponStatus } from '../constants';

const day = z.iso.date();
export const DISCOUNT_KINDS = ['percent', 'amount'] as const;
const usesLimit = numeric(z.number().int().min(1).max(1_000_000)).nullable().default(null);

/** A coupon's fields, each with its own rule (the browser's form reuses them). */
export const couponFields = z.object({
  code: plainText()
    .min(1)
    .max(32)
    .regex(/^[A-Z0-9-]+$/, SCHEMA_MESSAGES.couponCodeFormat),
  name: name(120),
  description: plainText({ multiLine: true }).max(1000).default(''),
  discount_value: numeric(z.number().positive().max(1_000_000)),
  applies_to: z.enum(APPLIES_TO),
  start_day: day,
  end_day: day,
  allowed_customer: z.enum(ALLOWED_CUSTOMER),
  /** A percentage of the items it applies to, or an amount in taka off them. */
  discount_kind: z.enum(DISCOUNT_KINDS).default('percent'),
  /** Orders that may use it in all, and per phone (null: no limit). */
  max_uses: usesLimit,
  max_uses_per_phone: usesLimit,
  /** The product codes a Selected (one or more) or Single (exactly one) Product coupon names. */
  product_codes: z.array(plainText().min(1).max(40)).max(200).default([]),
});

/** The rule across a coupon's two days: it cannot end before it starts. */
export const withDayOrder = <T extends z.ZodType<{ start_day: string; end_day: string }>>(
  coupon: T,
) =>
  coupon.refine((c) => c.end_day >= c.start_day, {
    message: SCHEMA_MESSAGES.endBeforeStart,
    path: ['end_day'],
  });

type CouponRules = {
  start_day: string;
  end_day: string;
  discount_kind?: (typeof DISCOUNT_KINDS)[number] | undefined;
  discount_value: number;
  applies_to: (typeof APPLIES_TO)[number];
  product_codes?: string[] | undefined;
};

/**
 * Every rule across a coupon's fields: its days in order, a percentage of at most 100, and
 * Selected / Single Product coupons naming their products (Single exactly one).
 */
export const withCouponRules = <T extends z.ZodType<CouponRules>>(coupon: T) =>
  withDayOrder(coupon)
    .refine((c) => c.discount_kind !== 'percent' || c.discount_value <= 100, {
      message: SCHEMA_MESSAGES.percentAtMost100,
      path: ['discount_value'],
    })
    .refine(
      (c) =>
        c.applies_to === 'All Product' ||
        (c.applies_to === 'Single Product'
          ? c.product_codes?.length === 1
          : (c.product_codes?.length ?? 0) >= 1),
      { message: SCHEMA_MESSAGES.couponProducts, path: ['product_codes'] },
    );

export const couponBody = withCouponRules(couponFields);
export type CouponBody = z.input<typeof couponBody>;

export const coupon = z.object({
  id_coupon: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  discount_value: z.number(),
  applies_to: z.enum(APPLIES_TO),
  start_day: z.string(),
  end_day: z.string(),
  allowed_customer: z.enum(ALLOWED_CUSTOMER),
  discount_kind: z.enum(DISCOUNT_KINDS),
  max_uses: z.number().int().nullable(),
  max_uses_per_phone: z.number().int().nullable(),
  product_codes: z.array(z.string()),
  /** The products it names with their names (null: no product has that code any more). */
  products: z.array(z.object({ product_code: z.string(), product_name: z.string().nullable() })),
  /** Orders that used it so far (cancelled ones give their use back). */
  uses: z.number().int(),
  status: z.enum(COUPON_STATUSES),
});
export type Coupon = z.infer<typeof coupon>;
export const couponParams = z.object({ id_coupon: id });

/** Status of a coupon on a given day (dates as YYYY-MM-DD compare as text). */
export function couponStatus(startDay: string, endDay: string, today: string): CouponStatus {
  if (today < startDay) return 'Scheduled';
  if (today > endDay) return 'Expired';
  return 'Active';
}
