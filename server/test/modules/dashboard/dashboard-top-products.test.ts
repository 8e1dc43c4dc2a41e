import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { orderStatusId } from '@poshak/shared-api/schemas';
import { addDays, shopDay } from '@poshak/shared-api/shop-time';
import { loadConfig } from '../../../src/config';
import { createDatabase, rowsOf, toInt, type Database } from '../../../src/db/database';
import { orders, transactions } from '../../../src/db/schema';
import { prepareDatabase } from '../../../src/db/setup';
import { customersRepository } from '../../../src/modules/customers/customers';
import { dashboardRepository } from '../../../src/modules/dashboard/dashboard';
import { ordersRepository } from '../../../src/modules/orders/orders';
import { drivers, shopForTests, type Driver } from '../../helpers/build';
import { scratchDatabase } from '../../helpers/test-postgres';
import { addEarlierReleaseStock } from '../../helpers/catalogue';
import { multipart } from '../../helpers/multipart';
import { addLaterOrderParts, placeOrder, removeLaterOrderParts } from '../../helpers/orders';

type Top = [code: string, units: number, takings: number];

/** The summary the triggers keep, as (day, code, units, takings), in key order. */
async function summary(db: Database): Promise<string[]> {
  const result = await db.execute(sql`
    SELECT to_char(day, 'YYYY-MM-DD') AS day, product_code, units, takings
      FROM product_sales_daily ORDER BY day, product_code`);
  return rowsOf<{ day: string; product_code: string; units: unknown; takings: unknown }>(
    result,
  ).map((r) => `${r.day} ${r.product_code} ${toInt(r.units)} ${toInt(r.takings)}`);
}

/** The same, counted from scratch from the orders and their lines (the rebuild's own count). */
async function recounted(db: Database): Promise<string[]> {
  const result = await db.execute(sql`
    SELECT to_char(product_sales_day(o.created_at), 'YYYY-MM-DD') AS day, pt.product_code,
           sum(l.quantity) AS units, sum(l.quantity * l.price) AS takings
      FROM orders o
      JOIN transactions l ON l.invoice_no = o.invoice_no
      JOIN images i ON i.id_image = l.image_id
      JOIN product_traces pt ON pt.id_product_trace = i.product_trace_id
     WHERE o.order_status_id <> ${orderStatusId('Canceled')}
     GROUP BY 1, 2 ORDER BY 1, 2`);
  return rowsOf<{ day: string; product_code: string; units: unknown; takings: unknown }>(
    result,
  ).map((r) => `${r.day} ${r.product_code} ${toInt(r.units)} ${toInt(r.takings)}`);
}

/**
 * Hand-counted: every order is placed now (today in Dhaka), through the shop's own routes.
 *
 * | product | stock entries                          |
 * | TOP-A   | Jamdani saree M ৳1000, its L variant ৳1200 |
 * | TOP-B   | Gamchha ৳500 (গামছা)                     |
 * | TOP-C   | Lungi ৳300                               |
 *
 * | order | placed by          | lines        |
 * | 1     | POST /api/orders   | A(M)×2, B×1  |
 * | 2     | POST /api/orders   | A(L)×1, C×4  |
 * | 3     | legacy bulk call   | B×3          |
 */
