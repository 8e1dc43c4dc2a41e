import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PlacedOrder } from '@poshak/shared-api/schemas';
import type { ShopDatabase } from '../../src/db/database';
import { pictureStoreFor } from '../../src/modules/pictures/picture-store';
import type { Catalogue } from '../helpers/catalogue';
import { eventually as seenWithin } from '../helpers/instances';
import { multipart, picture } from '../helpers/multipart';
import { seededRandom } from '../../src/lib/seeded-random';
import {
  announceMissingNginx,
  nginxInstalled,
  startNginx,
  type AccessEntry,
  type RunningNginx,
} from './helpers/nginx';
import { auditOrders, type PromisedOrder } from './helpers/order-audit';
import { scratchShop } from './helpers/scratch-postgres';
import { call, freePortIn, startServer, type SpawnedServer } from './helpers/spawned-server';

/** Shoppers ordering at once through nginx. */
const WORKERS = 6;
/** Orders confirmed before instance A is killed (others are in flight when it dies). */
const KILL_AFTER = 30;
/** Orders to confirm among those sent once A is gone. */
const AFTER_KILL = 40;
const ITEMS = 6;
const UNITS = 1_000;

announceMissingNginx('many instances behind nginx');
const describeBalanced = nginxInstalled ? describe : describe.skip;

/** Waits for what another instance hears over NOTIFY: asked again until true, 10 s at most. */
const eventually = (what: string, check: () => Promise<boolean>) =>
  seenWithin(check, { what, ms: 10_000 });

/**
 * The shop as it runs when it outgrows one box: two production server processes
 * (`server/dist/server.js`), each with its OWN data folder and no JWT_SECRET, on one PostgreSQL
 * database, behind Debian's nginx with a configuration of the test's own. Whatever one instance
 * stores (pictures, sessions, prices) the other serves, and when one dies nginx moves on.
 */
