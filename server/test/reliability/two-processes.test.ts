import { LOOKUP_KINDS, lookupKinds } from '@poshak/shared-api/schemas';
import { createStaff } from '../helpers/build';
import type { ShopDatabase } from '../../src/db/database';
import type { Catalogue } from '../helpers/catalogue';
import { multipart } from '../helpers/multipart';
import { barrier } from './helpers/barrier';
import { auditOrders, countRows } from './helpers/order-audit';
import { promisedFrom, race, raceOrders, replyProblems, type RaceItem } from './helpers/order-race';
import { scratchShop } from './helpers/scratch-postgres';
import { call, freePortIn, startServer, type SpawnedServer } from './helpers/spawned-server';

const ORDERS = 200;
const UNITS = 25;
const JWT_SECRET = 'two-processes-secret-two-processes-secret';

/**
 * The shop as it runs behind a load balancer: two instances of the built server
 * (`server/dist/server.js`) on one PostgreSQL database, requests spread over both.
 */
describe('two server processes sharing one PostgreSQL', () => {
  let drop: () => Promise<void>;
  let shop: ShopDatabase;
  let c: Catalogue;
  let servers: SpawnedServer[] = [];
  let token: string;

  beforeAll(async () => {
    const scratch = await scratchShop({
      username: 'two-admin',
      password: 'two-admin-password',
      role: 'admin',
    });
    ({ drop, shop, catalogue: c } = scratch);
    const env = { DATABASE_URL: scratch.url, JWT_SECRET, DATA_DIR: '/tmp/poshak-rel-two' };
    const first = await startServer({ port: await freePortIn(4940, 4959), env });
    const second = await startServer({ port: await freePortIn(4960, 4979), env });
    servers = [first, second];
    const signin = await call(first.baseURL, 'POST', '/api/auth/signin', {
      username: 'two-admin',
      password: 'two-admin-password',
    });
    token = (signin.body as { accessToken: string }).accessToken;
  }, 240_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await shop?.close();
    await drop?.();
  });

  const server = (i: number) => servers[i % 2] as SpawnedServer;

  it(`${ORDERS} orders over both processes at once: exactly ${UNITS} units sold per item, distinct invoices`, async () => {
    const items: RaceItem[] = [];
    for (const [i, name] of ['Twin Kurta', 'Twin Saree', 'Twin Shawl'].entries()) {
      const id = await c.addStock({
        product_code: `TWIN-${i}`,
        product_name: name,
        quantity: UNITS,
      });
      items.push({ id, name });
    }
    const startStock = new Map(items.map((i) => [i.id, UNITS]));
    const customersBefore = await countRows(shop.db, 'customers');

    const result = await race(raceOrders(items, ORDERS, UNITS, 11), (body, i) =>
      call(server(i).baseURL, 'POST', '/api/orders', body),
    );

    const audit = await auditOrders(shop.db, { startStock, promised: promisedFrom(result) });
    expect(audit.problems).toEqual([]);
    expect(replyProblems(result, items, audit.stock)).toEqual([]);
    for (const item of items) expect(audit.stock.get(item.id)).toBe(0);
    expect(result.accepted.length + result.refused.length).toBe(ORDERS);
    expect(await countRows(shop.db, 'customers')).toBe(customersBefore + result.accepted.length);
    // Both processes really took orders.
    const acceptedBy = [0, 1].map(
      (p) => result.accepted.filter((a) => requestIndex(a.body.customer_name) % 2 === p).length,
    );
    expect(acceptedBy.every((n) => n > 0)).toBe(true);
  });

  it('the same lookup name sent to both processes at once: one 200, one 409', async () => {
    const auth = { authorization: `Bearer ${token}` };
    for (const kind of lookupKinds) {
      const { path, nameField } = LOOKUP_KINDS[kind];
      const name = `Across ${kind}`;
      const gate = barrier();
      const pending = [0, 1].map(async (i) => {
        await gate.wait();
        return call(
          server(i).baseURL,
          'POST',
          `/api/${path}/post?${nameField}=${encodeURIComponent(name)}`,
          undefined,
          auth,
        );
      });
      gate.release();
      const statuses = (await Promise.all(pending)).map((r) => r.status).sort();
      expect(statuses).toEqual([200, 409]);
    }
  });

  it('edits of one stock entry spread over both processes: one edit wins whole', async () => {
    const id = await c.addStock({ product_code: 'SPREAD-0', product_name: 'Spread', quantity: 3 });
    const before = await countRows(shop.db, 'catalogue_cards');
    const gate = barrier();
    const pending = Array.from({ length: 12 }, async (_, i) => {
      const form = multipart({
        id_transaction: id,
        product_code: `SPREAD-${i % 2}`,
        product_name: `Spread ${i}`,
        category_id: c.category('Saree'),
        color_id: c.color('Pink'),
        size_id: c.size('L'),
        brand_id: c.brand,
        price: 2000 + i,
        quantity: i,
        operation_type_id: 2,
        image_priority_id: 1 + (i % 2),
      });
      await gate.wait();
      const response = await fetch(
        `${server(i).baseURL}/api/producttraces/updateProductTraceImageTransactionByIDs`,
        {
          method: 'PUT',
          headers: { ...form.headers, authorization: `Bearer ${token}` },
          body: new Uint8Array(form.payload),
        },
      );
      return { status: response.status, body: await response.text() };
    });
    gate.release();
    const replies = await Promise.all(pending);
    expect(replies.filter((r) => r.status !== 200)).toEqual([]);
    const listed = await call(
      server(0).baseURL,
      'GET',
      `/api/backoffice/stock?id_transaction=${id}`,
      undefined,
      {
        authorization: `Bearer ${token}`,
      },
    );
    const [entry] = (
      listed.body as { items: { quantity: number; price: number; product_name: string }[] }
    ).items;
    expect(entry).toBeDefined();
    const n = entry?.quantity ?? -1;
    expect(entry).toEqual(
      expect.objectContaining({ price: 2000 + n, product_name: `Spread ${n}` }),
    );
    expect(await countRows(shop.db, 'catalogue_cards')).toBe(before);
  });

  it('sign-in attempts are counted across both processes: the 11th is refused with 429', async () => {
    await createStaff(shop.db, {
      username: 'guessed-admin',
      password: 'guessed-password',
      role: 'admin',
      email: 'guessed@poshak.test',
    });
    const attempt = (i: number, password: string) =>
      call(server(i).baseURL, 'POST', '/api/auth/signin', { username: 'guessed-admin', password });
    for (let i = 0; i < 10; i++) expect((await attempt(i, `wrong-${i}`)).status).toBe(401);
    const throttled = await attempt(10, 'guessed-password');
    expect(throttled.status).toBe(429);
    expect(throttled.body).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: expect.stringMatching(/^Too many attempts/),
      retry_after_seconds: expect.any(Number),
    });
    expect((await attempt(11, 'guessed-password')).status).toBe(429);
    // The guesser does not lock the other accounts out.
    const other = await call(server(1).baseURL, 'POST', '/api/auth/signin', {
      username: 'two-admin',
      password: 'two-admin-password',
    });
    expect(other.status).toBe(200);
  });
});

/** Which request (and so which process) an order came from: raceOrders numbers its customers. */
const requestIndex = (customerName: string) => Number(/\d+$/.exec(customerName)?.[0]);
