import type { OutgoingSms } from '../../../src/modules/sms/gateways/gateway';
import { bulkSmsBdGateway } from '../../../src/modules/sms/gateways/bulksmsbd';
import { retryDelayMs } from '../../../src/lib/worker-timing';
import { shopForTests } from '../../helpers/build';
import { freePortIn } from '../../reliability/helpers/spawned-server';
import { BulkSmsBdSimulator } from './simulators/bulksmsbd-simulator';
import {
  checkFee,
  drain,
  FakeClock,
  moveOrder,
  shopperOrders,
  staffMessages,
  testWorker,
} from './sms-shop';

const account = { apiKey: 'bulk-test-key-0001', senderId: '8809617000000' };
const simulator = new BulkSmsBdSimulator(account);

/** The shop's SMS settings: the simulator's address is added once it listens, before the shop is built. */
const env: Record<string, string> = {
  SMS_GATEWAY: 'bulksmsbd',
  SMS_API_KEY: account.apiKey,
  SMS_SENDER_ID: account.senderId,
  PUBLIC_URL: 'https://shop.example',
  ADVANCE_FEE: 'on',
  NAGAD_NUMBER: '01812345678',
};

beforeAll(async () => {
  await simulator.listen(await freePortIn(5670, 5679));
  env.SMS_GATEWAY_URL = simulator.url;
});
afterAll(() => simulator.close());

describe('SMS through BulkSMSBD (its single-SMS API, simulated)', () => {
  const { t, c } = shopForTests('embedded', { env });

  it('sends each step of an order once, as a form post with the key in the body', async () => {
    const clock = new FakeClock();
    const worker = testWorker(t, { clock });
    const order = await shopperOrders(t, c, { language: 'en', phone: '+8801712000111' });
    await checkFee(t, order.invoice_no, 'verified');
    await moveOrder(t, order.invoice_no, 'Processing', 'Ready-To-Shift', 'Shifted', 'Delivered');
    expect(await drain(worker)).toBe(4);
    expect(await worker.runOnce()).toBe(0);

    const sent = simulator.delivered.filter((d) => d.number === '8801712000111');
    expect(sent.map((d) => d.message)).toEqual([
      expect.stringContaining(`Order #${order.invoice_no} is received`),
      expect.stringContaining('is verified'),
      expect.stringContaining(`Track it: https://shop.example/track?invoice=${order.invoice_no}`),
      expect.stringContaining('is delivered'),
    ]);
    const request = simulator.requests.at(-1);
    expect(request?.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request?.fields).toMatchObject({
      api_key: account.apiKey,
      type: 'text',
      senderid: account.senderId,
    });
    const { items } = await staffMessages(t, `?invoice_no=${order.invoice_no}`);
    expect(items.map((m) => [m.status, m.gateway, m.phone])).toEqual(
      Array(4).fill(['sent', 'bulksmsbd', '+8801712000111']),
    );
    expect(items.map((m) => m.reference)).toEqual(sent.map((d) => String(d.messageId)).reverse());
  });

  it('waits out an empty balance and a failing gateway, then sends it once', async () => {
    const clock = new FakeClock();
    const worker = testWorker(t, { clock });
    simulator.balance = 0;
    simulator.trouble('unavailable');
    const order = await shopperOrders(t, c, { phone: '01712000222' });
    // First the 503, then the documented 1007.
    expect(await worker.runOnce()).toBe(1);
    clock.advance(retryDelayMs(1));
    expect(await worker.runOnce()).toBe(1);
    let [message] = (await staffMessages(t, `?invoice_no=${order.invoice_no}`)).items;
    expect(message).toMatchObject({ status: 'pending', attempts: 2 });
    expect(message?.last_error).toBe('BulkSMSBD: 1007 Balance Insufficient');
    simulator.balance = Number.POSITIVE_INFINITY;
    clock.advance(retryDelayMs(2));
    expect(await worker.runOnce()).toBe(1);
    [message] = (await staffMessages(t, `?invoice_no=${order.invoice_no}`)).items;
    expect(message).toMatchObject({ status: 'sent', attempts: 3 });
    expect(simulator.delivered.filter((d) => d.number === '8801712000222')).toHaveLength(1);
  });

  it('does not repeat a try cut by a crash (BulkSMSBD has no key to recognise it): unsure, until staff send it again', async () => {
    const clock = new FakeClock();
    simulator.trouble('swallow');
    const order = await shopperOrders(t, c, { phone: '01712000333' });
    const taken = simulator.nextRequest();
    const dying = testWorker(t, { clock }).runOnce();
    expect((await taken).fields.number).toBe('8801712000333');

    clock.advance(60_000);
    const restarted = testWorker(t, { clock });
    expect(await restarted.runOnce()).toBe(1);
    let [message] = (await staffMessages(t, `?invoice_no=${order.invoice_no}`)).items;
    expect(message).toMatchObject({ status: 'unsure', attempts: 2 });
    expect(message?.last_error).toMatch(/not tried again/);
    expect(simulator.requests.filter((r) => r.fields.number === '8801712000333')).toHaveLength(1);
    simulator.dropHeld();
    await dying;

    // Staff checked the gateway's report: it never arrived. Sending it again is their call.
    const resend = await t.app.inject({
      method: 'POST',
      url: `/api/backoffice/sms/messages/${message?.id}/resend`,
      headers: await t.auth('seller'),
    });
    expect(resend.statusCode).toBe(200);
    expect(await restarted.runOnce()).toBe(1);
    [message] = (await staffMessages(t, `?invoice_no=${order.invoice_no}`)).items;
    expect(message).toMatchObject({ status: 'sent', attempts: 1 });
  });
});

describe('the BulkSMSBD adapter against the simulator', () => {
  const message = (to: string): OutgoingSms => ({
    id: 1,
    key: 'unused',
    invoiceNo: 1,
    event: 'order_placed',
    language: 'bn',
    to,
    text: 'পোশাক: ধন্যবাদ',
    parts: 1,
  });

  it('takes an invalid number (1001) as final, a wrong key (1011) or sender (1002) as the shop’s to fix', async () => {
    const gateway = bulkSmsBdGateway({ url: simulator.url, ...account });
    expect(await gateway.send(message('8801100000000'))).toEqual({
      ok: false,
      retry: false,
      reason: 'BulkSMSBD: 1001 Invalid Number',
    });
    const wrongKey = bulkSmsBdGateway({
      url: simulator.url,
      apiKey: 'not-the-key',
      senderId: account.senderId,
    });
    expect(await wrongKey.send(message('8801712000444'))).toEqual({
      ok: false,
      retry: true,
      reason: 'BulkSMSBD: 1011 User Id not found',
    });
    const wrongSender = bulkSmsBdGateway({
      url: simulator.url,
      apiKey: account.apiKey,
      senderId: 'OTHER',
    });
    expect(await wrongSender.send(message('8801712000444'))).toMatchObject({
      ok: false,
      retry: true,
    });
    // Bengali goes as it is: the gateway counts its parts.
    const sent = await gateway.send(message('8801712000444'));
    expect(sent).toMatchObject({ ok: true });
    expect(simulator.delivered.at(-1)?.message).toBe('পোশাক: ধন্যবাদ');
  });
});
