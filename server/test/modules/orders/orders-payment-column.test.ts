import { orderStatusId } from '@poshak/shared-api/schemas';
import { shopDay } from '@poshak/shared-api/shop-time';
import { drivers, shopForTests } from '../../helpers/build';
import { placeOrder } from '../../helpers/orders';

const shopper = {
  customer_name: 'Shirin Akter',
  customer_address: 'House 12, Road 5, Mirpur 10, Dhaka',
  customer_phone: '01812345670',
  shipping_id: 1,
};
const paid = (trx_id: string) => ({ provider: 'nagad', trx_id, paid_from: '01612345678' });

describe.each(drivers)(
  'orders page: payment, discount and coupon of each order on %s',
  (driver) => {
    const { t, c } = shopForTests(driver, {
      env: { ADVANCE_FEE: 'on', NAGAD_NUMBER: '01811111112' },
    });
    const invoices: Record<'waiting' | 'verified' | 'rejected' | 'coupon', number> = {
      waiting: 0,
      verified: 0,
      rejected: 0,
      coupon: 0,
    };
    let stockId = 0;
    const tag = driver.toUpperCase().slice(0, 4);

    const list = async (query: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/backoffice/orders?pageSize=200&${query}`,
        headers: await t.auth('moderator'),
      });
    const checkFee = async (invoiceNo: number, status: 'verified' | 'rejected') => {
      const reply = await t.app.inject({
        method: 'PUT',
        url: `/api/backoffice/orders/${invoiceNo}/payment`,
        payload: { status },
        headers: await t.auth('seller'),
      });
      expect(reply.statusCode).toBe(200);
    };
    const order = async (trxId: string, extra: object = {}) => {
      const reply = await placeOrder(t.app, {
        ...shopper,
        lines: [{ id_transaction: stockId, quantity: 2 }],
        payment: paid(trxId),
        ...extra,
      });
      expect(reply.statusCode).toBe(200);
      return reply.json().invoice_no as number;
    };

    beforeAll(async () => {
      stockId = await c.addStock({
        product_code: 'FEE-COL',
        product_name: 'Jamdani Saree',
        price: 1000,
        quantity: 100,
      });
      // A later product of another code: the coupon's product keeps its own name.
      await c.addStock({ product_code: 'OTHER-COL', product_name: 'Cotton Lungi' });
      const coupon = await t.app.inject({
        method: 'POST',
        url: '/api/coupons',
        headers: await t.auth('admin'),
        payload: {
          code: `FLAT150-${tag}`,
          name: 'Flat 150',
          discount_kind: 'amount',
          discount_value: 150,
          applies_to: 'Selected Product',
          product_codes: ['FEE-COL'],
          start_day: shopDay(),
          end_day: shopDay(),
          allowed_customer: 'All Customer',
          max_uses: 5,
        },
      });
      expect(coupon.statusCode).toBe(200);
      invoices.waiting = await order(`WAIT${tag}0001`);
      invoices.verified = await order(`VERI${tag}0001`);
      invoices.rejected = await order(`REJE${tag}0001`);
      invoices.coupon = await order(`COUP${tag}0001`, { coupon_code: `flat150-${tag}` });
      await checkFee(invoices.verified, 'verified');
      await checkFee(invoices.rejected, 'rejected');
    });

    it('gives each row its fee status, its discount and the coupon code', async () => {
      const reply = await list('');
      expect(reply.statusCode).toBe(200);
      const rows = reply.json().items as Record<string, unknown>[];
      const row = (invoice: number) => rows.find((r) => r.invoice_no === invoice);
      expect(row(invoices.waiting)).toMatchObject({
        fee_status: 'unverified',
        discount: 0,
        coupon_code: null,
        item_total: 2000,
        shipping_cost: 80,
      });
      expect(row(invoices.verified)).toMatchObject({ fee_status: 'verified' });
      expect(row(invoices.rejected)).toMatchObject({ fee_status: 'rejected' });
      expect(row(invoices.coupon)).toMatchObject({
        fee_status: 'unverified',
        discount: 150,
        coupon_code: `FLAT150-${tag}`,
      });
      // The details carry the same, for the amounts under Product Details.
      const detail = await t.app.inject({
        method: 'GET',
        url: `/api/backoffice/orders/${invoices.coupon}`,
        headers: await t.auth('moderator'),
      });
      expect(detail.json()).toMatchObject({ discount: 150, coupon_code: `FLAT150-${tag}` });
    });

    it('lists the orders whose fee waits for verification, newest first, and counts them', async () => {
      const reply = await list('fee_status=unverified');
      expect(reply.statusCode).toBe(200);
      const body = reply.json();
      expect(body.items.map((r: { invoice_no: number }) => r.invoice_no)).toEqual([
        invoices.coupon,
        invoices.waiting,
      ]);
      expect(body.total).toBe(2);
      for (const [status, invoice] of [
        ['verified', invoices.verified],
        ['rejected', invoices.rejected],
      ] as const) {
        const found = (await list(`fee_status=${status}`)).json();
        expect([found.total, found.items.map((r: { invoice_no: number }) => r.invoice_no)]).toEqual(
          [1, [invoice]],
        );
      }
      // Together with another filter: the status and the fee both hold.
      const processing = orderStatusId('Processing');
      const none = (await list(`fee_status=unverified&order_status_id=${processing}`)).json();
      expect(none).toMatchObject({ items: [], total: 0 });
    });

    it('takes the verified order off the waiting list at once', async () => {
      await checkFee(invoices.waiting, 'verified');
      const body = (await list('fee_status=unverified')).json();
      expect(body.items.map((r: { invoice_no: number }) => r.invoice_no)).toEqual([
        invoices.coupon,
      ]);
    });

    it('refuses an unknown fee status with 400 naming fee_status', async () => {
      const reply = await list('fee_status=paid');
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toContain('fee_status');
    });

    it('shows a coupon’s uses so far and the names of the products it names', async () => {
      const reply = await t.app.inject({
        method: 'GET',
        url: '/api/coupons',
        headers: await t.auth('seller'),
      });
      expect(reply.statusCode).toBe(200);
      const coupon = (reply.json() as { code: string }[]).find((x) => x.code === `FLAT150-${tag}`);
      expect(coupon).toMatchObject({
        discount_kind: 'amount',
        max_uses: 5,
        uses: 1,
        product_codes: ['FEE-COL'],
        products: [{ product_code: 'FEE-COL', product_name: 'Jamdani Saree' }],
      });
    });
  },
);

describe.each(drivers)('orders page without the advance fee on %s', (driver) => {
  const { t, c } = shopForTests(driver, { env: { ADVANCE_FEE: 'off' } });

  it('marks cash-on-delivery orders `none`, and finds them by it', async () => {
    const id = await c.addStock({ product_code: 'COD-COL', product_name: 'Fatua' });
    const placed = await placeOrder(t.app, {
      ...shopper,
      lines: [{ id_transaction: id, quantity: 1 }],
    });
    expect(placed.statusCode).toBe(200);
    const invoice = placed.json().invoice_no as number;
    const headers = await t.auth('admin');
    const all = await t.app.inject({ method: 'GET', url: '/api/backoffice/orders', headers });
    expect(all.json().items[0]).toMatchObject({ invoice_no: invoice, fee_status: 'none' });
    const none = await t.app.inject({
      method: 'GET',
      url: '/api/backoffice/orders?fee_status=none',
      headers,
    });
    expect(none.json().items.map((r: { invoice_no: number }) => r.invoice_no)).toContain(invoice);
    const waiting = await t.app.inject({
      method: 'GET',
      url: '/api/backoffice/orders?fee_status=unverified',
      headers,
    });
    expect(waiting.json()).toMatchObject({ items: [], total: 0 });
  });
});
