import { sql } from 'drizzle-orm';
import { orderStatusId } from '@poshak/shared-api/schemas';
import { rowsOf, toInt } from '../../../src/db/database';
import { drivers, shopForTests, type TestShop } from '../../helpers/build';
import { placeOrder, stockOf } from '../../helpers/orders';
import { QUOTE_LIMIT } from '../../../src/modules/orders/orders-routes';

const customer = {
  customer_name: 'রাশেদা বেগম',
  customer_address: 'House 12, Road 4, Mirpur 10, Dhaka',
  customer_phone: '01712345678',
  shipping_id: 1,
};

/** Rows of a query, as plain objects. */
const rows = async <T>(t: TestShop, query: ReturnType<typeof sql>) =>
  rowsOf<T>(await t.shop.db.execute(query));

const count = async (t: TestShop, table: string) =>
  toInt((await rows<{ n: unknown }>(t, sql`SELECT count(*) AS n FROM ${sql.raw(table)}`))[0]?.n);

describe.each(drivers)('orders taken by staff (POST /api/backoffice/orders) on %s', (driver) => {
  const { t, c } = shopForTests(driver);
  let n = 0;
  const item = (price: number, quantity = 20) => {
    n += 1;
    return c.addStock({
      product_code: `SO-${n}`,
      product_name: `Lawn three-piece ${n}`,
      price,
      quantity,
    });
  };
  const take = async (body: Record<string, unknown>, role: 'admin' | 'seller' = 'seller') =>
    t.app.inject({
      method: 'POST',
      url: '/api/backoffice/orders',
      headers: await t.auth(role),
      payload: body,
    });

  it('places the order as checkout would, recording its source, who took it, its note and its audit entry', async () => {
    const kurti = await item(1450);
    const before = await stockOf(t.shop.db, kurti);
    const reply = await take({
      ...customer,
      source: 'phone',
      lines: [{ id_transaction: kurti, quantity: 2 }],
      expected_total: 2 * 1450 + 80,
      note: 'Call before coming: the gate is locked after 9 pm',
    });
    expect(reply.statusCode).toBe(200);
    const placed = reply.json();
    expect(placed).toMatchObject({ subtotal: 2900, shipping_cost: 80, discount: 0, total: 2980 });
    expect(await stockOf(t.shop.db, kurti)).toBe((before ?? 0) - 2);

    const [order] = await rows<Record<string, unknown>>(
      t,
      sql`SELECT o.source, s.username AS taken_by, o.utm_source, o.order_status_id,
                 c.customer_name, c.customer_phone
          FROM orders o JOIN customers c ON c.id_customer = o.customer_id
          LEFT JOIN staff_users s ON s.id = o.taken_by
          WHERE o.invoice_no = ${placed.invoice_no}`,
    );
    expect(order).toMatchObject({
      source: 'phone',
      taken_by: 'seller-tester',
      utm_source: null,
      order_status_id: orderStatusId('Pending'),
      customer_name: 'রাশেদা বেগম',
      customer_phone: '01712345678',
    });
    // The shopper's "order placed" message is queued by the same statement as a checkout's.
    const sms = await rows<{ event: string }>(
      t,
      sql`SELECT event FROM sms_messages WHERE invoice_no = ${placed.invoice_no}`,
    );
    expect(sms.map((m) => m.event)).toEqual(['order_placed']);

    const [audit] = await rows<{
      staff_username: string;
      action: string;
      after: Record<string, unknown>;
    }>(
      t,
      sql`SELECT staff_username, action, after FROM audit_log
          WHERE kind = 'order' AND entity_id = ${String(placed.invoice_no)}`,
    );
    expect(audit).toMatchObject({
      staff_username: 'seller-tester',
      action: 'create',
      after: {
        source: 'phone',
        invoice_no: placed.invoice_no,
        total: 2980,
        customer_phone: '01712345678',
        lines: [{ id_transaction: kurti, quantity: 2 }],
      },
    });

    // The order's history says who took it, and holds the note for whoever packs it.
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/backoffice/orders/${placed.invoice_no}/history`,
      headers: await t.auth('moderator'),
    });
    expect(history.json()).toEqual([
      expect.objectContaining({ type: 'status', status: 'Pending', by: 'seller-tester' }),
      expect.objectContaining({
        type: 'note',
        note: 'Call before coming: the gate is locked after 9 pm',
        by: 'seller-tester',
      }),
    ]);
    // Product Details name the source and the staff member.
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/backoffice/orders/${placed.invoice_no}`,
      headers: await t.auth('moderator'),
    });
    expect(detail.json()).toMatchObject({ source: 'phone', taken_by: 'seller-tester' });
  });

  it('applies the coupon, area fee and prices of checkout, and its price check gives the same figures', async () => {
    const saree = await item(3200);
    const coupon = await t.app.inject({
      method: 'POST',
      url: '/api/coupons',
      headers: await t.auth('admin'),
      payload: {
        code: `STAFF-${driver.toUpperCase()}`,
        name: 'Phone order offer',
        discount_value: 10,
        applies_to: 'All Product',
        start_day: new Date().toISOString().slice(0, 10),
        end_day: '2099-12-31',
        allowed_customer: 'All Customer',
      },
    });
    expect(coupon.statusCode).toBe(200);
    const code = coupon.json().code as string;
    const lines = [{ id_transaction: saree, quantity: 1 }];
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/orders/quote',
      headers: await t.auth('seller'),
      payload: { lines, shipping_id: 2, customer_phone: '01812345678', coupon_code: code },
    });
    expect(quote.statusCode).toBe(200);
    const figures = quote.json();
    expect(figures).toMatchObject({
      subtotal: 3200,
      discount: 320,
      shipping_cost: 130,
      total: 3010,
    });

    const reply = await take({
      ...customer,
      customer_phone: '+8801812345678',
      shipping_id: 2,
      source: 'messenger',
      lines,
      coupon_code: code.toLowerCase(),
      expected_total: figures.total,
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      subtotal: 3200,
      discount: 320,
      shipping_cost: 130,
      total: 3010,
      coupon_code: code,
    });
  });

  it('refuses as checkout refuses, writing nothing: short stock, an unknown area, a total that moved', async () => {
    const scarf = await item(600, 1);
    const orders = await count(t, 'orders');
    const audits = await count(t, 'audit_log');
    const short = await take({
      ...customer,
      source: 'walk_in',
      lines: [{ id_transaction: scarf, quantity: 2 }],
    });
    expect(short.statusCode).toBe(409);
    expect(short.json().message).toMatch(
      /^Not enough stock for Lawn three-piece \d+ .*1 left, 2 asked/,
    );
    const area = await take({
      ...customer,
      shipping_id: 999,
      source: 'walk_in',
      lines: [{ id_transaction: scarf, quantity: 1 }],
    });
    expect(area.statusCode).toBe(400);
    expect(area.json().message).toMatch(/^shipping_id: /);
    const moved = await take({
      ...customer,
      source: 'facebook_comment',
      lines: [{ id_transaction: scarf, quantity: 1 }],
      expected_total: 1,
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toMatch(/^expected_total: /);
    expect(await count(t, 'orders')).toBe(orders);
    expect(await count(t, 'audit_log')).toBe(audits);
    expect(await stockOf(t.shop.db, scarf)).toBe(1);
  });

  it('names the field of bad input with a 400: the source, the phone, the campaign', async () => {
    const shirt = await item(900);
    const lines = [{ id_transaction: shirt, quantity: 1 }];
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...customer, lines }, /^source: /],
      [{ ...customer, lines, source: 'checkout' }, /^source: /],
      [{ ...customer, lines, source: 'phone', customer_phone: '1234' }, /^customer_phone: /],
      [
        { ...customer, lines, source: 'phone', campaign: { utm_campaign: 'x'.repeat(101) } },
        /^campaign\.utm_campaign: /,
      ],
      [{ ...customer, lines, source: 'phone', campaign: {} }, /^campaign\.utm_source: /],
      [{ ...customer, lines, source: 'phone', note: 'a\u0000b' }, /^note: /],
    ];
    for (const [body, message] of cases) {
      const reply = await take(body);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toMatch(message);
    }
  });

  it('is for sellers and admins: a moderator may not take an order, nor may anyone unsigned', async () => {
    const shirt = await item(900);
    const body = { ...customer, source: 'phone', lines: [{ id_transaction: shirt, quantity: 1 }] };
    expect((await take(body, 'admin')).statusCode).toBe(200);
    const moderator = await t.app.inject({
      method: 'POST',
      url: '/api/backoffice/orders',
      headers: await t.auth('moderator'),
      payload: body,
    });
    expect(moderator.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/backoffice/orders',
      payload: body,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('places one order however often an attempt is sent again with its Idempotency-Key', async () => {
    const shirt = await item(900);
    const before = await count(t, 'orders');
    const body = { ...customer, source: 'phone', lines: [{ id_transaction: shirt, quantity: 1 }] };
    const send = async () =>
      t.app.inject({
        method: 'POST',
        url: '/api/backoffice/orders',
        headers: { ...(await t.auth('seller')), 'idempotency-key': `staff-order-${driver}-0001` },
        payload: body,
      });
    const first = await send();
    const again = await send();
    expect(first.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().invoice_no).toBe(first.json().invoice_no);
    expect(await count(t, 'orders')).toBe(before + 1);
  });

  it('does not count a staff member’s price checks against the address’s limit, as it counts a shopper’s', async () => {
    const shirt = await item(900);
    const headers = await t.auth('seller');
    for (let i = 0; i < 125; i++) {
      const reply = await t.app.inject({
        method: 'POST',
        url: '/api/orders/quote',
        headers,
        payload: { lines: [{ id_transaction: shirt, quantity: 1 + (i % 3) }] },
      });
      expect(reply.statusCode).toBe(200);
    }
    // The same address without a token is counted from its first check: staff's were not.
    const anonymous = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/orders/quote',
          payload: { lines: [{ id_transaction: shirt, quantity: 1 }] },
        })
      ).statusCode;
    for (let i = 0; i < QUOTE_LIMIT.max; i++) expect(await anonymous()).toBe(200);
    expect(await anonymous()).toBe(429);
  });
});

