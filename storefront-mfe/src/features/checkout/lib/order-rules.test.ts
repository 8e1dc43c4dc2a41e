import { priceOrder } from '@poshak/shared-api';
import { formErrorMap, formMessage, normalisePhone } from '@poshak/shared-api/schemas';
import type { CartLine } from '../../cart';
import {
  EMPTY_ORDER_FORM,
  deliveryFees,
  feeOrderForm,
  orderBody,
  orderForm,
  orderLines,
  areaFee,
  cartGrams,
  quoteBody,
  typedPhone,
  type OrderFormInput,
} from './order-rules';

const image = { url: '/uploads/a.jpg', width: null, height: null, thumbnails: [] };
const line = (
  lineId: number,
  id_transaction: number,
  price: number,
  quantity: number,
): CartLine => ({
  lineId,
  id_transaction,
  id_product_trace: 1,
  image_id: id_transaction,
  name: `Item ${id_transaction}`,
  name_bn: null,
  price,
  image,
  quantity,
  stock: 10,
  // Three such pieces stay within the first kg: the area's own fee.
  weight_grams: 300,
});
const cart = [line(1, 11, 1250, 2), line(2, 12, 900, 1)];
const filled: OrderFormInput = {
  ...EMPTY_ORDER_FORM,
  customer_name: ' Rahima Begum ',
  customer_address: 'House 12, Road 5, Dhanmondi, Dhaka',
  customer_phone: '01712345678',
  shipping_id: 1,
};
const paid: OrderFormInput = {
  ...filled,
  provider: 'bkash',
  trx_id: ' 9bc4d7xk2l ',
  paid_from: '০১৮১২-৩৪৫৬৭৮',
};
const areas = [
  {
    id_shipping: 1,
    shipping_name: 'inside',
    cost: 80,
    delivery_min_days: 1,
    delivery_max_days: 2,
    zone: 'inside_dhaka' as const,
    step_grams: 1000,
    step_fee: 15,
  },
  {
    id_shipping: 2,
    shipping_name: 'outside',
    cost: 130,
    delivery_min_days: 2,
    delivery_max_days: 4,
    zone: 'outside_dhaka' as const,
    step_grams: 1000,
    step_fee: 25,
  },
];

/** Each field the form marks, with the key of the message under it. */
function marked(values: OrderFormInput, schema = orderForm): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of schema.safeParse(values, { error: formErrorMap }).error?.issues ?? [])
    out[issue.path.join('.')] ??= formMessage(issue.message).key;
  return out;
}

