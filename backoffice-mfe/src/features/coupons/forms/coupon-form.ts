import { couponFields, typedNumber, withCouponRules, z } from '@poshak/shared-api/schemas';
import type { Coupon } from '@poshak/shared-api';

/**
 * A uses limit typed as text: an empty box is "no limit" (null), anything else is checked by the
 * shared schema (a whole number from 1).
 */
const typedLimit = (schema: typeof couponFields.shape.max_uses) =>
  z
    .string()
    .trim()
    .transform((text) => (text === '' ? null : text))
    // The shared limit coerces any input (`unknown`), text included; zod's types cannot see that.
    .pipe(schema as unknown as z.ZodType<number | null, string | null>);

/**
 * The coupon the server checks, with every rule across its fields (a percentage of at most 100,
 * the products a Selected or Single Product coupon names); numbers typed as text (an empty
 * discount is "required", not 0).
 */
export const couponForm = withCouponRules(
  couponFields.extend({
    discount_value: typedNumber(couponFields.shape.discount_value),
    max_uses: typedLimit(couponFields.shape.max_uses),
    max_uses_per_phone: typedLimit(couponFields.shape.max_uses_per_phone),
  }),
);
export type CouponFormInput = z.input<typeof couponForm>;
export type CouponFormValues = z.output<typeof couponForm>;

export const emptyCouponForm = (): CouponFormInput => ({
  code: '',
  name: '',
  description: '',
  discount_kind: 'percent',
  discount_value: '',
  applies_to: 'All Product',
  product_codes: [],
  start_day: '',
  end_day: '',
  allowed_customer: 'All Customer',
  max_uses: '',
  max_uses_per_phone: '',
});

export const couponToForm = (c: Coupon): CouponFormInput => ({
  code: c.code,
  name: c.name,
  description: c.description,
  discount_kind: c.discount_kind,
  discount_value: String(c.discount_value),
  applies_to: c.applies_to,
  product_codes: c.product_codes,
  start_day: c.start_day,
  end_day: c.end_day,
  allowed_customer: c.allowed_customer,
  max_uses: c.max_uses === null ? '' : String(c.max_uses),
  max_uses_per_phone: c.max_uses_per_phone === null ? '' : String(c.max_uses_per_phone),
});
