import { shopForTests } from '../../helpers/build';
import { RedxSimulator } from './simulators/redx-simulator';
import {
  book,
  courierRecord,
  deliver,
  drain,
  FakeClock,
  orderStatus,
  readyOrder,
  testCourierWorker,
} from './courier-shop';

const account = { accessToken: 'redx-access-token-0001', webhookToken: 'redx-callback-token-1' };
const simulator = new RedxSimulator(account);
/** Two shops: one without a webhook (its parcels polled), one with. */
const polled: Record<string, string> = {
  REDX_ACCESS_TOKEN: account.accessToken,
  ADVANCE_FEE: 'on',
  BKASH_NUMBER: '01712345678',
  COURIER_POLL_MINUTES: '30',
};
const hooked: Record<string, string> = { ...polled, REDX_WEBHOOK_TOKEN: account.webhookToken };

beforeAll(async () => {
  await simulator.listen();
  polled.REDX_URL = simulator.url;
  hooked.REDX_URL = simulator.url;
});
afterAll(() => simulator.close());

describe('RedX without a webhook (its OpenAPI, simulated; parcels polled)', () => {
  const { t, c } = shopForTests('embedded', { env: polled });

  it('books each order by its own call to the mapped area, then follows it by polling on the injected clock', async () => {
    const headers = await t.auth('seller');
    const areas = await t.app.inject({
      method: 'GET',
      url: '/api/backoffice/couriers/redx/locations?kind=area',
      headers,
    });
    expect(areas.json().items.map((a: { name: string }) => a.name)).toEqual([
      'Dhanmondi',
      'Gulshan',
      'Mohammadpur(Dhaka)',
    ]);
    // RedX down when asked again: the kept list stands, with the reason.
    simulator.trouble('unavailable', 1, /^\/areas$/);
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/backoffice/couriers/redx/locations?kind=area&refresh=true',
      headers,
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toMatchObject({ problem: { code: 'courier_unavailable' } });
    expect(stale.json().items).toHaveLength(3);
    const mapped = await t.app.inject({
      method: 'PUT',
      url: '/api/backoffice/couriers/redx/areas/2',
      headers,
      payload: { area_id: 2 },
    });
    expect(mapped.json()).toMatchObject({ area_id: 2, area_name: 'Dhanmondi', mapped: true });

    const clock = new FakeClock();
    const worker = testCourierWorker(t, clock);
    const first = await readyOrder(t, c);
    const second = await readyOrder(t, c);
    const calls = simulator.calls('POST', /^\/parcel$/).length;
    await book(t, 'redx', [first.invoice_no, second.invoice_no]);
    await drain(worker);
    const sent = simulator.calls('POST', /^\/parcel$/).slice(calls);
    expect(sent).toHaveLength(2);
    expect(sent[0]?.headers['api-access-token']).toBe(`Bearer ${account.accessToken}`);
    expect(sent[0]?.body).toMatchObject({
      delivery_area: 'Dhanmondi',
      delivery_area_id: 2,
      merchant_invoice_id: String(first.invoice_no),
      cash_collection_amount: String(first.total - first.shipping_cost),
      parcel_weight: '500',
    });
    const tracking = (await courierRecord(t, first.invoice_no)).bookings[0]?.tracking_code ?? '';
    expect(tracking).toMatch(/^21A/);

    // Nothing asked before its time.
    const infos = () => simulator.calls('GET', /^\/parcel\/info\//).length;
    const asked = infos();
    await drain(worker);
    expect(infos()).toBe(asked);

    simulator.setStatus(tracking, 'ready-for-delivery');
    clock.advance(31 * 60_000);
    await drain(worker);
    expect(infos()).toBe(asked + 2);
    expect(await orderStatus(t, first.invoice_no)).toBe('Shifted');
    expect(await orderStatus(t, second.invoice_no)).toBe('Ready-To-Shift');

    // The same status heard again is not a new event.
    clock.advance(31 * 60_000);
    await drain(worker);
    expect((await courierRecord(t, first.invoice_no)).events).toHaveLength(1);

    simulator.setStatus(tracking, 'delivered');
    clock.advance(31 * 60_000);
    await drain(worker);
    expect(await orderStatus(t, first.invoice_no)).toBe('Delivered');
    // Delivered is RedX's last word: the parcel is not asked about any more.
    const asksOfFirst = () =>
      simulator.calls('GET', new RegExp(`^/parcel/info/${tracking}$`)).length;
    const after = asksOfFirst();
    clock.advance(31 * 60_000);
    await drain(worker);
    expect(asksOfFirst()).toBe(after);
    const tracked = await t.app.inject({
      method: 'GET',
      url: `/api/orders/track?invoice_no=${first.invoice_no}&phone=01712345678`,
    });
    expect(tracked.json().courier.tracking_link).toBe(
      `https://redx.com.bd/track-parcel/?trackingId=${tracking}`,
    );
  });

  it('does not send again a booking cut after RedX took it, and answers 404 to a webhook it has not set up', async () => {
    const clock = new FakeClock();
    const order = await readyOrder(t, c);
    await book(t, 'redx', [order.invoice_no]);
    await expect(
      testCourierWorker(t, clock, {
        afterReply: async () => {
          throw new Error('killed after the courier answered');
        },
      }).runOnce(),
    ).rejects.toThrow('killed');
    clock.advance(6 * 60_000);
    await drain(testCourierWorker(t, clock));
    expect(simulator.parcels.filter((p) => p.invoice === String(order.invoice_no))).toHaveLength(1);
    const [booking] = (await courierRecord(t, order.invoice_no)).bookings;
    expect(booking).toMatchObject({ status: 'unsure', error_code: 'courier_unsure' });
    const hook = await deliver(t.app, 'redx', simulator.webhook('x', 'delivered'));
    expect(hook.statusCode).toBe(404);
  });

  it('refuses an order to an area it has not been mapped to, and waits when RedX refuses the token', async () => {
    const order = await readyOrder(t, c, { paid: false });
    const refused = await book(t, 'redx', [order.invoice_no]);
    expect(refused.outcomes[0]).toMatchObject({ code: 'area_not_mapped' });
    expect(refused.outcomes[0]?.message_bn).toContain('"Inside Dhaka"');

    await t.app.inject({
      method: 'PUT',
      url: '/api/backoffice/couriers/redx/areas/1',
      headers: await t.auth('seller'),
      payload: { area_id: 1 },
    });
    await book(t, 'redx', [order.invoice_no]);
    const clock = new FakeClock();
    const realToken = account.accessToken;
    simulator.account.accessToken = 'redx-rotated-token';
    await testCourierWorker(t, clock).runOnce();
    simulator.account.accessToken = realToken;
    const [booking] = (await courierRecord(t, order.invoice_no)).bookings;
    expect(booking).toMatchObject({ status: 'pending', error_code: 'courier_auth_failed' });
    expect(booking?.last_error).toContain('HTTP 401');
    // A cash-on-delivery order: RedX collects the whole total.
    clock.advance(31_000);
    await drain(testCourierWorker(t, clock));
    const parcel = simulator.parcels.find((p) => p.invoice === String(order.invoice_no));
    expect(parcel?.body.cash_collection_amount).toBe(String(order.total));
  });
});

describe('RedX with a webhook (the token in the callback URL)', () => {
  const { t, c } = shopForTests('embedded', { env: hooked });

  it('takes its status webhooks with the token, refuses them without, and is not polled', async () => {
    await t.app.inject({
      method: 'GET',
      url: '/api/backoffice/couriers/redx/locations?kind=area',
      headers: await t.auth('seller'),
    });
    await t.app.inject({
      method: 'PUT',
      url: '/api/backoffice/couriers/redx/areas/2',
      headers: await t.auth('seller'),
      payload: { area_id: 3 },
    });
    const clock = new FakeClock();
    const worker = testCourierWorker(t, clock);
    const order = await readyOrder(t, c);
    await book(t, 'redx', [order.invoice_no]);
    await drain(worker);
    const tracking = (await courierRecord(t, order.invoice_no)).bookings[0]?.tracking_code ?? '';
    const webhook = simulator.webhook(tracking, 'delivery-in-progress');
    expect((await deliver(t.app, 'redx', { ...webhook, query: '' })).statusCode).toBe(401);
    expect((await deliver(t.app, 'redx', { ...webhook, query: '?token=guess' })).statusCode).toBe(
      403,
    );
    expect((await deliver(t.app, 'redx', webhook)).json()).toEqual({
      success: true,
      message: 'Received',
    });
    expect((await deliver(t.app, 'redx', webhook)).json()).toEqual({
      success: true,
      message: 'Already received',
    });
    await deliver(
      t.app,
      'redx',
      simulator.webhook(tracking, 'returned', '2026-11-29T10:00:00.000Z'),
    );
    const infos = simulator.calls('GET', /^\/parcel\/info\//).length;
    clock.advance(31 * 60_000);
    await drain(worker);
    expect(simulator.calls('GET', /^\/parcel\/info\//)).toHaveLength(infos);
    expect(await orderStatus(t, order.invoice_no)).toBe('Canceled');
    const events = (await courierRecord(t, order.invoice_no)).events;
    expect(events.map((e) => e.outcome)).toEqual(['moved to Shifted', 'moved to Canceled']);
  });
});