describe('order form rules', () => {
  it('names every empty required field (blank text counts as empty)', () => {
    expect(marked(EMPTY_ORDER_FORM)).toEqual({
      customer_name: 'required',
      customer_address: 'required',
      customer_phone: 'required',
      shipping_id: 'required',
    });
    expect(marked({ ...filled, customer_address: '   ', shipping_id: null })).toEqual({
      customer_address: 'required',
      shipping_id: 'required',
    });
  });

  it('refuses a mobile number that is not a Bangladeshi mobile number', () => {
    for (const phone of ['12345', '0171234567', '02712345678', '01212345678', 'call me'])
      expect(marked({ ...filled, customer_phone: phone })).toEqual({
        customer_phone: 'mobileInvalid',
      });
  });

  it('refuses names and addresses longer than the server keeps', () => {
    expect(
      marked({ ...filled, customer_name: 'x'.repeat(121), customer_address: 'y'.repeat(501) }),
    ).toEqual({ customer_name: 'tooLong', customer_address: 'tooLong' });
  });

  it('builds the atomic order call with trimmed fields and one line per stock entry', () => {
    const values = orderForm.parse({
      ...filled,
      customer_phone: '+880 1712-345678',
      shipping_id: 2,
    });
    const body = orderBody(values, [...cart, line(3, 11, 1250, 1)]);
    expect(body).toMatchObject({ customer_name: 'Rahima Begum', customer_phone: '+8801712345678' });
    expect(body.lines).toEqual([
      { id_transaction: 11, quantity: 3 },
      { id_transaction: 12, quantity: 1 },
    ]);
  });

  it('reads mobile numbers typed in Bengali digits', () => {
    expect(normalisePhone('০১৭১২-৩৪৫ ৬৭৮')).toBe('01712345678');
  });

  it('asks for the provider, the TrxID and the number paid from when the fee is paid in advance', () => {
    expect(marked(filled, feeOrderForm)).toEqual({
      provider: 'required',
      trx_id: 'required',
      paid_from: 'required',
    });
    // Without the fee, the same form asks nothing of them.
    expect(marked(filled)).toEqual({});
    for (const trx_id of ['9BC4 D7XK2', 'ABC123', '9BC4-D7XK2L', 'x'.repeat(21)])
      expect(marked({ ...paid, trx_id }, feeOrderForm)).toEqual({ trx_id: 'trxIdFormat' });
    expect(marked({ ...paid, paid_from: '1234' }, feeOrderForm)).toEqual({
      paid_from: 'mobileInvalid',
    });
  });

  it('sends the payment (TrxID in capitals, the number in Latin digits) and the applied coupon', () => {
    const body = orderBody(feeOrderForm.parse(paid), cart, 'EID10');
    expect(body).toMatchObject({
      payment: { provider: 'bkash', trx_id: '9BC4D7XK2L', paid_from: '01812345678' },
      coupon_code: 'EID10',
    });
    // Cash on delivery, no coupon: neither is sent.
    const plain = orderBody(orderForm.parse(paid), cart, null);
    expect(plain).not.toHaveProperty('payment');
    expect(plain).not.toHaveProperty('coupon_code');
  });

  it('sends the campaign the shopper came by, and leaves out one the order would refuse', () => {
    const values = orderForm.parse(filled);
    expect(
      orderBody(values, cart, null, { utm_source: 'facebook', utm_campaign: 'eid' }),
    ).toMatchObject({
      campaign: { utm_source: 'facebook', utm_campaign: 'eid' },
    });
    expect(orderBody(values, cart, null, null)).not.toHaveProperty('campaign');
    // A zero-width character in a shared link's tag: the order goes, without the tag.
    expect(orderBody(values, cart, null, { utm_source: 'fb\u200b' })).not.toHaveProperty(
      'campaign',
    );
  });

  it('checks the coupon with the area and the phone once they are there', () => {
    expect(quoteBody(cart, null, typedPhone('0171'), 'EID10')).toEqual({
      lines: [
        { id_transaction: 11, quantity: 2 },
        { id_transaction: 12, quantity: 1 },
      ],
      coupon_code: 'EID10',
    });
    expect(quoteBody(cart, 2, typedPhone('০১৭১২৩৪৫৬৭৮'), 'EID10')).toMatchObject({
      shipping_id: 2,
      customer_phone: '01712345678',
    });
  });

  it('sums appended lines of one stock entry into one order line', () => {
    expect(orderLines([line(1, 5, 10, 1), line(2, 5, 10, 2), line(3, 6, 10, 1)])).toEqual([
      { id_transaction: 5, quantity: 3 },
      { id_transaction: 6, quantity: 1 },
    ]);
  });
});

describe('the delivery fee of the cart’s parcel', () => {
  const heavy = { ...line(3, 13, 4000, 1), weight_grams: 1800 };

  it('weighs each line’s pieces, counting a line not weighed yet at the shop’s 500 g', () => {
    const { weight_grams: _unweighed, ...unweighed } = line(4, 14, 500, 3);
    expect(cartGrams(cart)).toBe(900);
    expect(cartGrams([...cart, heavy])).toBe(2700);
    expect(cartGrams([unweighed])).toBe(1500);
  });

  it('adds the zone’s step fee for each kg begun past the first, as the server charges it', () => {
    expect([areaFee(areas, 1, cart), areaFee(areas, 2, cart)]).toEqual([80, 130]);
    // 2.7 kg: two steps past the first.
    expect([areaFee(areas, 1, [...cart, heavy]), areaFee(areas, 2, [...cart, heavy])]).toEqual([
      110, 180,
    ]);
  });
});

describe('order totals (the shared money module, with the cart’s area)', () => {
  const totals = (shippingId: number | null, discount?: number) =>
    priceOrder({ lines: cart, shipping: areaFee(areas, shippingId, cart), discount });

  it('is the sum of price times quantity plus the chosen area’s shipping', () => {
    expect(totals(1)).toMatchObject({ subtotal: 3400, shipping: 80, discount: 0, total: 3480 });
    expect(totals(2)).toMatchObject({ shipping: 130, total: 3530 });
  });

  it('takes off the discount the price check gave the coupon', () => {
    expect(totals(2, 340)).toMatchObject({
      subtotal: 3400,
      shipping: 130,
      discount: 340,
      total: 3190,
    });
  });

  it('has no shipping until an area is chosen', () => {
    expect(totals(null)).toMatchObject({
      subtotal: 3400,
      shipping: null,
      discount: 0,
      total: 3400,
    });
    expect(areaFee(undefined, 1, cart)).toBeUndefined();
    expect(priceOrder({ lines: [], shipping: areaFee(undefined, 1, []) })).toMatchObject({
      shipping: null,
      total: 0,
    });
  });

  it('takes the delivery fees of the notice from the shipping list: id 1 inside Dhaka', () => {
    expect(deliveryFees(areas)).toEqual({ inside: 80, outside: 130 });
    expect(deliveryFees([...areas].reverse())).toEqual({ inside: 80, outside: 130 });
  });
});
