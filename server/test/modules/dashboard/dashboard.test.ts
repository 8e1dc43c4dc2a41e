import { eq, sql } from 'drizzle-orm';
import { orderStatusId } from '@poshak/shared-api/schemas';
import { shopDay } from '@poshak/shared-api/shop-time';
import { orderPayments, orders } from '../../../src/db/schema';
import { dashboardRepository } from '../../../src/modules/dashboard/dashboard';
import { weekStartOf } from '../../../src/modules/dashboard/takings-rule';
import { drivers, shopForTests } from '../../helpers/build';
import { placeOrder } from '../../helpers/orders';

describe('the shop week', () => {
  it('starts on Saturday, as Bangladeshi shops count it', () => {
    expect(weekStartOf('2026-11-24')).toBe('2026-11-21'); // a Tuesday
    expect(weekStartOf('2026-11-21')).toBe('2026-11-21'); // the Saturday itself
    expect(weekStartOf('2026-11-20')).toBe('2026-11-14'); // a Friday ends the week before
    expect(weekStartOf('2026-03-01')).toBe('2026-02-28'); // across a month
  });
});

/**
 * Hand-counted fixtures around Dhaka's midnight. "Now" is 2026-11-24 18:30 UTC, which is already
 * Wednesday 25 November 00:30 in Dhaka (UTC+6); the week began on Saturday 21 November; the 30
 * days shown run from 27 October.
 *
 * | order | placed (UTC)        | Dhaka day | lines          | area    | status   | fee        | discount |
 * | A     | 11-24 18:05         | 11-25     | X×2 (৳1000)    | inside  | Pending  | verified   | 100      |
 * | B     | 11-24 17:55         | 11-24     | Y×1 ৳500, X×3  | outside | Pending  | unverified | 0        |
 * | C     | 11-20 10:00         | 11-20     | Z×5 (৳300)     | inside  | Pending  | rejected   | 0        |
 * | D     | 10-20 10:00         | 10-20     | W×10 (৳200)    | inside  | Pending  | verified   | 0        |
 * | E     | 11-24 18:20         | 11-25     | Y×7            | inside  | Canceled | verified   | 0        |
 *
 * Inside Dhaka costs ৳80, outside ৳130.
 */
