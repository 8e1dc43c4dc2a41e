import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { outboxGateway } from '../../../src/modules/sms/gateways/outbox';
import type { SmsGateway } from '../../../src/modules/sms/gateways/gateway';
import { shopForTests } from '../../helpers/build';
import {
  capturedLog,
  FakeClock,
  moveOrder,
  shopperOrders,
  staffMessages,
  testWorker,
} from './sms-shop';

describe('SMS without a gateway: the outbox', () => {
  const { t, c } = shopForTests('embedded', { env: { ADVANCE_FEE: 'off' } });
  const outbox = () => readdirSync(t.config.outboxDir).filter((name) => name.startsWith('sms-'));
  const read = (name: string) =>
    JSON.parse(readFileSync(path.join(t.config.outboxDir, name), 'utf8')) as Record<
      string,
      unknown
    >;

  it('writes each message to DATA_DIR/outbox as one JSON file, the number masked but its last 3 digits', async () => {
    const clock = new FakeClock();
    const { log, lines } = capturedLog();
    const worker = testWorker(t, { clock, log });
    const order = await shopperOrders(t, c, { phone: '01712345999', paid: false });
    await moveOrder(t, order.invoice_no, 'Canceled');
    expect(await worker.runOnce()).toBe(2);

    const files = outbox();
    expect(files).toHaveLength(2);
    const [cancelled, placed] = files
      .map(read)
      .sort((a, b) => String(a.event).localeCompare(String(b.event)));
    expect(cancelled).toMatchObject({
      to: '**********999',
      invoice_no: order.invoice_no,
      event: 'cancelled',
      language: 'bn',
      parts: expect.any(Number),
    });
    expect(placed?.text).toContain(
      `http://localhost:${t.config.port}/track?invoice=${order.invoice_no}`,
    );
    const written = files
      .map((f) => readFileSync(path.join(t.config.outboxDir, f), 'utf8'))
      .join('');
    expect(written).not.toContain('1712345999');
    expect(lines.join('')).not.toContain('1712345999');

    const { items } = await staffMessages(t, `?invoice_no=${order.invoice_no}`);
    expect(items.map((m) => [m.status, m.gateway, m.phone])).toEqual(
      Array(2).fill(['sent', 'outbox', '01712345999']),
    );
    expect(items.map((m) => m.reference).sort()).toEqual([...files].sort());
  });

  it('writes a message cut by a crash once: the repeated try rewrites the same file', async () => {
    const clock = new FakeClock();
    const before = outbox().length;
    // The file is written and the process dies before it records that.
    const real = outboxGateway(t.config.outboxDir);
    let written!: () => void;
    const wrote = new Promise<void>((resolve) => (written = resolve));
    const dying: SmsGateway = {
      ...real,
      send: async (message) => {
        await real.send(message);
        written();
        return new Promise(() => undefined);
      },
    };
    const order = await shopperOrders(t, c, { phone: '01712345888', paid: false });
    void testWorker(t, { clock, gateway: dying }).runOnce();
    await wrote;
    clock.advance(60_000);
    expect(await testWorker(t, { clock }).runOnce()).toBe(1);
    expect(outbox().length).toBe(before + 1);
    const [message] = (await staffMessages(t, `?invoice_no=${order.invoice_no}`)).items;
    expect(message).toMatchObject({ status: 'sent', attempts: 2, gateway: 'outbox' });
  });

  it('says so in the templates list: messages go to the outbox', async () => {
    const reply = await t.app.inject({
      method: 'GET',
      url: '/api/backoffice/sms/templates',
      headers: await t.auth('moderator'),
    });
    expect(reply.json()).toMatchObject({ gateway: 'outbox' });
  });
});
