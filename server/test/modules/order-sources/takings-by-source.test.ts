import { sql } from 'drizzle-orm';
import { orderStatusId } from '@poshak/shared-api/schemas';
import { periodDays, takingsBySource } from '../../../src/modules/order-sources/takings-by-source';
import { drivers, shopForTests } from '../../helpers/build';
import { parseCsv } from '../../helpers/csv';
import { placeOrder } from '../../helpers/orders';

describe('the spans of the orders by source', () => {
  // 2026-11-24 18:30 UTC is Wednesday 25 November 00:30 in Dhaka; its week began on Saturday 21.
  const now = new Date('2026-11-24T18:30:00Z');
  it('are today, the week from Saturday and the last 30 days, in Dhaka days', () => {
    expect(periodDays('today', now)).toEqual({ from: '2026-11-25', to: '2026-11-25' });
    expect(periodDays('week', now)).toEqual({ from: '2026-11-21', to: '2026-11-25' });
    expect(periodDays('days30', now)).toEqual({ from: '2026-10-27', to: '2026-11-25' });
  });
});

/**
 * | order | source    | campaign         | fee                 | status   | placed      | total |
 * | A     | checkout  | facebook/paid/eid | verified           | Pending  | now         | 1080  |
 * | B     | checkout  | facebook/paid/eid | unverified         | Pending  | now         | 2080  |
 * | C     | checkout  | —                | verified            | Canceled | now         | 1080  |
 * | D     | phone     | —                | cash on delivery    | Pending  | now         | 3095  |
 * | E     | messenger | —                | rejected            | Pending  | now         | 1080  |
 * | F     | walk_in   | share            | cash on delivery    | Pending  | 10 days ago | 1080  |
 * Takings count A, D and F only (not cancelled; cash on delivery or the fee verified).
 */
