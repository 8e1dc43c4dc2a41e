import { orderStatusId } from '@poshak/shared-api/schemas';
import { shopDay } from '@poshak/shared-api/shop-time';
import { drivers, shopForTests } from '../../helpers/build';
import { placeOrder, stockOf } from '../../helpers/orders';
import { barrier } from '../../reliability/helpers/barrier';

describe.each(drivers)('reopening an order that used a coupon on %s', (driver) => {
  const { t, c } = shopForTests(driver);
  let sequence = 0;

  const addCoupon = async (fields: Record<string, unknown>) => {
    sequence += 1;
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/coupons',
      headers: await t.auth('admin'),
      payload: {
        code: `REOPEN-${sequence}`,
        name: `Reopen ${sequence}`,
        discount_value: 10,
        applies_to: 'All Product',
        start_day: shopDay(),
        end_day: shopDay(),
        allowed_customer: 'All Customer',
        ...fields,
      },
    });
    expect(reply.statusCode).toBe(200);
    return reply.json() as { id_coupon: number; code: string };
  };
  const order = async (item: number, code: string, phone = '01711000222') => {
    const reply = await placeOrder(t.app, {
      customer_name: 'Mim Akter',
      customer_address: 'Sector 7, Uttara, Dhaka',
      customer_phone: phone,
      shipping_id: 1,
      lines: [{ id_transaction: item, quantity: 1 }],
      coupon_code: code,
    });
    return reply;
  };
  const setStatus = async (invoice: number, status: 'Canceled' | 'Pending') =>
    t.app.inject({
      method: 'PUT',
      url: `/api/transactionsRouter/updateTransactionOrderStatusByInvoiceNo?invoice_no=${invoice}&order_status_id=${orderStatusId(status)}`,
      headers: await t.auth('admin'),
    });
  const usesOf = async (id: number) => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/coupons',
      headers: await t.auth('admin'),
    });
    return (list.json() as { id_coupon: number; uses: number }[]).find((x) => x.id_coupon === id)
      ?.uses;
  };

  it('a 2-use coupon: A and B use it, A is cancelled, D uses it; reopening A is a 409 naming the coupon, and the coupon stays at 2 uses', async () => {
    const item = await c.addStock({ product_code: 'RE-1', product_name: 'Salwar', quantity: 50 });
    const coupon = await addCoupon({ max_uses: 2 });
    const a = (await order(item, coupon.code)).json().invoice_no as number;
    expect((await order(item, coupon.code)).statusCode).toBe(200);
    expect((await setStatus(a, 'Canceled')).statusCode).toBe(200);
    expect((await order(item, coupon.code)).statusCode).toBe(200);
    const stockBefore = await stockOf(t.shop.db, item);

    const reopened = await setStatus(a, 'Pending');
    expect([reopened.statusCode, reopened.json().message]).toEqual([
      409,
      `coupon_code: ${coupon.code} is used up (2 of 2 uses): invoice_no ${a} cannot be reopened with its discount`,
    ]);
    expect(await usesOf(coupon.id_coupon)).toBe(2);
    // Nothing of the reopening happened: A is still cancelled and its units still on sale.
    expect(await stockOf(t.shop.db, item)).toBe(stockBefore);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/backoffice/orders/${a}`,
      headers: await t.auth('admin'),
    });
    expect(detail.json().order_status_name).toBe('Canceled');
  });

  it('reopening takes the coupon’s use again when one is free, and counts it', async () => {
    const item = await c.addStock({ product_code: 'RE-2', product_name: 'Salwar', quantity: 50 });
    const coupon = await addCoupon({ max_uses: 2 });
    const a = (await order(item, coupon.code)).json().invoice_no as number;
    expect((await setStatus(a, 'Canceled')).statusCode).toBe(200);
    expect(await usesOf(coupon.id_coupon)).toBe(0);
    expect((await setStatus(a, 'Pending')).statusCode).toBe(200);
    expect(await usesOf(coupon.id_coupon)).toBe(1);
  });

  it('a per-phone limit holds for a reopened order too', async () => {
    const item = await c.addStock({ product_code: 'RE-3', product_name: 'Salwar', quantity: 50 });
    const coupon = await addCoupon({ max_uses_per_phone: 1 });
    const a = (await order(item, coupon.code, '01911000333')).json().invoice_no as number;
    expect((await setStatus(a, 'Canceled')).statusCode).toBe(200);
    expect((await order(item, coupon.code, '+8801911000333')).statusCode).toBe(200);
    const reopened = await setStatus(a, 'Pending');
    expect([reopened.statusCode, reopened.json().message]).toEqual([
      409,
      `coupon_code: ${coupon.code} was used by this phone as often as it may be (1 of 1): invoice_no ${a} cannot be reopened with its discount`,
    ]);
  });

  it('the last use raced by a reopening and a new order, ten times: exactly one gets it each time', async () => {
    const item = await c.addStock({ product_code: 'RE-4', product_name: 'Salwar', quantity: 500 });
    for (let round = 0; round < 10; round++) {
      const coupon = await addCoupon({ max_uses: 1 });
      const a = (await order(item, coupon.code)).json().invoice_no as number;
      expect((await setStatus(a, 'Canceled')).statusCode).toBe(200);
      const start = barrier();
      const reopen = () => start.wait().then(() => setStatus(a, 'Pending'));
      const newOrder = () => start.wait().then(() => order(item, coupon.code));
      // Each asks first in turn.
      const racing = round % 2 ? [reopen(), newOrder()] : [newOrder(), reopen()];
      start.release();
      const statuses = (await Promise.all(racing)).map((r) => r.statusCode);
      expect([round, statuses.sort()]).toEqual([round, [200, 409]]);
      expect(await usesOf(coupon.id_coupon)).toBe(1);
    }
  });
});