describe.each(drivers)('checkout and the campaign its shopper followed on %s', (driver) => {
  const { t, c } = shopForTests(driver);

  it('records the campaign of the landing link with the order, and the order stays a checkout', async () => {
    const dress = await c.addStock({
      product_code: 'CMP-1',
      product_name: 'Eid frock',
      price: 1800,
    });
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      // A staff member shopping on the storefront is a shopper there.
      headers: await t.auth('seller'),
      payload: {
        ...customer,
        lines: [{ id_transaction: dress, quantity: 1 }],
        campaign: { utm_source: 'facebook', utm_medium: 'paid', utm_campaign: ' ঈদ-অফার ' },
      },
    });
    expect(reply.statusCode).toBe(200);
    const [order] = await rows<Record<string, unknown>>(
      t,
      sql`SELECT source, taken_by, utm_source, utm_medium, utm_campaign FROM orders
          WHERE invoice_no = ${reply.json().invoice_no}`,
    );
    expect(order).toEqual({
      source: 'checkout',
      taken_by: null,
      utm_source: 'facebook',
      utm_medium: 'paid',
      utm_campaign: 'ঈদ-অফার',
    });
    const plain = await placeOrder(t.app, {
      ...customer,
      lines: [{ id_transaction: dress, quantity: 1 }],
    });
    const [without] = await rows<Record<string, unknown>>(
      t,
      sql`SELECT source, utm_source, utm_campaign FROM orders WHERE invoice_no = ${plain.json().invoice_no}`,
    );
    expect(without).toEqual({ source: 'checkout', utm_source: null, utm_campaign: null });
  });

  it('refuses a campaign value the orders table cannot keep, naming it, and places nothing', async () => {
    const dress = await c.addStock({
      product_code: 'CMP-2',
      product_name: 'Eid frock 2',
      price: 1800,
    });
    const before = await count(t, 'orders');
    const reply = await placeOrder(t.app, {
      ...customer,
      lines: [{ id_transaction: dress, quantity: 1 }],
      campaign: { utm_source: 'fb', utm_campaign: 'x'.repeat(101) },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toMatch(/^campaign\.utm_campaign: /);
    expect(await count(t, 'orders')).toBe(before);
  });

  it('keeps the database the last word on sources and campaigns', async () => {
    const write = (set: string) =>
      t.shop.db.execute(
        sql.raw(`UPDATE orders SET ${set} WHERE invoice_no = (SELECT max(invoice_no) FROM orders)`),
      );
    await expect(write(`source = 'carrier-pigeon'`)).rejects.toThrow();
    await expect(write(`utm_campaign = '${'x'.repeat(101)}'`)).rejects.toThrow();
    await expect(write(`utm_campaign = ''`)).rejects.toThrow();
    // A checkout has no staff member behind it.
    await expect(
      write(`taken_by = (SELECT min(id) FROM staff_users), source = 'checkout'`),
    ).rejects.toThrow();
  });
});

