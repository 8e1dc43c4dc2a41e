import { z } from '@poshak/shared-api/schemas';
import { ALLOWED_CUSTOMER, APPLIES_TO, type Coupon, type CouponBody } from '@poshak/shared-api';

// Messages are keys of the `backoffice` dictionary. The server checks the same rules again.
export const couponForm = z
  .object({
    code: z
      .string()
      .trim()
      .min(1, 'coupons.validation.codeRequired')
      .max(32, 'coupons.validation.codeFormat')
      .regex(/^[A-Z0-9-]+$/, 'coupons.validation.codeFormat'),
    name: z.string().trim().min(1, 'coupons.validation.nameRequired').max(120),
    description: z.string().trim().max(1000),
    discount_value: z
      .string()
      .trim()
      .refine((v) => /^\d+(\.\d{1,2})?$/.test(v) && Number(v) > 0 && Number(v) <= 1_000_000, {
        message: 'coupons.validation.discountPositive',
      }),
    applies_to: z.enum(APPLIES_TO, 'coupons.validation.appliesToRequired'),
    start_day: z.string().min(1, 'coupons.validation.startRequired'),
    end_day: z.string().min(1, 'coupons.validation.endRequired'),
    allowed_customer: z.enum(ALLOWED_CUSTOMER, 'coupons.validation.allowedCustomerRequired'),
  })
  .refine((c) => !c.start_day || !c.end_day || c.end_day >= c.start_day, {
    message: 'coupons.validation.endBeforeStart',
    path: ['end_day'],
  });
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
});

export const formToBody = (v: CouponFormValues): CouponBody => ({
  ...v,
  discount_value: Number(v.discount_value),
});
