import { bulkRefusal } from './bulk-refusal';

describe('a bulk refusal in the reader’s words', () => {
  it('reads the refusals the single actions give', () => {
    expect(
      bulkRefusal({
        status_code: 404,
        message: "invoice_no 12: the order's delivery fee was not paid in advance",
      }),
    ).toEqual({ key: 'noFee' });
    expect(
      bulkRefusal({
        status_code: 409,
        message:
          'invoice_no 12: the delivery fee paid in advance is unverified; it must be verified before the order becomes Ready-To-Shift',
      }),
    ).toEqual({ key: 'feeUnverified' });
    expect(
      bulkRefusal({
        status_code: 409,
        message:
          'invoice_no 12: the delivery fee paid in advance is rejected; it must be verified before the order becomes Shifted',
      }),
    ).toEqual({ key: 'feeRejected' });
    expect(
      bulkRefusal({ status_code: 409, message: 'invoice_no 12: the order is already Processing' }),
    ).toEqual({ key: 'already', status: 'Processing' });
    expect(
      bulkRefusal({
        status_code: 409,
        message: 'invoice_no 12: a Completed order cannot become Pending (it is final)',
      }),
    ).toEqual({ key: 'move', from: 'Completed' });
    expect(bulkRefusal({ status_code: 404, message: 'invoice_no: no order 987' })).toEqual({
      key: 'missing',
    });
  });

  it('leaves a refusal it has no words for to the server’s message', () => {
    expect(
      bulkRefusal({ status_code: 409, message: 'invoice_no 12: Silk Saree has only 1 left' }),
    ).toBeNull();
  });
});
