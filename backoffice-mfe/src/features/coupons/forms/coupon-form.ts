import { couponFields, typedNumber, withDayOrder, type z } from '@poshak/shared-api/schemas';
import type { Coupon } from '@poshak/shared-api';

/** The coupon the server checks, the discount typed as text (an empty box is "required", not 0). */
export const couponForm = withDayOrder(
  couponFields.extend({ discount_value: typedNumber(couponFields.shape.discount_value) }),
);
export type CouponFormInput = z.input<typeof couponForm>;
export type CouponFormValues = z.output<typeof couponForm>;

export const emptyCouponForm = (): CouponFormInput => ({
  code: '',
  name: '',
  description: '',
  discount_value: '',
  applies_to: 'All Product',
  start_day: '',
  end_day: '',
  allowed_customer: 'All Customer',
});

export const couponToForm = (c: Coupon): CouponFormInput => ({
  code: c.code,
  name: c.name,
  description: c.description,
  discount_value: String(c.discount_value),
  applies_to: c.applies_to,
  start_day: c.start_day,
  end_day: c.end_day,
  allowed_customer: c.allowed_customer,
  // Kept as they are until the form shows them (the kind, the limits, the products).
  discount_kind: c.discount_kind,
  max_uses: c.max_uses,
  max_uses_per_phone: c.max_uses_per_phone,
  product_codes: c.product_codes,
});
