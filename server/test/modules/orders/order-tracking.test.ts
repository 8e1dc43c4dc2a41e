import { orderStatusId, type OrderStatusName } from '@poshak/shared-api/schemas';
import { drivers, shopForTests } from '../../helpers/build';
import { placeOrder } from '../../helpers/orders';
import { NOT_TRACKED, TRACKING_LIMIT } from '../../../src/modules/orders/order-tracking-routes';

const shopper = {
  customer_name: 'Nasrin Sultana',
  customer_address: 'House 4, Road 9, Uttara, Dhaka',
  customer_phone: '01812345678',
  shipping_id: 2,
};

describe.each(drivers)('order tracking on %s', (driver) => {
  const { t, c } = shopForTests(driver);

  const newOrder = async () => {
    const id = await c.addStock({ product_code: `TR-${Math.random()}`, product_name: 'Shawl' });
    const reply = await placeOrder(t.app, {
      ...shopper,
      lines: [{ id_transaction: id, quantity: 1 }],
    });
    expect(reply.statusCode).toBe(200);
    return reply.json().invoice_no as number;
  };
  const move = async (invoiceNo: number, status: OrderStatusName, role = 'seller' as const) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/transactionsRouter/updateTransactionOrderStatusByInvoiceNo?order_status_id=${orderStatusId(status)}&invoice_no=${invoiceNo}`,
      headers: await t.auth(role),
    });
  const track = (invoiceNo: number | string, phone: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/orders/track?invoice_no=${invoiceNo}&phone=${encodeURIComponent(phone)}`,
    });

  it('shows the steps with their dates and the area’s delivery days, nothing about the customer', async () => {
    const invoice = await newOrder();
    expect((await move(invoice, 'Processing')).statusCode).toBe(200);
    expect((await move(invoice, 'Ready-To-Shift')).statusCode).toBe(200);

    // The phone as the shopper may type it again: with the country code.
    const reply = await track(invoice, '+8801812345678');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('private, no-store');
    const tracked = reply.json();
    expect(tracked).toMatchObject({
      invoice_no: invoice,
      status: 'Ready-To-Shift',
      id_shipping: 2,
      delivery_min_days: 2,
      delivery_max_days: 4,
    });
    expect(tracked.steps.map((s: { status: string }) => s.status)).toEqual([
      'Pending',
      'Processing',
      'Ready-To-Shift',
    ]);
    const times = tracked.steps.map((s: { at: string }) => Date.parse(s.at));
    expect(times.every((ms: number) => Number.isFinite(ms))).toBe(true);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    const text = reply.body;
    for (const secret of [shopper.customer_name, shopper.customer_address, '1812345678']) {
      expect(text).not.toContain(secret);
    }
  });

  it('answers every pair that does not name an order with one neutral 404', async () => {
    const invoice = await newOrder();
    const wrong = [
      await track(invoice, '01712345678'),
      await track(invoice + 1000, shopper.customer_phone),
    ];
    for (const reply of wrong) {
      expect(reply.statusCode).toBe(404);
      expect(reply.json().message).toBe(NOT_TRACKED);
    }
    // A malformed pair is the shopper's typo, named by field.
    const malformed = await track('abc', 'x');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/invoice_no/);
  });

  it('gives staff the same history with who made each step, recorded with the change', async () => {
    const invoice = await newOrder();
    expect((await move(invoice, 'Processing', 'seller')).statusCode).toBe(200);
    expect((await move(invoice, 'Canceled', 'seller')).statusCode).toBe(200);
    // A refused move leaves no trace.
    expect((await move(invoice, 'Delivered', 'seller')).statusCode).toBe(409);
    const reply = await t.app.inject({
      method: 'GET',
      url: `/api/backoffice/orders/${invoice}/history`,
      headers: await t.auth('moderator'),
    });
    expect(reply.statusCode).toBe(200);
    expect(
      reply
        .json()
        .map((s: { type: string; status: string; by: string | null }) => [s.type, s.status, s.by]),
    ).toEqual([
      ['status', 'Pending', null],
      ['status', 'Processing', 'seller-tester'],
      ['status', 'Canceled', 'seller-tester'],
    ]);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/backoffice/orders/${invoice}/history`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lets an admin change an area’s delivery days, which checkout then reads', async () => {
    const put = async (body: unknown, role: 'admin' | 'seller' = 'admin') =>
      t.app.inject({
        method: 'PUT',
        url: '/api/shipping/1/delivery',
        payload: body as object,
        headers: await t.auth(role),
      });
    expect((await put({ delivery_min_days: 1, delivery_max_days: 3 }, 'seller')).statusCode).toBe(
      403,
    );
    const backwards = await put({ delivery_min_days: 3, delivery_max_days: 1 });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toMatch(/delivery_max_days/);
    expect((await put({ delivery_min_days: 0, delivery_max_days: 1 })).statusCode).toBe(200);
    const areas = await t.app.inject({ method: 'GET', url: '/api/shipping/getAll' });
    expect(areas.json()[0]).toMatchObject({
      id_shipping: 1,
      delivery_min_days: 0,
      delivery_max_days: 1,
    });
    expect(areas.json()[1]).toMatchObject({
      id_shipping: 2,
      delivery_min_days: 2,
      delivery_max_days: 4,
    });
  });
});

describe.each(drivers)('order tracking rate limit on %s', (driver) => {
  const { t } = shopForTests(driver);

  it(`allows ${TRACKING_LIMIT.max} lookups per address, then 429 however the pair is chosen`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= TRACKING_LIMIT.max; i++) {
      const reply = await t.app.inject({
        method: 'GET',
        url: `/api/orders/track?invoice_no=${i}&phone=01812345678`,
      });
      statuses.push(reply.statusCode);
    }
    expect(statuses.slice(0, TRACKING_LIMIT.max)).toEqual(Array(TRACKING_LIMIT.max).fill(404));
    expect(statuses.at(-1)).toBe(429);
  });
});
