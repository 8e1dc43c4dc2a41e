import type { CodReconciliation, CodSummary } from '@poshak/shared-api/schemas';
import { shopForTests } from '../../helpers/build';
import { PathaoSimulator } from '../couriers/simulators/pathao-simulator';
import {
  book,
  courierRecord,
  deliver,
  drain,
  FakeClock,
  orderStatus,
  readyOrder,
  testCourierWorker,
} from '../couriers/courier-shop';

const account = {
  clientId: 'pathao-client-cod',
  clientSecret: 'pathao-client-secret-cod',
  username: 'cod@poshak.test',
  password: 'pathao-password-cod',
  storeId: 130821,
  webhookSecret: 'pathao-webhook-secret-cod',
};
const simulator = new PathaoSimulator(account);
const env: Record<string, string> = {
  PATHAO_CLIENT_ID: account.clientId,
  PATHAO_CLIENT_SECRET: account.clientSecret,
  PATHAO_USERNAME: account.username,
  PATHAO_PASSWORD: account.password,
  PATHAO_STORE_ID: String(account.storeId),
  PATHAO_WEBHOOK_SECRET: account.webhookSecret,
  ADVANCE_FEE: 'on',
  BKASH_NUMBER: '01712345678',
};

beforeAll(async () => {
  await simulator.listen();
  env.PATHAO_URL = simulator.url.replace(/\/aladdin\/api\/v1$/, '');
});
afterAll(() => simulator.close());

