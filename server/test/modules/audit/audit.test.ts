import { eq, sql } from 'drizzle-orm';
import { orderStatusId } from '@poshak/shared-api/schemas';
import { auditLog, transactions } from '../../../src/db/schema';
import { audited } from '../../../src/modules/audit/audit';
import { drivers, shopForTests } from '../../helpers/build';
import { multipart } from '../../helpers/multipart';
import { placeOrder } from '../../helpers/orders';

interface Entry {
  id: number;
  at: string;
  staff_id: number | null;
  staff_username: string | null;
  kind: string;
  entity_id: string;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** What the database said when it refused a statement (drizzle wraps it as the cause). */
async function refusal(statement: Promise<unknown>): Promise<string> {
  try {
    await statement;
    return 'not refused';
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? String(error);
  }
}

describe.each(drivers)('audit log on %s', (driver) => {
  const { t, c } = shopForTests(driver);

  const list = async (query = '', role: 'admin' | 'seller' | 'moderator' = 'admin') =>
    t.app.inject({
      method: 'GET',
      url: `/api/backoffice/audit${query}`,
      headers: await t.auth(role),
    });
  const entries = async (query = '') => (await list(query)).json().items as Entry[];
  const rowCount = async () =>
    Number((await t.shop.db.select({ n: sql<number>`count(*)` }).from(auditLog))[0]?.n);

  const changePrice = async (id: number, price: number) => {
    const body = multipart({
      id_transaction: id,
      product_code: `AUD-${id}`,
      product_name: 'Audited panjabi',
      category_id: c.category('Shirts'),
      color_id: c.color('Red'),
      size_id: c.size('M'),
      brand_id: c.brand,
      price,
      quantity: 10,
      operation_type_id: 2,
      image_priority_id: 1,
    });
    return t.app.inject({
      method: 'PUT',
      url: '/api/producttraces/updateProductTraceImageTransactionByIDs',
      payload: body.payload,
      headers: { ...body.headers, ...(await t.auth('seller')) },
    });
  };

  it('records a price change with who, when, and the entry before and after', async () => {
    const id = await c.addStock({ product_code: 'AUD-PRICE', product_name: 'Audited panjabi' });
    const started = Date.now();
    expect((await changePrice(id, 1450)).statusCode).toBe(200);
    const [entry] = await entries('?kind=stock&limit=1');
    expect(entry).toMatchObject({
      staff_username: 'seller-tester',
      kind: 'stock',
      entity_id: String(id),
      action: 'update',
      before: { price: 1000, product_code: 'AUD-PRICE' },
      after: { price: 1450, product_code: `AUD-${id}` },
    });
    expect(Date.parse(entry?.at ?? '')).toBeGreaterThanOrEqual(started - 1000);
    // Who is an account: the person filter finds it by id.
    const bySeller = await entries(`?staff_id=${entry?.staff_id}&kind=stock`);
    expect(bySeller.map((e) => e.id)).toContain(entry?.id);
  });

  it('records lookups, customers, coupons, status and archive changes from their routes', async () => {
    const admin = await t.auth('admin');
    const brand = await t.app.inject({
      method: 'POST',
      url: '/api/brands/post?brand_name=Audit%20Brand',
      headers: admin,
    });
    expect(brand.statusCode).toBe(200);
    const idBrand = brand.json().id_brand as number;
    await t.app.inject({
      method: 'PUT',
      url: `/api/brands/updateByID?id_brand=${idBrand}&brand_name=Audit%20Brand%202`,
      headers: admin,
    });
    await t.app.inject({
      method: 'DELETE',
      url: `/api/brands/deleteByID?id_brand=${idBrand}`,
      headers: admin,
    });
    const brandTrail = (await entries('?kind=brand'))
      .filter((e) => e.entity_id === String(idBrand))
      .reverse();
    expect(brandTrail.map((e) => [e.action, e.before?.brand_name, e.after?.brand_name])).toEqual([
      ['create', undefined, 'Audit Brand'],
      ['update', 'Audit Brand', 'Audit Brand 2'],
      ['delete', 'Audit Brand 2', undefined],
    ]);

    const stockId = await c.addStock({ product_code: 'AUD-ORDER', product_name: 'Audit shawl' });
    const order = await placeOrder(t.app, {
      customer_name: 'Audit shopper',
      customer_address: 'Sylhet',
      customer_phone: '01712345678',
      shipping_id: 2,
      lines: [{ id_transaction: stockId, quantity: 1 }],
    });
    const invoice = order.json().invoice_no as number;
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/transactionsRouter/updateTransactionOrderStatusByInvoiceNo?order_status_id=${orderStatusId('Processing')}&invoice_no=${invoice}`,
      headers: await t.auth('moderator'),
    });
    expect(moved.statusCode).toBe(200);
    const [status] = await entries('?kind=order&limit=1');
    expect(status).toMatchObject({
      staff_username: 'moderator-tester',
      entity_id: String(invoice),
      before: { order_status: 'Pending' },
      after: { order_status: 'Processing' },
    });

    const archived = await t.app.inject({
      method: 'PUT',
      url: `/api/backoffice/stock/${stockId}/archived`,
      payload: { archived: true },
      headers: admin,
    });
    expect(archived.statusCode).toBe(200);
    const [archive] = await entries('?kind=stock&limit=1');
    expect(archive).toMatchObject({
      entity_id: String(stockId),
      before: { archived: false },
      after: { archived: true },
    });

    const threshold = await t.app.inject({
      method: 'PUT',
      url: '/api/backoffice/stock/low-stock-threshold',
      payload: { threshold: 7 },
      headers: admin,
    });
    expect(threshold.statusCode).toBe(200);
    expect((await entries('?kind=low_stock_threshold&limit=1'))[0]?.after).toEqual({
      threshold: 7,
    });

    const customer = await t.app.inject({
      method: 'PUT',
      url: `/api/customers/updateByID?id_customer=${order.json().id_customer}&customer_name=Audit%20Renamed&customer_address=Sylhet&customer_phone=01712345678`,
      headers: admin,
    });
    expect(customer.statusCode).toBe(200);
    expect((await entries('?kind=customer&limit=1'))[0]).toMatchObject({
      before: { customer_name: 'Audit shopper' },
      after: { customer_name: 'Audit Renamed' },
    });

    const coupon = await t.app.inject({
      method: 'POST',
      url: '/api/coupons',
      headers: admin,
      payload: {
        code: 'AUDIT-10',
        name: 'Audit offer',
        description: '',
        discount_value: 10,
        applies_to: 'All Product',
        start_day: '2026-01-01',
        end_day: '2026-12-31',
        allowed_customer: 'All Customer',
      },
    });
    expect(coupon.statusCode).toBe(200);
    expect((await entries('?kind=coupon&limit=1'))[0]).toMatchObject({
      action: 'create',
      after: { code: 'AUDIT-10' },
    });
  });

  it('writes nothing for a refused change, and nothing is changed when the record cannot be written', async () => {
    // Signed in first: a first sign-in makes its account, which is itself recorded.
    const seller = await t.auth('seller');
    const admin = await t.auth('admin');
    const before = await rowCount();
    const stockId = await c.addStock({ product_code: 'AUD-REFUSED', product_name: 'Refused' });
    const order = await placeOrder(t.app, {
      customer_name: 'Refused shopper',
      customer_address: 'Rajshahi',
      customer_phone: '01712345678',
      shipping_id: 2,
      lines: [{ id_transaction: stockId, quantity: 1 }],
    });
    // Pending cannot become Delivered: 409, and no record of a change that did not happen.
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/transactionsRouter/updateTransactionOrderStatusByInvoiceNo?order_status_id=${orderStatusId('Delivered')}&invoice_no=${order.json().invoice_no}`,
      headers: seller,
    });
    expect(refused.statusCode).toBe(409);
    // A duplicate name fails the insert: no record either.
    await t.app.inject({
      method: 'POST',
      url: '/api/sizes/post?size_name=AuditXL',
      headers: admin,
    });
    const duplicate = await t.app.inject({
      method: 'POST',
      url: '/api/sizes/post?size_name=auditxl',
      headers: admin,
    });
    expect(duplicate.statusCode).toBe(409);
    expect(await rowCount()).toBe(before + 1);

    // The record and the change are one transaction: when the record fails (PostgreSQL cannot
    // keep U+0000 in JSON), the price written before it is rolled back.
    const actor = { id: 1, username: 'admin-tester' };
    await expect(
      audited(t.shop.db, actor, async (tx) => {
        await tx
          .update(transactions)
          .set({ price: 1 })
          .where(eq(transactions.id_transaction, stockId));
        return {
          result: undefined,
          change: { kind: 'stock', id: stockId, action: 'update', after: { note: 'bad\u0000' } },
        };
      }),
    ).rejects.toThrow();
    const [row] = await t.shop.db
      .select({ price: transactions.price })
      .from(transactions)
      .where(eq(transactions.id_transaction, stockId));
    expect(row?.price).toBe(1000);
    expect(await rowCount()).toBe(before + 1);
  });

