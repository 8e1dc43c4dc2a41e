import { smsParts } from '../../../src/modules/sms/parts';
import { sslWirelessGateway } from '../../../src/modules/sms/gateways/ssl-wireless';
import type { OutgoingSms } from '../../../src/modules/sms/gateways/gateway';
import { retryDelayMs } from '../../../src/lib/worker-timing';
import { shopForTests } from '../../helpers/build';
import { freePortIn } from '../../reliability/helpers/spawned-server';
import { SslWirelessSimulator } from './simulators/ssl-wireless-simulator';
import {
  capturedLog,
  checkFee,
  drain,
  FakeClock,
  moveOrder,
  shopperOrders,
  staffMessages,
  testWorker,
} from './sms-shop';

const account = { apiToken: 'ssl-test-token-0001', sid: 'POSHAKSHOP' };
const simulator = new SslWirelessSimulator(account);

/** The shop's SMS settings: the simulator's address is added once it listens, before the shop is built. */
const env: Record<string, string> = {
  SMS_GATEWAY: 'sslwireless',
  SMS_API_KEY: account.apiToken,
  SMS_SENDER_ID: account.sid,
  PUBLIC_URL: 'https://shop.example',
  ADVANCE_FEE: 'on',
  BKASH_NUMBER: '01712345678',
};

beforeAll(async () => {
  await simulator.listen(await freePortIn(5650, 5669));
  env.SMS_GATEWAY_URL = simulator.url;
});
afterAll(() => simulator.close());

const bn = (n: number) => new Intl.NumberFormat('bn-BD', { useGrouping: false }).format(n);

