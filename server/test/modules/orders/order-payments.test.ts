import { eq } from 'drizzle-orm';
import { orderStatusId, type OrderStatusName } from '@poshak/shared-api/schemas';
import { orderPayments, orders } from '../../../src/db/schema';
import { drivers, shopForTests } from '../../helpers/build';
import { placeOrder } from '../../helpers/orders';

const shopper = {
  customer_name: 'Farhana Yasmin',
  customer_address: 'Flat 3B, Road 27, Banani, Dhaka',
  customer_phone: '01912345678',
  shipping_id: 1,
};
const paid = (trx_id: string) => ({ provider: 'bkash', trx_id, paid_from: '01712345678' });

describe.each(drivers)('advance delivery fee on %s', (driver) => {
  const { t, c } = shopForTests(driver, {
    env: { ADVANCE_FEE: 'on', BKASH_NUMBER: '01811111111' },
  });

  const stock = (code: string, quantity = 500) =>
    c.addStock({ product_code: code, product_name: 'Lungi', quantity });
  const order = async (id: number, payment?: unknown) =>
    placeOrder(t.app, {
      ...shopper,
      lines: [{ id_transaction: id, quantity: 1 }],
      ...(payment ? { payment } : {}),
    });
  const move = async (invoiceNo: number, status: OrderStatusName) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/transactionsRouter/updateTransactionOrderStatusByInvoiceNo?order_status_id=${orderStatusId(status)}&invoice_no=${invoiceNo}`,
      headers: await t.auth('seller'),
    });
  const checkFee = async (invoiceNo: number, status: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/backoffice/orders/${invoiceNo}/payment`,
      payload: { status },
      headers: await t.auth('moderator'),
    });

  it('tells checkout the fee is asked and where it goes (a number not set is not shown)', async () => {
    const config = (await t.app.inject({ method: 'GET', url: '/api/config' })).json();
    expect(config.advanceFee).toEqual({ on: true, bkash: '01811111111', nagad: null });
  });

  it('needs the payment, checks its shape field by field, and stores it unverified', async () => {
    const id = await stock('PAY-1');
    const missing = await order(id);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/^payment:/);
    expect(missing.json().code).toBe('fee_required');
    for (const [payment, field] of [
      [paid('AB 12CD34'), 'trx_id'],
      [paid('SHORT1'), 'trx_id'],
      [{ ...paid('9A7B6C5D4E'), provider: 'rocket' }, 'provider'],
      [{ ...paid('9A7B6C5D4E'), paid_from: '12345' }, 'paid_from'],
    ] as const) {
      const reply = await order(id, payment);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toContain(`payment.${field}`);
    }
    const placed = await order(id, paid('9a7b6c5d4e'));
    expect(placed.statusCode).toBe(200);
    const invoice = placed.json().invoice_no as number;
    const fee = await t.app.inject({
      method: 'GET',
      url: `/api/backoffice/orders/${invoice}/payment`,
      headers: await t.auth('moderator'),
    });
    expect(fee.json()).toEqual({
      provider: 'bkash',
      trx_id: '9A7B6C5D4E',
      paid_from: '01712345678',
      amount: 80,
      status: 'unverified',
      checked_by: null,
      checked_at: null,
    });
  });

  it('refuses a transaction ID another order used (409), and writes nothing of that order', async () => {
    const id = await stock('PAY-2');
    expect((await order(id, paid('TRXREUSE01'))).statusCode).toBe(200);
    const ordersBefore = (await t.shop.db.select().from(orders)).length;
    const again = await order(id, paid('trxreuse01'));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/^payment\.trx_id: .*already used/);
    expect((await t.shop.db.select().from(orders)).length).toBe(ordersBefore);
    // The shop still takes an ordinary order.
    expect((await order(id, paid('TRXFRESH02'))).statusCode).toBe(200);
  });

  it('lets exactly one of many simultaneous orders with one transaction ID through', async () => {
    const id = await stock('PAY-3');
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => order(id, paid('RACE000001'))),
    );
    const statuses = replies.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const stored = await t.shop.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.trx_id, 'RACE000001'));
    expect(stored).toHaveLength(1);
  });

  it('keeps an order from Ready-To-Shift until its fee is verified, saying why; records who checked', async () => {
    const id = await stock('PAY-4');
    const invoice = (await order(id, paid('GATE000001'))).json().invoice_no as number;
    expect((await move(invoice, 'Processing')).statusCode).toBe(200);
    const early = await move(invoice, 'Ready-To-Shift');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain('delivery fee paid in advance is unverified');
    expect(early.json()).toMatchObject({ code: 'fee_unverified' });

    expect((await checkFee(invoice, 'rejected')).statusCode).toBe(200);
    const rejected = await move(invoice, 'Ready-To-Shift');
    expect(rejected.statusCode).toBe(409);
    expect(rejected.json().message).toContain('is rejected');
    expect(rejected.json()).toMatchObject({ code: 'fee_rejected' });

    expect((await checkFee(invoice, 'verified')).statusCode).toBe(200);
    expect((await move(invoice, 'Ready-To-Shift')).statusCode).toBe(200);
    const fee = await t.app.inject({
      method: 'GET',
      url: `/api/backoffice/orders/${invoice}/payment`,
      headers: await t.auth('admin'),
    });
    expect(fee.json()).toMatchObject({ status: 'verified', checked_by: 'moderator-tester' });
    expect(Number.isFinite(Date.parse(fee.json().checked_at))).toBe(true);

    // Cancelling needs no verified fee.
    const other = (await order(id, paid('GATE000002'))).json().invoice_no as number;
    expect((await move(other, 'Canceled')).statusCode).toBe(200);
  });

  it('names what is wrong with a check: an unknown order, an order without a fee, a bad verdict', async () => {
    expect((await checkFee(987654, 'verified')).statusCode).toBe(404);
    expect((await checkFee(987654, 'maybe')).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/backoffice/orders/1/payment',
      payload: { status: 'verified' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe.each(drivers)('cash on delivery (advance fee off) on %s', (driver) => {
  const { t, c } = shopForTests(driver, { env: { ADVANCE_FEE: 'off' } });

  it('takes today’s order without a payment, and moves it on without a fee check', async () => {
    const id = await c.addStock({ product_code: 'COD-1', product_name: 'Gamchha' });
    const placed = await placeOrder(t.app, {
      ...shopper,
      lines: [{ id_transaction: id, quantity: 1 }],
    });
    expect(placed.statusCode).toBe(200);
    const invoice = placed.json().invoice_no as number;
    const config = (await t.app.inject({ method: 'GET', url: '/api/config' })).json();
    expect(config.advanceFee.on).toBe(false);
    for (const status of ['Processing', 'Ready-To-Shift'] as const) {
      const reply = await t.app.inject({
        method: 'PUT',
        url: `/api/transactionsRouter/updateTransactionOrderStatusByInvoiceNo?order_status_id=${orderStatusId(status)}&invoice_no=${invoice}`,
        headers: await t.auth('seller'),
      });
      expect(reply.statusCode).toBe(200);
    }
  });
});
