import { formErrorMap, formMessage } from '@poshak/shared-api/schemas';
import type { CartLine } from '../../cart';
import {
  EMPTY_ORDER_FORM,
  deliveryFees,
  normalisePhone,
  orderBody,
  orderForm,
  orderLines,
  orderTotals,
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
});
const cart = [line(1, 11, 1250, 2), line(2, 12, 900, 1)];
const filled: OrderFormInput = {
  customer_name: ' Rahima Begum ',
  customer_address: 'House 12, Road 5, Dhanmondi, Dhaka',
  customer_phone: '01712345678',
  shipping_id: 1,
};
const areas = [
  { id_shipping: 1, shipping_name: 'inside', cost: 80, delivery_min_days: 1, delivery_max_days: 2 },
  {
    id_shipping: 2,
    shipping_name: 'outside',
    cost: 130,
    delivery_min_days: 2,
    delivery_max_days: 4,
  },
];

/** Each field the form marks, with the key of the message under it. */
function marked(values: OrderFormInput): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of orderForm.safeParse(values, { error: formErrorMap }).error?.issues ?? [])
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

  it('sums appended lines of one stock entry into one order line', () => {
    expect(orderLines([line(1, 5, 10, 1), line(2, 5, 10, 2), line(3, 6, 10, 1)])).toEqual([
      { id_transaction: 5, quantity: 3 },
      { id_transaction: 6, quantity: 1 },
    ]);
  });
});

describe('order totals', () => {
  it('is the sum of price times quantity plus the chosen area’s shipping', () => {
    expect(orderTotals(cart, areas, 1)).toEqual({ subtotal: 3400, shipping: 80, total: 3480 });
    expect(orderTotals(cart, areas, 2)).toEqual({ subtotal: 3400, shipping: 130, total: 3530 });
  });

  it('has no shipping until an area is chosen', () => {
    expect(orderTotals(cart, areas, null)).toEqual({
      subtotal: 3400,
      shipping: undefined,
      total: 3400,
    });
    expect(orderTotals([], undefined, 1)).toEqual({ subtotal: 0, shipping: undefined, total: 0 });
  });

  it('takes the delivery fees of the notice from the shipping list: id 1 inside Dhaka', () => {
    expect(deliveryFees(areas)).toEqual({ inside: 80, outside: 130 });
    expect(deliveryFees([...areas].reverse())).toEqual({ inside: 80, outside: 130 });
  });
});
