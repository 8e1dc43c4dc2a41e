import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { create as createTar, extract as extractTar } from 'tar';
import { LOOKUP_KINDS, PRIORITY, type LookupKind } from '@poshak/shared-api/schemas';
import { BACKUP_FORMAT } from '../../src/backup/manifest';
import { staffRepository } from '../../src/modules/staff/staff';
import { openDataDirShop } from '../helpers/data-dir-shop';
import { makePgliteShop, PGLITE_KEEPER } from '../helpers/pglite-shop';
import { multipart, picture } from '../helpers/multipart';
import { createStaff, exitOf, freePort, runCommand, startServer } from '../helpers/processes';

const backup = (args: string[], env: Record<string, string>) => runCommand('backup', args, env);
const restore = (args: string[], env: Record<string, string>) => runCommand('restore', args, env);

type Server = Awaited<ReturnType<typeof startServer>>;

const KEEPER = { username: 'keeper', password: 'keeper-pass-1' };

async function api<T>(
  base: string,
  pathname: string,
  init: { token?: string; method?: string; body?: unknown } = {},
): Promise<T> {
  const reply = await fetch(`${base}${pathname}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  if (!reply.ok) throw new Error(`${pathname}: ${reply.status} ${await reply.text()}`);
  return (await reply.json()) as T;
}

const signIn = (base: string) =>
  api<{ accessToken: string }>(base, '/api/auth/signin', { method: 'POST', body: KEEPER }).then(
    (reply) => reply.accessToken,
  );

async function bytesOf(base: string, pathname: string): Promise<{ status: number; body: Buffer }> {
  const reply = await fetch(`${base}${pathname}`);
  return { status: reply.status, body: Buffer.from(await reply.arrayBuffer()) };
}

interface Added {
  id_transaction: number;
  image: { url: string; thumbnails: { url: string }[] };
}

/** What shoppers and staff see of a shop: the lists, the new product, the order, the picture. */
async function look(base: string, token: string, added: Added, invoice: number) {
  return {
    grid: await api(base, `/api/storefront/products?priority=${PRIORITY.collection}&pageSize=200`),
    product: await api(base, `/api/storefront/products/${added.id_transaction}`),
    stock: await api(base, '/api/backoffice/stock?pageSize=200', { token }),
    orders: await api(base, '/api/backoffice/orders', { token }),
    order: await api(base, `/api/backoffice/orders/${invoice}`, { token }),
    picture: await bytesOf(base, added.image.url),
    thumbnail: await bytesOf(base, added.image.thumbnails[0]?.url ?? ''),
  };
}

async function stop(server: Server | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null) return;
  server.child.kill('SIGTERM');
  await exitOf(server.child);
}

async function hasAccount(dataDir: string, username: string): Promise<boolean> {
  const opened = await openDataDirShop(dataDir);
  try {
    return (await staffRepository(opened.shop.db).findByUsername(username)) !== undefined;
  } finally {
    await opened.close();
  }
}

describe('backup and restore of the embedded shop', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'poshak-backup-test-'));
  /** Empty values are unset values: nothing of the caller's environment leaks in. */
  const shopEnv = (folder: string): Record<string, string> => ({
    DATA_DIR: path.join(root, folder),
    UPLOAD_DIR: '',
    DATABASE_URL: '',
    HOST: '127.0.0.1',
  });
  const original = shopEnv('original');
  const archive = path.join(root, 'shop-backup.tar.gz');
  let server: Server | undefined;
  let added: Added;
  let invoice: number;
  let before: Awaited<ReturnType<typeof look>>;

  beforeAll(async () => {
    const made = await createStaff(
      ['--username', KEEPER.username, '--password', KEEPER.password, '--role', 'admin'],
      original,
    );
    expect(made.code).toBe(0);
    // Its first start seeds the demo catalogue (pictures included).
    server = await startServer({ ...original, PORT: String(await freePort()) });
    const base = server.url;
    const token = await signIn(base);

    const firstId = async (kind: LookupKind) => {
      const { path: listPath, idField } = LOOKUP_KINDS[kind];
      const rows = await api<Record<string, number>[]>(base, `/api/${listPath}/getAll`);
      return rows[0]?.[idField] ?? 0;
    };
    const form = multipart({
      product_code: 'BKP-1',
      product_name: 'Backed-up Panjabi',
      category_id: await firstId('category'),
      color_id: await firstId('color'),
      size_id: await firstId('size'),
      brand_id: await firstId('brand'),
      material_id: await firstId('material'),
      type: 'Festive',
      price: 2500,
      quantity: 7,
      operation_type_id: 2,
      image_priority_id: PRIORITY.collection,
      image: await picture('png', 900, 1100),
    });
    const upload = await fetch(`${server.url}/api/producttraces/post`, {
      method: 'POST',
      headers: { ...form.headers, authorization: `Bearer ${token}` },
      body: form.payload,
    });
    expect(upload.status).toBe(200);
    added = (await upload.json()) as Added;

    const order = await api<{ invoice_no: number }>(server.url, '/api/orders', {
      method: 'POST',
      body: {
        customer_name: 'রহিমা আক্তার',
        customer_address: 'House 12, Road 5, Dhanmondi, Dhaka',
        customer_phone: '01712345678',
        shipping_id: 1,
        lines: [{ id_transaction: added.id_transaction, quantity: 2 }],
      },
    });
    invoice = order.invoice_no;
    before = await look(server.url, token, added, invoice);
    expect(before.picture.status).toBe(200);
    expect(before.thumbnail.status).toBe(200);
  }, 180_000);

  afterAll(async () => {
    await stop(server);
    rmSync(root, { recursive: true, force: true });
  });

  it('backs up while the server serves, through the PostgreSQL it started', async () => {
    // Typed as `pnpm … backup -- --to …`: the `--` pnpm passes on is understood.
    const saved = await backup(['--', '--to', archive], original);
    expect(saved).toMatchObject({ code: 0 });
    expect(saved.stdout).toContain('while it served');
    expect(saved.stdout).toMatch(/products, .* 1 orders, 1 customers, 1 staff accounts/);
    // Still serving, unchanged by it.
    const token = await signIn(server?.url ?? '');
    expect(await look(server?.url ?? '', token, added, invoice)).toEqual(before);
  }, 240_000);

  it("leaves a shop on a PostgreSQL of its own to PostgreSQL's own tools", async () => {
    const onPostgres = { ...shopEnv('postgres'), DATABASE_URL: 'postgres://shop@127.0.0.1:9/shop' };
    const saving = await backup(['--to', path.join(root, 'pg.tar.gz')], onPostgres);
    expect(saving.code).toBe(1);
    expect(saving.stderr).toContain('pg_dump');
    expect(saving.stderr).toContain('pictures live in the database');
    const putting = await restore(['--from', archive], onPostgres);
    expect(putting.code).toBe(1);
    expect(putting.stderr).toContain('pg_restore');
  });

  it('refuses to restore over the shop of a running server, naming its pid', async () => {
    const run = await restore(['--from', archive, '--force'], original);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`pid ${server?.child.pid}`);
    expect(run.stderr).toContain('nothing was restored');
  });

  it('restores into a fresh folder a shop that shoppers and staff see as it was', async () => {
    await stop(server);
    const restored = shopEnv('restored');
    const put = await restore(['--from', archive], restored);
    expect(put).toMatchObject({ code: 0 });

    server = await startServer({ ...restored, PORT: String(await freePort()) });
    // The staff member signs in with the password set before the backup.
    const token = await signIn(server.url);
    const after = await look(server.url, token, added, invoice);
    expect(after.grid).toEqual(before.grid);
    expect(after.product).toEqual(before.product);
    expect(after.stock).toEqual(before.stock);
    expect(after.orders).toEqual(before.orders);
    expect(after.order).toEqual(before.order);
    expect(after.picture.status).toBe(200);
    expect(after.picture.body.equals(before.picture.body)).toBe(true);
    expect(after.thumbnail.body.equals(before.thumbnail.body)).toBe(true);
    // The next order continues the numbering.
    const next = await api<{ invoice_no: number }>(server.url, '/api/orders', {
      method: 'POST',
      body: {
        customer_name: 'Karim Mia',
        customer_address: 'Agrabad, Chattogram',
        customer_phone: '01812345678',
        shipping_id: 2,
        lines: [{ id_transaction: added.id_transaction, quantity: 1 }],
      },
    });
    expect(next.invoice_no).toBe(invoice + 1);
    await stop(server);
  }, 180_000);

  it('refuses an archive with an altered part, one cut short and a foreign one, writing nothing', async () => {
    const unpacked = path.join(root, 'unpacked');
    mkdirSync(unpacked);
    await extractTar({ file: archive, cwd: unpacked });
    const altered = 'database/orders.jsonl';
    const bytes = readFileSync(path.join(unpacked, altered));
    bytes[bytes.length >> 1] = (bytes[bytes.length >> 1] ?? 0) ^ 0x01;
    writeFileSync(path.join(unpacked, altered), bytes);
    const tampered = path.join(root, 'tampered.tar.gz');
    await createTar({ file: tampered, cwd: unpacked, gzip: true }, ['manifest.json', 'database']);

    const cut = path.join(root, 'cut.tar.gz');
    const whole = readFileSync(archive);
    writeFileSync(cut, whole.subarray(0, whole.length >> 1));

    const foreignDir = path.join(root, 'foreign');
    mkdirSync(foreignDir);
    writeFileSync(path.join(foreignDir, 'notes.txt'), 'not a shop');
    const foreign = path.join(root, 'foreign.tar.gz');
    await createTar({ file: foreign, cwd: foreignDir, gzip: true }, ['notes.txt']);

    const never = path.join(root, 'never');
    const target = { ...shopEnv('never'), DATA_DIR: never };
    const refusals: [string, RegExp][] = [
      [tampered, new RegExp(`damaged \\(${altered} does not match its checksum\\)`)],
      [cut, /damaged \(.*\); nothing was restored/],
      [foreign, /is not a backup of a Poshak shop/],
    ];
    for (const [file, message] of refusals) {
      const run = await restore(['--from', file], target);
      expect({ file, code: run.code }).toEqual({ file, code: 1 });
      expect(run.stderr).toMatch(message);
      expect(existsSync(path.join(never, 'postgres'))).toBe(false);
    }
  }, 240_000);

  it('refuses an archive that would unpack past the size limit before writing any of it', async () => {
    // 64 MB of zeros in one part: a few dozen kilobytes packed.
    const zeros = path.join(root, 'zeros');
    mkdirSync(path.join(zeros, 'database'), { recursive: true });
    writeFileSync(path.join(zeros, 'database', 'orders.jsonl'), Buffer.alloc(64 * 1024 * 1024));
    const bomb = path.join(root, 'bomb.tar.gz');
    await createTar({ file: bomb, cwd: zeros, gzip: true }, ['database']);
    rmSync(zeros, { recursive: true });
    expect(readFileSync(bomb).length).toBeLessThan(1024 * 1024);

    const never = path.join(root, 'never-bomb');
    const run = await restore(['--from', bomb, '--max-size', '16MB'], {
      ...shopEnv('never-bomb'),
      DATA_DIR: never,
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('would unpack to more than 16.0 MB');
    expect(existsSync(path.join(never, 'postgres'))).toBe(false);
    // Under the default limit it is still refused, unpacked or not, and nothing written.
    const unlimited = await restore(['--from', bomb], {
      ...shopEnv('never-bomb'),
      DATA_DIR: never,
    });
    expect(unlimited.code).toBe(1);
    expect(unlimited.stderr).toContain('nothing was restored');
    expect(existsSync(path.join(never, 'postgres'))).toBe(false);
  }, 240_000);

  it('replaces an existing shop only when told, and then as it was at the backup', async () => {
    const restored = shopEnv('restored');
    const since = await createStaff(
      ['--username', 'since', '--password', 'since-pass', '--role', 'seller'],
      restored,
    );
    expect(since.code).toBe(0);
    expect(await hasAccount(restored.DATA_DIR ?? '', 'since')).toBe(true);

    const refused = await restore(['--from', archive], restored);
    expect(refused.code).toBe(3);
    expect(refused.stderr).toContain('already a shop');
    expect(refused.stderr).toContain('--force');
    expect(await hasAccount(restored.DATA_DIR ?? '', 'since')).toBe(true);

    const forced = await restore(['--from', archive, '--force'], restored);
    expect(forced).toMatchObject({ code: 0 });
    expect(forced.stdout).toContain('It replaced the shop in');
    expect(await hasAccount(restored.DATA_DIR ?? '', 'since')).toBe(false);
    expect(await hasAccount(restored.DATA_DIR ?? '', KEEPER.username)).toBe(true);
  }, 240_000);

  it("restores an earlier version's backup of its PGlite shop, pictures into the database", async () => {
    const made = path.join(root, 'pglite-made');
    const old = await makePgliteShop(made, root);
    // That version's archive: its manifest, PGlite's dump and the picture files.
    const packed = path.join(root, 'pglite-packed');
    mkdirSync(path.join(packed, 'pictures'), { recursive: true });
    writeFileSync(path.join(packed, 'database.tar'), old.dump);
    writeFileSync(path.join(packed, 'pictures', old.picture.name), old.picture.bytes);
    const digest = (bytes: Buffer) => ({
      bytes: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
    writeFileSync(
      path.join(packed, 'manifest.json'),
      JSON.stringify({
        format: BACKUP_FORMAT,
        version: 1,
        createdAt: '2026-11-20T10:00:00.000Z',
        database: {
          file: 'database.tar',
          engine: 'pglite',
          postgresVersion: '17.5',
          migrations: { count: 15, newest: 0 },
          ...digest(old.dump),
        },
        pictures: {
          folder: 'pictures',
          count: 1,
          bytes: old.picture.bytes.length,
          files: [{ path: old.picture.name, ...digest(old.picture.bytes) }],
        },
        counts: { products: 2, stockEntries: 2, orders: 2, customers: 2, staff: 1, images: 2 },
      }),
    );
    const earlier = path.join(root, 'pglite-backup.tar.gz');
    await createTar({ file: earlier, cwd: packed, gzip: true }, [
      'manifest.json',
      'database.tar',
      'pictures',
    ]);

    const into = shopEnv('from-pglite');
    const put = await restore(['--from', earlier], into);
    expect(put).toMatchObject({ code: 0 });
    expect(put.stdout).toContain('2 orders, 2 customers, 1 staff accounts');

    server = await startServer({ ...into, PORT: String(await freePort()) });
    try {
      const token = (
        await api<{ accessToken: string }>(server.url, '/api/auth/signin', {
          method: 'POST',
          body: PGLITE_KEEPER,
        })
      ).accessToken;
      const orders = await api<{ total: number }>(server.url, '/api/backoffice/orders', { token });
      expect(orders.total).toBe(2);
      const served = await bytesOf(server.url, `/uploads/${old.picture.name}`);
      expect(served.status).toBe(200);
      expect(served.body.equals(old.picture.bytes)).toBe(true);
    } finally {
      await stop(server);
    }
  }, 180_000);
});