describe.each(drivers)('top products kept by the database on %s', (driver) => {
  const { t, c } = shopForTests(driver);
  const stock = { A: 0, AL: 0, B: 0, C: 0 };
  const invoices = { one: 0, two: 0, three: 0 };

  const top = async (): Promise<Top[]> => {
    const reply = await t.app.inject({
      method: 'GET',
      url: '/api/backoffice/dashboard',
      headers: await t.auth('seller'),
    });
    expect(reply.statusCode).toBe(200);
    return (
      reply.json() as { top_products: { product_code: string; units: number; takings: number }[] }
    ).top_products.map((p) => [p.product_code, p.units, p.takings]);
  };
  const setStatus = async (invoice: number, status: 'Canceled' | 'Pending') => {
    const reply = await t.app.inject({
      method: 'PUT',
      url: `/api/transactionsRouter/updateTransactionOrderStatusByInvoiceNo?invoice_no=${invoice}&order_status_id=${orderStatusId(status)}`,
      headers: await t.auth('admin'),
    });
    expect(reply.statusCode).toBe(200);
  };
  const order = async (lines: { id_transaction: number; quantity: number }[]) => {
    const reply = await placeOrder(t.app, {
      customer_name: 'Farhana Akter',
      customer_address: 'Flat 3B, Road 11, Banani',
      customer_phone: '01812345678',
      shipping_id: 1,
      lines,
    });
    expect(reply.statusCode).toBe(200);
    return reply.json().invoice_no as number;
  };
  const entry = async (id: number) => {
    const reply = await t.app.inject({
      method: 'GET',
      url: `/api/backoffice/stock?id_transaction=${id}`,
      headers: await t.auth('admin'),
    });
    const [item] = (reply.json() as { items: Record<string, unknown>[] }).items;
    if (!item) throw new Error(`no stock entry ${id}`);
    return item;
  };

  beforeAll(async () => {
    stock.A = await c.addStock({
      product_code: 'TOP-A',
      product_name: 'Jamdani saree',
      price: 1000,
    });
    stock.AL = await c.addStock({
      product_code: 'TOP-A',
      product_name: 'Jamdani saree',
      price: 1200,
      size_id: c.size('L'),
    });
    stock.B = await c.addStock({
      product_code: 'TOP-B',
      product_name: 'Gamchha',
      product_name_bn: 'গামছা',
      price: 500,
    });
    stock.C = await c.addStock({ product_code: 'TOP-C', product_name: 'Lungi', price: 300 });
  });

  it('counts the orders placed through POST /api/orders and the legacy bulk call', async () => {
    expect(await top()).toEqual([]);
    invoices.one = await order([
      { id_transaction: stock.A, quantity: 2 },
      { id_transaction: stock.B, quantity: 1 },
    ]);
    invoices.two = await order([
      { id_transaction: stock.AL, quantity: 1 },
      { id_transaction: stock.C, quantity: 4 },
    ]);
    const customer = await customersRepository(t.shop.db).create(
      {
        customer_name: 'Rafiq Islam',
        customer_address: 'Mirpur 10, Dhaka',
        customer_phone: '01912345678',
        shipping_id: 1,
      },
      null,
    );
    const bulk = await t.app.inject({
      method: 'POST',
      url: '/api/transactionsRouter/postTransactionFromAnyPageBulk',
      headers: await t.auth('seller'),
      payload: [
        {
          customer_id: customer.id_customer,
          image_id: (await entry(stock.B)).id_image,
          quantity: 3,
        },
      ],
    });
    expect(bulk.statusCode).toBe(200);
    invoices.three = bulk.json().invoice_no as number;

    // B: 1 + 3 and C: 4 tie on units (by code); A: 2 × ৳1000 + 1 × ৳1200 over its two entries.
    expect(await top()).toEqual([
      ['TOP-B', 4, 2000],
      ['TOP-C', 4, 1200],
      ['TOP-A', 3, 3200],
    ]);
    const reply = await t.app.inject({
      method: 'GET',
      url: '/api/backoffice/dashboard',
      headers: await t.auth('seller'),
    });
    expect(reply.json().top_products[0]).toEqual({
      product_code: 'TOP-B',
      product_name: 'Gamchha',
      product_name_bn: 'গামছা',
      units: 4,
      takings: 2000,
    });
    expect(await summary(t.shop.db)).toEqual(await recounted(t.shop.db));
  });

  it('takes a Canceled order out and counts it again when it is reopened', async () => {
    await setStatus(invoices.three, 'Canceled');
    expect(await top()).toEqual([
      ['TOP-C', 4, 1200],
      ['TOP-A', 3, 3200],
      ['TOP-B', 1, 500],
    ]);
    await setStatus(invoices.three, 'Pending');
    expect(await top()).toEqual([
      ['TOP-B', 4, 2000],
      ['TOP-C', 4, 1200],
      ['TOP-A', 3, 3200],
    ]);
    expect(await summary(t.shop.db)).toEqual(await recounted(t.shop.db));
  });

  it("follows a stock entry's product code changed through the stock edit route", async () => {
    const fields = await entry(stock.C);
    const form = multipart({
      id_transaction: stock.C,
      product_code: 'TOP-D',
      product_name: 'Lungi',
      category_id: fields.category_id as number,
      color_id: fields.color_id as number,
      size_id: fields.size_id as number,
      brand_id: fields.brand_id as number,
      price: fields.price as number,
      quantity: fields.quantity as number,
      operation_type_id: 2,
      image_priority_id: fields.image_priority_id as number,
    });
    const reply = await t.app.inject({
      method: 'PUT',
      url: '/api/producttraces/updateProductTraceImageTransactionByIDs',
      headers: { ...form.headers, ...(await t.auth('admin')) },
      payload: form.payload,
    });
    expect(reply.statusCode).toBe(200);
    expect(await top()).toEqual([
      ['TOP-B', 4, 2000],
      ['TOP-D', 4, 1200],
      ['TOP-A', 3, 3200],
    ]);
    // TOP-C's row went with its last unit.
    expect((await summary(t.shop.db)).filter((r) => r.includes('TOP-C'))).toEqual([]);
    expect(await summary(t.shop.db)).toEqual(await recounted(t.shop.db));
  });

  it('follows order lines changed, moved or removed by any statement, and an order moved to another day', async () => {
    // No route edits a placed order's lines; the database keeps the figures right whoever does.
    const linesOf = async (invoice: number) =>
      t.shop.db
        .select({ id: transactions.id_transaction, stock: transactions.stock_transaction_id })
        .from(transactions)
        .where(eq(transactions.invoice_no, invoice));
    const one = await linesOf(invoices.one);
    const two = await linesOf(invoices.two);
    const lineOf = (lines: { id: number; stock: number | null }[], stockId: number) => {
      const line = lines.find((l) => l.stock === stockId);
      if (!line) throw new Error(`no line for stock entry ${stockId}`);
      return line.id;
    };
    // Order 1's A line: 2 → 5 units at ৳900.
    await t.shop.db
      .update(transactions)
      .set({ quantity: 5, price: 900 })
      .where(eq(transactions.id_transaction, lineOf(one, stock.A)));
    expect(await top()).toEqual([
      ['TOP-A', 6, 5700], // 5 × 900 + 1 × 1200
      ['TOP-B', 4, 2000],
      ['TOP-D', 4, 1200],
    ]);
    // Order 2's lungi line removed; its A(L) line moved onto order 3.
    await t.shop.db
      .delete(transactions)
      .where(eq(transactions.id_transaction, lineOf(two, stock.C)));
    await t.shop.db
      .update(transactions)
      .set({ invoice_no: invoices.three })
      .where(eq(transactions.id_transaction, lineOf(two, stock.AL)));
    expect(await top()).toEqual([
      ['TOP-A', 6, 5700],
      ['TOP-B', 4, 2000],
    ]);
    // Order 2 has no line left: it can go.
    await t.shop.db.delete(orders).where(eq(orders.invoice_no, invoices.two));
    // Order 1 dated 40 days back: out of the 30 days shown, counted on its own day.
    const today = shopDay();
    await t.shop.db
      .update(orders)
      .set({ created_at: sql`${orders.created_at} - interval '40 days'` })
      .where(eq(orders.invoice_no, invoices.one));
    expect(await top()).toEqual([
      ['TOP-B', 3, 1500], // order 3's
      ['TOP-A', 1, 1200], // the L line moved onto order 3
    ]);
    const rows = await summary(t.shop.db);
    expect(rows.filter((r) => r.startsWith(addDays(today, -40)))).toEqual([
      `${addDays(today, -40)} TOP-A 5 4500`,
      `${addDays(today, -40)} TOP-B 1 500`,
    ]);
    expect(rows).toEqual(await recounted(t.shop.db));
  });
});

