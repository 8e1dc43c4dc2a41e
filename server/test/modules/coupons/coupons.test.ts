import { shopDay } from '@poshak/shared-api/shop-time';
import { build, drivers, type TestShop } from '../../helpers/build';

const day = (offset: number) => {
  const d = new Date(`${shopDay()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

describe.each(drivers)('coupons on %s', (driver) => {
  let t: TestShop;
  beforeAll(async () => {
    t = await build(driver);
  });
  afterAll(() => t.close());

  const coupon = (overrides: Record<string, unknown> = {}) => ({
    code: 'EID2025A',
    name: 'Eid offer',
    description: '10% off festive wear',
    discount_value: 10,
    applies_to: 'All Product',
    start_day: day(-1),
    end_day: day(10),
    allowed_customer: 'All Customer',
    ...overrides,
  });
  const send = async (
    method: 'POST' | 'PUT' | 'DELETE' | 'GET',
    url: string,
    payload?: object,
    role: 'admin' | 'seller' | 'moderator' | null = 'admin',
  ) =>
    t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: role ? await t.auth(role) : {},
    });

  it('saves coupons and lists them with a status from today', async () => {
    const active = await send('POST', '/api/coupons', coupon());
    expect(active.statusCode).toBe(200);
    expect(active.json()).toMatchObject({ code: 'EID2025A', status: 'Active', discount_value: 10 });
    await send(
      'POST',
      '/api/coupons',
      coupon({ code: 'LATER1', start_day: day(3), end_day: day(4) }),
    );
    await send(
      'POST',
      '/api/coupons',
      coupon({ code: 'OLD1', start_day: day(-9), end_day: day(-2), discount_value: 12.5 }),
    );
    const list = await send('GET', '/api/coupons', undefined, 'moderator');
    expect(list.statusCode).toBe(200);
    const statuses = Object.fromEntries(
      (list.json() as { code: string; status: string }[]).map((c) => [c.code, c.status]),
    );
    expect(statuses).toEqual({ EID2025A: 'Active', LATER1: 'Scheduled', OLD1: 'Expired' });
  });

  it('edits and deletes a coupon', async () => {
    const created = (await send('POST', '/api/coupons', coupon({ code: 'EDIT1' }))).json();
    const edited = await send(
      'PUT',
      `/api/coupons/${created.id_coupon}`,
      coupon({ code: 'EDIT1', name: 'Renamed' }),
    );
    expect(edited.json()).toMatchObject({ id_coupon: created.id_coupon, name: 'Renamed' });
    expect((await send('DELETE', `/api/coupons/${created.id_coupon}`)).statusCode).toBe(200);
    expect((await send('DELETE', `/api/coupons/${created.id_coupon}`)).statusCode).toBe(404);
    expect((await send('PUT', '/api/coupons/999999', coupon({ code: 'NOPE1' }))).statusCode).toBe(
      404,
    );
    const badId = await send('DELETE', '/api/coupons/first');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toContain('id_coupon');
  });

  it('refuses a duplicate code (409), an end before the start and a zero discount (400)', async () => {
    await send('POST', '/api/coupons', coupon({ code: 'DUP1' }));
    const dup = await send('POST', '/api/coupons', coupon({ code: 'DUP1' }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toContain('code');
    const backwards = await send(
      'POST',
      '/api/coupons',
      coupon({ code: 'BACK1', start_day: day(5), end_day: day(1) }),
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toContain('end_day');
    const zero = await send('POST', '/api/coupons', coupon({ code: 'ZERO1', discount_value: 0 }));
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toContain('discount_value');
    const badDay = await send(
      'POST',
      '/api/coupons',
      coupon({ code: 'DAY1', start_day: '2025-02-30' }),
    );
    expect(badDay.statusCode).toBe(400);
  });

  it('lets staff read coupons but only admins change them', async () => {
    expect((await send('GET', '/api/coupons', undefined, null)).statusCode).toBe(401);
    expect((await send('GET', '/api/coupons', undefined, 'seller')).statusCode).toBe(200);
    expect(
      (await send('POST', '/api/coupons', coupon({ code: 'SELL1' }), 'seller')).statusCode,
    ).toBe(403);
    expect((await send('DELETE', '/api/coupons/1', undefined, 'moderator')).statusCode).toBe(403);
  });
});
