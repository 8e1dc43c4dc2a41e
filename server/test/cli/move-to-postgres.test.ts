import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { LOOKUP_KINDS, lookupKinds, type PlacedOrder } from '@poshak/shared-api/schemas';
import { multipart, picture, type FilePart } from '../helpers/multipart';
import { seededRandom } from '../../src/lib/seeded-random';
import { scratchDatabase } from '../helpers/test-postgres';
import {
  call,
  freePortIn,
  runBundled,
  startServer,
  type SpawnedServer,
} from '../reliability/helpers/spawned-server';

/** More than the 100 taken numbers an order skips before giving up: a sequence left at 0 fails. */
const ORDERS = 110;
const SHOPPERS = 6;
const STAFF = { username: 'mover', password: 'moving-day-password-1' };

type Json = Record<string, unknown>;

/** Every page of a paged list. */
async function allPages(base: string, url: string, auth: Record<string, string> = {}) {
  const items: unknown[] = [];
  let total = -1;
  for (let page = 1; total < 0 || items.length < total; page++) {
    const reply = await call(base, 'GET', `${url}&page=${page}`, undefined, auth);
    expect([url, reply.status]).toEqual([url, 200]);
    const body = reply.body as { items: unknown[]; total: number };
    total = body.total;
    items.push(...body.items);
    if (body.items.length === 0) break;
  }
  return { total, items };
}

/** What a shopper and a staff member see of the shop, through its API, and every picture's bytes. */
async function snapshot(base: string, auth: Record<string, string>) {
  const storefront = await Promise.all(
    [1, 2, 3].map((p) => allPages(base, `/api/storefront/products?priority=${p}&pageSize=72`)),
  );
  const stock = await allPages(base, '/api/backoffice/stock?pageSize=200', auth);
  const orders = await allPages(base, '/api/backoffice/orders?pageSize=200', auth);
  const get = async (url: string) => {
    const reply = await call(base, 'GET', url, undefined, auth);
    expect([url, reply.status]).toEqual([url, 200]);
    return reply.body;
  };
  const lookups = await Promise.all(
    lookupKinds.map((kind) => get(`/api/${LOOKUP_KINDS[kind].path}/getAll`)),
  );
  const customers = await get('/api/customers/getAll');
  // Kept by the database's triggers, not copied: the move counts the orders into it again.
  const { top_products: topProducts } = (await get('/api/backoffice/dashboard')) as {
    top_products: unknown[];
  };
  const coupons = await get('/api/coupons');
  const urls = new Set<string>();
  for (const item of stock.items as { image: { url: string; thumbnails: { url: string }[] } }[]) {
    urls.add(item.image.url);
    for (const t of item.image.thumbnails) urls.add(t.url);
  }
  const pictures: Record<string, string> = {};
  for (const url of [...urls].sort()) {
    const response = await fetch(`${base}${url}`);
    const bytes = Buffer.from(await response.arrayBuffer());
    pictures[url] =
      `${response.status} ${response.headers.get('content-type')} ` +
      createHash('sha1').update(bytes).digest('hex');
  }
  return { storefront, stock, orders, topProducts, lookups, customers, coupons, pictures };
}

/**
 * The way from one box to many: an embedded shop (its PostgreSQL in DATA_DIR) with the demo
 * catalogue, uploads, orders, a coupon and a staff account is moved with the bundled
 * `move-to-postgres` command onto another PostgreSQL, and a server there — with an empty data
 * folder of its own — shows the same shop.
 */
