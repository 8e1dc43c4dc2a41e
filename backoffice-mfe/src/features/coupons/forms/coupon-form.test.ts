import { couponForm, emptyCouponForm, formToBody } from './coupon-form';

const valid = {
  ...emptyCouponForm(),
  code: 'EID-2026',
  name: 'Eid offer',
  discount_value: '15',
  start_day: '2026-03-20',
  end_day: '2026-04-05',
};

/** The message shown under each field: its first issue, as the form displays it. */
function messages(input: object): string[] {
  const shown = new Map<string, string>();
  for (const issue of couponForm.safeParse(input).error?.issues ?? []) {
    const path = issue.path.join('.');
    if (!shown.has(path)) shown.set(path, `${path}: ${issue.message}`);
  }
  return [...shown.values()];
}

describe('coupon form', () => {
  it('accepts a complete coupon and sends the discount as a number', () => {
    const parsed = couponForm.parse(valid);
    expect(formToBody(parsed)).toEqual({
      code: 'EID-2026',
      name: 'Eid offer',
      description: '',
      discount_value: 15,
      applies_to: 'All Product',
      start_day: '2026-03-20',
      end_day: '2026-04-05',
      allowed_customer: 'All Customer',
    });
  });

  it('names every missing field', () => {
    expect(messages(emptyCouponForm())).toEqual([
      'code: coupons.validation.codeRequired',
      'name: coupons.validation.nameRequired',
      'discount_value: coupons.validation.discountPositive',
      'start_day: coupons.validation.startRequired',
      'end_day: coupons.validation.endRequired',
    ]);
  });

  it('refuses an end day before the start day, and a discount of 0 or less', () => {
    expect(messages({ ...valid, end_day: '2026-03-19' })).toEqual([
      'end_day: coupons.validation.endBeforeStart',
    ]);
    expect(messages({ ...valid, end_day: '2026-03-20' })).toEqual([]);
    expect(messages({ ...valid, discount_value: '0' })).toEqual([
      'discount_value: coupons.validation.discountPositive',
    ]);
    expect(messages({ ...valid, discount_value: '-5' })).toHaveLength(1);
  });

  it('takes codes of capital letters, digits and dashes only', () => {
    expect(messages({ ...valid, code: 'eid 10' })).toEqual(['code: coupons.validation.codeFormat']);
  });
});
