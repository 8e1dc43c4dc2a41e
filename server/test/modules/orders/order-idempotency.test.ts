import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../src/db/database';
import { drivers, shopForTests } from '../../helpers/build';
import { stockOf } from '../../helpers/orders';
import { barrier } from '../../reliability/helpers/barrier';
import { countRows } from '../../reliability/helpers/order-audit';

const shopper = {
  customer_name: 'Farzana Haque',
  customer_address: 'Lane 3, Zindabazar, Sylhet',
  customer_phone: '01713000444',
  shipping_id: 2,
};

describe.each(drivers)('POST /api/orders with an Idempotency-Key on %s', (driver) => {
  describe('a cash-on-delivery shop', () => {
    const { t, c } = shopForTests(driver);
    const post = (key: string | undefined, body: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: key === undefined ? {} : { 'idempotency-key': key },
        payload: body,
      });

    it('a repeat (the retry after a lost reply) gets the first answer and places no second order', async () => {
      const item = await c.addStock({
        product_code: 'IDEM-1',
        product_name: 'Kurta',
        quantity: 10,
      });
      const body = { ...shopper, lines: [{ id_transaction: item, quantity: 2 }] };
      const key = randomUUID();
      const ordersBefore = await countRows(t.shop.db, 'orders');
      const first = await post(key, body);
      const again = await post(key, body);
      expect(first.statusCode).toBe(200);
      expect([again.statusCode, again.json()]).toEqual([200, first.json()]);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(first.headers['idempotent-replayed']).toBeUndefined();
      expect(await countRows(t.shop.db, 'orders')).toBe(ordersBefore + 1);
      expect(await stockOf(t.shop.db, item)).toBe(8);
    });

    it('ten repeats at once: one order, and every one of them is answered with it', async () => {
      const item = await c.addStock({
        product_code: 'IDEM-2',
        product_name: 'Kurta',
        quantity: 50,
      });
      const body = { ...shopper, lines: [{ id_transaction: item, quantity: 1 }] };
      const key = randomUUID();
      const ordersBefore = await countRows(t.shop.db, 'orders');
      const start = barrier();
      const replies = Array.from({ length: 10 }, () => start.wait().then(() => post(key, body)));
      start.release();
      const answers = await Promise.all(replies);
      expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
      expect(new Set(answers.map((r) => r.json().invoice_no)).size).toBe(1);
      expect(await countRows(t.shop.db, 'orders')).toBe(ordersBefore + 1);
      expect(await stockOf(t.shop.db, item)).toBe(49);
    });

    it('a refusal is the first answer too: the repeat is told the same, nothing written', async () => {
      const item = await c.addStock({ product_code: 'IDEM-3', product_name: 'Kurta', quantity: 1 });
      const body = { ...shopper, lines: [{ id_transaction: item, quantity: 2 }] };
      const key = randomUUID();
      const first = await post(key, body);
      expect(first.statusCode).toBe(409);
      const again = await post(key, body);
      expect([again.statusCode, again.json()]).toEqual([409, first.json()]);
      expect(await stockOf(t.shop.db, item)).toBe(1);
    });

    it('the same key with another order is a 422 naming Idempotency-Key, and places nothing', async () => {
      const item = await c.addStock({
        product_code: 'IDEM-4',
        product_name: 'Kurta',
        quantity: 10,
      });
      const key = randomUUID();
      expect(
        (await post(key, { ...shopper, lines: [{ id_transaction: item, quantity: 1 }] }))
          .statusCode,
      ).toBe(200);
      const ordersBefore = await countRows(t.shop.db, 'orders');
      const other = await post(key, { ...shopper, lines: [{ id_transaction: item, quantity: 3 }] });
      expect([other.statusCode, other.json().message]).toEqual([
        422,
        'Idempotency-Key: this key was sent with another order; make a new key for a new order',
      ]);
      expect(await countRows(t.shop.db, 'orders')).toBe(ordersBefore);
    });

    it('a key that is no key is a 400 naming it', async () => {
      const item = await c.addStock({
        product_code: 'IDEM-5',
        product_name: 'Kurta',
        quantity: 10,
      });
      const reply = await post('short', {
        ...shopper,
        lines: [{ id_transaction: item, quantity: 1 }],
      });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toMatch(/^idempotency-key: must be 16 to 100 letters/);
    });

    it('keeps a key a day: once it has expired the same key is a new order, and the old answer is gone', async () => {
      const item = await c.addStock({
        product_code: 'IDEM-6',
        product_name: 'Kurta',
        quantity: 10,
      });
      const body = { ...shopper, lines: [{ id_transaction: item, quantity: 1 }] };
      const key = randomUUID();
      const first = await post(key, body);
      const [kept] = rowsOf<{ hours: unknown }>(
        await t.shop.db.execute(
          sql`SELECT round(extract(epoch FROM expires_at - created_at) / 3600) AS hours FROM order_requests WHERE key = ${key}`,
        ),
      );
      expect(Number(kept?.hours)).toBe(24);
      // A day later, by the database's clock.
      await t.shop.db.execute(
        sql`UPDATE order_requests SET created_at = created_at - interval '1 day', expires_at = expires_at - interval '1 day' WHERE key = ${key}`,
      );
      const later = await post(randomUUID(), body);
      expect(later.statusCode).toBe(200);
      const again = await post(key, body);
      expect(again.statusCode).toBe(200);
      expect(again.json().invoice_no).not.toBe(first.json().invoice_no);
      expect(again.headers['idempotent-replayed']).toBeUndefined();
    });

    it('without the header an order is placed as before, each time', async () => {
      const item = await c.addStock({
        product_code: 'IDEM-7',
        product_name: 'Kurta',
        quantity: 10,
      });
      const body = { ...shopper, lines: [{ id_transaction: item, quantity: 1 }] };
      const ordersBefore = await countRows(t.shop.db, 'orders');
      expect((await post(undefined, body)).statusCode).toBe(200);
      expect((await post(undefined, body)).statusCode).toBe(200);
      expect(await countRows(t.shop.db, 'orders')).toBe(ordersBefore + 2);
    });
  });

  describe('a shop taking the delivery fee in advance', () => {
    const { t, c } = shopForTests(driver, { env: { BKASH_NUMBER: '01700000001' } });

    it('the retry of a paid order gets the order, not “TrxID already used”', async () => {
      const item = await c.addStock({
        product_code: 'IDEM-8',
        product_name: 'Kurta',
        quantity: 10,
      });
      const body = {
        ...shopper,
        lines: [{ id_transaction: item, quantity: 1 }],
        payment: { provider: 'bkash', trx_id: 'IDEM8TRX01', paid_from: '01713000444' },
      };
      const key = randomUUID();
      const post = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/orders',
          headers: { 'idempotency-key': key },
          payload: body,
        });
      const first = await post();
      const again = await post();
      expect(first.statusCode).toBe(200);
      expect([again.statusCode, again.json()]).toEqual([200, first.json()]);
    });
  });
});
