import type { OrderSummary, Paged } from '@poshak/shared-api/schemas';
import { shopForTests, type TestShop } from '../../helpers/build';
import { SteadfastSimulator } from './simulators/steadfast-simulator';
import { book, drain, FakeClock, readyOrder, testCourierWorker } from './courier-shop';

const account = {
  apiKey: 'sf-api-key-list',
  secretKey: 'sf-secret-key-list',
  webhookToken: 'sf-webhook-token-list',
};
const simulator = new SteadfastSimulator(account);
const env: Record<string, string> = {
  STEADFAST_API_KEY: account.apiKey,
  STEADFAST_SECRET_KEY: account.secretKey,
  STEADFAST_WEBHOOK_TOKEN: account.webhookToken,
  ADVANCE_FEE: 'on',
  BKASH_NUMBER: '01712345678',
  // The orders list is kept a minute, as in production: what changes it must empty it.
  READ_CACHE_MS: '60000',
};

beforeAll(async () => {
  await simulator.listen();
  env.STEADFAST_URL = simulator.url;
});
afterAll(() => simulator.close());

async function listed(t: TestShop, invoiceNo: number) {
  const reply = await t.app.inject({
    method: 'GET',
    url: '/api/backoffice/orders?page=1&pageSize=50',
    headers: await t.auth('moderator'),
  });
  expect(reply.statusCode).toBe(200);
  return (reply.json() as Paged<OrderSummary>).items.find((o) => o.invoice_no === invoiceNo);
}

describe('the orders list shows each order’s courier booking', () => {
  const { t, c } = shopForTests('embedded', { env });

  it('shows none, then the queued booking at once, then the tracking code once booked', async () => {
    const order = await readyOrder(t, c);
    const other = await readyOrder(t, c, { phone: '01933333333' });
    expect((await listed(t, order.invoice_no))?.booking).toBeNull();

    await book(t, 'steadfast', [order.invoice_no]);
    // The booking request empties the kept list: no minute-old page without it.
    expect((await listed(t, order.invoice_no))?.booking).toEqual({
      courier: 'steadfast',
      status: 'pending',
      tracking_code: null,
    });

    // The worker books outside any request; it tells the read cache what it changed.
    const told: (readonly string[])[] = [];
    const worker = testCourierWorker(t, new FakeClock(), {
      onChanged: (tags) => {
        told.push(tags);
        t.app.readCache?.bus.changed(tags);
      },
    });
    await drain(worker);
    expect(told).toContainEqual(['orders']);
    const consignment = simulator.consignments.find((x) => x.invoice === String(order.invoice_no));
    expect(consignment?.tracking_code).toBeTruthy();
    expect((await listed(t, order.invoice_no))?.booking).toEqual({
      courier: 'steadfast',
      status: 'booked',
      tracking_code: consignment?.tracking_code,
    });
    // Another order of the same page is untouched.
    expect((await listed(t, other.invoice_no))?.booking).toBeNull();
  });
});
