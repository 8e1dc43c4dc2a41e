import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../src/db/database';
import { drivers, shopForTests } from '../../helpers/build';
import { countRows } from '../../reliability/helpers/order-audit';

const SHOPPER = {
  customer_name: 'Old Storefront Shopper',
  customer_address: 'Road 3, Khulna',
  customer_phone: '01712121212',
  shipping_id: 2,
};
const NAMES_THE_WAY = /POST \/api\/orders/;

describe.each(drivers)('the old storefront’s anonymous order flow on %s', (driver) => {
  describe('in a shop that takes the delivery fee in advance', () => {
    const { t, c } = shopForTests(driver, {
      env: { BKASH_NUMBER: '01700000001', PUBLIC_WRITE_LIMIT: '60/10m' },
    });

    /** A customer record as the old flow's first call would have made it (a moment ago). */
    const freshRecord = async () => {
      const [row] = rowsOf<{ id_customer: number }>(
        await t.shop.db.execute(sql`
          INSERT INTO customers (customer_name, customer_address, customer_phone, shipping_id)
          VALUES (${SHOPPER.customer_name}, ${SHOPPER.customer_address}, ${SHOPPER.customer_phone}, 2)
          RETURNING id_customer`),
      );
      return Number(row?.id_customer);
    };

    it('places no order without the fee: customers/post and postTransactionFromAnyPageBulk are refused, naming POST /api/orders', async () => {
      const item = await c.addStock({ product_code: 'LEG-1', product_name: 'Lungi', quantity: 9 });
      const [entry] = rowsOf<{ image_id: number }>(
        await t.shop.db.execute(
          sql`SELECT image_id FROM transactions WHERE id_transaction = ${item}`,
        ),
      );
      const ordersBefore = await countRows(t.shop.db, 'orders');
      const customersBefore = await countRows(t.shop.db, 'customers');

      const customer = await t.app.inject({
        method: 'POST',
        url: '/api/customers/post',
        payload: SHOPPER,
      });
      expect(customer.statusCode).toBe(400);
      expect(customer.json().message).toMatch(NAMES_THE_WAY);
      expect(await countRows(t.shop.db, 'customers')).toBe(customersBefore);

      const record = await freshRecord();
      const bulk = await t.app.inject({
        method: 'POST',
        url: '/api/transactionsRouter/postTransactionFromAnyPageBulk',
        payload: [{ customer_id: record, image_id: entry?.image_id, quantity: 1 }],
      });
      expect(bulk.statusCode).toBe(400);
      expect(bulk.json()).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: expect.stringMatching(/^payment: .*POST \/api\/orders/),
        code: 'fee_required',
      });
      expect(await countRows(t.shop.db, 'orders')).toBe(ordersBefore);

      // So no order without its fee reaches Ready-To-Shift by this way.
      const unpaid = rowsOf<{ n: unknown }>(
        await t.shop.db.execute(sql`
          SELECT count(*) AS n FROM orders o
          WHERE NOT EXISTS (SELECT 1 FROM order_payments p WHERE p.invoice_no = o.invoice_no)`),
      );
      expect(Number(unpaid[0]?.n)).toBe(0);
    });

    it('staff may still place an order for a customer by the old call (a phone order)', async () => {
      const item = await c.addStock({ product_code: 'LEG-2', product_name: 'Lungi', quantity: 9 });
      const [entry] = rowsOf<{ image_id: number }>(
        await t.shop.db.execute(
          sql`SELECT image_id FROM transactions WHERE id_transaction = ${item}`,
        ),
      );
      const reply = await t.app.inject({
        method: 'POST',
        url: '/api/transactionsRouter/postTransactionFromAnyPageBulk',
        headers: await t.auth('seller'),
        payload: [{ customer_id: await freshRecord(), image_id: entry?.image_id, quantity: 1 }],
      });
      expect(reply.statusCode).toBe(200);
    });
  });

  describe('in a cash-on-delivery shop', () => {
    const { t, c } = shopForTests(driver, { env: { PUBLIC_WRITE_LIMIT: '3/10m' } });

    it('works as before, under the same per-address limit as POST /api/orders', async () => {
      const item = await c.addStock({ product_code: 'LEG-3', product_name: 'Lungi', quantity: 9 });
      const [entry] = rowsOf<{ image_id: number }>(
        await t.shop.db.execute(
          sql`SELECT image_id FROM transactions WHERE id_transaction = ${item}`,
        ),
      );
      const from = { remoteAddress: '198.51.100.23' };
      const order = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        ...from,
        payload: { ...SHOPPER, lines: [{ id_transaction: item, quantity: 1 }] },
      });
      expect(order.statusCode).toBe(200);
      const customer = await t.app.inject({
        method: 'POST',
        url: '/api/customers/post',
        ...from,
        payload: SHOPPER,
      });
      expect(customer.statusCode).toBe(200);
      const bulk = await t.app.inject({
        method: 'POST',
        url: '/api/transactionsRouter/postTransactionFromAnyPageBulk',
        ...from,
        payload: [
          { customer_id: customer.json().id_customer, image_id: entry?.image_id, quantity: 1 },
        ],
      });
      expect(bulk.statusCode).toBe(200);
      // The fourth anonymous write of the address, whichever call it is, is over the limit.
      const fourth = await t.app.inject({
        method: 'POST',
        url: '/api/customers/post',
        ...from,
        payload: SHOPPER,
      });
      expect(fourth.statusCode).toBe(429);
    });
  });
});
