import {
  couponBody,
  couponStatus,
  customerCreate,
  lookupCreateQuery,
  placeOrderBody,
  productListQuery,
  signupBody,
} from './index';

describe('shared request schemas', () => {
  it('accepts only the storefront page sizes and defaults to 18', () => {
    expect(productListQuery.parse({}).pageSize).toBe(18);
    expect(productListQuery.parse({ pageSize: '72' }).pageSize).toBe(72);
    const bad = productListQuery.safeParse({ pageSize: '20' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['pageSize']);
  });

  it('names the lookup field a create call is missing', () => {
    const result = lookupCreateQuery('brand').safeParse({ category_name: 'x' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['brand_name']);
  });

  it('refuses a customer only when name, phone and address are all empty', () => {
    expect(customerCreate.safeParse({}).success).toBe(false);
    expect(customerCreate.safeParse({ customer_phone: '017' }).success).toBe(true);
  });

  it('refuses fractional, zero and negative order quantities', () => {
    const order = {
      customer_name: 'Rahim',
      customer_address: 'Dhanmondi, Dhaka',
      customer_phone: '01712345678',
      shipping_id: 1,
      lines: [{ id_transaction: 1, quantity: 1 }],
    };
    expect(placeOrderBody.safeParse(order).success).toBe(true);
    for (const quantity of [0, -1, 1.5]) {
      const result = placeOrderBody.safeParse({
        ...order,
        lines: [{ id_transaction: 1, quantity }],
      });
      expect(result.error?.issues[0]?.path).toEqual(['lines', 0, 'quantity']);
    }
  });

  it('uses the spec texts for sign-up validation', () => {
    const result = signupBody.safeParse({
      username: '',
      USERemail: 'nope',
      OTP: '1',
      password: '123',
      roles: [],
    });
    const messages = result.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toEqual(
      expect.arrayContaining([
        'Username is required',
        'Invalid email format',
        'Password must be at least 6 characters long',
      ]),
    );
  });

  it('refuses a coupon that ends before it starts', () => {
    const coupon = {
      code: 'AB12CD34',
      name: 'Eid',
      discount_value: 10,
      applies_to: 'All Product',
      start_day: '2026-12-01',
      end_day: '2026-11-30',
      allowed_customer: 'All Customer',
    };
    expect(couponBody.safeParse(coupon).error?.issues[0]?.path).toEqual(['end_day']);
  });

  it('derives a coupon status from the day', () => {
    expect(couponStatus('2026-12-01', '2026-12-31', '2026-11-22')).toBe('Scheduled');
    expect(couponStatus('2026-11-01', '2026-12-31', '2026-11-22')).toBe('Active');
    expect(couponStatus('2026-11-01', '2026-11-21', '2026-11-22')).toBe('Expired');
  });
});
