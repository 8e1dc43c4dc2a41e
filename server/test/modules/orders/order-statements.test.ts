import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../../src/db/database';
import { customers, orders, transactions } from '../../../src/db/schema';
import { drivers, shopForTests } from '../../helpers/build';
import { placeOrder, stockOf as stockOfEntry } from '../../helpers/orders';

const shopper = {
  customer_name: 'Nusrat Jahan',
  customer_address: 'Flat 4B, Road 27, Gulshan, Dhaka',
  customer_phone: '01812345678',
  shipping_id: 2,
};

describe.each(drivers)('the statements of an order on %s', (driver) => {
  const { t, c } = shopForTests(driver);

  const place = (body: unknown) => placeOrder(t.app, body);
  const stockOf = (id: number) => stockOfEntry(t.shop.db, id);
  const count = async (table: typeof orders | typeof customers) =>
    (await t.shop.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0;

  it('writes customer, header, lines and count together, with the lines under their stock entries', async () => {
    const kurti = await c.addStock({
      product_code: 'OS-1',
      product_name: 'Block Print Kurti',
      price: 1500,
    });
    const shawl = await c.addStock({
      product_code: 'OS-2',
      product_name: 'Kashmiri Shawl',
      price: 3200,
    });
    const ordersBefore = await count(orders);
    const reply = await place({
      ...shopper,
      lines: [
        { id_transaction: shawl, quantity: 1 },
        { id_transaction: kurti, quantity: 3 },
      ],
    });
    expect(reply.statusCode).toBe(200);
    const placed = reply.json() as {
      invoice_no: number;
      id_customer: number;
      lines: { id_transaction: number; stock_transaction_id: number; product_name: string }[];
      total: number;
    };
    // Four pieces of 500 g: 2 kg outside Dhaka, the area's first kilo and one step more.
    expect(placed.total).toBe(1500 * 3 + 3200 + 130 + 25);
    const lines = await t.shop.db
      .select({
        id: transactions.id_transaction,
        stock: transactions.stock_transaction_id,
        customer: transactions.customer_id,
        quantity: transactions.quantity,
        price: transactions.price,
      })
      .from(transactions)
      .where(eq(transactions.invoice_no, placed.invoice_no));
    expect(lines).toHaveLength(2);
    for (const line of placed.lines) {
      expect(lines).toContainEqual(
        expect.objectContaining({
          id: line.id_transaction,
          stock: line.stock_transaction_id,
          customer: placed.id_customer,
        }),
      );
    }
    expect(placed.lines.map((l) => l.product_name).sort()).toEqual([
      'Block Print Kurti',
      'Kashmiri Shawl',
    ]);
    expect(await count(orders)).toBe(ordersBefore + 1);
    const [header] = await t.shop.db
      .select()
      .from(orders)
      .where(eq(orders.invoice_no, placed.invoice_no));
    expect(header).toMatchObject({
      customer_id: placed.id_customer,
      shipping_id: 2,
      shipping_cost: 155,
      parcel_grams: 2000,
    });
    const [{ total } = { total: 0 }] = await t.shop.db
      .select({ total: sql<number>`sum(value)::int` })
      .from(sql`counters`)
      .where(sql`name LIKE 'orders:%'`);
    expect(total).toBe(await count(orders));
  });

  it('takes the next free invoice number when an order written outside the numbering holds the next one', async () => {
    const panjabi = await c.addStock({
      product_code: 'OS-3',
      product_name: 'Eid Panjabi',
      quantity: 5,
    });
    // An order written outside the numbering (an old shop's) under the number the counter gives next.
    const [next] = rowsOf<{ n: unknown }>(
      await t.shop.db.execute(sql`SELECT value + 1 AS n FROM counters WHERE name = 'invoice_no'`),
    );
    const taken = Number(next?.n);
    const legacyCustomer = (
      await t.shop.db
        .insert(customers)
        .values({
          customer_name: 'Legacy',
          customer_address: 'Old Dhaka',
          customer_phone: '01912345678',
        })
        .returning({ id: customers.id_customer })
    )[0]?.id;
    await t.shop.db.insert(orders).values({
      invoice_no: taken,
      customer_id: legacyCustomer ?? 0,
      shipping_id: 1,
      shipping_cost: 80,
      subtotal: 0,
      total: 80,
    });
    const customersBefore = await count(customers);

    const reply = await place({ ...shopper, lines: [{ id_transaction: panjabi, quantity: 2 }] });
    expect(reply.statusCode).toBe(200);
    const placed = reply.json() as { invoice_no: number; id_customer: number; lines: unknown[] };
    expect(placed.invoice_no).toBe(taken + 1);
    expect(placed.lines).toHaveLength(1);
    expect(await count(customers)).toBe(customersBefore + 1);
    expect(await stockOf(panjabi)).toBe(3);
    const lineRows = await t.shop.db
      .select({ id: transactions.id_transaction })
      .from(transactions)
      .where(eq(transactions.invoice_no, placed.invoice_no));
    expect(lineRows).toHaveLength(1);
  });

  it('never deadlocks two orders that list the same items in opposite orders', async () => {
    const a = await c.addStock({
      product_code: 'OS-4',
      product_name: 'Linen Trousers',
      quantity: 100,
    });
    const b = await c.addStock({
      product_code: 'OS-5',
      product_name: 'Denim Jacket',
      quantity: 100,
    });
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        place({
          ...shopper,
          lines:
            i % 2 === 0
              ? [
                  { id_transaction: a, quantity: 1 },
                  { id_transaction: b, quantity: 1 },
                ]
              : [
                  { id_transaction: b, quantity: 1 },
                  { id_transaction: a, quantity: 1 },
                ],
        }),
      ),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(Array(30).fill(200));
    expect(await stockOf(a)).toBe(70);
    expect(await stockOf(b)).toBe(70);
  });

  it('names an item short in a later line and leaves the earlier lines’ stock untouched', async () => {
    const first = await c.addStock({
      product_code: 'OS-6',
      product_name: 'Cotton Lungi',
      quantity: 4,
    });
    const second = await c.addStock({
      product_code: 'OS-7',
      product_name: 'Tangail Saree',
      quantity: 2,
      color_id: c.color('Green'),
      size_id: c.size('L'),
    });
    const reply = await place({
      ...shopper,
      lines: [
        { id_transaction: first, quantity: 1 },
        { id_transaction: second, quantity: 3 },
      ],
    });
    expect(reply.statusCode).toBe(409);
    expect((reply.json() as { message: string }).message).toBe(
      'Not enough stock for Tangail Saree (Green, L): 2 left, 3 asked',
    );
    expect(await stockOf(first)).toBe(4);
    expect(await stockOf(second)).toBe(2);
  });

  /**
   * Changes the entry's price right after the order's first read of its prices (the pricing),
   * before the order statement locks the row: what a staff member's save between the two does.
   */
  const priceChangedAfterPricing = (id: number, price: number) => {
    const { db } = t.shop;
    const execute = db.execute.bind(db);
    let reads = 0;
    const changing = async (query: Parameters<typeof execute>[0]) => {
      const result = await execute(query);
      reads += 1;
      if (reads === 1) {
        await execute(sql`UPDATE transactions SET price = ${price} WHERE id_transaction = ${id}`);
      }
      return result;
    };
    // drizzle's execute returns a thenable query builder; awaiting one is all the shop does.
    return jest.spyOn(db, 'execute').mockImplementation(changing as unknown as typeof db.execute);
  };

  it('a price changed between the order’s pricing and its locks: priced again, stored at the new price, adding up', async () => {
    const id = await c.addStock({ product_code: 'OS-8', product_name: 'Fatua', price: 900 });
    const spy = priceChangedAfterPricing(id, 950);
    let reply;
    try {
      reply = await place({ ...shopper, lines: [{ id_transaction: id, quantity: 2 }] });
    } finally {
      spy.mockRestore();
    }
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ subtotal: 1900, shipping_cost: 130, total: 2030 });
    const [header] = await t.shop.db
      .select()
      .from(orders)
      .where(eq(orders.invoice_no, reply.json().invoice_no));
    expect(header).toMatchObject({ subtotal: 1900, shipping_cost: 130, discount: 0, total: 2030 });
    const lines = await t.shop.db
      .select({ price: transactions.price, quantity: transactions.quantity })
      .from(transactions)
      .where(eq(transactions.invoice_no, reply.json().invoice_no));
    expect(lines).toEqual([{ price: 950, quantity: 2 }]);
  });

  it('a price changed between pricing and locks, when the shopper agreed to the old total: 409, nothing charged', async () => {
    const id = await c.addStock({
      product_code: 'OS-9',
      product_name: 'Fatua',
      price: 900,
      quantity: 5,
    });
    const ordersBefore = await count(orders);
    const spy = priceChangedAfterPricing(id, 950);
    let reply;
    try {
      reply = await place({
        ...shopper,
        lines: [{ id_transaction: id, quantity: 1 }],
        expected_total: 1030,
      });
    } finally {
      spy.mockRestore();
    }
    expect([reply.statusCode, reply.json().message]).toEqual([
      409,
      'expected_total: the total is now ৳1080, not the ৳1030 expected (a price changed); nothing was charged',
    ]);
    expect(await count(orders)).toBe(ordersBefore);
    expect(await stockOf(id)).toBe(5);
  });
});