  it('cannot be changed or deleted: no route does it and the database refuses', async () => {
    const auditRoutes = t.app.routeTable.filter((r) => r.url.startsWith('/api/backoffice/audit'));
    expect(auditRoutes.map((r) => r.method)).toEqual(['GET']);
    const admin = await t.auth('admin');
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const reply = await t.app.inject({ method, url: '/api/backoffice/audit', headers: admin });
      expect([404, 405]).toContain(reply.statusCode);
    }
    await c.addStock({ product_code: 'AUD-GUARD', product_name: 'Guarded' });
    await t.app.inject({
      method: 'PUT',
      url: '/api/backoffice/stock/low-stock-threshold',
      payload: { threshold: 3 },
      headers: admin,
    });
    const count = await rowCount();
    expect(count).toBeGreaterThan(0);
    expect(
      await refusal(t.shop.db.execute(sql`UPDATE audit_log SET staff_username = 'someone'`)),
    ).toMatch(/audit_log is append-only: UPDATE refused/);
    expect(await refusal(t.shop.db.execute(sql`DELETE FROM audit_log`))).toMatch(
      /audit_log is append-only: DELETE refused/,
    );
    expect(await rowCount()).toBe(count);
    const names = await t.shop.db
      .select({ n: sql<number>`count(*)` })
      .from(auditLog)
      .where(eq(auditLog.staff_username, 'someone'));
    expect(Number(names[0]?.n)).toBe(0);
  });

  it('pages newest first by keyset, filters by kind and days, and is for admins only', async () => {
    const admin = await t.auth('admin');
    for (const name of ['Page A', 'Page B', 'Page C']) {
      await t.app.inject({
        method: 'POST',
        url: `/api/colors/post?color_name=${encodeURIComponent(name)}`,
        headers: admin,
      });
    }
    const first = (await list('?kind=color&limit=2')).json();
    expect(first.items.map((e: Entry) => e.after?.color_name)).toEqual(['Page C', 'Page B']);
    expect(first.next_before).toBe(first.items[1].id);
    const second = (await list(`?kind=color&limit=2&before=${first.next_before}`)).json();
    expect(second.items[0].after.color_name).toBe('Page A');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());
    expect((await entries(`?kind=color&from=${today}&to=${today}`)).length).toBeGreaterThanOrEqual(
      3,
    );
    expect(await entries('?kind=color&to=2020-01-01')).toEqual([]);
    const backwards = await list('?from=2026-02-02&to=2026-02-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toMatch(/^to:/);
    expect((await list('?kind=nothing')).statusCode).toBe(400);
    expect((await list('', 'seller')).statusCode).toBe(403);
    expect((await list('', 'moderator')).statusCode).toBe(403);
    const staff = await t.app.inject({
      method: 'GET',
      url: '/api/backoffice/staff',
      headers: admin,
    });
    expect(staff.json().map((s: { username: string }) => s.username)).toContain('admin-tester');
    expect(staff.body).not.toMatch(/password/);
  });
});