describe('COD reconciliation (Pathao simulated, the real database)', () => {
  const { t, c } = shopForTests('embedded', { env });
  const clock = new FakeClock();

  const as = async (
    role: 'admin' | 'seller' | 'moderator',
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: await t.auth(role), ...(payload ? { payload } : {}) });
  const parcels = async (query = '') =>
    (await as('seller', 'GET', `/api/backoffice/cod/parcels${query}`)).json() as CodReconciliation;
  const summary = async () =>
    (await as('seller', 'GET', '/api/backoffice/cod/summary')).json() as CodSummary;
  const upload = (csv: string) =>
    as('seller', 'POST', '/api/backoffice/cod/pathao/settlements', {
      file_name: 'pathao.csv',
      csv,
    });

  /** A Ready-To-Shift order (its ৳130 fee paid in advance) booked with Pathao: its consignment. */
  async function bookedParcel() {
    const order = await readyOrder(t, c);
    await book(t, 'pathao', [order.invoice_no]);
    await drain(testCourierWorker(t, clock));
    const consignment = (await courierRecord(t, order.invoice_no)).bookings[0]?.consignment_id;
    if (!consignment) throw new Error('not booked');
    return { order, consignment };
  }
  const tell = async (event: string, consignment: string, extra: object, at: string) => {
    expect(
      (await deliver(t.app, 'pathao', simulator.webhook(event, consignment, { ...extra }, at)))
        .statusCode,
    ).toBe(202);
    await drain(testCourierWorker(t, clock));
  };

  beforeAll(async () => {
    await as('seller', 'GET', '/api/backoffice/couriers/pathao/locations?kind=city');
    await as('seller', 'GET', '/api/backoffice/couriers/pathao/locations?kind=zone&parent_id=1');
    for (const area of [1, 2]) {
      const mapped = await as('seller', 'GET', '/api/backoffice/couriers/pathao/areas');
      expect(mapped.statusCode).toBe(200);
      const put = await t.app.inject({
        method: 'PUT',
        url: `/api/backoffice/couriers/pathao/areas/${area}`,
        headers: await t.auth('seller'),
        payload: { city_id: 1, zone_id: 52 },
      });
      expect(put.statusCode).toBe(200);
    }
  });

  it('follows a parcel’s cash from booked through delivered to settled by Pathao’s paid webhook', async () => {
    const before = await summary();
    const { order, consignment } = await bookedParcel();
    // ৳1,720 of saree; the ৳130 fee was paid in advance and verified: the door collects 1,720.
    const toCollect = order.total - order.shipping_cost;
    expect(toCollect).toBe(1720);
    const row = async () => (await parcels(`?q=${order.invoice_no}`)).items[0];
    expect(await row()).toMatchObject({ state: 'awaiting', to_collect: 1720, collected: null });

    await tell(
      'order.delivered',
      consignment,
      { collected_amount: 1720 },
      '2026-11-28T10:00:00+00:00',
    );
    expect(await orderStatus(t, order.invoice_no)).toBe('Delivered');
    expect(await row()).toMatchObject({
      state: 'with_courier',
      collected: 1720,
      paid_out: null,
      courier_fee: 60,
      difference: 0,
    });
    // Collected, less Pathao's ৳60, is the shop's cash still with Pathao.
    const held = await summary();
    expect(held.with_couriers - before.with_couriers).toBe(1660);
    expect(held.parcels_with_couriers - before.parcels_with_couriers).toBe(1);

    const paid = simulator.webhook(
      'order.paid',
      consignment,
      { invoice_id: 'PINV-7781' },
      '2026-11-29T09:00:00+00:00',
    );
    await deliver(t.app, 'pathao', paid);
    await drain(testCourierWorker(t, clock));
    expect(await row()).toMatchObject({
      state: 'settled',
      paid_out: 1660,
      courier_fee: 60,
      difference: 0,
      settled_by: 'webhook',
      reference: 'PINV-7781',
    });
    expect((await summary()).with_couriers).toBe(before.with_couriers);
    // The same word again is taken once and pays nothing twice.
    expect((await deliver(t.app, 'pathao', paid)).json()).toEqual({ message: 'Already received' });
    const events = (await courierRecord(t, order.invoice_no)).events.map((e) => e.outcome);
    expect(events.at(-1)).toBe('settled: paid');
  });

  it('lists a partial delivery as a mismatch first, with what the shop is short', async () => {
    const { order, consignment } = await bookedParcel();
    await tell(
      'order.partial-delivery',
      consignment,
      { collected_amount: 900 },
      '2026-11-28T11:00:00+00:00',
    );
    const list = await parcels('?courier=pathao');
    expect(list.items[0]).toMatchObject({
      invoice_no: order.invoice_no,
      state: 'mismatch',
      collected: 900,
      difference: 900 - 1720,
    });
    expect(list.mismatches).toBeGreaterThanOrEqual(1);
    const onlyMismatches = await parcels('?state=mismatch');
    expect(onlyMismatches.items.every((p) => p.state === 'mismatch')).toBe(true);
  });

  it('takes a settlement CSV once, refuses a bad one naming row and column, and writes nothing from it', async () => {
    const a = await bookedParcel();
    const b = await bookedParcel();
    await tell(
      'order.delivered',
      a.consignment,
      { collected_amount: 1720 },
      '2026-11-28T12:00:00+00:00',
    );
    await tell(
      'order.delivered',
      b.consignment,
      { collected_amount: 1720 },
      '2026-11-28T12:30:00+00:00',
    );

    const bad = await upload(
      'consignment_id,collected_amount,courier_fee,paid_amount,reference\n' +
        `${a.consignment},1720,60,1660,STL-1\n` +
        `${b.consignment},1720,60,abc,STL-1\n` +
        'DT999999,1720,60,1660,STL-1\n',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('row 3, paid_amount: "abc" is not an amount in whole taka');
    const unknown = await upload(
      'consignment_id,courier_fee,paid_amount\n' + `${a.consignment},60,1660\nDT999999,60,1660\n`,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(
      'row 3, consignment_id: no parcel booked with pathao is DT999999',
    );
    const noColumn = await upload('consignment_id,fee\nX,1\n');
    expect(noColumn.json().message).toBe('csv: the header has no paid_amount column');
    // Nothing from the refused files: both still with the courier.
    for (const parcel of [a, b]) {
      expect((await parcels(`?q=${parcel.order.invoice_no}`)).items[0]?.state).toBe('with_courier');
    }

    // Bengali digits and a ৳ sign as a spreadsheet may write them; B paid ৳100 short.
    const good =
      'Consignment ID,Collected Amount,Delivery Fee,Paid Amount,Reference,Paid At\n' +
      `${a.consignment},"1,720",60,৳১৬৬০,STL-2,2026-11-30\n` +
      `${b.consignment},1720,60,1560,STL-2,2026-11-30\n`;
    const first = await upload(good);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ rows: 2, added: 2, updated: 0, unchanged: 0 });
    expect((await upload(good)).json()).toEqual({ rows: 2, added: 0, updated: 0, unchanged: 2 });

    expect((await parcels(`?q=${a.order.invoice_no}`)).items[0]).toMatchObject({
      state: 'settled',
      paid_out: 1660,
      settled_by: 'csv',
      reference: 'STL-2',
    });
    expect((await parcels(`?q=${b.consignment}`)).items[0]).toMatchObject({
      state: 'mismatch',
      paid_out: 1560,
      difference: -100,
    });
    // A paid webhook after the courier's own settlement leaves its figures.
    await tell('order.paid', b.consignment, {}, '2026-11-30T10:00:00+00:00');
    expect((await parcels(`?q=${b.consignment}`)).items[0]?.paid_out).toBe(1560);
    // Corrected by the courier: the same row updated, not a second payment.
    const fixed = good.replace('1560', '1660');
    expect((await upload(fixed)).json()).toEqual({ rows: 2, added: 0, updated: 1, unchanged: 1 });
    expect((await parcels(`?q=${b.consignment}`)).items[0]?.state).toBe('settled');
  });

  it('lets admins and sellers reconcile, not moderators', async () => {
    expect((await as('moderator', 'GET', '/api/backoffice/cod/parcels')).statusCode).toBe(403);
    expect((await as('moderator', 'GET', '/api/backoffice/cod/summary')).statusCode).toBe(403);
    expect((await as('admin', 'GET', '/api/backoffice/cod/summary')).statusCode).toBe(200);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/backoffice/cod/parcels' });
    expect(anonymous.statusCode).toBe(401);
  });
});
