import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { PlacedOrder } from '@poshak/shared-api/schemas';
import { loadConfig } from '../../../src/config';
import { createDatabase, type ShopDatabase } from '../../../src/db/database';
import { smsMessages } from '../../../src/db/schema';
import { prepareDatabase } from '../../../src/db/setup';
import { makeCatalogue } from '../../helpers/catalogue';
import { scratchDatabase } from '../../helpers/test-postgres';
import { call, freePortIn, startServer } from '../../reliability/helpers/spawned-server';
import { SslWirelessSimulator } from './simulators/ssl-wireless-simulator';

const account = { apiToken: 'ssl-restart-token-01', sid: 'POSHAKSHOP' };

/**
 * The shop's real server (its production bundle, as `pnpm start` runs it) on a PostgreSQL of its
 * own, killed with SIGKILL between an order and its SMS: nothing in the dead process's memory can
 * matter, only what its commit left in the database.
 */
describe('an order’s SMS across a server killed before sending it', () => {
  const simulator = new SslWirelessSimulator(account);
  let dataDir: string;
  let drop = async () => {};
  let shop: ShopDatabase;
  let env: Record<string, string>;
  let stockId: number;

  beforeAll(async () => {
    // Each SMS test file has its own ports (5650–5699), so files running side by side never race for one.
    await simulator.listen(await freePortIn(5680, 5689));
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'poshak-sms-restart-'));
    const scratch = await scratchDatabase('embedded');
    drop = scratch.drop;
    env = {
      DATA_DIR: dataDir,
      DATABASE_URL: scratch.url,
      JWT_SECRET: 'sms-restart-secret-sms-restart-secret-01',
      SMS_GATEWAY: 'sslwireless',
      SMS_GATEWAY_URL: simulator.url,
      SMS_API_KEY: account.apiToken,
      SMS_SENDER_ID: account.sid,
      PUBLIC_URL: 'https://shop.example',
    };
    const config = loadConfig({ ...env, SEED: 'none' });
    shop = await createDatabase({ ...config, databaseUrl: scratch.url, poolSize: 2 });
    await prepareDatabase(shop, config);
    stockId = await (
      await makeCatalogue(shop.db)
    ).addStock({
      product_code: 'RESTART-1',
      product_name: 'Katan saree',
      price: 2400,
      quantity: 5,
    });
  }, 120_000);

  afterAll(async () => {
    await shop?.close();
    await drop();
    await simulator.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is sent once by the next start', async () => {
    const port = await freePortIn(5690, 5699);
    // The first process queues messages and sends none: it dies before it could.
    const first = await startServer({ port, env: { ...env, SMS_WORKER: 'off' } });
    const reply = await call(
      first.baseURL,
      'POST',
      '/api/orders',
      {
        customer_name: 'Nasrin Sultana',
        customer_address: 'Zindabazar, Sylhet',
        customer_phone: '01712340999',
        shipping_id: 2,
        lines: [{ id_transaction: stockId, quantity: 1 }],
      },
      { cookie: 'poshak_language=en' },
    );
    expect(reply.status).toBe(200);
    const order = reply.body as PlacedOrder;
    expect(await first.kill()).toBe('SIGKILL');
    const queued = await shop.db
      .select()
      .from(smsMessages)
      .where(eq(smsMessages.invoice_no, order.invoice_no));
    expect(queued).toMatchObject([
      { event: 'order_placed', status: 'pending', attempts: 0, language: 'en' },
    ]);
    expect(simulator.requests).toHaveLength(0);

    const taken = simulator.nextRequest();
    const second = await startServer({ port, env });
    const request = await taken;
    expect(request.fields).toMatchObject({
      msisdn: '8801712340999',
      csms_id: queued[0]?.idempotency_key,
    });
    // A graceful stop lets the try under way finish and record its outcome.
    expect(await second.stop()).toBe('0');

    const [sent] = await shop.db
      .select()
      .from(smsMessages)
      .where(eq(smsMessages.invoice_no, order.invoice_no));
    expect(sent).toMatchObject({
      status: 'sent',
      attempts: 1,
      gateway: 'sslwireless',
      phone: '01712340999',
    });
    expect(simulator.delivered).toHaveLength(1);
    expect(simulator.delivered[0]?.sms).toBe(
      `Poshak: Thank you Nasrin Sultana! Order #${order.invoice_no} is received, total Tk 2,530. ` +
        `Track it: https://shop.example/track?invoice=${order.invoice_no}`,
    );
    expect(second.log()).not.toContain('01712340999');
  });
});