/**
 * Orders placed at once whose lines cross: entries 1 and 4 are product P, 2 and 3 product Q, and
 * half the orders take (1, 2) while the other half take (3, 4) — P then Q, and Q then P by entry.
 * The summary's rows are written in (day, code) order whatever the lines' order, so no two orders
 * wait on each other's rows (a deadlock would refuse one with a 500).
 */
describe.each(drivers)('orders placed at once on %s', (driver) => {
  const { t, c } = shopForTests(driver);
  const ORDERS = 40;

  it('are all counted, none refused', async () => {
    const entries: number[] = [];
    for (const [code, price] of [
      ['RACE-P', 100],
      ['RACE-Q', 200],
      ['RACE-Q', 210],
      ['RACE-P', 110],
    ] as const) {
      entries.push(
        await c.addStock({ product_code: code, product_name: code, price, quantity: 1000 }),
      );
    }
    const [e1, e2, e3, e4] = entries as [number, number, number, number];
    const replies = await Promise.all(
      Array.from({ length: ORDERS }, (_, i) =>
        placeOrder(t.app, {
          customer_name: `Racer ${i}`,
          customer_address: 'Uttara, Dhaka',
          customer_phone: '01711111111',
          shipping_id: 1,
          lines:
            i % 2 === 0
              ? [
                  { id_transaction: e1, quantity: 1 },
                  { id_transaction: e2, quantity: 2 },
                ]
              : [
                  { id_transaction: e3, quantity: 1 },
                  { id_transaction: e4, quantity: 2 },
                ],
        }),
      ),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(replies.map(() => 200));
    const d = await dashboardRepository(t.shop.db).dashboard({
      advanceFeeOn: false,
      lowStockThreshold: 5,
    });
    // P: 20 × 1 × ৳100 + 20 × 2 × ৳110; Q: 20 × 2 × ৳200 + 20 × 1 × ৳210.
    expect(d.top_products.map((p) => [p.product_code, p.units, p.takings])).toEqual([
      ['RACE-P', 60, 6400],
      ['RACE-Q', 60, 12200],
    ]);
    expect(await summary(t.shop.db)).toEqual(await recounted(t.shop.db));
  });
});

/**
 * The migration counts the orders a shop already had: a database at the migration before it
 * (0012) gets orders, then the rest of the migrations.
 */
describe.each(drivers)('the summary of orders placed before it on %s', (driver: Driver) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'poshak-top19-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SEED: 'none' });
  let scratch: { url: string; drop(): Promise<void> };
  beforeAll(async () => {
    scratch = await scratchDatabase(driver, { migrated: false });
  });
  const open = (migrationsDir: string) =>
    createDatabase({ ...config, migrationsDir, databaseUrl: scratch.url });

  /** The committed migrations up to and including 0012, in a folder of their own. */
  const before = (): string => {
    const dir = path.join(dataDir, 'migrations-0012');
    mkdirSync(path.join(dir, 'meta'), { recursive: true });
    const journal = JSON.parse(
      readFileSync(path.join(config.migrationsDir, 'meta', '_journal.json'), 'utf8'),
    ) as { entries: { idx: number; tag: string }[] };
    journal.entries = journal.entries.filter((e) => e.idx <= 12);
    for (const e of journal.entries)
      cpSync(path.join(config.migrationsDir, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
    writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify(journal));
    return dir;
  };

  afterAll(async () => {
    await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('counts them when it is applied', async () => {
    const NOW = new Date('2026-11-24T18:30:00Z'); // 25 November in Dhaka
    const old = await open(before());
    await prepareDatabase(old, config); // 0012, and the shop's base lookups
    const { 'OLD-X': X, 'OLD-Y': Y } = await addEarlierReleaseStock(old.db, [
      { code: 'OLD-X', name: 'Panjabi', nameBn: null, price: 1500 },
      { code: 'OLD-Y', name: 'Salwar', nameBn: null, price: 800 },
    ]);
    // Today's order statement also writes what 0012 lacks (the SMS queue, the orders' source and
    // campaign): stand-ins take them and are gone before the later migrations run.
    await addLaterOrderParts(old.db);
    const place = async (lines: [number, number][], placed: string) => {
      const { invoice_no } = await ordersRepository(old.db).place({
        customer: {
          create: {
            customer_name: 'Sumaiya Khan',
            customer_address: 'Agrabad, Chattogram',
            customer_phone: '01612345678',
          },
        },
        shippingId: 1,
        lines: lines.map(([stockId, quantity], i) => ({ stockId, quantity, field: `lines.${i}` })),
      });
      await old.db
        .update(orders)
        .set({ created_at: new Date(placed) })
        .where(eq(orders.invoice_no, invoice_no));
      return invoice_no;
    };
    await place(
      [
        [X, 2],
        [Y, 1],
      ],
      '2026-11-24T17:55:00Z',
    ); // the 24th in Dhaka
    await place([[X, 1]], '2026-11-24T18:10:00Z'); // the 25th
    const canceled = await place([[Y, 5]], '2026-11-24T18:15:00Z');
    await old.db
      .update(orders)
      .set({ order_status_id: orderStatusId('Canceled') })
      .where(eq(orders.invoice_no, canceled));
    await removeLaterOrderParts(old.db);
    await old.close();

    const shop = await open(config.migrationsDir);
    try {
      await shop.migrate();
      expect(await summary(shop.db)).toEqual([
        '2026-11-24 OLD-X 2 3000',
        '2026-11-24 OLD-Y 1 800',
        '2026-11-25 OLD-X 1 1500',
      ]);
      const d = await dashboardRepository(shop.db).dashboard({
        advanceFeeOn: false,
        lowStockThreshold: 5,
        now: NOW,
      });
      expect(d.top_products).toEqual([
        {
          product_code: 'OLD-X',
          product_name: 'Panjabi',
          product_name_bn: null,
          units: 3,
          takings: 4500,
        },
        {
          product_code: 'OLD-Y',
          product_name: 'Salwar',
          product_name_bn: null,
          units: 1,
          takings: 800,
        },
      ]);
    } finally {
      await shop.close();
    }
  });
});
