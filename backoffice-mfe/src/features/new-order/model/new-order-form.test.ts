import { formMessage } from '@poshak/shared-api/schemas';
import {
  emptyNewOrder,
  newOrderResolver,
  staffOrderBodyOf,
  type NewOrderInput,
  type NewOrderValues,
} from './new-order-form';
import { lineOf } from './order-lines';
import { stockEntry } from '../../../testing/fixtures';

const filled: NewOrderInput = {
  ...emptyNewOrder(),
  customer_phone: '+৮৮ ০১৭১২-৩৪৫৬৭৮',
  customer_name: 'Rashida',
  customer_address: 'Mirpur 10, Dhaka',
  shipping_id: 1,
  source: 'messenger',
};

/** The form checked as the page checks it: each field's first error key, or the values. */
async function check(values: NewOrderInput, feeAsked: boolean) {
  const result = await newOrderResolver(() => feeAsked)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  const errors = Object.fromEntries(
    Object.entries(result.errors).map(([field, error]) => [
      field,
      formMessage(String((error as { message?: string }).message)).key,
    ]),
  );
  return { values: result.values, errors };
}

describe('the New order form', () => {
  it('reads a phone typed in Bengali digits with +88 and dashes as the order takes it', async () => {
    const { values, errors } = await check(filled, false);
    expect(errors).toEqual({});
    expect(values).toMatchObject({ customer_phone: '+8801712345678', source: 'messenger' });
    expect(values).not.toHaveProperty('fee');
  });

  it('names every missing field, the area and the source among them', async () => {
    const { errors } = await check({ ...emptyNewOrder(), source: null }, false);
    expect(errors).toEqual({
      customer_phone: 'required',
      customer_name: 'required',
      customer_address: 'required',
      shipping_id: 'required',
      source: 'required',
    });
  });

  it('asks how the fee is paid when the shop asks for it in advance, then what that answer needs', async () => {
    expect((await check(filled, true)).errors).toEqual({ fee: 'required' });
    expect((await check({ ...filled, fee: 'paid' }, true)).errors).toEqual({
      provider: 'required',
      trx_id: 'required',
      paid_from: 'required',
    });
    expect(
      (
        await check(
          { ...filled, fee: 'paid', provider: 'bkash', trx_id: 'ab 12', paid_from: '0171' },
          true,
        )
      ).errors,
    ).toEqual({
      trx_id: 'trxIdFormat',
      paid_from: 'mobileInvalid',
    });
    expect((await check({ ...filled, fee: 'cod' }, true)).errors).toEqual({
      cash_on_delivery_reason: 'required',
    });
  });

  it('makes the order call: lines, the checked coupon, the total agreed, the fee’s answer alone', async () => {
    const { values } = await check(
      {
        ...filled,
        fee: 'cod',
        cash_on_delivery_reason: ' Regular customer ',
        // Typed before the answer changed: not sent.
        trx_id: 'BK12345678',
        note: '  ',
      },
      true,
    );
    // Checked without errors (the form's values).
    const body = staffOrderBodyOf(values as NewOrderValues, [lineOf(stockEntry(8), 2)], {
      couponCode: 'EID-10',
      expectedTotal: 3080,
    });
    expect(body).toEqual({
      customer_phone: '+8801712345678',
      customer_name: 'Rashida',
      customer_address: 'Mirpur 10, Dhaka',
      shipping_id: 1,
      source: 'messenger',
      lines: [{ id_transaction: 8, quantity: 2 }],
      cash_on_delivery_reason: 'Regular customer',
      coupon_code: 'EID-10',
      expected_total: 3080,
    });
  });
});
