import { z } from './zod';
import { id, name, plainText } from './common';
import { SCHEMA_MESSAGES } from './error-map';

import { ALLOWED_CUSTOMER, APPLIES_TO, COUPON_STATUSES, type CouponStatus } from '../constants';

export { ALLOWED_CUSTOMER, APPLIES_TO, COUPON_STATUSES };
export type { CouponStatus } from '../constants';

const day = z.iso.date();

/** A coupon's fields, each with its own rule (the browser's form reuses them). */
export const couponFields = z.object({
  code: plainText()
    .min(1)
    .max(32)
    .regex(/^[A-Z0-9-]+$/, SCHEMA_MESSAGES.couponCodeFormat),
  name: name(120),
  description: plainText({ multiLine: true }).max(1000).default(''),
  discount_value: z.coerce.number().positive().max(1_000_000),
  applies_to: z.enum(APPLIES_TO),
  start_day: day,
  end_day: day,
  allowed_customer: z.enum(ALLOWED_CUSTOMER),
});

/** The rule across a coupon's two days: it cannot end before it starts. */
export const withDayOrder = <T extends z.ZodType<{ start_day: string; end_day: string }>>(
  coupon: T,
) =>
  coupon.refine((c) => c.end_day >= c.start_day, {
    message: SCHEMA_MESSAGES.endBeforeStart,
    path: ['end_day'],
  });

export const couponBody = withDayOrder(couponFields);
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