describe.each(drivers)('orders and takings by source and campaign on %s', (driver) => {
  const { t, c } = shopForTests(driver, {
    env: { ADVANCE_FEE: 'on', BKASH_NUMBER: '01811111111' },
  });
  const invoices: Record<string, number> = {};
  let trx = 0;

  const shopper = {
    customer_name: 'Tania',
    customer_address: 'Sylhet',
    customer_phone: '01711223344',
    shipping_id: 1,
  };
  const fee = () => {
    trx += 1;
    return {
      provider: 'bkash',
      trx_id: `SRC${driver.slice(0, 3).toUpperCase()}${String(trx).padStart(5, '0')}`,
      paid_from: '01711223344',
    };
  };
  const admin = async (method: 'PUT', url: string, payload?: object) => {
    const reply = await t.app.inject({
      method,
      url,
      headers: await t.auth('admin'),
      ...(payload ? { payload } : {}),
    });
    expect(reply.statusCode).toBe(200);
  };

  beforeAll(async () => {
    const item = await c.addStock({
      product_code: 'SRC-1',
      product_name: 'Kurti',
      price: 1000,
      quantity: 100,
    });
    const checkout = async (quantity: number, campaign?: object) => {
      const reply = await placeOrder(t.app, {
        ...shopper,
        lines: [{ id_transaction: item, quantity }],
        payment: fee(),
        ...(campaign ? { campaign } : {}),
      });
      expect(reply.statusCode).toBe(200);
      return reply.json().invoice_no as number;
    };
    const taken = async (source: string, extra: object, campaign?: object) => {
      const reply = await t.app.inject({
        method: 'POST',
        url: '/api/backoffice/orders',
        headers: await t.auth('seller'),
        payload: {
          ...shopper,
          source,
          lines: [{ id_transaction: item, quantity: source === 'phone' ? 3 : 1 }],
          ...extra,
          ...(campaign ? { campaign } : {}),
        },
      });
      expect(reply.statusCode).toBe(200);
      return reply.json().invoice_no as number;
    };
    const eid = { utm_source: 'facebook', utm_medium: 'paid', utm_campaign: 'eid' };
    invoices.A = await checkout(1, eid);
    invoices.B = await checkout(2, eid);
    invoices.C = await checkout(1);
    invoices.D = await taken('phone', { cash_on_delivery_reason: 'Known customer' });
    invoices.E = await taken('messenger', { payment: fee() });
    invoices.F = await taken(
      'walk_in',
      { cash_on_delivery_reason: 'Paid at the counter' },
      { utm_source: 'share' },
    );
    await admin('PUT', `/api/backoffice/orders/${invoices.A}/payment`, { status: 'verified' });
    await admin('PUT', `/api/backoffice/orders/${invoices.C}/payment`, { status: 'verified' });
    await admin('PUT', `/api/backoffice/orders/${invoices.E}/payment`, { status: 'rejected' });
    await admin(
      'PUT',
      `/api/transactionsRouter/updateTransactionOrderStatusByInvoiceNo?invoice_no=${invoices.C}&order_status_id=${orderStatusId('Canceled')}`,
    );
    await t.shop.db.execute(
      sql`UPDATE orders SET created_at = now() - interval '10 days' WHERE invoice_no = ${invoices.F}`,
    );
  });

  it('sums every source over 30 days by the dashboard’s takings rule, and the campaigns apart', async () => {
    const figures = await takingsBySource(t.shop.db, 'days30');
    expect(figures.by_source).toEqual([
      { source: 'checkout', orders: 3, takings: 1080 },
      // Three pieces of 500 g inside Dhaka: the area's ৳80 and one step of ৳15.
      { source: 'phone', orders: 1, takings: 3095 },
      { source: 'messenger', orders: 1, takings: 0 },
      { source: 'walk_in', orders: 1, takings: 1080 },
      { source: 'facebook_comment', orders: 0, takings: 0 },
    ]);
    expect(figures.campaigns).toEqual([
      { utm_source: 'facebook', utm_medium: 'paid', utm_campaign: 'eid', orders: 2, takings: 1080 },
      { utm_source: 'share', utm_medium: null, utm_campaign: null, orders: 1, takings: 1080 },
    ]);
  });

  it('leaves out what was placed before the span', async () => {
    const today = await takingsBySource(t.shop.db, 'today');
    expect(today.by_source.find((s) => s.source === 'walk_in')).toEqual({
      source: 'walk_in',
      orders: 0,
      takings: 0,
    });
    expect(today.campaigns.map((c) => c.utm_source)).toEqual(['facebook']);
  });

  it('is served to admins and sellers, not moderators, and names a bad period', async () => {
    const get = async (url: string, role: 'seller' | 'moderator') =>
      t.app.inject({ method: 'GET', url, headers: await t.auth(role) });
    const reply = await get('/api/backoffice/dashboard/sources?period=week', 'seller');
    expect(reply.statusCode).toBe(200);
    expect(reply.json().by_source[1]).toEqual({ source: 'phone', orders: 1, takings: 3095 });
    expect((await get('/api/backoffice/dashboard/sources', 'moderator')).statusCode).toBe(403);
    const bad = await get('/api/backoffice/dashboard/sources?period=year', 'seller');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^period: /);
  });

  it('opens the orders behind each figure: the orders list by source and by campaign', async () => {
    const list = async (query: string) => {
      const reply = await t.app.inject({
        method: 'GET',
        url: `/api/backoffice/orders?${query}`,
        headers: await t.auth('moderator'),
      });
      expect(reply.statusCode).toBe(200);
      return (reply.json().items as { invoice_no: number; source: string }[]).map((o) => [
        o.invoice_no,
        o.source,
      ]);
    };
    expect(await list('source=phone')).toEqual([[invoices.D, 'phone']]);
    expect(await list('campaign_source=facebook&campaign=eid')).toEqual([
      [invoices.B, 'checkout'],
      [invoices.A, 'checkout'],
    ]);
    expect(await list('source=checkout&counted_in=takings')).toEqual([[invoices.A, 'checkout']]);
  });

  it('writes the source, the staff member and the campaign into the orders export', async () => {
    const reply = await t.app.inject({
      method: 'GET',
      url: '/api/backoffice/exports/orders.csv?source=walk_in',
      headers: await t.auth('admin'),
    });
    expect(reply.statusCode).toBe(200);
    const [header, row] = parseCsv(reply.body.replace(/^\uFEFF/, ''));
    const cells = Object.fromEntries((header ?? []).map((name, i) => [name, row?.[i]]));
    expect(cells).toMatchObject({
      invoice_no: String(invoices.F),
      source: 'walk_in',
      taken_by: 'seller-tester',
      utm_source: 'share',
      utm_campaign: '',
    });
  });
});