describe('SMS through SSL Wireless (its ISMS API v3, simulated)', () => {
  const { t, c } = shopForTests('embedded', { env });

  it('sends each step of an order once, in the language the shopper shopped in, with its part count', async () => {
    const clock = new FakeClock();
    const worker = testWorker(t, { clock });
    const english = await shopperOrders(t, c, { language: 'en', phone: '01712345678' });
    const bengali = await shopperOrders(t, c, { phone: '01912345678', name: 'করিম উদ্দিন' });
    const returned = await shopperOrders(t, c, { language: 'bn', phone: '01612345678' });

    expect(await drain(worker)).toBe(3);
    await checkFee(t, english.invoice_no, 'verified');
    await checkFee(t, bengali.invoice_no, 'rejected');
    await checkFee(t, returned.invoice_no, 'verified');
    // Checking a verdict again tells the shopper nothing new.
    await checkFee(t, english.invoice_no, 'verified');
    await moveOrder(t, english.invoice_no, 'Processing', 'Ready-To-Shift', 'Shifted', 'Delivered');
    await moveOrder(t, bengali.invoice_no, 'Canceled');
    await moveOrder(t, returned.invoice_no, 'Processing', 'Ready-To-Shift', 'Shifted', 'Canceled');
    await drain(worker);
    // Nothing is left to send, and a worker looking again sends nothing twice.
    expect(await worker.runOnce()).toBe(0);

    const sent = (msisdn: string) => simulator.delivered.filter((d) => d.msisdn === msisdn);
    const english_ = sent('8801712345678').map((d) => d.sms);
    expect(english_).toEqual([
      `Poshak: Thank you Rahima Akter! Order #${english.invoice_no} is received, total Tk ${english.total.toLocaleString('en-US')}. Track it: https://shop.example/track?invoice=${english.invoice_no}`,
      `Poshak: Your delivery fee Tk ${english.shipping_cost} for order #${english.invoice_no} is verified. We are packing your parcel.`,
      `Poshak: Order #${english.invoice_no} is on its way. Track it: https://shop.example/track?invoice=${english.invoice_no}`,
      `Poshak: Order #${english.invoice_no} is delivered. Thank you for shopping with us!`,
    ]);
    const bengali_ = sent('8801912345678').map((d) => d.sms);
    expect(bengali_).toHaveLength(3);
    expect(bengali_[0]).toContain(`ধন্যবাদ করিম উদ্দিন! অর্ডার #${bn(bengali.invoice_no)} পেয়েছি`);
    expect(bengali_[1]).toContain('পেমেন্ট পাওয়া যায়নি');
    expect(bengali_[2]).toContain(`অর্ডার #${bn(bengali.invoice_no)} বাতিল হয়েছে`);
    const returned_ = sent('8801612345678').map((d) => d.sms);
    expect(returned_).toHaveLength(4);
    expect(returned_[2]).toContain(`https://shop.example/track?invoice=${returned.invoice_no}`);
    expect(returned_[3]).toContain('ফেরত এসেছে ও বাতিল হয়েছে');
    // Every message under its own csms_id, once.
    const keys = simulator.delivered.map((d) => d.csmsId);
    expect(new Set(keys).size).toBe(keys.length);

    const { items } = await staffMessages(t);
    expect(items).toHaveLength(11);
    for (const message of items) {
      expect(message).toMatchObject({ status: 'sent', attempts: 1, gateway: 'sslwireless' });
      expect(message.parts).toBe(smsParts(message.text ?? '').parts);
      expect(message.reference).toMatch(/^ref\d+$/);
    }
    const placedEn = items.find(
      (m) => m.invoice_no === english.invoice_no && m.event === 'order_placed',
    );
    expect(placedEn).toMatchObject({ language: 'en', phone: '01712345678', parts: 1 });
    // Bengali is UCS-2: 70 characters a part, 67 once it takes more than one.
    const placedBn = items.find(
      (m) => m.invoice_no === bengali.invoice_no && m.event === 'order_placed',
    );
    expect(placedBn?.language).toBe('bn');
    expect(smsParts(placedBn?.text ?? '').encoding).toBe('UCS-2');
    expect(placedBn?.parts).toBe(Math.ceil((placedBn?.text?.length ?? 0) / 67));
    expect(items.map((m) => `${m.invoice_no} ${m.event}`).sort()).toEqual(
      [
        `${english.invoice_no} order_placed`,
        `${english.invoice_no} fee_verified`,
        `${english.invoice_no} shipped`,
        `${english.invoice_no} delivered`,
        `${bengali.invoice_no} order_placed`,
        `${bengali.invoice_no} fee_rejected`,
        `${bengali.invoice_no} cancelled`,
        `${returned.invoice_no} order_placed`,
        `${returned.invoice_no} fee_verified`,
        `${returned.invoice_no} shipped`,
        `${returned.invoice_no} returned`,
      ].sort(),
    );
  });

  it('tries again after the gateway fails or asks to slow down, backing off, and sends it once', async () => {
    const clock = new FakeClock();
    const worker = testWorker(t, { clock });
    simulator.trouble('unavailable');
    simulator.trouble('rate-limited');
    const before = simulator.delivered.length;
    const order = await shopperOrders(t, c, { language: 'en', phone: '01512345678' });

    const triedFrom = clock.now().getTime();
    expect(await worker.runOnce()).toBe(1);
    const triedBy = clock.now().getTime();
    let [message] = (await staffMessages(t, `?invoice_no=${order.invoice_no}`)).items;
    expect(message).toMatchObject({ status: 'pending', attempts: 1 });
    expect(message?.last_error).toMatch(/HTTP 503/);
    const due = Date.parse(message?.next_attempt_at ?? '');
    expect(due).toBeGreaterThanOrEqual(triedFrom + retryDelayMs(1));
    expect(due).toBeLessThanOrEqual(triedBy + retryDelayMs(1));
    // Not due yet: nothing is tried before its time.
    expect(await worker.runOnce()).toBe(0);

    clock.advance(retryDelayMs(1));
    expect(await worker.runOnce()).toBe(1);
    [message] = (await staffMessages(t, `?invoice_no=${order.invoice_no}`)).items;
    expect(message).toMatchObject({ status: 'pending', attempts: 2 });
    expect(message?.last_error).toMatch(/HTTP 429/);
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));
    clock.advance(retryDelayMs(2) / 2);
    expect(await worker.runOnce()).toBe(0);

    clock.advance(retryDelayMs(2) / 2);
    expect(await worker.runOnce()).toBe(1);
    [message] = (await staffMessages(t, `?invoice_no=${order.invoice_no}`)).items;
    expect(message).toMatchObject({ status: 'sent', attempts: 3, last_error: null });
    expect(simulator.delivered.length).toBe(before + 1);
  });

  it('gives up after the last try with the reason, and staff can queue it again', async () => {
    const clock = new FakeClock();
    const worker = testWorker(t, { clock, maxAttempts: 3 });
    simulator.trouble('unavailable', 3);
    const order = await shopperOrders(t, c, { language: 'en', phone: '01312345678' });
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(await worker.runOnce()).toBe(1);
      clock.advance(retryDelayMs(attempt));
    }
    expect(await worker.runOnce()).toBe(0);
    let [message] = (await staffMessages(t, `?invoice_no=${order.invoice_no}`)).items;
    expect(message).toMatchObject({ status: 'failed', attempts: 3 });
    expect(message?.last_error).toMatch(/HTTP 503.*given up after 3 tries/);

    const resend = await t.app.inject({
      method: 'POST',
      url: `/api/backoffice/sms/messages/${message?.id}/resend`,
      headers: await t.auth('moderator'),
    });
    expect(resend.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/backoffice/sms/messages/${message?.id}/resend`,
      headers: await t.auth('moderator'),
    });
    expect(again.statusCode).toBe(409);
    expect(await worker.runOnce()).toBe(1);
    [message] = (await staffMessages(t, `?invoice_no=${order.invoice_no}`)).items;
    expect(message).toMatchObject({ status: 'sent', attempts: 1 });
    expect(simulator.delivered.filter((d) => d.msisdn === '8801312345678')).toHaveLength(1);
  });

  it('repeats a try cut by a crash under the same csms_id: the gateway refuses the copy, the shopper gets it once', async () => {
    const clock = new FakeClock();
    simulator.trouble('swallow');
    const order = await shopperOrders(t, c, { language: 'en', phone: '01412345678' });
    // The first process claims it, the gateway takes it, and the process dies before the answer.
    const taken = simulator.nextRequest();
    const dying = testWorker(t, { clock }).runOnce();
    expect((await taken).fields.msisdn).toBe('8801412345678');
    let [message] = (await staffMessages(t, `?invoice_no=${order.invoice_no}`)).items;
    expect(message).toMatchObject({ status: 'sending', attempts: 1 });

    // The next process finds it when the dead one's lease has run out.
    const restarted = testWorker(t, { clock });
    expect(await restarted.runOnce()).toBe(0);
    clock.advance(60_000);
    expect(await restarted.runOnce()).toBe(1);
    [message] = (await staffMessages(t, `?invoice_no=${order.invoice_no}`)).items;
    expect(message).toMatchObject({ status: 'sent', attempts: 2 });
    const tries = simulator.requests.filter((r) => r.fields.msisdn === '8801412345678');
    expect(tries).toHaveLength(2);
    expect(tries[1]?.fields.csms_id).toBe(tries[0]?.fields.csms_id);
    expect(simulator.delivered.filter((d) => d.msisdn === '8801412345678')).toHaveLength(1);

    // The dead process's connection is cut at last: its late word changes nothing.
    simulator.dropHeld();
    await dying;
    [message] = (await staffMessages(t, `?invoice_no=${order.invoice_no}`)).items;
    expect(message).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('shares the queue between workers of several instances: each message claimed and sent once', async () => {
    const clock = new FakeClock();
    const before = simulator.delivered.length;
    const orders = [];
    for (let i = 0; i < 12; i++) {
      orders.push(await shopperOrders(t, c, { phone: `0171300${String(i).padStart(4, '0')}` }));
    }
    const [first, second, third] = await Promise.all(
      [1, 2, 3].map(() => drain(testWorker(t, { clock }))),
    );
    expect((first ?? 0) + (second ?? 0) + (third ?? 0)).toBe(12);
    const sent = simulator.delivered.slice(before);
    expect(sent.map((d) => d.msisdn).sort()).toEqual(
      orders.map((_, i) => `8801713000${String(i).padStart(3, '0')}`).sort(),
    );
    expect(new Set(sent.map((d) => d.csmsId)).size).toBe(12);
  });

  it('masks the shopper’s number in its log lines, except the last 3 digits', async () => {
    const clock = new FakeClock();
    const { log, lines } = capturedLog();
    const worker = testWorker(t, { clock, log });
    simulator.trouble('unavailable');
    await shopperOrders(t, c, { phone: '01798765432' });
    await worker.runOnce();
    clock.advance(retryDelayMs(1));
    await worker.runOnce();
    const text = lines.join('');
    expect(text).toContain('sms sent');
    expect(text).toContain('********432');
    expect(text).not.toMatch(/1798765432|01798765432/);
  });
});

describe('the SSL Wireless adapter against the simulator', () => {
  const message = (to: string): OutgoingSms => ({
    id: 1,
    key: `adapter${to}`,
    invoiceNo: 1,
    event: 'order_placed',
    language: 'en',
    to,
    text: 'Poshak: hello',
    parts: 1,
  });

  it('takes an invalid number as final, a refused token as the shop’s to fix (tried again)', async () => {
    const gateway = sslWirelessGateway({ url: simulator.url, ...account });
    expect(await gateway.send(message('8801000000000'))).toEqual({
      ok: false,
      retry: false,
      reason: 'SSL Wireless: Invalid msisdn (4022)',
    });
    const wrongToken = sslWirelessGateway({
      url: simulator.url,
      apiToken: 'not-the-token',
      sid: account.sid,
    });
    expect(await wrongToken.send(message('8801712345000'))).toEqual({
      ok: false,
      retry: true,
      reason: 'SSL Wireless: Unauthorized api_token (4001)',
    });
  });

  it('tries again later when the gateway cannot be reached', async () => {
    const gateway = sslWirelessGateway({ url: 'http://127.0.0.1:9', ...account });
    const outcome = await gateway.send(message('8801712345001'));
    expect(outcome).toMatchObject({ ok: false, retry: true });
    expect(outcome.ok ? '' : outcome.reason).toMatch(/no answer from the gateway/);
  });
});
