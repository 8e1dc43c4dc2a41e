import { sql } from 'drizzle-orm';
import { orderStatusId } from '@poshak/shared-api/schemas';
import { shopDay } from '@poshak/shared-api/shop-time';
import { rowsOf } from '../../../src/db/database';
import { QUOTE_LIMIT } from '../../../src/modules/orders/orders-routes';
import { drivers, shopForTests } from '../../helpers/build';
import { placeOrder, stockOf } from '../../helpers/orders';

/** A day relative to today in Dhaka, as YYYY-MM-DD. */
const dhakaDay = (days: number) => {
  const date = new Date(`${shopDay()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const shopper = (phone: string) => ({
  customer_name: 'Nusrat Jahan',
  customer_address: 'Road 5, Dhanmondi, Dhaka',
  customer_phone: phone,
  shipping_id: 1,
});

type Lines = [number, number][];
const linesOf = (lines: Lines) =>
  lines.map(([id_transaction, quantity]) => ({ id_transaction, quantity }));

describe.each(drivers)(
  'the price check before an order (POST /api/orders/quote) on %s',
  (driver) => {
    const { t, c } = shopForTests(driver);
    let sequence = 0;

    const addCoupon = async (fields: Record<string, unknown>) => {
      sequence += 1;
      const reply = await t.app.inject({
        method: 'POST',
        url: '/api/coupons',
        headers: await t.auth('admin'),
        payload: {
          code: `Q${sequence}-${driver.toUpperCase()}`,
          name: `Quote coupon ${sequence}`,
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
    const item = (code: string, price: number, quantity = 100) =>
      c.addStock({ product_code: code, product_name: `Item ${code}`, price, quantity });
    const quote = (body: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/orders/quote', payload: body });
    const order = (lines: Lines, phone: string, coupon_code?: string) =>
      placeOrder(t.app, {
        ...shopper(phone),
        lines: linesOf(lines),
        ...(coupon_code === undefined ? {} : { coupon_code }),
      });
    const orderCount = async () =>
      Number(
        rowsOf<{ n: unknown }>(await t.shop.db.execute(sql`SELECT count(*) AS n FROM orders`))[0]
          ?.n,
      );

    it('says what the order is then charged: subtotal, discount, delivery and total alike', async () => {
      const saree = await item('QT-SAREE', 3200);
      const shawl = await item('QT-SHAWL', 950);
      const percent = await addCoupon({ discount_value: 15 });
      const selected = await addCoupon({
        applies_to: 'Selected Product',
        product_codes: ['QT-SAREE'],
        discount_kind: 'amount',
        discount_value: 400,
      });
      const lines: Lines = [
        [saree, 1],
        [shawl, 2],
      ];
      for (const [code, phone] of [
        [percent, '01711000101'],
        [selected.toLowerCase(), '01711000102'],
        [undefined, '01711000103'],
      ] as const) {
        const asked = await quote({
          lines: linesOf(lines),
          shipping_id: 1,
          customer_phone: phone,
          ...(code ? { coupon_code: code } : {}),
        });
        expect(asked.statusCode).toBe(200);
        const placed = await order(lines, phone, code);
        expect(placed.statusCode).toBe(200);
        const charged = placed.json();
        expect(asked.json()).toEqual({
          subtotal: charged.subtotal,
          shipping_cost: charged.shipping_cost,
          discount: charged.discount,
          coupon_code: charged.coupon_code,
          coupon_phone_pending: false,
          total: charged.total,
        });
      }
      // 15 % of 5,100 is 765; ৳400 off the saree alone.
      const figures = await quote({ lines: linesOf(lines), shipping_id: 2, coupon_code: percent });
      expect(figures.json()).toMatchObject({
        subtotal: 5100,
        // The parcel's weight past its first kg adds the outside-Dhaka step fee (৳25 a kg).
        shipping_cost: 155,
        discount: 765,
        total: 4490,
      });
      // No area chosen yet: the total leaves delivery out.
      const noArea = await quote({ lines: linesOf(lines), coupon_code: percent });
      expect(noArea.json()).toMatchObject({ shipping_cost: null, discount: 765, total: 4335 });
    });

    it('refuses each coupon the order would refuse, naming coupon_code and why', async () => {
      const shirt = await item('QT-SHIRT', 800);
      const lines = linesOf([[shirt, 1]]);
      const later = await addCoupon({ start_day: dhakaDay(1), end_day: dhakaDay(3) });
      const over = await addCoupon({ start_day: dhakaDay(-3), end_day: dhakaDay(-1) });
      const once = await addCoupon({ max_uses: 1 });
      const elsewhere = await addCoupon({
        applies_to: 'Single Product',
        product_codes: ['QT-NOT-IN-CART'],
      });
      const regulars = await addCoupon({ allowed_customer: 'Permanent Customer' });
      const tooMuch = await addCoupon({ discount_kind: 'amount', discount_value: 900 });
      expect((await order([[shirt, 1]], '01711000201', once)).statusCode).toBe(200);

      const cases: [string, number, RegExp][] = [
        ['NO-SUCH-CODE', 400, /^coupon_code: no coupon NO-SUCH-CODE$/],
        [later, 409, /^coupon_code: .* can be used from /],
        [over, 409, /^coupon_code: .* ended on /],
        [once, 409, /^coupon_code: .* is used up$/],
        [elsewhere, 409, /^coupon_code: .* applies to none of the items/],
        [regulars, 409, /^coupon_code: .* is for permanent customers/],
        [tooMuch, 409, /^coupon_code: .* more than the ৳800/],
      ];
      for (const [code, status, message] of cases) {
        const reply = await quote({
          lines,
          shipping_id: 1,
          customer_phone: '01711000202',
          coupon_code: code,
        });
        expect({ code, status: reply.statusCode, message: reply.json().message }).toEqual({
          code,
          status,
          message: expect.stringMatching(message),
        });
        // The order refuses it in the same words.
        const placed = await order([[shirt, 1]], '01711000202', code);
        expect({ code, status: placed.statusCode, message: placed.json().message }).toEqual({
          code,
          status,
          message: reply.json().message,
        });
      }
    });

    it('leaves the rules about the phone to the order when no phone is typed yet, and says so', async () => {
      const shirt = await item('QT-PHONE', 600);
      const lines = linesOf([[shirt, 1]]);
      const regulars = await addCoupon({ allowed_customer: 'Permanent Customer' });
      const perPhone = await addCoupon({ max_uses_per_phone: 1 });
      const anyone = await addCoupon({});
      for (const code of [regulars, perPhone]) {
        const reply = await quote({ lines, coupon_code: code });
        expect(reply.statusCode).toBe(200);
        expect(reply.json()).toMatchObject({ discount: 60, coupon_phone_pending: true });
      }
      expect((await quote({ lines, coupon_code: anyone })).json().coupon_phone_pending).toBe(false);

      // With the phone, they are checked: a phone that used it once, and one with a delivered order.
      expect((await order([[shirt, 1]], '01711000301', perPhone)).statusCode).toBe(200);
      const used = await quote({ lines, customer_phone: '+8801711000301', coupon_code: perPhone });
      expect(used.statusCode).toBe(409);
      expect(used.json().message).toMatch(/used by this phone/);
      const invoice = (await order([[shirt, 1]], '01711000302')).json().invoice_no as number;
      for (const status of ['Processing', 'Ready-To-Shift', 'Shifted', 'Delivered'] as const) {
        const moved = await t.app.inject({
          method: 'PUT',
          url: `/api/transactionsRouter/updateTransactionOrderStatusByInvoiceNo?order_status_id=${orderStatusId(status)}&invoice_no=${invoice}`,
          headers: await t.auth('seller'),
        });
        expect(moved.statusCode).toBe(200);
      }
      const regular = await quote({ lines, customer_phone: '01711000302', coupon_code: regulars });
      expect(regular.json()).toMatchObject({ discount: 60, coupon_phone_pending: false });
    });

    it('writes nothing: no order, no stock taken, no use of the coupon', async () => {
      const shirt = await item('QT-NOWRITE', 500, 3);
      const once = await addCoupon({ max_uses: 1 });
      const before = await orderCount();
      for (let i = 0; i < 5; i++) {
        const reply = await quote({
          lines: linesOf([[shirt, 3]]),
          shipping_id: 2,
          customer_phone: '01711000401',
          coupon_code: once,
        });
        expect(reply.statusCode).toBe(200);
      }
      expect(await orderCount()).toBe(before);
      expect(await stockOf(t.shop.db, shirt)).toBe(3);
      // The coupon good for one use is still there for the order.
      const placed = await order([[shirt, 3]], '01711000401', once);
      expect(placed.json()).toMatchObject({ discount: 150, coupon_code: once });
    });

    it('refuses what the order would refuse about the lines and the area, naming the field', async () => {
      const shirt = await item('QT-SHORT', 700, 2);
      const short = await quote({ lines: linesOf([[shirt, 3]]), shipping_id: 1 });
      expect(short.statusCode).toBe(409);
      expect(short.json().message).toMatch(/Not enough stock .*2 left, 3 asked/);
      const gone = await quote({ lines: linesOf([[999_999, 1]]), shipping_id: 1 });
      expect(gone.statusCode).toBe(400);
      expect(gone.json().message).toMatch(/^lines\.0\.id_transaction: /);
      const area = await quote({ lines: linesOf([[shirt, 1]]), shipping_id: 77 });
      expect(area.statusCode).toBe(400);
      expect(area.json().message).toMatch(/^shipping_id: /);
      const phone = await quote({ lines: linesOf([[shirt, 1]]), customer_phone: '12345' });
      expect(phone.statusCode).toBe(400);
      expect(phone.json().message).toMatch(/customer_phone/);
      const empty = await quote({ lines: [] });
      expect(empty.statusCode).toBe(400);
    });

    it(`allows ${QUOTE_LIMIT.max} price checks per address in its window, then 429`, async () => {
      const shirt = await item('QT-LIMIT', 400);
      const statuses: number[] = [];
      for (let i = 0; i <= QUOTE_LIMIT.max; i++) {
        const reply = await t.app.inject({
          method: 'POST',
          url: '/api/orders/quote',
          payload: { lines: linesOf([[shirt, 1]]) },
          remoteAddress: '10.9.8.7',
        });
        statuses.push(reply.statusCode);
      }
      expect(statuses.slice(0, QUOTE_LIMIT.max)).toEqual(Array(QUOTE_LIMIT.max).fill(200));
      expect(statuses.at(-1)).toBe(429);
      // Orders from that address are counted apart and still go through.
      const placed = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        payload: { ...shopper('01711000501'), lines: linesOf([[shirt, 1]]) },
        remoteAddress: '10.9.8.7',
      });
      expect(placed.statusCode).toBe(200);
    }, 180_000);
  },
);
