import { randomUUID } from 'node:crypto';
import { asc, sql } from 'drizzle-orm';
import { rowsOf } from '../../../src/db/database';
import { orders } from '../../../src/db/schema';
import { drivers, shopForTests } from '../../helpers/build';

const shopper = {
  customer_name: 'Sharmin Akter',
  customer_address: 'House 12, Road 5, Dhanmondi, Dhaka',
  customer_phone: '01712345678',
  shipping_id: 1,
};
const paid = (trx_id: string) => ({ provider: 'bkash', trx_id, paid_from: '01812345678' });

describe.each(drivers)('invoice numbers on %s', (driver) => {
  const { t, c } = shopForTests(driver, {
    env: { ADVANCE_FEE: 'on', BKASH_NUMBER: '01811111111' },
  });

  const order = (stockId: number, trxId: string, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: key ? { 'idempotency-key': key } : {},
      payload: {
        ...shopper,
        lines: [{ id_transaction: stockId, quantity: 1 }],
        payment: paid(trxId),
      },
    });
  const storedNumbers = async () =>
    (
      await t.shop.db.select({ n: orders.invoice_no }).from(orders).orderBy(asc(orders.invoice_no))
    ).map((r) => r.n);
  /** The last number given; a shop that never numbered an order has no counter row. */
  const counter = async () =>
    Number(
      rowsOf<{ value: unknown }>(
        await t.shop.db.execute(sql`SELECT value FROM counters WHERE name = 'invoice_no'`),
      )[0]?.value ?? 0,
    );
  /** 1, 2, … n: every number given once, none skipped. */
  const oneToN = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

  it('gives the first order number 1 and the next 2', async () => {
    const id = await c.addStock({ product_code: 'INV-1', product_name: 'Kurti', quantity: 50 });
    expect(await counter()).toBe(0);
    expect(await storedNumbers()).toEqual([]);
    const first = await order(id, 'FIRST00001');
    expect(first.statusCode).toBe(200);
    expect(first.json().invoice_no).toBe(1);
    expect((await order(id, 'SECOND0002')).json().invoice_no).toBe(2);
    expect(await storedNumbers()).toEqual([1, 2]);
  });

  it('an order refused for a reused TrxID spends no number: the next stored order follows on', async () => {
    const id = await c.addStock({ product_code: 'INV-2', product_name: 'Saree', quantity: 50 });
    const before = await storedNumbers();
    const placed = await order(id, 'REUSED0001');
    expect(placed.statusCode).toBe(200);
    const refused = await order(id, 'reused0001');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^payment\.trx_id: /);
    // The same refusal inside an Idempotency-Key's transaction gives its number back too.
    expect((await order(id, 'REUSED0001', randomUUID())).statusCode).toBe(409);
    const next = await order(id, 'FRESH00001');
    expect(next.statusCode).toBe(200);
    expect(next.json().invoice_no).toBe(placed.json().invoice_no + 1);
    expect(await storedNumbers()).toEqual(oneToN(before.length + 2));
  });

  it('orders placed in parallel, some refused for one TrxID, get 1…n with no number twice and none skipped', async () => {
    const id = await c.addStock({ product_code: 'INV-3', product_name: 'Panjabi', quantity: 500 });
    const before = (await storedNumbers()).length;
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        // Every fourth order names the same TrxID: one of them is stored, the others refused.
        i % 4 === 0
          ? order(id, 'PARALLEL00', i % 8 === 0 ? randomUUID() : undefined)
          : order(id, `PAR${String(i).padStart(7, '0')}`, i % 3 === 0 ? randomUUID() : undefined),
      ),
    );
    const statuses = replies.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    expect(statuses.filter((s) => s === 200)).toHaveLength(31);
    const given = replies
      .filter((r) => r.statusCode === 200)
      .map((r) => r.json().invoice_no as number)
      .sort((a, b) => a - b);
    expect(given).toEqual(oneToN(before + 31).slice(before));
    expect(await storedNumbers()).toEqual(oneToN(before + 31));
    expect(await counter()).toBe(before + 31);
  });

  it('skips a number an order written outside the numbering already holds', async () => {
    const id = await c.addStock({ product_code: 'INV-4', product_name: 'Lungi', quantity: 50 });
    const last = await counter();
    // An old shop's order moved in under the next two numbers.
    await t.shop.db.execute(sql`
      INSERT INTO orders (invoice_no, customer_id, shipping_id, shipping_cost, subtotal, total)
      SELECT n, (SELECT min(id_customer) FROM customers), 1, 80, 0, 80
      FROM generate_series(${last + 1}::int, ${last + 2}::int) AS n`);
    const next = await order(id, 'SKIPPED001');
    expect(next.statusCode).toBe(200);
    expect(next.json().invoice_no).toBe(last + 3);
    expect(await counter()).toBe(last + 3);
  });
});
