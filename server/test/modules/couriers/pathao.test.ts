import { pathaoAdapter } from '../../../src/modules/couriers/adapters/pathao';
import { shopForTests } from '../../helpers/build';
import { PathaoSimulator } from './simulators/pathao-simulator';
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

const account = {
  clientId: 'pathao-client-1',
  clientSecret: 'pathao-client-secret-1',
  username: 'shop@poshak.test',
  password: 'pathao-password-1',
  storeId: 130820,
  webhookSecret: 'pathao-webhook-secret-1',
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

describe('Pathao (its merchant API, simulated)', () => {
  const { t, c } = shopForTests('embedded', { env });

  const get = async (url: string) =>
    t.app.inject({ method: 'GET', url, headers: await t.auth('seller') });
  const mapArea = async (idShipping: number, body: Record<string, number>) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/backoffice/couriers/pathao/areas/${idShipping}`,
      headers: await t.auth('seller'),
      payload: body,
    });

  it('refuses an order whose area is not mapped, naming the area; maps it from the lists it fetched once', async () => {
    const order = await readyOrder(t, c);
    const refused = await book(t, 'pathao', [order.invoice_no]);
    expect(refused.outcomes[0]).toMatchObject({ ok: false, code: 'area_not_mapped' });
    expect(refused.outcomes[0]?.message_en).toContain('"Outside Dhaka"');
    // Named apart too, for the back-office to link to its mapping.
    expect(refused.outcomes[0]?.area).toEqual({ id_shipping: 2, shipping_name: 'Outside Dhaka' });

    const cities = await get('/api/backoffice/couriers/pathao/locations?kind=city');
    expect(cities.json().items).toEqual([
      { id: 2, name: 'Chittagong', parent_id: 0 },
      { id: 1, name: 'Dhaka', parent_id: 0 },
    ]);
    const asked = simulator.calls('GET', /^\/city-list$/).length;
    await get('/api/backoffice/couriers/pathao/locations?kind=city');
    // Kept in the database: Pathao is not asked again.
    expect(simulator.calls('GET', /^\/city-list$/)).toHaveLength(asked);
    expect((await get('/api/backoffice/couriers/pathao/locations?kind=zone')).statusCode).toBe(400);
    await get('/api/backoffice/couriers/pathao/locations?kind=zone&parent_id=1');
    await get('/api/backoffice/couriers/pathao/locations?kind=zone&parent_id=2');
    await get('/api/backoffice/couriers/pathao/locations?kind=area&parent_id=52');

    const wrongZone = await mapArea(2, { city_id: 1, zone_id: 700 });
    expect(wrongZone.statusCode).toBe(400);
    expect(wrongZone.json().message).toMatch(
      /^zone_id: zone 700 \(Agrabad\) is not in the chosen city 1/,
    );
    const unknown = await mapArea(2, { city_id: 1, zone_id: 52, area_id: 9999 });
    expect(unknown.json().message).toMatch(/^area_id: pathao has no area 9999/);
    const mapped = await mapArea(2, { city_id: 1, zone_id: 52, area_id: 521 });
    expect(mapped.json()).toMatchObject({
      id_shipping: 2,
      city_name: 'Dhaka',
      zone_name: 'Dhanmondi',
      area_id: 521,
      mapped: true,
    });
    await mapArea(1, { city_id: 1, zone_id: 52 });

    const clock = new FakeClock();
    await book(t, 'pathao', [order.invoice_no]);
    await drain(testCourierWorker(t, clock));
    const [sent] = simulator
      .calls('POST', /^\/orders$/)
      .map((r) => r.body as Record<string, unknown>);
    expect(sent).toMatchObject({
      store_id: account.storeId,
      merchant_order_id: String(order.invoice_no),
      recipient_city: 1,
      recipient_zone: 52,
      recipient_area: 521,
      delivery_type: 48,
      item_type: 2,
      item_weight: 0.5,
      amount_to_collect: order.total - order.shipping_cost,
    });
    const [booking] = (await courierRecord(t, order.invoice_no)).bookings;
    expect(booking).toMatchObject({ status: 'booked', delivery_fee: 60 });
    expect(booking?.tracking_link).toBe(
      `https://merchant.pathao.com/tracking?consignment_id=${booking?.consignment_id}`,
    );
  });

  it('books a parcel at the weight its delivery fee was charged for, and a light one at Pathao’s half kilo', async () => {
    const clock = new FakeClock();
    const worker = testCourierWorker(t, clock);
    const heavy = await readyOrder(t, c, { weightGrams: 2300 });
    const light = await readyOrder(t, c, { weightGrams: 200 });
    // Outside Dhaka: ৳130 for the first kg, ৳25 for each kg begun after it.
    expect(heavy.shipping_cost).toBe(130 + 2 * 25);
    expect(light.shipping_cost).toBe(130);
    const before = simulator.calls('POST', /^\/orders$/).length;
    await book(t, 'pathao', [heavy.invoice_no]);
    await drain(worker);
    await book(t, 'pathao', [light.invoice_no]);
    await drain(worker);
    const sent = simulator
      .calls('POST', /^\/orders$/)
      .slice(before)
      .map((r) => r.body as Record<string, unknown>);
    expect(sent.map((b) => [b.merchant_order_id, b.item_weight])).toEqual([
      [String(heavy.invoice_no), 2.3],
      [String(light.invoice_no), 0.5],
    ]);
  });

  it('books several orders in one bulk call, their consignment ids told by the order.created webhooks', async () => {
    const clock = new FakeClock();
    const worker = testCourierWorker(t, clock);
    const orders = [await readyOrder(t, c), await readyOrder(t, c), await readyOrder(t, c)];
    const bulkBefore = simulator.calls('POST', /^\/orders\/bulk$/).length;
    await book(
      t,
      'pathao',
      orders.map((o) => o.invoice_no),
    );
    await drain(worker);
    const bulks = simulator.calls('POST', /^\/orders\/bulk$/).slice(bulkBefore);
    expect(bulks).toHaveLength(1);
    expect((bulks[0]?.body as { orders: unknown[] }).orders).toHaveLength(3);
    // Accepted (202): booked, the consignment still to come.
    const waiting = (await courierRecord(t, orders[0]?.invoice_no ?? 0)).bookings[0];
    expect(waiting).toMatchObject({ status: 'booked', consignment_id: null });

    for (const webhook of simulator.outbox.splice(0)) {
      expect((await deliver(t.app, 'pathao', webhook)).statusCode).toBe(202);
    }
    await drain(worker);
    for (const order of orders) {
      const made = simulator.orders.find((o) => o.merchant_order_id === String(order.invoice_no));
      expect((await courierRecord(t, order.invoice_no)).bookings[0]?.consignment_id).toBe(
        made?.consignment_id,
      );
    }
  });

  it('checks the webhook secret, answers the integration call, takes a replay once and never moves an order back', async () => {
    const clock = new FakeClock();
    const worker = testCourierWorker(t, clock);
    const handshake = { event: 'webhook_integration' };
    const integrated = await t.app.inject({
      method: 'POST',
      url: '/api/couriers/pathao/webhook',
      headers: { 'x-pathao-signature': account.webhookSecret },
      payload: handshake,
    });
    expect(integrated.statusCode).toBe(202);
    expect(integrated.headers['x-pathao-merchant-webhook-integration-secret']).toBe(
      account.webhookSecret,
    );
    const stranger = await t.app.inject({
      method: 'POST',
      url: '/api/couriers/pathao/webhook',
      payload: handshake,
    });
    expect(stranger.statusCode).toBe(401);
    expect(stranger.headers['x-pathao-merchant-webhook-integration-secret']).toBeUndefined();

    const order = await readyOrder(t, c);
    await book(t, 'pathao', [order.invoice_no]);
    await drain(worker);
    const consignment =
      (await courierRecord(t, order.invoice_no)).bookings[0]?.consignment_id ?? '';
    const picked = simulator.webhook('order.picked', consignment, {}, '2026-11-28T10:00:00+00:00');
    const forged = await deliver(t.app, 'pathao', {
      ...picked,
      headers: { ...picked.headers, 'x-pathao-signature': 'f3992ecc-59da-4cbe-a049-a13da2018d51' },
    });
    expect(forged.statusCode).toBe(403);
    expect((await deliver(t.app, 'pathao', picked)).json()).toEqual({ message: 'Accepted' });
    expect((await deliver(t.app, 'pathao', picked)).json()).toEqual({
      message: 'Already received',
    });
    await drain(worker);
    expect(await orderStatus(t, order.invoice_no)).toBe('Shifted');

    await deliver(
      t.app,
      'pathao',
      simulator.webhook(
        'order.partial-delivery',
        consignment,
        { collected_amount: 900, reason: 'One item refused' },
        '2026-11-28T12:00:00+00:00',
      ),
    );
    // Arriving late: a transit step after the delivery, and a step the shop has never heard of.
    await deliver(
      t.app,
      'pathao',
      simulator.webhook('order.in-transit', consignment, {}, '2026-11-28T11:00:00+00:00'),
    );
    await deliver(
      t.app,
      'pathao',
      simulator.webhook('order.teleported', consignment, {}, '2026-11-28T13:00:00+00:00'),
    );
    await drain(worker);
    expect(await orderStatus(t, order.invoice_no)).toBe('Delivered');
    const record = await courierRecord(t, order.invoice_no);
    expect(record.bookings[0]).toMatchObject({
      collected_amount: 900,
      courier_status: 'order.teleported',
    });
    expect(record.events.map((e) => [e.courier_status, e.outcome])).toEqual([
      ['order.picked', 'moved to Shifted'],
      ['order.partial-delivery', 'moved to Delivered'],
      ['order.in-transit', 'out of order: the order is Delivered, past Shifted; not moved back'],
      ['order.teleported', 'recorded: "order.teleported" is not a step this shop knows'],
    ]);
    // The history shows the courier's moves.
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/backoffice/orders/${order.invoice_no}/history`,
      headers: await t.auth('seller'),
    });
    expect(
      history
        .json()
        .map((e: { status: string | null }) => e.status)
        .filter(Boolean),
    ).toEqual(['Pending', 'Processing', 'Ready-To-Shift', 'Shifted', 'Delivered']);
  });

  it('brings a returned parcel’s order to Canceled (the status table’s way back to stock)', async () => {
    const clock = new FakeClock();
    const worker = testCourierWorker(t, clock);
    const order = await readyOrder(t, c);
    await book(t, 'pathao', [order.invoice_no]);
    await drain(worker);
    const consignment =
      (await courierRecord(t, order.invoice_no)).bookings[0]?.consignment_id ?? '';
    await deliver(t.app, 'pathao', simulator.webhook('order.picked', consignment));
    await deliver(
      t.app,
      'pathao',
      simulator.webhook(
        'order.returned',
        consignment,
        { reason: 'Customer refused' },
        '2026-11-28T15:00:00+00:00',
      ),
    );
    await drain(worker);
    expect(await orderStatus(t, order.invoice_no)).toBe('Canceled');
  });

  it('issues a token once, renews it with the refresh token when it runs out, and again when Pathao revokes it', async () => {
    let now = Date.parse('2026-11-28T06:00:00Z');
    const adapter = pathaoAdapter(
      { url: env.PATHAO_URL ?? '', ...account, webhookSecret: null },
      () => now,
    );
    simulator.tokenSeconds = 3600;
    const before = { ...simulator.issued };
    expect(await adapter.places('city', null)).toHaveLength(2);
    expect(await adapter.places('zone', 1)).toHaveLength(2);
    expect(simulator.issued).toEqual({ ...before, password: before.password + 1 });
    now += 56 * 60_000;
    await adapter.places('city', null);
    expect(simulator.issued).toEqual({
      password: before.password + 1,
      refresh_token: before.refresh_token + 1,
    });
    simulator.revokeTokens();
    expect(await adapter.places('city', null)).toHaveLength(2);
    expect(simulator.issued.password + simulator.issued.refresh_token).toBe(
      before.password + before.refresh_token + 3,
    );
    const quote = await adapter.priceQuote({
      invoiceNo: 1,
      merchantOrderId: '1',
      recipientName: 'Rahima',
      recipientPhone: '01712345678',
      recipientAddress: 'House 4, Road 7, Dhanmondi',
      amountToCollect: 100,
      itemQuantity: 1,
      weightKg: 0.5,
      value: 100,
      description: '',
      location: { cityId: 1, zoneId: 52, areaId: null, areaName: null },
    });
    expect(quote).toEqual({ ok: true, price: 60 });
    simulator.tokenSeconds = 432_000;

    // Wrong credentials: the connection test says so, with the code the back-office translates.
    const realPassword = account.password;
    simulator.account.password = 'changed-at-pathao';
    const tested = await t.app.inject({
      method: 'POST',
      url: '/api/backoffice/couriers/pathao/test',
      headers: await t.auth('admin'),
    });
    simulator.account.password = realPassword;
    expect(tested.json()).toMatchObject({ ok: false, code: 'courier_auth_failed' });
    expect(tested.body).not.toContain(realPassword);
  });

  it('does not send again a booking cut after Pathao took it: unsure until Pathao names it', async () => {
    const clock = new FakeClock();
    const order = await readyOrder(t, c);
    await book(t, 'pathao', [order.invoice_no]);
    const crashing = testCourierWorker(t, clock, {
      afterReply: async () => {
        throw new Error('killed after the courier answered');
      },
    });
    await expect(crashing.runOnce()).rejects.toThrow('killed');
    clock.advance(6 * 60_000);
    const worker = testCourierWorker(t, clock);
    await drain(worker);
    const made = simulator.orders.filter((o) => o.merchant_order_id === String(order.invoice_no));
    expect(made).toHaveLength(1);
    expect((await courierRecord(t, order.invoice_no)).bookings[0]).toMatchObject({
      status: 'unsure',
      error_code: 'courier_unsure',
    });
    // Its webhook names the order by the merchant order id: the booking is settled.
    await deliver(
      t.app,
      'pathao',
      simulator.webhook('order.pickup-requested', made[0]?.consignment_id ?? ''),
    );
    await drain(worker);
    expect((await courierRecord(t, order.invoice_no)).bookings[0]).toMatchObject({
      status: 'booked',
      consignment_id: made[0]?.consignment_id,
    });
  });

  it('refuses for good what Pathao finds invalid, and waits after 429', async () => {
    const clock = new FakeClock();
    const worker = testCourierWorker(t, clock);
    const order = await readyOrder(t, c);
    await book(t, 'pathao', [order.invoice_no]);
    simulator.trouble('rate-limited', 1, /^\/orders$/);
    await worker.runOnce();
    expect((await courierRecord(t, order.invoice_no)).bookings[0]).toMatchObject({
      status: 'pending',
      error_code: 'courier_rate_limited',
    });
    clock.advance(31_000);
    simulator.trouble('invalid', 1, /^\/orders$/);
    await worker.runOnce();
    expect((await courierRecord(t, order.invoice_no)).bookings[0]).toMatchObject({
      status: 'failed',
      error_code: 'courier_rejected',
    });
  });
});
