import { courierAdapters } from '../../../src/modules/couriers/adapters/choose';
import { fraudChecker } from '../../../src/modules/risk/fraud-check';
import { shopForTests, type TestShop } from '../../helpers/build';
import { SteadfastSimulator } from '../couriers/simulators/steadfast-simulator';
import {
  book,
  deliver,
  drain,
  FakeClock,
  orderStatus,
  readyOrder,
  testCourierWorker,
} from '../couriers/courier-shop';
import { shopperOrders } from '../sms/sms-shop';

const account = {
  apiKey: 'sf-api-key-risk',
  secretKey: 'sf-secret-key-risk',
  webhookToken: 'sf-webhook-token-risk',
};
const simulator = new SteadfastSimulator(account);
const env: Record<string, string> = {
  STEADFAST_API_KEY: account.apiKey,
  STEADFAST_SECRET_KEY: account.secretKey,
  STEADFAST_WEBHOOK_TOKEN: account.webhookToken,
  ADVANCE_FEE: 'on',
  BKASH_NUMBER: '01712345678',
};

beforeAll(async () => {
  await simulator.listen();
  env.STEADFAST_URL = simulator.url;
});
afterAll(() => simulator.close());

const riskOf = async (t: TestShop, phone: string) => {
  const reply = await t.app.inject({
    method: 'GET',
    url: `/api/backoffice/risk?phone=${encodeURIComponent(phone)}`,
    headers: await t.auth('moderator'),
  });
  expect(reply.statusCode).toBe(200);
  return reply.json();
};
const detailOf = async (t: TestShop, invoiceNo: number) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/backoffice/orders/${invoiceNo}`,
      headers: await t.auth('moderator'),
    })
  ).json();

describe('fake orders: risk score, blocklist and the owner’s rules', () => {
  const { t, c } = shopForTests('embedded', { env });

  it('raises a number’s risk when a courier brings its parcel back', async () => {
    const phone = '01555000111';
    const clock = new FakeClock();
    const worker = testCourierWorker(t, clock);
    const order = await readyOrder(t, c, { phone });
    expect(await riskOf(t, '+88' + phone)).toMatchObject({
      phone,
      score: 0,
      orders: 1,
      refused: 0,
      returned: 0,
      blocked: null,
      hold: null,
    });
    await book(t, 'steadfast', [order.invoice_no]);
    await drain(worker);
    const returned = await deliver(
      t.app,
      'steadfast',
      simulator.webhook(String(order.invoice_no), 'cancelled'),
    );
    expect(returned.statusCode).toBe(200);
    await drain(worker);
    expect(await orderStatus(t, order.invoice_no)).toBe('Canceled');
    // Bengali digits are the same number.
    expect(await riskOf(t, '০১৫৫৫০০০১১১')).toMatchObject({
      score: 50,
      orders: 1,
      refused: 1,
      returned: 1,
    });
  });

  it('holds a blocked number’s order with the reason, and the shopper sees an ordinary order', async () => {
    const phone = '01666000222';
    const moderator = await t.app.inject({
      method: 'POST',
      url: '/api/backoffice/blocklist',
      headers: await t.auth('moderator'),
      payload: { phone, reason: 'x' },
    });
    expect(moderator.statusCode).toBe(403);
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/backoffice/blocklist',
      headers: await t.auth('seller'),
      payload: { phone: '+88 01666-000222', reason: 'ফোন ধরে না, দুবার পার্সেল ফেরত' },
    });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toMatchObject({ phone, created_by: expect.any(String) });

    const placed = await shopperOrders(t, c, { phone });
    // The shopper's answer is that of any order: no score, no block.
    expect(JSON.stringify(placed)).not.toMatch(/block|hold|risk/i);
    const tracked = await t.app.inject({
      method: 'GET',
      url: `/api/orders/track?invoice_no=${placed.invoice_no}&phone=${phone}`,
    });
    expect(tracked.statusCode).toBe(200);
    expect(tracked.body).not.toMatch(/block|hold|risk|ফোন ধরে না/i);

    const detail = await detailOf(t, placed.invoice_no);
    expect(detail).toMatchObject({
      order_status_name: 'Pending',
      hold_kind: 'blocked',
      hold_reason: 'ফোন ধরে না, দুবার পার্সেল ফেরত',
      hold_released_at: null,
    });
    const held = await t.app.inject({
      method: 'GET',
      url: '/api/backoffice/orders?held=true',
      headers: await t.auth('moderator'),
    });
    expect(held.json().items.map((o: { invoice_no: number }) => o.invoice_no)).toContain(
      placed.invoice_no,
    );
    expect(held.json().items.every((o: { hold_kind: string }) => o.hold_kind)).toBe(true);

    // After the call, any staff member who changes orders releases it, once.
    const first = await t.app.inject({
      method: 'PUT',
      url: `/api/backoffice/orders/${placed.invoice_no}/hold`,
      headers: await t.auth('moderator'),
      payload: { released: true },
    });
    expect(first.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'PUT',
      url: `/api/backoffice/orders/${placed.invoice_no}/hold`,
      headers: await t.auth('moderator'),
      payload: { released: true },
    });
    expect(again.statusCode).toBe(409);
    expect(await detailOf(t, placed.invoice_no)).toMatchObject({
      hold_kind: 'blocked',
      hold_released_at: expect.any(String),
      hold_released_by: expect.any(String),
    });

    // Taken off the list, the number's next order goes on as any other.
    const unblocked = await t.app.inject({
      method: 'DELETE',
      url: `/api/backoffice/blocklist/${phone}`,
      headers: await t.auth('admin'),
    });
    expect(unblocked.statusCode).toBe(200);
    const next = await shopperOrders(t, c, { phone });
    expect((await detailOf(t, next.invoice_no)).hold_kind).toBeNull();
  });

  it('holds an order above the owner’s risk rule with its score; only admins set the rule', async () => {
    const phone = '01777000333';
    const first = await readyOrder(t, c, { phone });
    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/transactionsRouter/updateTransactionOrderStatusByInvoiceNo?invoice_no=${first.invoice_no}&order_status_id=7`,
      headers: await t.auth('seller'),
    });
    expect(cancel.statusCode).toBe(200);
    expect((await riskOf(t, phone)).score).toBe(50);

    const rules = { hold_above: 40, advance_fee_above: null };
    const bySeller = await t.app.inject({
      method: 'PUT',
      url: '/api/backoffice/risk/rules',
      headers: await t.auth('seller'),
      payload: rules,
    });
    expect(bySeller.statusCode).toBe(403);
    const byAdmin = await t.app.inject({
      method: 'PUT',
      url: '/api/backoffice/risk/rules',
      headers: await t.auth('admin'),
      payload: rules,
    });
    expect(byAdmin.statusCode).toBe(200);
    try {
      const held = await shopperOrders(t, c, { phone });
      expect(await detailOf(t, held.invoice_no)).toMatchObject({
        hold_kind: 'risk',
        hold_score: 50,
        hold_reason: null,
      });
      // A number with a clean history is not held.
      const clean = await shopperOrders(t, c, { phone: '01777000999' });
      expect((await detailOf(t, clean.invoice_no)).hold_kind).toBeNull();
    } finally {
      await t.app.inject({
        method: 'PUT',
        url: '/api/backoffice/risk/rules',
        headers: await t.auth('admin'),
        payload: { hold_above: null, advance_fee_above: null },
      });
    }
  });
});

