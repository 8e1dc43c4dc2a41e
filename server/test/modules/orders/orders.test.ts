import { eq, sql } from 'drizzle-orm';
import { orderStatusId } from '@poshak/shared-api/schemas';
import { orders, transactions } from '../../../src/db/schema';
import { drivers, shopForTests } from '../../helpers/build';
import { placeOrder, stockOf as stockOfEntry } from '../../helpers/orders';

const shopper = {
  customer_name: 'Rahima Akter',
  customer_address: 'House 12, Road 5, Dhanmondi, Dhaka',
  customer_phone: '01712345678',
  shipping_id: 1,
};

describe.each(drivers)('orders on %s', (driver) => {
  const { t, c } = shopForTests(driver);

  const place = (body: unknown) => placeOrder(t.app, body);
  const stockOf = (id: number) => stockOfEntry(t.shop.db, id);
  const orderCount = async () => {
    const [row] = await t.shop.db.select({ n: sql<number>`count(*)::int` }).from(orders);
    return row?.n ?? 0;
  };

  describe('POST /api/orders', () => {
    it('places an order with prices from the database, shipping and an invoice from 1', async () => {
      const shirt = await c.addStock({
        product_code: 'O-1',
        product_name: 'Oxford Shirt',
        price: 1200,
      });
      const saree = await c.addStock({
        product_code: 'O-2',
        product_name: 'Jamdani Saree',
        price: 5000,
      });

      const reply = await place({
        ...shopper,
        lines: [
          { id_transaction: shirt, quantity: 2 },
          { id_transaction: saree, quantity: 1 },
        ],
      });
      expect(reply.statusCode).toBe(200);
      const order = reply.json();
      expect(order).toMatchObject({
        invoice_no: 1,
        subtotal: 7400,
        // Three pieces of 500 g: ৳80 for the first kg inside Dhaka, ৳15 for the kg begun after it.
        shipping_cost: 95,
        total: 7495,
        lines: [
          {
            stock_transaction_id: shirt,
            product_name: 'Oxford Shirt',
            price: 1200,
            quantity: 2,
            line_total: 2400,
          },
          {
            stock_transaction_id: saree,
            product_name: 'Jamdani Saree',
            price: 5000,
            quantity: 1,
            line_total: 5000,
          },
        ],
      });
      expect(await stockOf(shirt)).toBe(8);
      expect(await stockOf(saree)).toBe(9);

      const second = await place({
        ...shopper,
        shipping_id: 2,
        lines: [{ id_transaction: shirt, quantity: 1 }],
      });
      expect(second.json()).toMatchObject({ invoice_no: 2, shipping_cost: 130, total: 1330 });
    });

    it('ignores any price the client sends', async () => {
      const id = await c.addStock({ product_code: 'O-3', product_name: 'Polo', price: 900 });
      const reply = await place({
        ...shopper,
        lines: [{ id_transaction: id, quantity: 1, price: 1 }],
      });
      expect(reply.json().subtotal).toBe(900);
    });

    it('adds up the same item listed twice', async () => {
      const id = await c.addStock({ product_code: 'O-4', product_name: 'Kurti', quantity: 5 });
      const reply = await place({
        ...shopper,
        lines: [
          { id_transaction: id, quantity: 2 },
          { id_transaction: id, quantity: 3 },
        ],
      });
      expect(reply.statusCode).toBe(200);
      expect(reply.json().lines).toEqual([expect.objectContaining({ quantity: 5 })]);
      expect(await stockOf(id)).toBe(0);
    });

    it('refuses short stock with 409 naming the item, and writes nothing', async () => {
      const plenty = await c.addStock({
        product_code: 'O-5',
        product_name: 'Panjabi',
        quantity: 10,
      });
      const scarce = await c.addStock({
        product_code: 'O-6',
        product_name: 'Rajshahi Silk Saree',
        quantity: 1,
        color_id: c.color('Blue'),
      });
      const before = await orderCount();
      const reply = await place({
        ...shopper,
        lines: [
          { id_transaction: plenty, quantity: 2 },
          { id_transaction: scarce, quantity: 2 },
        ],
      });
      expect(reply.statusCode).toBe(409);
      expect(reply.json().message).toContain('Rajshahi Silk Saree');
      expect(reply.json().message).toContain('1 left');
      // Nothing half-done: the first line's stock is back, no order, no customer row used.
      expect(await stockOf(plenty)).toBe(10);
      expect(await stockOf(scarce)).toBe(1);
      expect(await orderCount()).toBe(before);
    });

    it('charges an order whose expected total still holds, and refuses one whose price moved (409, nothing written)', async () => {
      const id = await c.addStock({
        product_code: 'O-ET',
        product_name: 'Tant Saree',
        price: 3000,
      });
      const agreed = await place({
        ...shopper,
        expected_total: 6080,
        lines: [{ id_transaction: id, quantity: 2 }],
      });
      expect(agreed.statusCode).toBe(200);
      expect(agreed.json().total).toBe(6080);

      await t.shop.db
        .update(transactions)
        .set({ price: 3200 })
        .where(eq(transactions.id_transaction, id));
      const before = await orderCount();
      const stale = await place({
        ...shopper,
        expected_total: 6080,
        lines: [{ id_transaction: id, quantity: 2 }],
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toContain('expected_total');
      expect(stale.json().message).toContain('৳6480');
      expect(stale.json().code).toBe('total_changed');
      expect(await stockOf(id)).toBe(8);
      expect(await orderCount()).toBe(before);

      // Short stock is said before the total: the shopper must first fix the quantity.
      const short = await place({
        ...shopper,
        expected_total: 1,
        lines: [{ id_transaction: id, quantity: 9 }],
      });
      expect(short.statusCode).toBe(409);
      expect(short.json().message).toContain('8 left');
      expect(short.json().code).toBeUndefined();

      // The next ordinary order still goes through.
      const next = await place({ ...shopper, lines: [{ id_transaction: id, quantity: 1 }] });
      expect(next.statusCode).toBe(200);
      expect(next.json().total).toBe(3280);
    });

    it('refuses an expected total that is not a whole number of taka with 400 naming it', async () => {
      const reply = await place({
        ...shopper,
        expected_total: 10.5,
        lines: [{ id_transaction: 1, quantity: 1 }],
      });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toContain('expected_total');
    });

    it.each([
      ['an empty cart', { lines: [] }, 'lines'],
      ['a zero quantity', { lines: [{ id_transaction: 1, quantity: 0 }] }, 'lines.0.quantity'],
      [
        'a fractional quantity',
        { lines: [{ id_transaction: 1, quantity: 1.5 }] },
        'lines.0.quantity',
      ],
      ['a missing name', { customer_name: '' }, 'customer_name'],
      ['a malformed phone', { customer_phone: '12345' }, 'customer_phone'],
      ['a text shipping id', { shipping_id: 'north' }, 'shipping_id'],
    ])('refuses %s with 400 naming the field', async (_case, change, field) => {
      const reply = await place({
        ...shopper,
        lines: [{ id_transaction: 1, quantity: 1 }],
        ...change,
      });
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(reply.json().message).toContain(field);
    });

    it('refuses an unknown item or shipping area with 400, never a 500', async () => {
      const unknownItem = await place({
        ...shopper,
        lines: [{ id_transaction: 987654, quantity: 1 }],
      });
      expect(unknownItem.statusCode).toBe(400);
      expect(unknownItem.json().message).toContain('lines.0.id_transaction');
      const id = await c.addStock({ product_code: 'O-7', product_name: 'Hoodie' });
      const unknownArea = await place({
        ...shopper,
        shipping_id: 99,
        lines: [{ id_transaction: id, quantity: 1 }],
      });
      expect(unknownArea.statusCode).toBe(400);
      expect(unknownArea.json().message).toContain('shipping_id');
      expect(await stockOf(id)).toBe(10);
    });

    it('refuses an order line as the item to buy (only stock entries are for sale)', async () => {
      const id = await c.addStock({ product_code: 'O-8', product_name: 'Scarf' });
      const placed = (
        await place({ ...shopper, lines: [{ id_transaction: id, quantity: 1 }] })
      ).json();
      const lineId = placed.lines[0].id_transaction as number;
      const reply = await place({ ...shopper, lines: [{ id_transaction: lineId, quantity: 1 }] });
      expect(reply.statusCode).toBe(400);
    });

    it('sells exactly the stock to 60 simultaneous shoppers: 10 sold, 50 refused', async () => {
      const item = await c.addStock({
        product_code: 'RACE-1',
        product_name: 'Eid Special Panjabi',
        quantity: 10,
        price: 2500,
      });
      const before = await orderCount();
      const replies = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          place({
            ...shopper,
            customer_name: `Shopper ${i}`,
            lines: [{ id_transaction: item, quantity: 1 }],
          }),
        ),
      );
      const accepted = replies.filter((r) => r.statusCode === 200).map((r) => r.json());
      const refused = replies.filter((r) => r.statusCode === 409);
      expect(accepted).toHaveLength(10);
      expect(refused).toHaveLength(50);
      expect(refused.every((r) => r.json().message.includes('Eid Special Panjabi'))).toBe(true);
      expect(await stockOf(item)).toBe(0);

      const invoices = accepted.map((o) => o.invoice_no as number);
      expect(new Set(invoices).size).toBe(10);
      expect(await orderCount()).toBe(before + 10);
      // Every accepted order is complete in the database: header, its one line, its total.
      for (const order of accepted) {
        const lines = await t.shop.db
          .select()
          .from(transactions)
          .where(eq(transactions.invoice_no, order.invoice_no));
        expect(lines).toHaveLength(1);
        expect(lines[0]).toMatchObject({ quantity: 1, price: 2500, stock_transaction_id: item });
        const [header] = await t.shop.db
          .select()
          .from(orders)
          .where(eq(orders.invoice_no, order.invoice_no));
        expect(header).toMatchObject({ subtotal: 2500, total: 2580 });
      }
    });
  });

  describe('legacy bulk order call', () => {
    const lastInvoice = async () => {
      const [row] = await t.shop.db
        .select({ n: sql<number>`coalesce(max(invoice_no), 0)::int` })
        .from(orders)
        .where(sql`invoice_no < 2000000000`);
      return row?.n ?? 0;
    };
    const postCustomer = (body: object) =>
      t.app.inject({ method: 'POST', url: '/api/customers/post', payload: body });
    const bulk = (lines: object[]) =>
      t.app.inject({
        method: 'POST',
        url: '/api/transactionsRouter/postTransactionFromAnyPageBulk',
        payload: lines,
      });
    const imageOf = async (stockId: number) => {
      const [row] = await t.shop.db
        .select({ image_id: transactions.image_id })
        .from(transactions)
        .where(eq(transactions.id_transaction, stockId));
      return row?.image_id as number;
    };

    it('creates the customer (JSON, public), then the lines with prices re-read and a number of the database’s', async () => {
      const id = await c.addStock({
        product_code: 'L-1',
        product_name: 'Tangail Saree',
        price: 3000,
      });
      const customer = await postCustomer({ ...shopper, shipping_id: 2 });
      expect(customer.statusCode).toBe(200);
      const { id_customer } = customer.json();
      const previous = await lastInvoice();
      const reply = await bulk([
        {
          customer_id: id_customer,
          invoice_no: 5000,
          image_id: await imageOf(id),
          brand_id: c.brand,
          quantity: 2,
          order_status_id: 1,
          price: 1,
          operation_type_id: 1,
        },
      ]);
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toMatchObject({
        invoice_no: previous + 1,
        subtotal: 6000,
        shipping_cost: 130,
        total: 6130,
      });
      expect(await stockOf(id)).toBe(8);
    });

    it('an invoice number at the integer limit, sent by anyone, cannot stop the next orders', async () => {
      const id = await c.addStock({ product_code: 'L-2', product_name: 'Lungi' });
      const { id_customer } = (await postCustomer(shopper)).json();
      const previous = await lastInvoice();
      const reply = await bulk([
        {
          customer_id: id_customer,
          invoice_no: 2147483647,
          image_id: await imageOf(id),
          quantity: 1,
        },
      ]);
      expect(reply.statusCode).toBe(200);
      expect(reply.json().invoice_no).toBe(previous + 1);
      const next = await place({ ...shopper, lines: [{ id_transaction: id, quantity: 1 }] });
      expect(next.statusCode).toBe(200);
      expect(next.json().invoice_no).toBe(previous + 2);
    });

    it('an order an old client stored at the integer limit leaves the numbering where it was', async () => {
      const id = await c.addStock({ product_code: 'L-9', product_name: 'Gamchha' });
      const previous = await lastInvoice();
      await t.shop.db.execute(sql`
        INSERT INTO orders (invoice_no, customer_id, shipping_id, shipping_cost, subtotal, total)
        SELECT 2147483647, id_customer, 1, 80, 0, 80 FROM customers LIMIT 1`);
      const next = await place({ ...shopper, lines: [{ id_transaction: id, quantity: 1 }] });
      expect(next.statusCode).toBe(200);
      expect(next.json().invoice_no).toBe(previous + 1);
      await t.shop.db.execute(sql`DELETE FROM orders WHERE invoice_no = 2147483647`);
    });

    it('without signing in, orders only for the customer record just made for it, once', async () => {
      const id = await c.addStock({ product_code: 'L-4', product_name: 'Fotua', quantity: 50 });
      const line = async (customerId: number) => ({
        customer_id: customerId,
        image_id: await imageOf(id),
        quantity: 1,
      });
      const fresh = (await postCustomer(shopper)).json().id_customer as number;
      expect((await bulk([await line(fresh)])).statusCode).toBe(200);
      // The same record again: somebody reusing another shopper's name, phone and address.
      const again = await bulk([await line(fresh)]);
      expect(again.statusCode).toBe(403);
      expect(again.json().message).toMatch(/^customer_id: /);
      // An older record (made over an hour ago) is not for anonymous orders either.
      const old = (await postCustomer(shopper)).json().id_customer as number;
      await t.shop.db.execute(
        sql`UPDATE customers SET created_at = now() - interval '61 minutes' WHERE id_customer = ${old}`,
      );
      expect((await bulk([await line(old)])).statusCode).toBe(403);
      // Staff may order for any customer.
      const staffOrder = await t.app.inject({
        method: 'POST',
        url: '/api/transactionsRouter/postTransactionFromAnyPageBulk',
        payload: [await line(old)],
        headers: await t.auth('seller'),
      });
      expect(staffOrder.statusCode).toBe(200);
    });

    it('takes one anonymous order for a fresh record however many arrive at once', async () => {
      const id = await c.addStock({ product_code: 'L-5', product_name: 'Panjabi', quantity: 50 });
      const fresh = (await postCustomer(shopper)).json().id_customer as number;
      const line = { customer_id: fresh, image_id: await imageOf(id), quantity: 1 };
      const replies = await Promise.all(Array.from({ length: 6 }, () => bulk([line])));
      expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 403, 403, 403, 403, 403]);
      expect(await stockOf(id)).toBe(49);
    });

    it('refuses unknown customers and images with 400, and short stock with 409', async () => {
      const id = await c.addStock({ product_code: 'L-3', product_name: 'Shawl', quantity: 1 });
      const { id_customer } = (await postCustomer(shopper)).json();
      const noCustomer = await bulk([
        { customer_id: 999999, image_id: await imageOf(id), quantity: 1 },
      ]);
      expect(noCustomer.statusCode).toBe(400);
      expect(noCustomer.json().message).toContain('customer_id');
      const noImage = await bulk([{ customer_id: id_customer, image_id: 999999, quantity: 1 }]);
      expect(noImage.statusCode).toBe(400);
      expect(noImage.json().message).toContain('image_id');
      const short = await bulk([
        { customer_id: id_customer, image_id: await imageOf(id), quantity: 2 },
      ]);
      expect(short.statusCode).toBe(409);
      expect(short.json().message).toContain('Shawl');
      const notArray = await bulk({ customer_id: id_customer } as unknown as object[]);
      expect(notArray.statusCode).toBe(400);
    });
  });

  describe('back-office orders', () => {
    let invoice: number;
    beforeAll(async () => {
      const id = await c.addStock({
        product_code: 'B-1',
        product_name: 'Chino Trousers',
        price: 1500,
        category_id: c.category('Jeans'),
      });
      invoice = (
        await place({
          ...shopper,
          customer_name: 'Karim',
          lines: [{ id_transaction: id, quantity: 3 }],
        })
      ).json().invoice_no;
    });

    it('lists one row per invoice, newest first, with the customer under their own names', async () => {
      const reply = await t.app.inject({
        method: 'GET',
        url: '/api/backoffice/orders?pageSize=5',
        headers: await t.auth('moderator'),
      });
      expect(reply.statusCode).toBe(200);
      const page = reply.json();
      expect(page.total).toBe(await orderCount());
      expect(page.items[0]).toMatchObject({
        invoice_no: invoice,
        customer_name: 'Karim',
        customer_phone: shopper.customer_phone,
        customer_address: shopper.customer_address,
        order_status_name: 'Pending',
        item_quantity: 3,
        item_total: 4500,
      });
      const numbers = page.items.map((o: { invoice_no: number }) => o.invoice_no);
      expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    });

    it('finds invoices by number prefix', async () => {
      const prefix = String(invoice).slice(0, 1);
      const reply = await t.app.inject({
        method: 'GET',
        url: `/api/backoffice/orders?invoice=${prefix}`,
        headers: await t.auth('seller'),
      });
      const numbers = reply.json().items.map((o: { invoice_no: number }) => String(o.invoice_no));
      expect(numbers).toContain(String(invoice));
      expect(numbers.every((n: string) => n.startsWith(prefix))).toBe(true);
      const bad = await t.app.inject({
        method: 'GET',
        url: '/api/backoffice/orders?invoice=12a',
        headers: await t.auth('seller'),
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('invoice');
    });

    it('finds orders by customer name or phone, status and the day they were placed (Dhaka days)', async () => {
      const headers = await t.auth('seller');
      const find = async (query: string) => {
        const reply = await t.app.inject({
          method: 'GET',
          url: `/api/backoffice/orders?${query}`,
          headers,
        });
        expect([query, reply.statusCode]).toEqual([query, 200]);
        return (reply.json().items as { invoice_no: number }[]).map((o) => o.invoice_no);
      };
      const id = await c.addStock({
        product_code: 'FIND-O',
        product_name: 'Findable Order Item',
        price: 700,
      });
      const placed = await place({
        ...shopper,
        customer_name: 'Nusrat Jahan Findable',
        customer_phone: '01998765432',
        lines: [{ id_transaction: id, quantity: 1 }],
      });
      const found = placed.json().invoice_no as number;
      // 23:30 in Dhaka on 1 March 2026 is still 1 March there, though 17:30 UTC.
      await t.shop.db
        .update(orders)
        .set({ created_at: new Date('2026-03-01T17:30:00Z') })
        .where(eq(orders.invoice_no, found));

      expect(await find('customer=jahan%20find')).toEqual([found]);
      expect(await find('customer=9876543')).toEqual([found]);
      expect(await find(`customer=nusrat&order_status_id=${orderStatusId('Pending')}`)).toEqual([
        found,
      ]);
      expect(await find(`customer=nusrat&order_status_id=${orderStatusId('Delivered')}`)).toEqual(
        [],
      );
      expect(await find('from=2026-03-01&to=2026-03-01')).toEqual([found]);
      expect(await find('customer=nusrat&from=2026-03-02')).toEqual([]);
      expect(await find('customer=nusrat&to=2026-02-28')).toEqual([]);

      for (const [query, field] of [
        ['from=2026-03-05&to=2026-03-01', 'to'],
        ['from=yesterday', 'from'],
        ['order_status_id=abc', 'order_status_id'],
      ]) {
        const bad = await t.app.inject({
          method: 'GET',
          url: `/api/backoffice/orders?${query}`,
          headers,
        });
        expect([query, bad.statusCode]).toEqual([query, 400]);
        expect(bad.json().message).toContain(field);
      }
    });

    it('finds a caller’s orders by their number in every spelling the storefront takes', async () => {
      const headers = await t.auth('seller');
      const find = async (text: string) => {
        const reply = await t.app.inject({
          method: 'GET',
          url: `/api/backoffice/orders?customer=${encodeURIComponent(text)}`,
          headers,
        });
        expect([text, reply.statusCode]).toEqual([text, 200]);
        return (reply.json().items as { invoice_no: number }[]).map((o) => o.invoice_no).sort();
      };
      const id = await c.addStock({
        product_code: 'FIND-P',
        product_name: 'Phone Find',
        price: 500,
      });
      const placeWith = async (customer_phone: string) =>
        (
          await place({ ...shopper, customer_phone, lines: [{ id_transaction: id, quantity: 1 }] })
        ).json().invoice_no as number;
      const national = await placeWith('01822222222');
      const international = await placeWith('+8801822222222');
      // A number an older client stored with its separators holds no run of the digits.
      const separated = await placeWith('01822222222');
      await t.shop.db.execute(
        sql`UPDATE customers SET customer_phone = '01822-222 222' WHERE id_customer =
              (SELECT customer_id FROM orders WHERE invoice_no = ${separated})`,
      );
      const all = [national, international, separated].sort();

      for (const spelling of ['01822222222', '+8801822222222', '8801822222222', '০১৮২২২২২২২২'])
        expect([spelling, await find(spelling)]).toEqual([spelling, all]);
      // A piece of the number, in either script, finds the numbers that hold it as typed.
      expect(await find('১৮২২২২২২')).toEqual([national, international].sort());
      expect(await find('01822-222 222')).toEqual(all);
      expect(await find('01833333333')).toEqual([]);
    });

    it('shows an invoice with its Product Details lines', async () => {
      const reply = await t.app.inject({
        method: 'GET',
        url: `/api/backoffice/orders/${invoice}`,
        headers: await t.auth('admin'),
      });
      expect(reply.statusCode).toBe(200);
      expect(reply.json().lines).toEqual([
        expect.objectContaining({
          product_name: 'Chino Trousers',
          category_name: 'Jeans',
          brand_name: 'Padma Wear',
          size_name: 'M',
          material_name: 'Cotton',
          color_name: 'Red',
          price: 1500,
          quantity: 3,
          line_total: 4500,
        }),
      ]);
      const missing = await t.app.inject({
        method: 'GET',
        url: '/api/backoffice/orders/777777',
        headers: await t.auth('admin'),
      });
      expect(missing.statusCode).toBe(404);
      for (const bad of ['abc', '-1', '99999999999']) {
        const reply = await t.app.inject({
          method: 'GET',
          url: `/api/backoffice/orders/${bad}`,
          headers: await t.auth('admin'),
        });
        expect(reply.statusCode).toBe(400);
      }
    });

    it('changes the status of an invoice in one place, for every role that may', async () => {
      const url = (status: number, no = invoice) =>
        `/api/transactionsRouter/updateTransactionOrderStatusByInvoiceNo?order_status_id=${status}&operation_type_id=1&invoice_no=${no}`;
      for (const status of ['Processing', 'Ready-To-Shift'] as const) {
        const reply = await t.app.inject({
          method: 'PUT',
          url: url(orderStatusId(status)),
          headers: await t.auth('moderator'),
        });
        expect(reply.statusCode).toBe(200);
        expect(reply.json()).toEqual({ message: 'Successfully Updated' });
      }
      const detail = await t.app.inject({
        method: 'GET',
        url: `/api/backoffice/orders/${invoice}`,
        headers: await t.auth('admin'),
      });
      expect(detail.json().order_status_name).toBe('Ready-To-Shift');

      expect((await t.app.inject({ method: 'PUT', url: url(3) })).statusCode).toBe(401);
      const unknownStatus = await t.app.inject({
        method: 'PUT',
        url: url(42),
        headers: await t.auth('admin'),
      });
      expect(unknownStatus.statusCode).toBe(400);
      expect(unknownStatus.json().message).toContain('order_status_id');
      const unknownInvoice = await t.app.inject({
        method: 'PUT',
        url: url(2, 424242),
        headers: await t.auth('admin'),
      });
      expect(unknownInvoice.statusCode).toBe(404);
    });

    describe('the status state machine', () => {
      const setStatus = async (invoiceNo: number, status: Parameters<typeof orderStatusId>[0]) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/transactionsRouter/updateTransactionOrderStatusByInvoiceNo?order_status_id=${orderStatusId(status)}&invoice_no=${invoiceNo}`,
          headers: await t.auth('seller'),
        });
      const newOrder = async (stockId: number, quantity: number) => {
        const reply = await place({ ...shopper, lines: [{ id_transaction: stockId, quantity }] });
        expect(reply.statusCode).toBe(200);
        return reply.json().invoice_no as number;
      };

      it('refuses a move the state machine does not have (409), saying which it has', async () => {
        const id = await c.addStock({ product_code: 'SM-1', product_name: 'Kameez' });
        const no = await newOrder(id, 1);
        const jump = await setStatus(no, 'Delivered');
        expect(jump.statusCode).toBe(409);
        expect(jump.json().message).toBe(
          `invoice_no ${no}: a Pending order cannot become Delivered (it can become Processing or Canceled)`,
        );
        expect(jump.json()).toMatchObject({
          code: 'status_move_refused',
          order_status: 'Pending',
        });
        const same = await setStatus(no, 'Pending');
        expect(same.statusCode).toBe(409);
        expect(same.json().message).toBe(`invoice_no ${no}: the order is already Pending`);
        expect(same.json()).toMatchObject({ code: 'status_unchanged', order_status: 'Pending' });
        for (const step of [
          'Processing',
          'Ready-To-Shift',
          'Shifted',
          'Delivered',
          'Completed',
        ] as const) {
          expect((await setStatus(no, step)).statusCode).toBe(200);
        }
        const final = await setStatus(no, 'Canceled');
        expect(final.statusCode).toBe(409);
        expect(final.json().message).toContain('(it is final)');
      });

      it('cancelling returns the units once, however many cancel at the same moment', async () => {
        const id = await c.addStock({ product_code: 'SM-2', product_name: 'Salwar', quantity: 10 });
        const no = await newOrder(id, 4);
        expect(await stockOf(id)).toBe(6);
        const replies = await Promise.all(
          Array.from({ length: 5 }, () => setStatus(no, 'Canceled')),
        );
        expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
        expect(await stockOf(id)).toBe(10);
        // A shopper can buy the returned units at once.
        expect(await newOrder(id, 10)).toBeGreaterThan(no);
        expect(await stockOf(id)).toBe(0);
      });

      it('reopening a cancelled order takes its units again, or is refused while they are sold', async () => {
        const id = await c.addStock({ product_code: 'SM-3', product_name: 'Dupatta', quantity: 5 });
        const no = await newOrder(id, 3);
        expect((await setStatus(no, 'Canceled')).statusCode).toBe(200);
        expect(await stockOf(id)).toBe(5);
        const other = await newOrder(id, 4);
        const short = await setStatus(no, 'Pending');
        expect(short.statusCode).toBe(409);
        expect(short.json().message).toContain('Not enough stock for Dupatta');
        expect(await stockOf(id)).toBe(1);
        expect((await setStatus(other, 'Canceled')).statusCode).toBe(200);
        expect((await setStatus(no, 'Pending')).statusCode).toBe(200);
        expect(await stockOf(id)).toBe(2);
      });
    });

    it('keeps the orders pages for staff: 401 without a token', async () => {
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/backoffice/orders' })).statusCode,
      ).toBe(401);
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/backoffice/orders/${invoice}` }))
          .statusCode,
      ).toBe(401);
    });
  });
});