describeBalanced('two instances behind nginx on one PostgreSQL', () => {
  let drop = async () => {};
  let shop: ShopDatabase;
  let c: Catalogue;
  const dirs: string[] = [];
  let a: SpawnedServer;
  let b: SpawnedServer;
  let nginx: RunningNginx | undefined;
  const servers: SpawnedServer[] = [];
  const figures: string[] = [];

  const tempDir = (prefix: string) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
    dirs.push(dir);
    return dir;
  };
  /** nginx's address (it is up once beforeAll is done). */
  const lb = () => {
    if (!nginx) throw new Error('nginx is not running');
    return nginx.baseURL;
  };
  const addrOf = (s: SpawnedServer) => `127.0.0.1:${s.port}`;
  const nameOf = (addr: string | undefined) =>
    addr === addrOf(a) ? 'A' : addr === addrOf(b) ? 'B' : String(addr);

  beforeAll(async () => {
    const scratch = await scratchShop({
      username: 'lb-admin',
      password: 'lb-admin-password',
      role: 'admin',
    });
    ({ drop, shop, catalogue: c } = scratch);

    // Ports one after the other: two probes made together could both pick the same free one.
    const portA = await freePortIn(4980, 4989);
    const portB = await freePortIn(portA + 1, 4989);
    const nginxPort = await freePortIn(portB + 1, 4989);
    const env = (dataDir: string) => ({
      DATABASE_URL: scratch.url,
      // Its own folder each: nothing may be shared through a disk.
      DATA_DIR: dataDir,
      // The busy reads are kept for a minute, as in production.
      READ_CACHE_MS: '60000',
      // One nginx in front: the client address is the one it adds to X-Forwarded-For.
      TRUST_PROXY: '1',
    });
    // Started together, as an orchestrator starts them: the set-up lock makes them take turns.
    const started = await Promise.allSettled([
      startServer({ port: portA, env: env(tempDir('poshak-lb-a-')) }),
      startServer({ port: portB, env: env(tempDir('poshak-lb-b-')) }),
    ]);
    for (const s of started) if (s.status === 'fulfilled') servers.push(s.value);
    for (const s of started) if (s.status === 'rejected') throw s.reason;
    [a, b] = servers as [SpawnedServer, SpawnedServer];
    nginx = await startNginx({
      dir: tempDir('poshak-lb-nginx-'),
      port: nginxPort,
      upstreams: [portA, portB],
    });
  }, 180_000);

  afterAll(async () => {
    if (figures.length) console.log(`many instances behind nginx:\n  ${figures.join('\n  ')}`);
    await nginx?.stop();
    await Promise.all(servers.map((s) => s.stop()));
    await shop?.close();
    await drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  const signIn = async (via: string) => {
    const reply = await call(via, 'POST', '/api/auth/signin', {
      username: 'lb-admin',
      password: 'lb-admin-password',
    });
    expect(reply.status).toBe(200);
    return { authorization: `Bearer ${(reply.body as { accessToken: string }).accessToken}` };
  };

  /** The access log's lines for these request ids, once nginx has written all of them. */
  const logged = async (ids: string[]) => {
    const wanted = new Set(ids);
    let entries = new Map<string, AccessEntry>();
    await eventually('access log', async () => {
      entries = new Map(
        (nginx?.accessLog() ?? [])
          .filter((e) => wanted.has(e.requestId))
          .map((e) => [e.requestId, e]),
      );
      return entries.size === wanted.size;
    });
    return entries;
  };

  const fields = (overrides: Record<string, string | number>) => ({
    category_id: c.category('Saree'),
    color_id: c.color('Pink'),
    size_id: c.size('L'),
    brand_id: c.brand,
    quantity: 5,
    operation_type_id: 2,
    image_priority_id: 1,
    ...overrides,
  });

  async function sendForm(
    via: string,
    method: 'POST' | 'PUT',
    url: string,
    form: ReturnType<typeof multipart>,
    auth: Record<string, string>,
  ) {
    const response = await fetch(`${via}${url}`, {
      method,
      headers: { ...form.headers, ...auth },
      body: new Uint8Array(form.payload),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  const getBytes = async (via: string, url: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${via}${url}`, { headers });
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      cache: response.headers.get('cache-control'),
      etag: response.headers.get('etag'),
      bytes: Buffer.from(await response.arrayBuffer()),
    };
  };

  it('a picture uploaded through A is served by B and through nginx; deleted through B, it is gone for A', async () => {
    const auth = await signIn(a.baseURL);
    const image = await picture('jpeg', 900, 1200);
    const created = await sendForm(
      a.baseURL,
      'POST',
      '/api/producttraces/post',
      multipart({
        ...fields({ product_code: 'LB-PIC', product_name: 'Balanced Katan', price: 4200 }),
        image,
      }),
      auth,
    );
    expect(created.status).toBe(200);
    const shown = created.body.image as { url: string; thumbnails: { url: string }[] };
    const urls = [shown.url, ...shown.thumbnails.map((t) => t.url)];
    expect(urls.length).toBe(4); // the original and 200, 400, 800

    for (const url of urls) {
      const fromA = await getBytes(a.baseURL, url);
      const fromB = await getBytes(b.baseURL, url);
      expect([url, fromA.status, fromB.status]).toEqual([url, 200, 200]);
      expect(fromB.bytes.equals(fromA.bytes)).toBe(true);
      expect(fromB.etag).toBe(fromA.etag);
      expect(fromB.cache).toBe('public, max-age=31536000, immutable');
      expect(fromB.type).toBe(url.endsWith('.jpg') ? 'image/jpeg' : 'image/webp');
    }
    expect((await getBytes(b.baseURL, shown.url)).bytes.equals(image.data)).toBe(true);

    // Through nginx, one request after another: both instances answer it.
    const ids = Array.from({ length: 4 }, (_, i) => `lb-picture-${i}`);
    for (const id of ids) {
      expect((await getBytes(lb(), shown.url, { 'x-request-id': id })).status).toBe(200);
    }
    const servedBy = new Set([...(await logged(ids)).values()].map((e) => nameOf(e.upstreams[0])));
    expect([...servedBy].sort()).toEqual(['A', 'B']);
    // Only the database holds it: neither instance's own folder does.
    const stored = await pictureStoreFor(shop).list();
    expect(stored).toEqual(expect.arrayContaining(urls.map((u) => path.basename(u))));

    // Deleted through B (with B's own sign-in): gone on B at once, and on A, which had it in
    // memory, as soon as it hears of it.
    const deleted = await call(
      b.baseURL,
      'DELETE',
      '/api/transactionsRouter/deleteTransactionByImageProducttraceByID',
      { id_transaction: created.body.id_transaction },
      await signIn(b.baseURL),
    );
    expect(deleted.status).toBe(200);
    for (const url of urls) expect((await getBytes(b.baseURL, url)).status).toBe(404);
    const heardIn = await eventually('the picture gone on A', async () => {
      const statuses = await Promise.all(
        urls.map(async (u) => (await getBytes(a.baseURL, u)).status),
      );
      return statuses.every((s) => s === 404);
    });
    for (let i = 0; i < 2; i++) expect((await getBytes(lb(), shown.url)).status).toBe(404);
    const left = new Set(await pictureStoreFor(shop).list());
    expect(urls.filter((u) => left.has(path.basename(u)))).toEqual([]);
    figures.push(
      `pictures: uploaded through A (${urls.length} files), served by B byte for byte and through nginx by ${[...servedBy].sort().join(' and ')}; deleted through B, 404 on A ${heardIn} ms later`,
    );
  });

  it('a staff token from A works on B and through nginx; signed out through B, refused everywhere', async () => {
    const auth = await signIn(a.baseURL);
    const read = (via: string, id?: string) =>
      call(via, 'GET', '/api/backoffice/stock?pageSize=1', undefined, {
        ...auth,
        ...(id ? { 'x-request-id': id } : {}),
      });
    expect((await read(b.baseURL)).status).toBe(200);
    const ids = ['lb-token-0', 'lb-token-1', 'lb-token-2', 'lb-token-3'];
    for (const id of ids) expect((await read(lb(), id)).status).toBe(200);
    const servedBy = new Set([...(await logged(ids)).values()].map((e) => nameOf(e.upstreams[0])));
    expect([...servedBy].sort()).toEqual(['A', 'B']);

    expect((await call(b.baseURL, 'POST', '/api/auth/logout', undefined, auth)).status).toBe(200);
    // B ended the session itself: refused there at once. A kept the session in memory and
    // forgets it when the database's notification reaches it, which on a loaded machine can
    // come after the client's next request.
    expect((await read(b.baseURL)).status).toBe(401);
    const heardIn = await eventually(
      'the session ended on A',
      async () => (await read(a.baseURL)).status === 401,
    );
    for (let i = 0; i < 2; i++) expect((await read(lb())).status).toBe(401);
    figures.push(
      `staff token: signed by A (no JWT_SECRET: the key is in the database), accepted by B and through nginx (A and B); after logout through B refused by B at once, by A ${heardIn} ms later, and by nginx`,
    );
  });

  it('a price changed through A shows through B at once, though both keep busy reads for a minute', async () => {
    const id = await c.addStock({
      product_code: 'LB-PRICE',
      product_name: 'Balanced Jamdani',
      price: 1500,
    });
    const priceOn = async (via: string) => {
      const reply = await call(via, 'GET', '/api/storefront/products?q=Balanced%20Jamdani');
      const items = (reply.body as { items: { price: number }[] }).items;
      return items[0]?.price;
    };
    expect(await priceOn(b.baseURL)).toBe(1500);
    expect(await priceOn(a.baseURL)).toBe(1500);
    // Changed behind the API's back: B keeps its page (the cache is really on)…
    await shop.db.execute(sql`UPDATE transactions SET price = 1600 WHERE id_transaction = ${id}`);
    expect(await priceOn(b.baseURL)).toBe(1500);

    // …but a change through A reaches B over NOTIFY.
    const changed = await sendForm(
      a.baseURL,
      'PUT',
      '/api/producttraces/updateProductTraceImageTransactionByIDs',
      multipart({
        ...fields({ product_code: 'LB-PRICE', product_name: 'Balanced Jamdani', price: 1750 }),
        id_transaction: id,
      }),
      await signIn(a.baseURL),
    );
    expect(changed.status).toBe(200);
    const seenIn = await eventually(
      'the new price on B',
      async () => (await priceOn(b.baseURL)) === 1750,
    );
    for (let i = 0; i < 4; i++) expect(await priceOn(lb())).toBe(1750);
    figures.push(
      `price: changed through A, shown by B ${seenIn} ms after A's reply (READ_CACHE_MS=60000; a change behind the API's back stayed unseen, as it should)`,
    );
  });

  it(`orders flow through nginx while A is SIGKILLed: nginx moves on to B, every acknowledged order is stored whole`, async () => {
    const startStock = new Map<number, number>();
    for (let i = 0; i < ITEMS; i++) {
      const id = await c.addStock({
        product_code: `LB-ORDER-${i}`,
        product_name: `Balanced item ${i}`,
        quantity: UNITS,
        price: 400 + 10 * i,
      });
      startStock.set(id, UNITS);
    }
    const stockIds = [...startStock.keys()];
    const random = seededRandom(17);
    const promised: PromisedOrder[] = [];
    const sent: { id: string; afterKill: boolean; status: number }[] = [];
    const unexpected: string[] = [];
    let confirmed = 0;
    let confirmedAfterKill = 0;
    let killing: Promise<string> | null = null;
    let killedAfter = -1;
    let killed = false;

    // Once A is gone and out of turn, nginx tries it again after fail_timeout: the stream goes on
    // until the log shows nginx moving such an order on to B (or a bound is reached).
    let movedOnSeen = false;
    const streamEnds = Date.now() + 60_000;
    const going = () =>
      (confirmedAfterKill < AFTER_KILL || !movedOnSeen) &&
      sent.length < 5_000 &&
      Date.now() < streamEnds;
    const shopper = async (w: number) => {
      for (let n = 0; going(); n++) {
        // A request counts as sent after the kill only if A's process was gone when it left.
        const afterKill = killed;
        const id = `lb-order-${w}-${n}`;
        const ids = [
          ...new Set(
            Array.from(
              { length: 1 + Math.floor(random() * 3) },
              () => stockIds[Math.floor(random() * stockIds.length)] as number,
            ),
          ),
        ];
        const reply = await call(
          lb(),
          'POST',
          '/api/orders',
          {
            customer_name: `Balanced shopper ${w}-${n}`,
            customer_address: 'Zindabazar, Sylhet',
            customer_phone: '01712345678',
            shipping_id: 1 + (n % 2),
            lines: ids.map((i) => ({ id_transaction: i, quantity: 1 + Math.floor(random() * 3) })),
          },
          { 'x-request-id': id },
        );
        sent.push({ id, afterKill, status: reply.status });
        if (afterKill && !movedOnSeen) {
          // Only an order that left after A died counts: one sent while A was dying may also be
          // moved on, and stopping on it ended the stream before A's turn came round again.
          const sentAfterKill = new Set(sent.filter((s) => s.afterKill).map((s) => s.id));
          movedOnSeen = (nginx?.accessLog() ?? []).some(
            (e) => sentAfterKill.has(e.requestId) && e.upstreams.length > 1,
          );
        }
        if (reply.status === 200) {
          promised.push(reply.body as PlacedOrder);
          if (afterKill) confirmedAfterKill++;
          if (++confirmed >= KILL_AFTER && !killing) {
            killedAfter = confirmed;
            killing = a.kill().then((signal) => {
              killed = true;
              return signal;
            });
          }
        } else if (![409, 502, 0].includes(reply.status)) {
          unexpected.push(`${reply.status} ${JSON.stringify(reply.body)}`);
        }
      }
    };
    await Promise.all(Array.from({ length: WORKERS }, (_, w) => shopper(w)));
    expect(await killing).toBe('SIGKILL');

    // The shop still answers through nginx, from B alone.
    expect((await call(lb(), 'GET', '/api/health/ready')).status).toBe(200);

    const cut = sent.filter((s) => s.status === 502 || s.status === 0);
    const audit = await auditOrders(shop.db, { startStock, promised, unknownOutcomes: cut.length });
    expect(unexpected).toEqual([]);
    expect(audit.problems).toEqual([]);

    const log = await logged(sent.map((s) => s.id));
    const entry = (id: string) => {
      const e = log.get(id);
      if (!e) throw new Error(`no access log line for ${id}`);
      return e;
    };
    const before = sent.filter((s) => !s.afterKill);
    const after = sent.filter((s) => s.afterKill);
    const finalUpstream = (id: string) => nameOf(entry(id).upstreams.at(-1));
    const count = (list: typeof sent, who: string) =>
      list.filter((s) => finalUpstream(s.id) === who).length;
    const movedOn = after.filter((s) => entry(s.id).upstreams.length > 1);

    // Both instances took orders before the kill.
    expect(count(before, 'A')).toBeGreaterThan(0);
    expect(count(before, 'B')).toBeGreaterThan(0);
    // Once A was gone no shopper saw an error: nginx sent every order to B, also those it first
    // tried on A when A's turn came again.
    expect(after.length).toBeGreaterThanOrEqual(AFTER_KILL);
    expect(after.filter((s) => s.status !== 200 && s.status !== 409)).toEqual([]);
    expect(count(after, 'B')).toBe(after.length);
    expect(movedOn.length).toBeGreaterThan(0);
    // The only cut orders are those A had in hand when it died.
    for (const s of cut)
      expect([s.id, s.afterKill, finalUpstream(s.id)]).toEqual([s.id, false, 'A']);

    const ok = (list: typeof sent) => list.filter((s) => s.status === 200).length;
    figures.push(
      `orders: ${sent.length} sent by ${WORKERS} shoppers through nginx, ${promised.length} acknowledged, ` +
        `${sent.filter((s) => s.status === 409).length} refused (409), ${cut.length} cut (502: in A's hands when it died), ` +
        `${audit.orders.size} stored, every acknowledged one whole`,
      `before the kill (after ${killedAfter} confirmed): A answered ${count(before, 'A')} orders (${ok(before.filter((s) => finalUpstream(s.id) === 'A'))} placed), ` +
        `B ${count(before, 'B')} (${ok(before.filter((s) => finalUpstream(s.id) === 'B'))} placed)`,
      `after A's SIGKILL: ${after.length} orders sent, all answered by B (${ok(after)} placed); ` +
        `${movedOn.length} of them tried A first and moved on (${
          movedOn
            .map(
              (s) =>
                `"${entry(s.id).upstreams.map(nameOf).join(', ')}" ${entry(s.id).upstreamStatuses.join(', ')}`,
            )
            .slice(0, 3)
            .join('; ') || 'A already out of turn'
        })`,
    );
  }, 240_000);
});