describe('the owner’s rule asking a risky number’s fee in advance (shop otherwise cash on delivery)', () => {
  const { t, c } = shopForTests('embedded', {
    env: { ADVANCE_FEE: 'off', BKASH_NUMBER: '01712345678' },
  });

  it('refuses a risky number’s checkout without the fee, naming the field; others pay on delivery', async () => {
    const phone = '01888000444';
    const first = await shopperOrders(t, c, { phone, paid: false });
    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/transactionsRouter/updateTransactionOrderStatusByInvoiceNo?invoice_no=${first.invoice_no}&order_status_id=7`,
      headers: await t.auth('seller'),
    });
    expect(cancel.statusCode).toBe(200);
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/backoffice/risk/rules',
      headers: await t.auth('admin'),
      payload: { hold_above: null, advance_fee_above: 30 },
    });
    expect(set.statusCode).toBe(200);
    expect(await riskOf(t, phone)).toMatchObject({ score: 50, advance_fee_required: true });

    await expect(shopperOrders(t, c, { phone, paid: false })).rejects.toThrow(
      /"statusCode":400.*"message":"payment: /,
    );
    const paid = await shopperOrders(t, c, { phone });
    expect((await detailOf(t, paid.invoice_no)).fee_status).toBe('unverified');
    const other = await shopperOrders(t, c, { phone: '01888000999', paid: false });
    expect((await detailOf(t, other.invoice_no)).fee_status).toBe('none');
  });
});

describe('Steadfast’s fraud check (simulated): fails open, kept per number, rate-limited', () => {
  const { t } = shopForTests('embedded', { env });
  const adapter = () => {
    const adapters = courierAdapters(t.config);
    if (!adapters.steadfast) throw new Error('Steadfast is not set up');
    return adapters.steadfast;
  };

  it('asks once per number within the kept time, again after it', async () => {
    let now = Date.parse('2026-11-28T06:00:00Z');
    const checker = fraudChecker({
      db: t.shop.db,
      adapter: adapter(),
      cacheMs: 60 * 60_000,
      perMinute: 100,
      now: () => now,
    });
    simulator.histories.set('01999000111', { total: 9, delivered: 3, cancelled: 6 });
    const calls = () => simulator.calls('GET', /^\/fraud_check\/01999000111$/).length;
    const before = calls();
    expect(await checker.check('01999000111')).toMatchObject({
      courier: 'steadfast',
      total_parcels: 9,
      delivered: 3,
      cancelled: 6,
    });
    simulator.histories.set('01999000111', { total: 10, delivered: 3, cancelled: 7 });
    now += 59 * 60_000;
    expect((await checker.check('01999000111'))?.cancelled).toBe(6);
    expect(calls() - before).toBe(1);
    now += 2 * 60_000;
    expect((await checker.check('01999000111'))?.cancelled).toBe(7);
    expect(calls() - before).toBe(2);
  });

  it('answers null on an error or a timeout, and keeps the last answer when it has one', async () => {
    const log: string[] = [];
    let now = Date.parse('2026-11-28T07:00:00Z');
    const checker = fraudChecker({
      db: t.shop.db,
      adapter: adapter(),
      cacheMs: 60_000,
      perMinute: 100,
      timeoutMs: 300,
      now: () => now,
      log: (m) => log.push(m),
    });
    simulator.trouble('unavailable', 1, /^\/fraud_check\//);
    expect(await checker.check('01999000222')).toBeNull();
    simulator.trouble('silent', 1, /^\/fraud_check\//);
    expect(await checker.check('01999000222')).toBeNull();
    expect(log.join('\n')).toMatch(/courier_unavailable/);
    expect(log.join('\n')).not.toContain(account.secretKey);

    simulator.histories.set('01999000222', { total: 2, delivered: 2, cancelled: 0 });
    expect((await checker.check('01999000222'))?.delivered).toBe(2);
    now += 2 * 60_000;
    simulator.trouble('rate-limited', 1, /^\/fraud_check\//);
    expect((await checker.check('01999000222'))?.delivered).toBe(2);
  });

  it('asks no more than its limit in a minute; the rest are skipped, not queued', async () => {
    let now = Date.parse('2026-11-28T08:00:00Z');
    const checker = fraudChecker({
      db: t.shop.db,
      adapter: adapter(),
      cacheMs: 60_000,
      perMinute: 2,
      now: () => now,
    });
    const before = simulator.calls('GET', /^\/fraud_check\//).length;
    const answers = [];
    for (const phone of ['01999000331', '01999000332', '01999000333']) {
      answers.push(await checker.check(phone));
    }
    expect(answers.map((a) => a === null)).toEqual([false, false, true]);
    expect(simulator.calls('GET', /^\/fraud_check\//).length - before).toBe(2);
    now += 60_001;
    expect(await checker.check('01999000333')).not.toBeNull();
  });

  it('is shown to staff with the number’s risk', async () => {
    simulator.histories.set('01999000444', { total: 4, delivered: 1, cancelled: 3 });
    expect((await riskOf(t, '01999000444')).fraud_check).toMatchObject({
      total_parcels: 4,
      cancelled: 3,
    });
  });
});

describe('Returns on the dashboard (GET /api/backoffice/dashboard/returns)', () => {
  // A Steadfast of its own: this shop numbers its invoices from 1 again, and Steadfast refuses
  // an invoice it has seen.
  const steadfast = new SteadfastSimulator(account);
  const ownEnv: Record<string, string> = { ...env };
  beforeAll(async () => {
    await steadfast.listen();
    ownEnv.STEADFAST_URL = steadfast.url;
  });
  afterAll(() => steadfast.close());
  const { t, c } = shopForTests('embedded', { env: ownEnv });

  it('counts the parcels couriers brought back by area, courier and customer', async () => {
    const clock = new FakeClock();
    const worker = testCourierWorker(t, clock);
    const back = await readyOrder(t, c, { phone: '01333000111', name: 'Mitu' });
    const kept = await readyOrder(t, c, { phone: '01333000222', name: 'Rupa' });
    await book(t, 'steadfast', [back.invoice_no, kept.invoice_no]);
    await drain(worker);
    await deliver(t.app, 'steadfast', steadfast.webhook(String(back.invoice_no), 'cancelled'));
    await deliver(t.app, 'steadfast', steadfast.webhook(String(kept.invoice_no), 'delivered'));
    await drain(worker);

    const moderator = await t.app.inject({
      method: 'GET',
      url: '/api/backoffice/dashboard/returns',
      headers: await t.auth('moderator'),
    });
    expect(moderator.statusCode).toBe(403);
    const reply = await t.app.inject({
      method: 'GET',
      url: '/api/backoffice/dashboard/returns?period=week',
      headers: await t.auth('seller'),
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      total: { parcels: 2, returned: 1 },
      by_area: [{ shipping_id: 2, shipping_name: expect.any(String), parcels: 2, returned: 1 }],
      by_courier: [{ courier: 'steadfast', parcels: 2, returned: 1 }],
      by_customer: [{ phone: '01333000111', customer_name: 'Mitu', parcels: 1, returned: 1 }],
    });
  });
});
