import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../src/db/database';
import { shopForTests } from '../../helpers/build';
import { SteadfastSimulator } from './simulators/steadfast-simulator';
import {
  book,
  capturedLog,
  courierRecord,
  deliver,
  drain,
  FakeClock,
  orderStatus,
  readyOrder,
  testCourierWorker,
} from './courier-shop';

const account = {
  apiKey: 'sf-api-key-0001',
  secretKey: 'sf-secret-key-0001',
  webhookToken: 'sf-webhook-token-0001',
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

describe('Steadfast (its API v1, simulated)', () => {
  const { t, c } = shopForTests('embedded', { env });

  it('books several orders in one bulk call, collecting the total less a verified fee', async () => {
    const clock = new FakeClock();
    const worker = testCourierWorker(t, clock);
    const paid = await readyOrder(t, c, { phone: '01711111111' });
    const cod = await readyOrder(t, c, { phone: '01822222222', paid: false });
    const answer = await book(t, 'steadfast', [paid.invoice_no, cod.invoice_no]);
    expect(answer).toMatchObject({ queued: 2, refused: 0 });
    expect(answer.outcomes.map((o) => o.booking?.status)).toEqual(['pending', 'pending']);

    const before = simulator.calls('POST', /^\/create_order/).length;
    await drain(worker);
    const calls = simulator.calls('POST', /^\/create_order/).slice(before);
    expect(calls.map((r) => r.path)).toEqual(['/create_order/bulk-order']);
    // Its document's example sends `data` as JSON text; its headers carry the keys.
    const sent = JSON.parse((calls[0]?.body as { data: string }).data) as Record<string, unknown>[];
    expect(sent.map((o) => [o.invoice, o.recipient_phone, o.cod_amount])).toEqual([
      [String(paid.invoice_no), '01711111111', paid.total - paid.shipping_cost],
      [String(cod.invoice_no), '01822222222', cod.total],
    ]);
    expect(calls[0]?.headers['api-key']).toBe(account.apiKey);

    const record = await courierRecord(t, paid.invoice_no);
    const consignment = simulator.consignments.find((x) => x.invoice === String(paid.invoice_no));
    expect(record.bookings[0]).toMatchObject({
      status: 'booked',
      consignment_id: String(consignment?.consignment_id),
      tracking_code: consignment?.tracking_code,
      tracking_link: `https://steadfast.com.bd/t/${consignment?.tracking_code}`,
      amount_to_collect: paid.total - paid.shipping_cost,
    });
    // The order's details and the shopper's tracking page carry the parcel.
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/backoffice/orders/${paid.invoice_no}`,
      headers: await t.auth('seller'),
    });
    expect(detail.json().courier_booking).toMatchObject({
      tracking_code: consignment?.tracking_code,
    });
    const tracked = await t.app.inject({
      method: 'GET',
      url: `/api/orders/track?invoice_no=${paid.invoice_no}&phone=01711111111`,
    });
    expect(tracked.json().courier).toEqual({
      courier: 'steadfast',
      tracking_code: consignment?.tracking_code,
      tracking_link: `https://steadfast.com.bd/t/${consignment?.tracking_code}`,
    });
  });

  it('never books an order twice: a repeated request answers with its booking', async () => {
    const clock = new FakeClock();
    const worker = testCourierWorker(t, clock);
    const order = await readyOrder(t, c);
    const first = await book(t, 'steadfast', [order.invoice_no]);
    const again = await book(t, 'steadfast', [order.invoice_no]);
    expect(again.outcomes[0]).toMatchObject({
      ok: true,
      code: 'already_booked',
      booking: { id: first.outcomes[0]?.booking?.id },
    });
    expect(again.outcomes[0]?.message_bn).toContain('আগেই স্টেডফাস্ট-এ');
    await drain(worker);
    expect(
      simulator.consignments.filter((x) => x.invoice === String(order.invoice_no)),
    ).toHaveLength(1);
  });

  it('refuses orders that are not ready, each with its code and the reason in English and Bengali', async () => {
    const order = await readyOrder(t, c);
    await t.app.inject({
      method: 'PUT',
      url: `/api/transactionsRouter/updateTransactionOrderStatusByInvoiceNo?invoice_no=${order.invoice_no}&order_status_id=2`,
      headers: await t.auth('seller'),
    });
    const answer = await book(t, 'steadfast', [order.invoice_no, 999_999]);
    expect(answer).toMatchObject({ queued: 0, refused: 2 });
    expect(answer.outcomes.map((o) => [o.ok, o.code])).toEqual([
      [false, 'order_not_ready'],
      [false, 'order_not_found'],
    ]);
    expect(answer.outcomes[0]?.message_en).toContain('Processing');
    // Each language whole: the Bengali says the status, the invoice and the courier in Bengali.
    expect(answer.outcomes[0]?.message_bn).toContain('পাঠানোর জন্য প্রস্তুত');
    expect(answer.outcomes[0]?.message_bn).not.toMatch(/[0-9A-Za-z]/);
    expect(answer.outcomes[1]?.message_bn).toBe('৯৯৯৯৯৯ নম্বরের কোনো অর্ডার নেই।');
  });

  it('books once when the server died between Steadfast’s answer and its own commit', async () => {
    const clock = new FakeClock();
    const order = await readyOrder(t, c);
    await book(t, 'steadfast', [order.invoice_no]);
    const crashing = testCourierWorker(t, clock, {
      afterReply: async () => {
        throw new Error('killed after the courier answered');
      },
    });
    await expect(crashing.runOnce()).rejects.toThrow('killed');
    expect((await courierRecord(t, order.invoice_no)).bookings[0]?.status).toBe('sending');

    // Its lease runs out; another worker takes it up and sends the same invoice again.
    clock.advance(6 * 60_000);
    await drain(testCourierWorker(t, clock));
    expect(
      simulator.consignments.filter((x) => x.invoice === String(order.invoice_no)),
    ).toHaveLength(1);
    const [booking] = (await courierRecord(t, order.invoice_no)).bookings;
    expect(booking).toMatchObject({ status: 'booked', attempts: 2 });
    // Steadfast's refusal names no consignment: its first webhook does.
    const worker = testCourierWorker(t, clock);
    await deliver(t.app, 'steadfast', simulator.webhook(String(order.invoice_no), 'pending'));
    await drain(worker);
    const consignment = simulator.consignments.find((x) => x.invoice === String(order.invoice_no));
    expect((await courierRecord(t, order.invoice_no)).bookings[0]?.consignment_id).toBe(
      String(consignment?.consignment_id),
    );
  });

  it('waits and tries again after 429, 503 and refused keys; refuses for good what Steadfast finds invalid', async () => {
    const clock = new FakeClock();
    const { log, lines } = capturedLog();
    const worker = testCourierWorker(t, clock, { log });
    const order = await readyOrder(t, c);
    await book(t, 'steadfast', [order.invoice_no]);
    simulator.trouble('rate-limited');
    await worker.runOnce();
    let [booking] = (await courierRecord(t, order.invoice_no)).bookings;
    expect(booking).toMatchObject({ status: 'pending', error_code: 'courier_rate_limited' });
    clock.advance(31_000);
    simulator.trouble('unavailable');
    await worker.runOnce();
    [booking] = (await courierRecord(t, order.invoice_no)).bookings;
    expect(booking).toMatchObject({
      status: 'pending',
      error_code: 'courier_unavailable',
      attempts: 2,
    });
    clock.advance(61_000);
    await drain(worker);
    [booking] = (await courierRecord(t, order.invoice_no)).bookings;
    expect(booking).toMatchObject({ status: 'booked', attempts: 3 });
    // Keys Steadfast no longer takes: the booking waits for the owner to fix them.
    const other = await readyOrder(t, c);
    await book(t, 'steadfast', [other.invoice_no]);
    const realKey = account.apiKey;
    simulator.account.apiKey = 'sf-rotated-key';
    await worker.runOnce();
    expect((await courierRecord(t, other.invoice_no)).bookings[0]).toMatchObject({
      status: 'pending',
      error_code: 'courier_auth_failed',
    });
    simulator.account.apiKey = realKey;
    // A request Steadfast finds invalid is refused for good, with its words.
    clock.advance(31_000);
    simulator.trouble('invalid');
    await worker.runOnce();
    expect((await courierRecord(t, other.invoice_no)).bookings[0]).toMatchObject({
      status: 'failed',
      error_code: 'courier_rejected',
      last_error: expect.stringContaining(
        'recipient_address: The recipient address could not be placed',
      ),
    });
    // A failed booking is history: the order may be booked again.
    expect((await book(t, 'steadfast', [other.invoice_no])).queued).toBe(1);
    // The keys never reach a log line.
    expect(lines.join('\n')).not.toContain(account.secretKey);
    expect(lines.join('\n')).not.toContain(account.apiKey);
  });

  it('answers 401 and 403 to webhooks without or with a wrong token, and takes a replay once', async () => {
    const clock = new FakeClock();
    const worker = testCourierWorker(t, clock);
    const order = await readyOrder(t, c);
    await book(t, 'steadfast', [order.invoice_no]);
    await drain(worker);
    const delivered = simulator.webhook(String(order.invoice_no), 'delivered');

    const missing = await deliver(t.app, 'steadfast', {
      ...delivered,
      headers: { 'content-type': 'application/json' },
    });
    expect(missing.statusCode).toBe(401);
    const forged = await deliver(t.app, 'steadfast', {
      ...delivered,
      headers: { 'content-type': 'application/json', authorization: 'Bearer guessed-token' },
    });
    expect(forged.statusCode).toBe(403);
    await drain(worker);
    expect(await orderStatus(t, order.invoice_no)).toBe('Ready-To-Shift');

    const first = await deliver(t.app, 'steadfast', delivered);
    const replay = await deliver(t.app, 'steadfast', delivered);
    expect([first.statusCode, replay.statusCode]).toEqual([200, 200]);
    expect(replay.json()).toEqual({ status: 'success', message: 'Already received.' });
    await drain(worker);
    // Delivered without a word of the pickup: through Shifted, as the status table allows.
    expect(await orderStatus(t, order.invoice_no)).toBe('Delivered');
    const record = await courierRecord(t, order.invoice_no);
    expect(record.events).toHaveLength(1);
    expect(record.events[0]?.outcome).toBe('moved to Shifted, then Delivered');
    expect(record.bookings[0]?.collected_amount).toBe(order.total - order.shipping_cost);
    // The shopper is told at each step the courier reports, once despite the replay: shipped (with
    // the tracking page, which names the courier) and delivered.
    const told = rowsOf<{ event: string }>(
      await t.shop.db.execute(
        sql`SELECT event FROM sms_messages WHERE invoice_no = ${order.invoice_no} ORDER BY id`,
      ),
    ).map((m) => m.event);
    expect(told.filter((e) => e !== 'order_placed' && e !== 'fee_verified')).toEqual([
      'shipped',
      'delivered',
    ]);

    // A late "cancelled" never moves a delivered order back; it is kept with the reason.
    await deliver(
      t.app,
      'steadfast',
      simulator.webhook(String(order.invoice_no), 'cancelled', {}, '2026-11-28 13:00:00'),
    );
    await drain(worker);
    expect(await orderStatus(t, order.invoice_no)).toBe('Delivered');
    const events = (await courierRecord(t, order.invoice_no)).events;
    expect(events.map((e) => e.courier_status)).toEqual(['delivered', 'cancelled']);
    expect(events[1]?.outcome).toMatch(/^out of order/);
  });

  it('lists the couriers without their credentials, and tests the connection', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/backoffice/couriers',
      headers: await t.auth('moderator'),
    });
    expect(list.body).not.toContain(account.apiKey);
    expect(list.body).not.toContain(account.secretKey);
    expect(list.body).not.toContain(account.webhookToken);
    expect(list.json().items).toContainEqual(
      expect.objectContaining({
        courier: 'steadfast',
        configured: true,
        bulk_limit: 500,
        webhook: true,
        mode: 'sandbox',
      }),
    );
    expect(list.json().items).toContainEqual(
      expect.objectContaining({ courier: 'pathao', configured: false }),
    );
    const tested = await t.app.inject({
      method: 'POST',
      url: '/api/backoffice/couriers/steadfast/test',
      headers: await t.auth('admin'),
    });
    expect(tested.json()).toMatchObject({ ok: true, code: null });
    expect(tested.json().message).toContain('1250');
    // A seller may book but not test; Pathao is not set up here.
    const seller = await t.app.inject({
      method: 'POST',
      url: '/api/backoffice/couriers/steadfast/test',
      headers: await t.auth('seller'),
    });
    expect(seller.statusCode).toBe(403);
    const pathao = await book(t, 'pathao', [1]);
    expect(pathao.outcomes[0]).toMatchObject({ ok: false, code: 'courier_not_configured' });
    expect(pathao.outcomes[0]?.message_en).toBe("Pathao is not set up on this shop's server.");
  });
});
