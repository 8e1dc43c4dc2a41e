import { orderStatusId } from '@poshak/shared-api/schemas';
import { shopDay } from '@poshak/shared-api/shop-time';
import { drivers, shopForTests } from '../../helpers/build';
import { placeOrder } from '../../helpers/orders';

/** A day relative to today in Dhaka, as YYYY-MM-DD. */
const dhakaDay = (days: number) => {
  const date = new Date(`${shopDay()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const shopper = (phone = '01555000111') => ({
  customer_name: 'Tahmina Begum',
  customer_address: 'Holding 7, Kazir Dewri, Chattogram',
  customer_phone: phone,
  shipping_id: 2,
});

describe.each(drivers)('coupons at checkout on %s', (driver) => {
  const { t, c } = shopForTests(driver);
  let sequence = 0;

  const addCoupon = async (fields: Record<string, unknown>) => {
    sequence += 1;
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/coupons',
      headers: await t.auth('admin'),
      payload: {
        code: `C${sequence}-${driver.toUpperCase()}`,
        name: `Coupon ${sequence}`,
        discount_value: 10,
        applies_to: 'All Product',
        start_day: dhakaDay(0),
        end_day: dhakaDay(0),
        allowed_customer: 'All Customer',
        ...fields,
      },
    });
    expect(reply.statusCode).toBe(200);
    return reply.json().code as string;
  };
  const item = (code: string, price: number, quantity = 500) =>
    c.addStock({ product_code: code, product_name: `Item ${code}`, price, quantity });
  const order = (lines: [number, number][], coupon_code?: string, phone?: string) =>
    placeOrder(t.app, {
      ...shopper(phone),
      lines: lines.map(([id_transaction, quantity]) => ({ id_transaction, quantity })),
      ...(coupon_code === undefined ? {} : { coupon_code }),
    });

  it('takes a percentage off the items, shown in the reply and kept with the order', async () => {
    const shirt = await item('CK-1', 1000);
    const code = await addCoupon({ discount_value: 15 });
    // Typed in small letters, as shoppers do: codes are capitals.
    const reply = await order([[shirt, 2]], code.toLowerCase());
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      subtotal: 2000,
      shipping_cost: 130,
      discount: 300,
      coupon_code: code,
      total: 1830,
    });
    const plain = await order([[shirt, 1]]);
    expect(plain.json()).toMatchObject({ discount: 0, coupon_code: null, total: 1130 });
  });

  it('applies a Selected Product coupon to its products only, and an amount up to them', async () => {
    const saree = await item('CK-SAREE', 4000);
    const shawl = await item('CK-SHAWL', 900);
    const code = await addCoupon({
      applies_to: 'Selected Product',
      product_codes: ['CK-SAREE'],
      discount_kind: 'amount',
      discount_value: 500,
    });
    const both = await order(
      [
        [saree, 1],
        [shawl, 1],
      ],
      code,
    );
    expect(both.json()).toMatchObject({ subtotal: 4900, discount: 500, total: 4530 });

    const none = await order([[shawl, 1]], code);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toMatch(/^coupon_code: .*applies to none of the items/);
    expect(none.json().code).toBe('coupon_not_for_items');

    const big = await addCoupon({ discount_kind: 'amount', discount_value: 2000 });
    const tooMuch = await order([[shawl, 1]], big);
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toMatch(/^coupon_code: .*more than the ৳900/);
    expect(tooMuch.json().code).toBe('coupon_too_much');
  });

  it('refuses a percentage above 100 and a Single Product coupon naming two products when saved', async () => {
    for (const fields of [
      { discount_value: 120 },
      { applies_to: 'Single Product', product_codes: ['A', 'B'] },
      { applies_to: 'Selected Product', product_codes: [] },
    ]) {
      const reply = await t.app.inject({
        method: 'POST',
        url: '/api/coupons',
        headers: await t.auth('admin'),
        payload: {
          code: 'NEVER-SAVED',
          name: 'Never',
          discount_value: 10,
          applies_to: 'All Product',
          start_day: dhakaDay(0),
          end_day: dhakaDay(1),
          allowed_customer: 'All Customer',
          ...fields,
        },
      });
      expect(reply.statusCode).toBe(400);
    }
  });

  it('is used only between its start and end day in Dhaka, and names an unknown code', async () => {
    const shirt = await item('CK-DAYS', 800);
    const later = await addCoupon({ start_day: dhakaDay(1), end_day: dhakaDay(5) });
    const over = await addCoupon({ start_day: dhakaDay(-5), end_day: dhakaDay(-1) });
    for (const [code, refusal] of [
      [later, 'coupon_not_yet'],
      [over, 'coupon_expired'],
    ] as const) {
      const reply = await order([[shirt, 1]], code);
      expect(reply.statusCode).toBe(409);
      expect(reply.json().message).toMatch(/^coupon_code: /);
      expect(reply.json().code).toBe(refusal);
    }
    const unknown = await order([[shirt, 1]], 'NO-SUCH-CODE');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'coupon_code: no coupon NO-SUCH-CODE',
      code: 'coupon_unknown',
    });
    // Refused coupons left the shop as it was: an ordinary order goes through.
    expect((await order([[shirt, 1]])).statusCode).toBe(200);
  });

  it('keeps a Permanent Customer coupon for phones with a delivered order', async () => {
    const shirt = await item('CK-PERM', 700);
    const code = await addCoupon({ allowed_customer: 'Permanent Customer' });
    const phone = '01666000222';
    const first = await order([[shirt, 1]], code, phone);
    expect(first.statusCode).toBe(409);
    expect(first.json().message).toMatch(/permanent customers/);
    expect(first.json().code).toBe('coupon_permanent_only');

    const invoice = (await order([[shirt, 1]], undefined, phone)).json().invoice_no as number;
    for (const status of ['Processing', 'Ready-To-Shift', 'Shifted', 'Delivered'] as const) {
      const moved = await t.app.inject({
        method: 'PUT',
        url: `/api/transactionsRouter/updateTransactionOrderStatusByInvoiceNo?order_status_id=${orderStatusId(status)}&invoice_no=${invoice}`,
        headers: await t.auth('seller'),
      });
      expect(moved.statusCode).toBe(200);
    }
    // The same phone typed with the country code.
    const again = await order([[shirt, 1]], code, '+8801666000222');
    expect(again.statusCode).toBe(200);
    expect(again.json().discount).toBe(70);
  });

  it('holds its limit per phone, however the phone is typed', async () => {
    const shirt = await item('CK-PHONE', 600);
    const code = await addCoupon({ max_uses_per_phone: 1 });
    expect((await order([[shirt, 1]], code, '01777000333')).statusCode).toBe(200);
    const second = await order([[shirt, 1]], code, '8801777000333');
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/used by this phone/);
    expect(second.json().code).toBe('coupon_phone_used_up');
    expect((await order([[shirt, 1]], code, '01777000444')).statusCode).toBe(200);
  });

  it('gives exactly 10 discounts to 200 simultaneous orders with a coupon good for 10', async () => {
    const shirt = await item('CK-RACE', 500, 1_000);
    const code = await addCoupon({ max_uses: 10 });
    const replies = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        order([[shirt, 1]], code, `0188${String(1_000_000 + i).slice(-7)}`),
      ),
    );
    const placed = replies.filter((r) => r.statusCode === 200);
    const refused = replies.filter((r) => r.statusCode === 409);
    expect(placed).toHaveLength(10);
    expect(placed.every((r) => r.json().discount === 50)).toBe(true);
    expect(refused).toHaveLength(190);
    expect(refused.every((r) => /is used up/.test(r.json().message))).toBe(true);
    expect(refused.every((r) => r.json().code === 'coupon_used_up')).toBe(true);
    console.log(
      `coupon race on ${driver}: 200 orders at once, limit 10 → ${placed.length} discounted, ${refused.length} told it is used up`,
    );
  }, 180_000);
});
