import { bulkRefusal } from './bulk-refusal';

describe('a bulk refusal in the reader’s words', () => {
  it('reads the refusals the single actions give by their codes', () => {
    expect(bulkRefusal({ code: 'fee_not_in_advance' })).toEqual({ key: 'noFee' });
    expect(bulkRefusal({ code: 'fee_unverified' })).toEqual({ key: 'feeUnverified' });
    expect(bulkRefusal({ code: 'fee_rejected' })).toEqual({ key: 'feeRejected' });
    expect(bulkRefusal({ code: 'status_unchanged', order_status: 'Processing' })).toEqual({
      key: 'already',
      status: 'Processing',
    });
    expect(bulkRefusal({ code: 'status_move_refused', order_status: 'Completed' })).toEqual({
      key: 'move',
      from: 'Completed',
    });
    expect(bulkRefusal({ code: 'order_not_found' })).toEqual({ key: 'missing' });
  });

  it('leaves a refusal it has no words for to the server’s message', () => {
    expect(bulkRefusal({})).toBeNull();
    expect(bulkRefusal({ code: 'coupon_used_up' })).toBeNull();
    // A move refusal that does not name the order's status cannot be said without it.
    expect(bulkRefusal({ code: 'status_move_refused' })).toBeNull();
  });
});
