import { sql } from 'drizzle-orm';
import { LOOKUP_KINDS, lookupKinds, type StockEntry } from '@poshak/shared-api/schemas';
import { rowsOf, toInt } from '../../src/db/database';
import { drivers, shopForTests } from '../helpers/build';
import { multipart } from '../helpers/multipart';
import { barrier } from './helpers/barrier';
import { auditOrders, countRows } from './helpers/order-audit';
import { promisedFrom, race, raceOrders, replyProblems, type RaceItem } from './helpers/order-race';

const ORDERS = 200;
const UNITS = 25;

describe.each(drivers)('races on %s', (driver) => {
  const { t, c } = shopForTests(driver);

  it(`${ORDERS} orders released together against items of ${UNITS} units: exactly ${UNITS} sold each, nothing half-written`, async () => {
    const items: RaceItem[] = [];
    for (const [i, name] of ['Race Kurta', 'Race Panjabi', 'Race Lungi', 'Race Fatua'].entries()) {
      const id = await c.addStock({
        product_code: `RACE-${i}`,
        product_name: name,
        quantity: UNITS,
        price: 500 + i * 100,
      });
      items.push({ id, name });
    }
    const startStock = new Map(items.map((i) => [i.id, UNITS]));
    const customersBefore = await countRows(t.shop.db, 'customers');

    const result = await race(raceOrders(items, ORDERS, UNITS, 7), async (body) => {
      const reply = await t.app.inject({ method: 'POST', url: '/api/orders', payload: body });
      return { status: reply.statusCode, body: reply.json() };
    });

    const audit = await auditOrders(t.shop.db, { startStock, promised: promisedFrom(result) });
    expect(audit.problems).toEqual([]);
    expect(replyProblems(result, items, audit.stock)).toEqual([]);
    expect(result.accepted.length + result.refused.length).toBe(ORDERS);
    for (const item of items) expect(audit.stock.get(item.id)).toBe(0);
    // Exactly the units there were, sold over the accepted orders.
    const sold = new Map<number, number>();
    for (const { order } of result.accepted) {
      for (const l of order.lines) {
        sold.set(l.stock_transaction_id, (sold.get(l.stock_transaction_id) ?? 0) + l.quantity);
      }
    }
    expect([...sold.values()]).toEqual(items.map(() => UNITS));
    // A refused order leaves no customer, header or line behind.
    expect(await countRows(t.shop.db, 'customers')).toBe(customersBefore + result.accepted.length);
    expect(audit.orders.size).toBe(result.accepted.length);
    expect(new Set(result.accepted.map((a) => a.order.invoice_no)).size).toBe(
      result.accepted.length,
    );
    expect(result.refused.length).toBeGreaterThan(0);
  });

  it('concurrent edits of one stock entry: the last write wins whole, no duplicate rows', async () => {
    const id = await c.addStock({ product_code: 'EDIT-0', product_name: 'Edit me', quantity: 5 });
    const tables = ['transactions', 'images', 'product_traces', 'catalogue_cards'];
    const before = await Promise.all(tables.map((table) => countRows(t.shop.db, table)));
    const admin = await t.auth('admin');
    const edits = Array.from({ length: 20 }, (_, i) => ({
      id_transaction: id,
      product_code: `EDIT-${i % 3}`,
      product_name: `Edited ${i}`,
      category_id: c.category(i % 2 ? 'Shirts' : 'Jeans'),
      color_id: c.color('Green'),
      size_id: c.size(i % 2 ? 'M' : 'L'),
      brand_id: c.brand,
      price: 1000 + i,
      quantity: i,
      operation_type_id: 2,
      image_priority_id: 1 + (i % 3),
    }));
    const gate = barrier();
    const pending = edits.map(async (fields) => {
      await gate.wait();
      const form = multipart(fields);
      return t.app.inject({
        method: 'PUT',
        url: '/api/producttraces/updateProductTraceImageTransactionByIDs',
        payload: form.payload,
        headers: { ...form.headers, ...admin },
      });
    });
    gate.release();
    const replies = await Promise.all(pending);
    expect(replies.filter((r) => r.statusCode !== 200).map((r) => r.body)).toEqual([]);

    const after = await Promise.all(tables.map((table) => countRows(t.shop.db, table)));
    expect(after).toEqual(before);
    const [row] = rowsOf<Record<string, unknown>>(
      await t.shop.db.execute(sql`
        SELECT t.price, t.quantity, p.product_name, p.product_code, p.size_id, p.category_id,
               i.image_priority_id
        FROM transactions t JOIN images i ON i.id_image = t.image_id
        JOIN product_traces p ON p.id_product_trace = i.product_trace_id
        WHERE t.id_transaction = ${id}`),
    );
    const n = toInt(row?.quantity);
    const winner = edits[n];
    if (!winner) throw new Error(`quantity ${n} was sent by no edit`);
    // Every field comes from the same edit: no mixture of two writes.
    expect({
      price: toInt(row?.price),
      product_name: row?.product_name,
      product_code: row?.product_code,
      size_id: toInt(row?.size_id),
      category_id: toInt(row?.category_id),
      image_priority_id: toInt(row?.image_priority_id),
    }).toEqual({
      price: winner.price,
      product_name: winner.product_name,
      product_code: winner.product_code,
      size_id: winner.size_id,
      category_id: winner.category_id,
      image_priority_id: winner.image_priority_id,
    });
    // The storefront card follows the winner, once.
    const cards = rowsOf<{ n: unknown }>(
      await t.shop.db.execute(
        sql`SELECT count(*)::int AS n FROM catalogue_cards WHERE id_transaction = ${id}`,
      ),
    );
    expect(toInt(cards[0]?.n)).toBe(1);
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/backoffice/stock?id_transaction=${id}`,
      headers: admin,
    });
    const [entry] = (listed.json() as { items: StockEntry[] }).items;
    expect(entry).toMatchObject({
      product_name: winner.product_name,
      quantity: n,
      price: winner.price,
    });
  });

  it('the same lookup name created twice at once: one 200, one 409, one row', async () => {
    const admin = await t.auth('admin');
    const seller = await t.auth('seller');
    for (const kind of lookupKinds) {
      const { path, nameField } = LOOKUP_KINDS[kind];
      for (let round = 0; round < 3; round++) {
        const name = `Twin ${kind} ${round}`;
        const gate = barrier();
        const pending = [name, name.toUpperCase()].map(async (value, i) => {
          await gate.wait();
          return t.app.inject({
            method: 'POST',
            url: `/api/${path}/post?${nameField}=${encodeURIComponent(value)}`,
            headers: i ? seller : admin,
          });
        });
        gate.release();
        const replies = await Promise.all(pending);
        expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
        const refusal = replies.find((r) => r.statusCode === 409)?.json();
        expect(refusal).toEqual({
          statusCode: 409,
          error: 'Conflict',
          message: expect.stringContaining(nameField),
        });
        const list = (
          await t.app.inject({ method: 'GET', url: `/api/${path}/getAll` })
        ).json() as Record<string, unknown>[];
        expect(
          list.filter((r) => String(r[nameField]).toLowerCase() === name.toLowerCase()),
        ).toHaveLength(1);
      }
    }
  });
});
