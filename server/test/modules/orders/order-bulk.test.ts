import { and, asc, eq, inArray } from 'drizzle-orm';
import { BULK_ORDER_LIMIT, orderStatusId } from '@poshak/shared-api/schemas';
import { auditLog, orderStatusChanges, orders, transactions } from '../../../src/db/schema';
import { drivers, shopForTests } from '../../helpers/build';
import { placeOrder } from '../../helpers/orders';

const shopper = {
  customer_name: 'Nusrat Jahan',
  customer_address: 'House 9, Road 4, Dhanmondi, Dhaka',
  customer_phone: '01912345678',
  shipping_id: 1,
};
let trx = 0;
const paid = () => ({
  provider: 'bkash',
  trx_id: `BULK${String(++trx).padStart(6, '0')}`,
  paid_from: '01712345678',
});

describe.each(drivers)('bulk work on orders on %s', (driver) => {
  const { t, c } = shopForTests(driver, {
    env: { ADVANCE_FEE: 'on', BKASH_NUMBER: '01811111111' },
  });

  let stockId = 0;
  beforeAll(async () => {
    stockId = await c.addStock({ product_code: 'BULK-1', product_name: 'Panjabi', quantity: 500 });
  });
  const order = async (payment: unknown = paid()) => {
    const reply = await placeOrder(t.app, {
      ...shopper,
      lines: [{ id_transaction: stockId, quantity: 1 }],
      payment,
    });
    expect(reply.statusCode).toBe(200);
    return reply.json().invoice_no as number;
  };
  /** A phone order staff take with the old call: cash on delivery, no fee to check. */
  const phoneOrder = async () => {
    const staff = await t.auth('seller');
    const customer = await t.app.inject({
      method: 'POST',
      url: '/api/customers/post',
      payload: { ...shopper },
      headers: staff,
    });
    expect(customer.statusCode).toBe(200);
    const [entry] = await t.shop.db
      .select({ image_id: transactions.image_id })
      .from(transactions)
      .where(eq(transactions.id_transaction, stockId));
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/transactionsRouter/postTransactionFromAnyPageBulk',
      payload: [
        {
          customer_id: customer.json().id_customer,
          invoice_no: 0,
          image_id: entry?.image_id,
          brand_id: 1,
          quantity: 1,
          order_status_id: 1,
          price: 1,
          operation_type_id: 1,
        },
      ],
      headers: staff,
    });
    expect(placed.statusCode).toBe(200);
    return placed.json().invoice_no as number;
  };
  const bulk = async (body: unknown, role: 'moderator' | 'seller' = 'moderator') =>
    t.app.inject({
      method: 'POST',
      url: '/api/backoffice/orders/bulk',
      payload: body as object,
      headers: await t.auth(role),
    });
  const statusOf = async (invoices: number[]) =>
    (
      await t.shop.db
        .select({ invoice: orders.invoice_no, status: orders.order_status_id })
        .from(orders)
        .where(inArray(orders.invoice_no, invoices))
        .orderBy(asc(orders.invoice_no))
    ).map((r) => r.status);

  it('verifies many fees, refusing the order with none without stopping the others, each audited as one', async () => {
    const paidOrders = [await order(), await order(), await order()];
    const cod = await phoneOrder();
    const invoices = [paidOrders[0] ?? 0, cod, ...paidOrders.slice(1)];
    const reply = await bulk({ action: 'verify_fee', invoice_nos: invoices });
    expect(reply.statusCode).toBe(200);
    const result = reply.json();
    expect(result).toMatchObject({ done: 3, refused: 1 });
    // In the order asked, each with what its single action would have answered.
    expect(result.outcomes.map((o: { invoice_no: number }) => o.invoice_no)).toEqual(invoices);
    expect(result.outcomes[1]).toEqual({
      invoice_no: cod,
      ok: false,
      status_code: 404,
      message: `invoice_no ${cod}: the order's delivery fee was not paid in advance`,
      code: 'fee_not_in_advance',
    });
    // One audit entry per order done, as the single Verify writes it, naming who did it.
    const entries = await t.shop.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.kind, 'order_payment'), inArray(auditLog.entity_id, invoices.map(String))),
      );
    expect(entries.map((e) => Number(e.entity_id)).sort()).toEqual([...paidOrders].sort());
    for (const entry of entries) {
      expect(entry).toMatchObject({
        staff_username: 'moderator-tester',
        action: 'update',
        before: { status: 'unverified' },
        after: { status: 'verified' },
      });
    }
  });

  it('moves many orders, refusing the ones whose fee is not verified (a fee not verified cannot ship)', async () => {
    const verified = await order();
    const unverified = await order();
    const rejected = await order();
    await bulk({ action: 'verify_fee', invoice_nos: [verified] });
    await bulk({ action: 'reject_fee', invoice_nos: [rejected] });
    const all = [verified, unverified, rejected];
    const toProcessing = await bulk(
      { action: 'move', order_status_id: orderStatusId('Processing'), invoice_nos: all },
      'seller',
    );
    expect(toProcessing.json()).toMatchObject({ done: 3, refused: 0 });
    const toShip = await bulk(
      { action: 'move', order_status_id: orderStatusId('Ready-To-Shift'), invoice_nos: all },
      'seller',
    );
    expect(toShip.statusCode).toBe(200);
    const outcomes = toShip.json().outcomes as { ok: boolean; message: string; code?: string }[];
    expect(outcomes.map((o) => o.ok)).toEqual([true, false, false]);
    expect(outcomes.map((o) => o.code)).toEqual([undefined, 'fee_unverified', 'fee_rejected']);
    expect(outcomes[1]?.message).toContain('delivery fee paid in advance is unverified');
    expect(outcomes[2]?.message).toContain('delivery fee paid in advance is rejected');
    expect(await statusOf(all)).toEqual([
      orderStatusId('Ready-To-Shift'),
      orderStatusId('Processing'),
      orderStatusId('Processing'),
    ]);
    // Each move is in the order's history and the audit log, as a single move puts it there.
    const changes = await t.shop.db
      .select()
      .from(orderStatusChanges)
      .where(eq(orderStatusChanges.invoice_no, verified));
    expect(changes.map((ch) => ch.order_status_id)).toEqual([
      orderStatusId('Processing'),
      orderStatusId('Ready-To-Shift'),
    ]);
    const moves = await t.shop.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.kind, 'order'), eq(auditLog.entity_id, String(verified))));
    expect(moves.map((m) => m.after)).toEqual([
      { order_status: 'Processing' },
      { order_status: 'Ready-To-Shift' },
    ]);
    // A move the state machine refuses is that order's refusal only.
    const back = await bulk(
      {
        action: 'move',
        order_status_id: orderStatusId('Pending'),
        invoice_nos: [verified, 987654],
      },
      'seller',
    );
    expect(back.json().outcomes).toEqual([
      expect.objectContaining({
        ok: false,
        status_code: 409,
        code: 'status_move_refused',
        order_status: 'Ready-To-Shift',
      }),
      expect.objectContaining({ ok: false, status_code: 404, code: 'order_not_found' }),
    ]);
    const again = await bulk(
      { action: 'move', order_status_id: orderStatusId('Ready-To-Shift'), invoice_nos: [verified] },
      'seller',
    );
    expect(again.json().outcomes).toEqual([
      expect.objectContaining({
        ok: false,
        status_code: 409,
        code: 'status_unchanged',
        order_status: 'Ready-To-Shift',
      }),
    ]);
  });

  it('names the field of a bad body (400), and leaves every order as it was', async () => {
    const invoice = await order();
    const cases: [unknown, RegExp][] = [
      [{ action: 'ship', invoice_nos: [invoice] }, /^action/],
      [{ action: 'move', invoice_nos: [invoice] }, /^order_status_id: /],
      [{ action: 'verify_fee', invoice_nos: [] }, /^invoice_nos/],
      [{ action: 'verify_fee', invoice_nos: [invoice, invoice] }, /^invoice_nos\.1: .*twice/],
      [{ action: 'verify_fee', invoice_nos: ['x'] }, /^invoice_nos\.0/],
      [
        {
          action: 'verify_fee',
          invoice_nos: Array.from({ length: BULK_ORDER_LIMIT + 1 }, (_, i) => i + 1),
        },
        /^invoice_nos/,
      ],
      [{ action: 'move', order_status_id: 99, invoice_nos: [invoice] }, /^order_status_id/],
    ];
    for (const [body, message] of cases) {
      const reply = await bulk(body, 'seller');
      // A status that does not exist is the single move's own 400, given per order.
      if (reply.statusCode === 200) {
        expect(reply.json().outcomes[0]).toMatchObject({ ok: false, status_code: 400 });
        expect(reply.json().outcomes[0].message).toMatch(message);
        continue;
      }
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toMatch(message);
    }
    expect(await statusOf([invoice])).toEqual([orderStatusId('Pending')]);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/backoffice/orders/bulk',
      payload: { action: 'verify_fee', invoice_nos: [invoice] },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lists the invoices matching a filter (newest first) and sorts the table on the server', async () => {
    const a = await order();
    const b = await order();
    await bulk({ action: 'verify_fee', invoice_nos: [a] });
    const headers = await t.auth('moderator');
    const waiting = await t.app.inject({
      method: 'GET',
      url: '/api/backoffice/orders/invoice-numbers?fee_status=unverified',
      headers,
    });
    expect(waiting.statusCode).toBe(200);
    expect(waiting.json().invoice_nos).toContain(b);
    expect(waiting.json().invoice_nos).not.toContain(a);
    expect(waiting.json().total).toBe(waiting.json().invoice_nos.length);
    const sorted = [...waiting.json().invoice_nos].sort((x: number, y: number) => y - x);
    expect(waiting.json().invoice_nos).toEqual(sorted);

    const list = async (query: string) =>
      (
        await t.app.inject({ method: 'GET', url: `/api/backoffice/orders?${query}`, headers })
      ).json();
    const byStatus = (await list('sort=status&order=desc&pageSize=200')).items as {
      order_status_id: number;
      invoice_no: number;
      trx_id: string | null;
      shipping_name: string;
    }[];
    const statuses = byStatus.map((o) => o.order_status_id);
    expect(statuses).toEqual([...statuses].sort((x, y) => y - x));
    // The row carries what the worklist shows: the TrxID and the delivery area.
    const row = byStatus.find((o) => o.invoice_no === b);
    expect(row?.trx_id).toMatch(/^BULK\d{6}$/);
    expect(row?.shipping_name).toBeTruthy();
    const oldest = (await list('sort=time&order=asc&pageSize=1')).items[0];
    const newest = (await list('pageSize=1')).items[0];
    expect(oldest.invoice_no).toBeLessThan(newest.invoice_no);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/backoffice/orders?sort=phone',
      headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^sort/);
  });

  it('exports only the chosen orders, and names a malformed list', async () => {
    const a = await order();
    const b = await order();
    await order();
    const headers = await t.auth('moderator');
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/backoffice/exports/orders.csv?invoices=${a},${b}`,
      headers,
    });
    expect(csv.statusCode).toBe(200);
    const invoicesInFile = new Set(
      csv.body
        .split('\n')
        .slice(1)
        .filter(Boolean)
        .map((line) => line.split(',')[0]),
    );
    expect([...invoicesInFile].sort()).toEqual([String(a), String(b)].sort());
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/backoffice/exports/orders.csv?invoices=1,,2',
      headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^invoices/);
  });
});