describe.each(drivers)('dashboard figures on %s', (driver) => {
  const { t, c } = shopForTests(driver, {
    env: { ADVANCE_FEE: 'on', BKASH_NUMBER: '01811111111' },
  });
  const NOW = new Date('2026-11-24T18:30:00Z');
  const invoices = { A: 0, B: 0, C: 0, D: 0, E: 0 };
  let trx = 0;

  const order = async (
    lines: { id_transaction: number; quantity: number }[],
    shipping_id: number,
    placedAt: string,
  ) => {
    const reply = await placeOrder(t.app, {
      customer_name: 'Nusrat Jahan',
      customer_address: 'House 12, Road 5, Dhanmondi',
      customer_phone: '01712345678',
      shipping_id,
      lines,
      payment: {
        provider: 'bkash',
        trx_id: `DASHTRX${String(++trx).padStart(4, '0')}`,
        paid_from: '01712345678',
      },
    });
    expect(reply.statusCode).toBe(200);
    const invoice = reply.json().invoice_no as number;
    await t.shop.db
      .update(orders)
      .set({ created_at: new Date(placedAt) })
      .where(eq(orders.invoice_no, invoice));
    return invoice;
  };
  const fee = (invoice: number, status: 'verified' | 'rejected') =>
    t.shop.db.update(orderPayments).set({ status }).where(eq(orderPayments.invoice_no, invoice));

  beforeAll(async () => {
    const X = await c.addStock({
      product_code: 'DASH-X',
      product_name: 'Tangail saree',
      product_name_bn: 'টাঙ্গাইল শাড়ি',
      price: 1000,
      quantity: 500,
    });
    const Y = await c.addStock({
      product_code: 'DASH-Y',
      product_name: 'Gamchha',
      price: 500,
      quantity: 500,
    });
    const Z = await c.addStock({
      product_code: 'DASH-Z',
      product_name: 'Lungi',
      price: 300,
      quantity: 500,
    });
    const W = await c.addStock({
      product_code: 'DASH-W',
      product_name: 'Scarf',
      price: 200,
      quantity: 500,
    });
    invoices.A = await order([{ id_transaction: X, quantity: 2 }], 1, '2026-11-24T18:05:00Z');
    invoices.B = await order(
      [
        { id_transaction: Y, quantity: 1 },
        { id_transaction: X, quantity: 3 },
      ],
      2,
      '2026-11-24T17:55:00Z',
    );
    invoices.C = await order([{ id_transaction: Z, quantity: 5 }], 1, '2026-11-20T10:00:00Z');
    invoices.D = await order([{ id_transaction: W, quantity: 10 }], 1, '2026-10-20T10:00:00Z');
    invoices.E = await order([{ id_transaction: Y, quantity: 7 }], 1, '2026-11-24T18:20:00Z');
    await fee(invoices.A, 'verified');
    await fee(invoices.C, 'rejected');
    await fee(invoices.D, 'verified');
    await fee(invoices.E, 'verified');
    // A coupon's ৳100 off A (as checkout writes it: the total keeps adding up).
    await t.shop.db
      .update(orders)
      .set({ discount: 100, total: sql`${orders.subtotal} + ${orders.shipping_cost} - 100` })
      .where(eq(orders.invoice_no, invoices.A));
    await t.shop.db
      .update(orders)
      .set({ order_status_id: orderStatusId('Canceled') })
      .where(eq(orders.invoice_no, invoices.E));
    // Low stock (threshold 5 by default): 2 and 5 are at or under it, 6 is not.
    await c.addStock({ product_code: 'LOW-2', product_name: 'Low two', quantity: 2 });
    await c.addStock({ product_code: 'LOW-5', product_name: 'Low five', quantity: 5 });
    await c.addStock({ product_code: 'LOW-6', product_name: 'Low six', quantity: 6 });
  });

  it("counts today's and this week's orders and takings in Dhaka days, fees and discounts apart", async () => {
    const d = await dashboardRepository(t.shop.db).dashboard({
      advanceFeeOn: true,
      lowStockThreshold: 5,
      now: NOW,
    });
    expect(d.today).toBe('2026-11-25');
    expect(d.week_start).toBe('2026-11-21');
    // A and E (placed on the 24th by UTC, the 25th in Dhaka); E is cancelled: counted, not taken.
    expect(d.today_figures).toEqual({
      orders: 2,
      takings: 1980, // A: 2000 + 80 − 100
      delivery_fees: 80,
      fees_paid: 80,
      discounts: 100,
    });
    // A, E and B (23:55 on Tuesday in Dhaka); C was the Friday before the week began. B's fee
    // is not checked yet: placed, not yet owed, so out of the takings and their parts.
    expect(d.week_figures).toEqual({
      orders: 3,
      takings: 1980,
      delivery_fees: 80,
      fees_paid: 80,
      discounts: 100,
    });
  });

  it('draws the last 30 days, every day present, oldest first', async () => {
    const d = await dashboardRepository(t.shop.db).dashboard({
      advanceFeeOn: true,
      lowStockThreshold: 5,
      now: NOW,
    });
    expect(d.daily).toHaveLength(30);
    expect(d.daily[0]?.day).toBe('2026-10-27');
    expect(d.daily.at(-1)?.day).toBe('2026-11-25');
    const busy = d.daily.filter((day) => day.orders > 0);
    expect(busy).toEqual([
      // C's fee was refused and B's waits for its check: neither is owed yet.
      { day: '2026-11-20', orders: 1, takings: 0 },
      { day: '2026-11-24', orders: 1, takings: 0 },
      { day: '2026-11-25', orders: 2, takings: 1980 },
    ]);
  });

  it('counts orders by status, fees to check, top products of 30 days and low stock', async () => {
    const d = await dashboardRepository(t.shop.db).dashboard({
      advanceFeeOn: true,
      lowStockThreshold: 5,
      now: NOW,
    });
    expect(d.by_status.map((s) => [s.order_status_name, s.orders])).toEqual([
      ['Pending', 4],
      ['Processing', 0],
      ['Ready-To-Shift', 0],
      ['Shifted', 0],
      ['Delivered', 0],
      ['Completed', 0],
      ['Canceled', 1],
    ]);
    expect(d.fees_waiting).toBe(1); // B
    // X: 2 + 3; Z: 5 (a tie, by code); Y: 1 (E's 7 were cancelled); W was ordered 36 days ago.
    expect(d.top_products.map((p) => [p.product_code, p.units, p.takings])).toEqual([
      ['DASH-X', 5, 5000],
      ['DASH-Z', 5, 1500],
      ['DASH-Y', 1, 500],
    ]);
    expect(d.low_stock.count).toBe(2);
    expect(d.low_stock.items.map((i) => [i.product_code, i.quantity])).toEqual([
      ['LOW-2', 2],
      ['LOW-5', 5],
    ]);
    const off = await dashboardRepository(t.shop.db).dashboard({
      advanceFeeOn: false,
      lowStockThreshold: 6,
      now: NOW,
    });
    expect(off.fees_waiting).toBeNull();
    expect(off.low_stock.count).toBe(3);
  });

  it('serves the dashboard to admin and seller only, for today in Dhaka', async () => {
    const reply = await t.app.inject({
      method: 'GET',
      url: '/api/backoffice/dashboard',
      headers: await t.auth('seller'),
    });
    expect(reply.statusCode).toBe(200);
    // A staff reply is never kept by a browser or a proxy.
    expect(reply.headers['cache-control']).toContain('no-store');
    const d = reply.json();
    expect(d.today).toBe(shopDay());
    expect(d.fees_waiting).toBe(1);
    expect(
      d.by_status.find((s: { order_status_name: string }) => s.order_status_name === 'Pending')
        .orders,
    ).toBe(4);
    for (const [role, status] of [
      ['admin', 200],
      ['moderator', 403],
    ] as const) {
      const other = await t.app.inject({
        method: 'GET',
        url: '/api/backoffice/dashboard',
        headers: await t.auth(role),
      });
      expect(other.statusCode).toBe(status);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/backoffice/dashboard' })).statusCode,
    ).toBe(401);
  });

  it('gives an order as its invoice prints it: area, discount, fee reference, what to collect', async () => {
    await t.shop.db.execute(sql`UPDATE colors SET color_name_bn = 'লাল' WHERE color_name = 'Red'`);
    const get = async (invoice: number, role: 'moderator' | 'seller' = 'moderator') =>
      t.app.inject({
        method: 'GET',
        url: `/api/backoffice/orders/${invoice}/print`,
        headers: await t.auth(role),
      });
    const a = await get(invoices.A);
    expect(a.statusCode).toBe(200);
    expect(a.json()).toMatchObject({
      invoice_no: invoices.A,
      created_at: '2026-11-24T18:05:00.000Z',
      customer_name: 'Nusrat Jahan',
      customer_phone: '01712345678',
      customer_address: 'House 12, Road 5, Dhanmondi',
      shipping_name: 'Inside Dhaka',
      subtotal: 2000,
      shipping_cost: 80,
      discount: 100,
      total: 1980,
      to_collect: 1900, // the ৳80 fee was paid in advance and verified
      payment: { provider: 'bkash', trx_id: 'DASHTRX0001', amount: 80, status: 'verified' },
      lines: [{ product_name: 'Tangail saree', price: 1000, quantity: 2, line_total: 2000 }],
    });
    // The Bengali print's names: the product's and the colour's where the catalogue has them.
    expect(a.json().lines[0]).toMatchObject({
      product_name_bn: 'টাঙ্গাইল শাড়ি',
      color_name_bn: 'লাল',
      size_name_bn: null,
    });
    const b = (await get(invoices.B)).json();
    // Its pieces weigh over a kilo: the area's fee and one step more outside Dhaka (৳130 + ৳25).
    expect(b).toMatchObject({ shipping_name: 'Outside Dhaka', total: 3655, to_collect: 3655 });
    expect(b.lines).toHaveLength(2);
    const missing = await get(987654);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toContain('invoice_no');
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/backoffice/orders/abc/print',
      headers: await t.auth('seller'),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('invoice_no');
  });
});
