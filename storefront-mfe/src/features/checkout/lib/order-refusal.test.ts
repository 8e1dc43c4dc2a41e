import { ApiError } from '@poshak/shared-api';
import { orderRefusalOf } from './order-refusal';

describe('orderRefusalOf', () => {
  it('reads what a refusal means from its code, whatever its words', () => {
    const refusal = (code: ConstructorParameters<typeof ApiError>[2]) =>
      orderRefusalOf(new ApiError('reworded', 409, code));
    expect(refusal({ refusal: 'coupon_used_up' })).toEqual({ kind: 'coupon' });
    expect(refusal({ refusal: 'fee_required' })).toEqual({ kind: 'fee' });
    expect(refusal({ refusal: 'total_changed' })).toEqual({ kind: 'total' });
    expect(refusal({ refusal: 'shipping_changed' })).toEqual({ kind: 'total' });
    expect(refusal({})).toEqual({ kind: 'other' });
  });

  it('takes words that start like a refusal for nothing more than words', () => {
    expect(orderRefusalOf(new ApiError('coupon_code: EID10 is used up', 409))).toEqual({
      kind: 'other',
    });
    expect(orderRefusalOf(new ApiError('expected_total: the total is now ৳10', 409))).toEqual({
      kind: 'other',
    });
  });

  it('names the form field the server refused, with its words', () => {
    const error = new ApiError('payment.trx_id: this transaction ID was already used', 409);
    expect(orderRefusalOf(error)).toEqual({
      kind: 'field',
      field: 'trx_id',
      message: 'this transaction ID was already used',
    });
  });

  it('is nothing in particular for a failure that is not a reply', () => {
    expect(orderRefusalOf(new Error('boom'))).toEqual({ kind: 'other' });
  });
});