describe('moving an embedded shop onto PostgreSQL (move-to-postgres)', () => {
  let drop = async () => {};
  let targetUrl: string;
  const dirs: string[] = [];
  const servers: SpawnedServer[] = [];
  let embeddedDir: string;
  let before: Awaited<ReturnType<typeof snapshot>>;
  let tokenBefore: Record<string, string>;
  let highestInvoice = -1;
  let replacedPicture: string[] = [];
  const figures: string[] = [];

  const tempDir = (prefix: string) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
    dirs.push(dir);
    return dir;
  };
  const start = async (env: Record<string, string>) => {
    const server = await startServer({ port: await freePortIn(4990, 4999), env });
    servers.push(server);
    return server;
  };
  const signIn = async (base: string) => {
    const reply = await call(base, 'POST', '/api/auth/signin', STAFF);
    expect(reply.status).toBe(200);
    return { authorization: `Bearer ${(reply.body as { accessToken: string }).accessToken}` };
  };
  const move = (args: string[]) => runBundled('move-to-postgres', args, { DATA_DIR: embeddedDir });
  const query = async <T extends Json>(text: string): Promise<T[]> => {
    const client = new pg.Client({ connectionString: targetUrl });
    await client.connect();
    try {
      return (await client.query<T>(text)).rows;
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    const scratch = await scratchDatabase('embedded', { migrated: false });
    drop = scratch.drop;
    targetUrl = scratch.url;
    embeddedDir = tempDir('poshak-move-embedded-');
  }, 240_000);

  afterAll(async () => {
    if (figures.length) console.log(`move-to-postgres:\n  ${figures.join('\n  ')}`);
    await Promise.all(servers.map((s) => s.stop()));
    await drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('an embedded shop with the demo catalogue, uploads, orders and staff; the move refused while its server runs', async () => {
    const staff = await runBundled(
      'create-staff',
      ['--username', STAFF.username, '--password', STAFF.password, '--role', 'admin'],
      { DATA_DIR: embeddedDir },
    );
    expect(staff).toMatchObject({ code: 0 });
    const server = await start({ DATA_DIR: embeddedDir, SEED: 'demo' });
    const auth = await signIn(server.baseURL);
    tokenBefore = await signIn(server.baseURL);

    // Uploads: two new products, and one picture replaced (its old files are gone for good).
    const upload = async (
      method: 'POST' | 'PUT',
      url: string,
      fields: Record<string, string | number | FilePart>,
    ) => {
      const form = multipart({
        category_id: 1,
        color_id: 1,
        size_id: 1,
        brand_id: 1,
        price: 2500,
        quantity: 30,
        operation_type_id: 2,
        image_priority_id: 1,
        ...fields,
      });
      const response = await fetch(`${server.baseURL}${url}`, {
        method,
        headers: { ...form.headers, ...auth },
        body: new Uint8Array(form.payload),
      });
      expect(response.status).toBe(200);
      return (await response.json()) as {
        id_transaction: number;
        image: { url: string; thumbnails: { url: string }[] };
      };
    };
    await upload('POST', '/api/producttraces/post', {
      product_code: 'MOVE-1',
      product_name: 'Moved Muslin Saree',
      image: await picture('png', 900, 1100),
    });
    const second = await upload('POST', '/api/producttraces/post', {
      product_code: 'MOVE-2',
      product_name: 'Moved Khadi Panjabi',
      image: await picture('jpeg', 1300, 800),
    });
    replacedPicture = [second.image.url, ...second.image.thumbnails.map((t) => t.url)];
    await upload('PUT', '/api/producttraces/updateProductTraceImageTransactionByIDs', {
      id_transaction: second.id_transaction,
      product_code: 'MOVE-2',
      product_name: 'Moved Khadi Panjabi',
      image: await picture('webp', 700, 900),
    });
    for (const url of replacedPicture) {
      expect((await fetch(`${server.baseURL}${url}`)).status).toBe(404);
    }

    const coupon = await call(
      server.baseURL,
      'POST',
      '/api/coupons',
      {
        code: 'MOVE-10',
        name: 'Moving day',
        description: 'Ten off\nfor the move',
        discount_value: 10.5,
        applies_to: 'All Product',
        start_day: '2026-01-01',
        end_day: '2030-12-31',
        allowed_customer: 'All Customer',
      },
      auth,
    );
    expect(coupon.status).toBe(200);

    // Orders from several shoppers at once, over items with stock.
    const listed = await call(server.baseURL, 'GET', '/api/storefront/products?pageSize=72');
    const inStock = (listed.body as { items: { id_transaction: number; stock: number }[] }).items
      .filter((i) => i.stock >= 10)
      .map((i) => i.id_transaction);
    expect(inStock.length).toBeGreaterThan(20);
    const random = seededRandom(23);
    let next = 0;
    const placed: PlacedOrder[] = [];
    await Promise.all(
      Array.from({ length: SHOPPERS }, async () => {
        while (next < ORDERS) {
          const n = next++;
          const lines = [
            ...new Set(
              Array.from(
                { length: 1 + (n % 3) },
                () => inStock[Math.floor(random() * inStock.length)] as number,
              ),
            ),
          ].map((id) => ({ id_transaction: id, quantity: 1 }));
          const reply = await call(server.baseURL, 'POST', '/api/orders', {
            customer_name: `Moving shopper ${n}`,
            customer_address: `House ${n}, Dhanmondi, Dhaka`,
            customer_phone: '01712345678',
            shipping_id: 1 + (n % 2),
            lines,
          });
          expect(reply.status).toBe(200);
          placed.push(reply.body as PlacedOrder);
        }
      }),
    );
    highestInvoice = Math.max(...placed.map((o) => o.invoice_no));
    // One order moves on in its life: it is Processing after the move too.
    const status = await call(
      server.baseURL,
      'PUT',
      `/api/transactionsRouter/updateTransactionOrderStatusByInvoiceNo?invoice_no=${highestInvoice}&order_status_id=2`,
      undefined,
      auth,
    );
    expect(status.status).toBe(200);

    before = await snapshot(server.baseURL, auth);
    expect(before.orders.total).toBe(ORDERS);
    expect(before.topProducts.length).toBeGreaterThan(0);

    const refused = await move(['--to', targetUrl]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(`running server (pid ${server.child.pid})`);
    expect(await query('SELECT 1 FROM pg_tables WHERE tablename = $$orders$$')).toEqual([]);

    expect(await server.stop()).toBe('0');
    figures.push(
      `embedded shop: ${before.stock.total} stock entries, ${before.orders.total} orders, ` +
        `${(before.customers as unknown[]).length} customers, ${Object.keys(before.pictures).length} picture URLs; ` +
        'move refused while its server ran (exit 2)',
    );
  }, 240_000);

  it('moves it: a server on PostgreSQL with an empty data folder shows the same shop and serves every picture', async () => {
    const moved = await move(['--to', targetUrl]);
    expect(moved).toMatchObject({ code: 0, stderr: '' });
    expect(moved.stdout).toMatch(/Moved in \d+ ms/);

    const stored = new Set(
      (await query<{ name: string }>('SELECT name FROM pictures')).map((r) => r.name),
    );
    for (const url of Object.keys(before.pictures)) expect(stored).toContain(path.basename(url));

    const server = await start({
      DATABASE_URL: targetUrl,
      DATA_DIR: tempDir('poshak-move-pg-'),
      // The demo catalogue must not be seeded a second time.
      SEED: 'demo',
    });
    const after = await snapshot(server.baseURL, await signIn(server.baseURL));
    expect(after.stock.total).toBe(before.stock.total);
    expect(after.orders.total).toBe(before.orders.total);
    expect(after).toEqual(before);
    for (const url of replacedPicture) {
      expect((await fetch(`${server.baseURL}${url}`)).status).toBe(404);
    }
    expect(Object.values(after.pictures).every((p) => p.startsWith('200 image/'))).toBe(true);
    figures.push(
      `moved: ${moved.stdout.trim().split('\n').at(-2) ?? ''}`,
      `on PostgreSQL: the same ${after.storefront.map((l) => l.total).join('/')} storefront cards (collection/best sellers/banners), ` +
        `${after.stock.total} stock entries, ${after.orders.total} orders, customers, lookups and coupon; ` +
        `${Object.keys(after.pictures).length} pictures served byte for byte from the database`,
    );
  }, 240_000);

  it('staff stay who they were, and the next order and product get the next numbers', async () => {
    const server = servers.at(-1) as SpawnedServer;
    // A token from before the move is still good: its session and the signing key moved too.
    expect((await call(server.baseURL, 'GET', '/api/coupons', undefined, tokenBefore)).status).toBe(
      200,
    );
    const auth = await signIn(server.baseURL);
    const order = await call(server.baseURL, 'POST', '/api/orders', {
      customer_name: 'First after the move',
      customer_address: 'Agrabad, Chattogram',
      customer_phone: '01812345678',
      shipping_id: 2,
      lines: [
        {
          id_transaction: (before.stock.items[0] as { id_transaction: number }).id_transaction,
          quantity: 1,
        },
      ],
    });
    expect(order).toEqual({
      status: 200,
      body: expect.objectContaining({ invoice_no: highestInvoice + 1 }),
    });

    const form = multipart({
      product_code: 'MOVE-3',
      product_name: 'After the move Lungi',
      category_id: 1,
      color_id: 1,
      size_id: 1,
      brand_id: 1,
      price: 900,
      quantity: 5,
      operation_type_id: 2,
      image_priority_id: 1,
      image: await picture('png', 400, 500),
    });
    const response = await fetch(`${server.baseURL}/api/producttraces/post`, {
      method: 'POST',
      headers: { ...form.headers, ...auth },
      body: new Uint8Array(form.payload),
    });
    expect(response.status).toBe(200);
    const entry = (await response.json()) as { id_transaction: number; image: { url: string } };
    const highestEntry = Math.max(
      ...(before.stock.items as { id_transaction: number }[]).map((i) => i.id_transaction),
    );
    expect(entry.id_transaction).toBeGreaterThan(highestEntry);
    expect((await fetch(`${server.baseURL}${entry.image.url}`)).status).toBe(200);
    figures.push(
      `after the move: staff signed in with the same password (and an old token still worked); ` +
        `the next order got invoice ${(order.body as PlacedOrder).invoice_no} (highest before: ${highestInvoice})`,
    );
  });

  it('refuses a target that already holds a shop; --replace puts the embedded shop back in its place', async () => {
    const refused = await move(['--to', targetUrl]);
    expect(refused.code).toBe(3);
    expect(refused.stderr).toContain('already holds a shop');
    const orders = async () =>
      Number((await query<{ n: string }>('SELECT count(*) AS n FROM orders'))[0]?.n);
    expect(await orders()).toBe(ORDERS + 1);

    await (servers.at(-1) as SpawnedServer).stop();
    const replaced = await move(['--to', targetUrl, '--replace']);
    expect(replaced.code).toBe(0);
    expect(await orders()).toBe(ORDERS);
    const [invoices] = await query<{ value: number }>(
      "SELECT value FROM counters WHERE name = 'invoice_no'",
    );
    expect(invoices).toEqual({ value: highestInvoice });
    figures.push(
      `a second move into it refused (exit 3); with --replace the target holds the embedded shop again (${ORDERS} orders, next invoice ${highestInvoice + 1})`,
    );
  }, 240_000);
});
