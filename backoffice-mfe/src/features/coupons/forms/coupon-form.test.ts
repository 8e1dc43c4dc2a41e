import { formErrorMap, formMessage } from '@poshak/shared-api/schemas';
import { couponForm, emptyCouponForm } from './coupon-form';

const valid = {
  ...emptyCouponForm(),
  code: 'EID-2026',
  name: 'Eid offer',
  discount_value: '15',
  start_day: '2026-03-20',
  end_day: '2026-04-05',
};

/** The key shown under each field: its first issue, as the form displays it. */
function messages(input: object): string[] {
  const shown = new Map<string, string>();
  for (const issue of couponForm.safeParse(input, { error: formErrorMap }).error?.issues ?? []) {
    const path = issue.path.join('.');
    if (!shown.has(path)) shown.set(path, `${path}: ${formMessage(issue.message).key}`);
  }
  return [...shown.values()];
}

describe('coupon form', () => {
  it('accepts a complete coupon and gives the discount as the number the server takes', () => {
    expect(couponForm.parse(valid)).toEqual({
      code: 'EID-2026',
      name: 'Eid offer',
      description: '',
      discount_value: 15,
      applies_to: 'All Product',
      start_day: '2026-03-20',
      end_day: '2026-04-05',
      allowed_customer: 'All Customer',
      // A new coupon: a percentage for every product, without limits.
      discount_kind: 'percent',
      max_uses: null,
      max_uses_per_phone: null,
      product_codes: [],
    });
  });

  it('names every missing field', () => {
    expect(messages(emptyCouponForm())).toEqual([
      'code: required',
      'name: required',
      'discount_value: required',
      'start_day: required',
      'end_day: required',
    ]);
  });

  it('refuses an end day before the start day, and a discount of 0 or less', () => {
    expect(messages({ ...valid, end_day: '2026-03-19' })).toEqual(['end_day: endBeforeStart']);
    expect(messages({ ...valid, end_day: '2026-03-20' })).toEqual([]);
    expect(messages({ ...valid, discount_value: '0' })).toEqual(['discount_value: moreThan']);
    expect(messages({ ...valid, discount_value: '-5' })).toHaveLength(1);
    expect(messages({ ...valid, discount_value: 'ten' })).toEqual(['discount_value: invalid']);
  });

  it('takes codes of capital letters, digits and dashes only', () => {
    expect(messages({ ...valid, code: 'eid 10' })).toEqual(['code: couponCodeFormat']);
  });

  it('refuses a percentage above 100, and takes any amount in taka', () => {
    expect(messages({ ...valid, discount_value: '101' })).toEqual([
      'discount_value: percentAtMost100',
    ]);
    expect(messages({ ...valid, discount_value: '100' })).toEqual([]);
    expect(messages({ ...valid, discount_kind: 'amount', discount_value: '500' })).toEqual([]);
  });

  it('needs the products of a Selected or Single Product coupon, Single exactly one', () => {
    const selected = { ...valid, applies_to: 'Selected Product' };
    expect(messages(selected)).toEqual(['product_codes: couponProducts']);
    expect(messages({ ...selected, product_codes: ['PAN-01', 'SHA-02'] })).toEqual([]);
    const single = { ...valid, applies_to: 'Single Product' };
    expect(messages({ ...single, product_codes: ['PAN-01', 'SHA-02'] })).toEqual([
      'product_codes: couponProducts',
    ]);
    expect(messages({ ...single, product_codes: ['PAN-01'] })).toEqual([]);
  });

  it('reads an empty uses limit as no limit, and a typed one as a whole number from 1', () => {
    expect(couponForm.parse({ ...valid, max_uses: ' 10 ', max_uses_per_phone: '' })).toMatchObject({
      max_uses: 10,
      max_uses_per_phone: null,
    });
    expect(messages({ ...valid, max_uses: '0' })).toEqual(['max_uses: tooSmall']);
    expect(messages({ ...valid, max_uses_per_phone: '1.5' })).toEqual([
      'max_uses_per_phone: wholeNumber',
    ]);
  });
});