describe.each(drivers)(
  'staff orders while the shop asks the delivery fee in advance on %s',
  (driver) => {
    const { t, c } = shopForTests(driver, {
      env: { ADVANCE_FEE: 'on', BKASH_NUMBER: '01811111111' },
    });
    const take = async (body: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/backoffice/orders',
        headers: await t.auth('seller'),
        payload: body,
      });
    let stock = 0;
    beforeAll(async () => {
      stock = await c.addStock({
        product_code: 'FEE-1',
        product_name: 'Panjabi',
        price: 2200,
        quantity: 50,
      });
    });
    const order = () => ({
      ...customer,
      source: 'phone',
      lines: [{ id_transaction: stock, quantity: 1 }],
    });

    it('needs the fee the customer sent or why the order is paid on delivery, and not both', async () => {
      const neither = await take(order());
      expect(neither.statusCode).toBe(400);
      expect(neither.json().message).toMatch(/^payment: .*cash_on_delivery_reason/);
      expect(neither.json()).toMatchObject({ code: 'fee_required' });
      const both = await take({
        ...order(),
        payment: { provider: 'bkash', trx_id: 'BK12345678', paid_from: '01712345678' },
        cash_on_delivery_reason: 'Regular customer',
      });
      expect(both.statusCode).toBe(400);
      expect(both.json().message).toMatch(/^cash_on_delivery_reason: /);
    });

    it('records the fee the customer already sent, to be checked as a shopper’s is', async () => {
      const reply = await take({
        ...order(),
        payment: { provider: 'nagad', trx_id: 'ng7a8b9c0d', paid_from: '01912345678' },
      });
      expect(reply.statusCode).toBe(200);
      const [fee] = await rows<Record<string, unknown>>(
        t,
        sql`SELECT provider, trx_id, status, amount FROM order_payments WHERE invoice_no = ${reply.json().invoice_no}`,
      );
      expect(fee).toEqual({
        provider: 'nagad',
        trx_id: 'NG7A8B9C0D',
        status: 'unverified',
        amount: 80,
      });
    });

    it('takes an order cash on delivery with its reason kept as a note, without a fee to check', async () => {
      const reply = await take({
        ...order(),
        cash_on_delivery_reason: 'Regular customer since 2023',
      });
      expect(reply.statusCode).toBe(200);
      const invoice = reply.json().invoice_no as number;
      expect(
        await rows(t, sql`SELECT 1 FROM order_payments WHERE invoice_no = ${invoice}`),
      ).toHaveLength(0);
      const notes = await rows<{ note: string; username: string }>(
        t,
        sql`SELECT n.note, s.username FROM order_notes n JOIN staff_users s ON s.id = n.staff_id
          WHERE n.invoice_no = ${invoice}`,
      );
      expect(notes).toEqual([{ note: 'Regular customer since 2023', username: 'seller-tester' }]);
      const [audit] = await rows<{ after: Record<string, unknown> }>(
        t,
        sql`SELECT after FROM audit_log WHERE kind = 'order' AND entity_id = ${String(invoice)}`,
      );
      expect(audit?.after).toMatchObject({
        cash_on_delivery_reason: 'Regular customer since 2023',
        payment: null,
      });
    });
  },
);
