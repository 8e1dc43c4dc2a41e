import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SaxesParser } from 'saxes';
import { PRIORITY } from '@poshak/shared-api/schemas';
import { META_COLUMNS } from '../../../src/modules/feeds/meta-csv';
import { GOOGLE_NAMESPACE } from '../../../src/modules/feeds/google-xml';
import { lookupsRepository } from '../../../src/modules/lookups/lookups';
import { build, createStaff, drivers, shopForTests, signInHeaders } from '../../helpers/build';
import { makeCatalogue } from '../../helpers/catalogue';
import { evaluatedCells, parseCsv } from '../../helpers/csv';
import { eventually, instancesOnOnePostgres, type Instance } from '../../helpers/instances';
import { multipart } from '../../helpers/multipart';
import { placeOrder } from '../../helpers/orders';

const ORIGIN = 'https://shop.example.com';
/** The read cache on, as in production: feeds are kept by its account of changes. */
const CACHED = { PUBLIC_URL: ORIGIN, READ_CACHE_MS: '60000' };

type Format = 'meta.csv' | 'google.xml';
/** One feed item by field, under Meta's column names (Google's `g:` prefix dropped). */
type Item = Record<string, string>;

/** Meta's required fields, and what a garment's variants need to be grouped and told apart. */
const META_REQUIRED = [
  'id',
  'title',
  'description',
  'availability',
  'condition',
  'price',
  'link',
  'image_link',
  'brand',
  'item_group_id',
  'color',
  'size',
  'age_group',
];
/** Google's required fields, with clothing's (gender: not recorded by the catalogue, see docs). */
const GOOGLE_REQUIRED = [
  'id',
  'title',
  'description',
  'link',
  'image_link',
  'availability',
  'price',
  'condition',
  'brand',
  'item_group_id',
  'size',
  'color',
  'age_group',
];
const AVAILABLE: Record<Format, string> = { 'meta.csv': 'in stock', 'google.xml': 'in_stock' };

/** A strict, namespace-aware XML parse of an RSS feed: a file Google would refuse throws here. */
function googleItems(text: string): { channel: Item; items: Item[] } {
  const parser = new SaxesParser({ xmlns: true });
  const path: string[] = [];
  const channel: Item = {};
  const items: Item[] = [];
  let current: Item | null = null;
  let value = '';
  parser.on('opentag', (tag) => {
    path.push(`${tag.uri} ${tag.local}`);
    if (tag.uri === '' && tag.local === 'item') current = {};
    value = '';
  });
  parser.on('text', (chunk) => {
    value += chunk;
  });
  parser.on('closetag', (tag) => {
    path.pop();
    if (tag.uri === '' && tag.local === 'item' && current) {
      items.push(current);
      current = null;
    } else if (current) {
      // Only Google's attributes and RSS's own elements: anything else would be ignored.
      expect(['', GOOGLE_NAMESPACE]).toContain(tag.uri);
      current[tag.local] = value;
    } else if (path.join('/') === ' rss/ channel') {
      channel[tag.local] = value;
    }
  });
  parser.write(text).close();
  return { channel, items };
}

function metaItems(text: string): Item[] {
  const [header, ...rows] = parseCsv(text);
  expect(header).toEqual([...META_COLUMNS]);
  return rows.map((row) => {
    expect(row).toHaveLength(META_COLUMNS.length);
    return Object.fromEntries(META_COLUMNS.map((column, i) => [column, row[i] ?? '']));
  });
}

async function feed(app: FastifyInstance, format: Format, query = '') {
  const reply = await app.inject({ method: 'GET', url: `/feeds/${format}${query}` });
  expect(reply.statusCode).toBe(200);
  return {
    reply,
    items: format === 'meta.csv' ? metaItems(reply.body) : googleItems(reply.body).items,
  };
}

const byId = (items: Item[]) => new Map(items.map((item) => [item.id, item]));

describe.each(drivers)('product feeds on %s', (driver) => {
  const { t, c } = shopForTests(driver, { env: CACHED });
  const entries: Record<string, number> = {};
  let maroon = 0;
  let freeSize = 0;
  let kidsSize = 0;

  /** A price change through the back-office's Update, as staff make it. */
  async function changePrice(app: FastifyInstance, entry: number, price: number) {
    const [row] = (
      (await t.shop.db.execute(sql`
        SELECT pt.product_code, pt.product_name, pt.product_name_bn, pt.category_id, pt.color_id,
          pt.size_id, t.brand_id, t.quantity, i.image_priority_id
        FROM transactions t JOIN images i ON i.id_image = t.image_id
        JOIN product_traces pt ON pt.id_product_trace = i.product_trace_id
        WHERE t.id_transaction = ${entry}`)) as unknown as { rows: Record<string, unknown>[] }
    ).rows;
    if (!row) throw new Error(`no stock entry ${entry}`);
    const form = multipart({
      id_transaction: entry,
      product_code: String(row.product_code),
      product_name: String(row.product_name),
      product_name_bn: row.product_name_bn ? String(row.product_name_bn) : '',
      category_id: Number(row.category_id),
      color_id: Number(row.color_id),
      size_id: Number(row.size_id),
      brand_id: Number(row.brand_id),
      price,
      quantity: Number(row.quantity),
      operation_type_id: 2,
      image_priority_id: Number(row.image_priority_id),
    });
    const reply = await app.inject({
      method: 'PUT',
      url: '/api/producttraces/updateProductTraceImageTransactionByIDs',
      payload: form.payload,
      headers: { ...form.headers, ...(await t.auth('admin')) },
    });
    expect(reply.statusCode).toBe(200);
  }

  beforeAll(async () => {
    const lookups = lookupsRepository(t.shop.db);
    maroon = Number((await lookups.create('color', 'Maroon', 'মেরুন', null)).id_color);
    freeSize = Number((await lookups.create('size', 'Free Size', 'ফ্রি সাইজ', null)).id_size);
    kidsSize = Number((await lookups.create('size', '4-5Y', undefined, null)).id_size);
    const panjabi = {
      product_code: 'FD-PNJ',
      product_name: 'Khadi Panjabi',
      product_name_bn: 'খাদি পাঞ্জাবি',
      price: 2450,
    };
    entries.redM = await c.addStock({ ...panjabi, quantity: 5 });
    entries.redL = await c.addStock({ ...panjabi, size_id: c.size('L'), quantity: 0 });
    entries.maroonM = await c.addStock({ ...panjabi, color_id: maroon, quantity: 3 });
    // The same variant listed again among the best sellers, with units of its own.
    entries.bestRedM = await c.addStock({
      ...panjabi,
      quantity: 9,
      image_priority_id: PRIORITY.bestSeller,
    });
    entries.saree = await c.addStock({
      product_code: 'FD-SAR',
      product_name: 'Cotton Saree & Blouse <Eid> "Special"',
      category_id: c.category('Saree'),
      color_id: c.color('Blue'),
      size_id: freeSize,
      price: 1800,
      quantity: 2,
    });
    entries.kids = await c.addStock({
      product_code: 'FD-KID',
      product_name: 'Kids Kurta',
      size_id: kidsSize,
      price: 650,
      quantity: 4,
    });
    entries.formula = await c.addStock({
      product_code: 'FD-XSS',
      product_name: '=HYPERLINK("http://evil.example","Win")',
      quantity: 1,
    });
    entries.banner = await c.addStock({
      product_code: 'FD-BAN',
      product_name: 'Eid Banner',
      image_priority_id: PRIORITY.banner,
      quantity: 50,
    });
    entries.archived = await c.addStock({ product_code: 'FD-ARC', product_name: 'Old Lungi' });
    const archived = await t.app.inject({
      method: 'PUT',
      url: `/api/backoffice/stock/${entries.archived}/archived`,
      payload: { archived: true },
      headers: await t.auth('admin'),
    });
    expect(archived.statusCode).toBe(200);
  });

  const variantId = (code: string, colour: number, size: number) => `${code}-${colour}-${size}`;

  describe.each<[Format, string[]]>([
    ['meta.csv', META_REQUIRED],
    ['google.xml', GOOGLE_REQUIRED],
  ])('%s', (format, required) => {
    it('lists every variant with units to sell once, with each of the platform’s required fields', async () => {
      const { reply, items } = await feed(t.app, format);
      expect(reply.headers['content-type']).toBe(
        format === 'meta.csv' ? 'text/csv; charset=utf-8' : 'application/xml; charset=utf-8',
      );
      for (const item of items) {
        const missing = required.filter((field) => !item[field]?.trim());
        expect([item.id, missing]).toEqual([item.id, []]);
        expect(item.availability).toBe(AVAILABLE[format]);
        expect(item.condition).toBe('new');
        expect(item.price).toMatch(/^\d+\.00 BDT$/);
        expect(item.link).toMatch(/^https:\/\/shop\.example\.com\/productdetails\/\d+\?lang=en$/);
        expect(item.image_link).toMatch(/^https:\/\/shop\.example\.com\/uploads\/[\w-]+\.webp$/);
      }
      expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
      const red = c.color('Red');
      const m = c.size('M');
      // Sold out, archived and banner entries are not for sale as garments; the best sellers'
      // copy of a variant is the same variant.
      expect(items.map((i) => i.id).sort()).toEqual(
        [
          variantId('FD-PNJ', red, m),
          variantId('FD-PNJ', maroon, m),
          variantId('FD-SAR', c.color('Blue'), freeSize),
          variantId('FD-KID', red, kidsSize),
          variantId('FD-XSS', red, m),
        ].sort(),
      );
      const found = byId(items);
      const redM = found.get(variantId('FD-PNJ', red, m));
      expect(redM).toMatchObject({
        item_group_id: 'FD-PNJ',
        title: 'Khadi Panjabi – Red, M',
        price: '2450.00 BDT',
        brand: 'Padma Wear',
        color: 'Red',
        size: 'M',
        age_group: 'adult',
        material: 'Cotton',
        product_type: 'Shirts',
      });
      // The grid's own entry sells it while it has units: its page is the link.
      const gridPage = (
        (await t.shop.db.execute(sql`
          SELECT i.product_trace_id AS page FROM transactions t JOIN images i ON i.id_image = t.image_id
          WHERE t.id_transaction = ${entries.redM ?? 0}`)) as unknown as {
          rows: { page: number }[];
        }
      ).rows[0]?.page;
      expect(redM?.link).toBe(`${ORIGIN}/productdetails/${gridPage}?lang=en`);
      expect(found.get(variantId('FD-PNJ', maroon, m))?.item_group_id).toBe('FD-PNJ');
      expect(found.get(variantId('FD-KID', red, kidsSize))?.age_group).toBe('kids');
      expect(found.get(variantId('FD-SAR', c.color('Blue'), freeSize))).toMatchObject({
        title: 'Cotton Saree & Blouse <Eid> "Special" – Blue, Free Size',
        description:
          'Cotton Saree & Blouse <Eid> "Special". Colour: Blue, Size: Free Size, Material: Cotton, ' +
          'Type: Casual. Brand: Padma Wear. Category: Saree. Delivered across Bangladesh.',
        product_type: 'Saree',
      });
    });

    it('speaks Bengali with ?lang=bn, English where a Bengali name is missing, and links the Bengali page', async () => {
      const { items } = await feed(t.app, format, '?lang=bn');
      const found = byId(items);
      const m = c.size('M');
      expect(found.get(variantId('FD-PNJ', maroon, m))).toMatchObject({
        title: 'খাদি পাঞ্জাবি – মেরুন, M',
        color: 'মেরুন',
      });
      expect(found.get(variantId('FD-PNJ', maroon, m))?.description).toBe(
        'খাদি পাঞ্জাবি। রং: মেরুন, সাইজ: M, কাপড়: Cotton, ধরন: Casual। ব্র্যান্ড: Padma Wear। ' +
          'ক্যাটাগরি: Shirts। সারা বাংলাদেশে ডেলিভারি।',
      );
      expect(found.get(variantId('FD-SAR', c.color('Blue'), freeSize))).toMatchObject({
        title: 'Cotton Saree & Blouse <Eid> "Special" – Blue, ফ্রি সাইজ',
        size: 'ফ্রি সাইজ',
      });
      for (const item of items) {
        expect(item.link).toMatch(/^https:\/\/shop\.example\.com\/productdetails\/\d+\?lang=bn$/);
      }
      // The same variants under the same ids in both languages: one catalogue, two languages.
      expect(items.map((i) => i.id).sort()).toEqual(
        (await feed(t.app, format, '?lang=en')).items.map((i) => i.id).sort(),
      );
    });

    it('is kept: the same bytes again with their ETag, a 304 to a caller that holds them, gzip to one that takes it', async () => {
      const first = (await feed(t.app, format)).reply;
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(first.headers['cache-control']).toBe('public, no-cache');
      expect(String(first.headers.vary)).toContain('accept-encoding');
      const lastModified = String(first.headers['last-modified']);
      expect(Date.parse(lastModified)).not.toBeNaN();

      const again = await t.app.inject({
        method: 'GET',
        url: `/feeds/${format}`,
        headers: { 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      const byDate = await t.app.inject({
        method: 'GET',
        url: `/feeds/${format}`,
        headers: { 'if-modified-since': lastModified },
      });
      expect(byDate.statusCode).toBe(304);

      const zipped = await t.app.inject({
        method: 'GET',
        url: `/feeds/${format}`,
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers.etag).toBe(etag);
      expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(first.body);
    });
  });

  it('keeps a feed until the catalogue changes: a write outside the API is not seen, the next change through it is', async () => {
    const { items: before } = await feed(t.app, 'meta.csv');
    const kidsId = variantId('FD-KID', c.color('Red'), kidsSize);
    expect(byId(before).get(kidsId)?.price).toBe('650.00 BDT');
    // Behind the server's back (as a bulk load would): the kept feed still stands.
    await t.shop.db.execute(
      sql`UPDATE transactions SET price = 700 WHERE id_transaction = ${entries.kids ?? 0}`,
    );
    expect(byId((await feed(t.app, 'meta.csv')).items).get(kidsId)?.price).toBe('650.00 BDT');
    await changePrice(t.app, entries.saree ?? 0, 1850);
    const after = byId((await feed(t.app, 'meta.csv')).items);
    expect(after.get(kidsId)?.price).toBe('700.00 BDT');
    expect(after.get(variantId('FD-SAR', c.color('Blue'), freeSize))?.price).toBe('1850.00 BDT');
  });

  it('shows a price changed by staff in the next feed, under a new ETag', async () => {
    const first = await feed(t.app, 'google.xml');
    const panjabi = variantId('FD-PNJ', c.color('Red'), c.size('M'));
    expect(byId(first.items).get(panjabi)?.price).toBe('2450.00 BDT');
    await changePrice(t.app, entries.redM ?? 0, 2600);
    const next = await t.app.inject({
      method: 'GET',
      url: '/feeds/google.xml',
      headers: { 'if-none-match': String(first.reply.headers.etag) },
    });
    expect(next.statusCode).toBe(200);
    expect(next.headers.etag).not.toBe(first.reply.headers.etag);
    expect(byId(googleItems(next.body).items).get(panjabi)?.price).toBe('2600.00 BDT');
  });

  it('drops a variant from the next feed once an order takes its last units', async () => {
    const maroonM = variantId('FD-PNJ', maroon, c.size('M'));
    expect(byId((await feed(t.app, 'meta.csv')).items).has(maroonM)).toBe(true);
    const order = await placeOrder(t.app, {
      customer_name: 'Rahima Begum',
      customer_address: 'House 4, Road 2, Mirpur 10, Dhaka',
      customer_phone: '01712345678',
      shipping_id: 1,
      lines: [{ id_transaction: entries.maroonM, quantity: 3 }],
    });
    expect(order.statusCode).toBe(200);
    const after = byId((await feed(t.app, 'meta.csv')).items);
    expect(after.has(maroonM)).toBe(false);
    expect(after.has(variantId('FD-PNJ', c.color('Red'), c.size('M')))).toBe(true);
  });

  it('neutralises a cell a spreadsheet would run as a formula, and writes the same name as plain text in XML', async () => {
    const csv = (await feed(t.app, 'meta.csv')).reply.body;
    expect(evaluatedCells(csv)).toEqual([]);
    const id = variantId('FD-XSS', c.color('Red'), c.size('M'));
    expect(byId(metaItems(csv)).get(id)?.title).toBe(
      `'=HYPERLINK("http://evil.example","Win") – Red, M`,
    );
    expect(byId((await feed(t.app, 'google.xml')).items).get(id)?.title).toBe(
      '=HYPERLINK("http://evil.example","Win") – Red, M',
    );
  });

  it('keeps the XML readable when a name holds a character XML cannot carry', async () => {
    // Written by SQL: the API refuses control characters.
    await t.shop.db.execute(
      sql`UPDATE product_traces SET product_name = ${'Kids\u0007 Kurta\u001b'}
          WHERE product_code = 'FD-KID'`,
    );
    // Any change through the API: the kids' entry itself now holds text the API refuses.
    await changePrice(t.app, entries.saree ?? 0, 1850);
    const { channel, items } = googleItems((await feed(t.app, 'google.xml')).reply.body);
    expect(channel.title).toBe('Poshak');
    expect(channel.link).toBe(`${ORIGIN}/?lang=en`);
    expect(byId(items).get(variantId('FD-KID', c.color('Red'), kidsSize))?.title).toBe(
      'Kids Kurta – Red, 4-5Y',
    );
  });

  it('refuses a language it does not speak, naming the parameter', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/feeds/meta.csv?lang=fr' });
    expect(reply.statusCode).toBe(400);
    expect(reply.body).toContain('lang');
  });
});

describe.each(drivers)('product feeds without the read cache on %s', (driver) => {
  it('builds each feed afresh: a change made outside the API shows at once', async () => {
    const t = await build(driver, { env: { PUBLIC_URL: ORIGIN, READ_CACHE_MS: '0' } });
    try {
      const c = await makeCatalogue(t.shop.db);
      const entry = await c.addStock({ product_code: 'NC-1', product_name: 'Linen Shirt' });
      expect((await feed(t.app, 'meta.csv')).items.map((i) => i.price)).toEqual(['1000.00 BDT']);
      await t.shop.db.execute(
        sql`UPDATE transactions SET price = 1100 WHERE id_transaction = ${entry}`,
      );
      expect((await feed(t.app, 'meta.csv')).items.map((i) => i.price)).toEqual(['1100.00 BDT']);
    } finally {
      await t.close();
    }
  });
});

describe('product feeds across instances on PostgreSQL', () => {
  let instances: Instance[] = [];
  let close = async () => {};
  beforeAll(async () => {
    ({ instances, close } = await instancesOnOnePostgres(2, { env: CACHED }));
  });
  afterAll(() => close());

  it('a catalogue change on one instance makes the other’s next feed fresh (NOTIFY)', async () => {
    const [a, b] = instances;
    if (!a || !b) throw new Error('two instances expected');
    const c = await makeCatalogue(a.shop.db);
    await c.addStock({ product_code: 'XI-1', product_name: 'Jamdani Saree' });
    const first = await feed(a.app, 'google.xml');
    expect(first.items.map((i) => i.title)).toEqual(['Jamdani Saree – Red, M']);
    const etag = String(first.reply.headers.etag);
    const askAgain = () =>
      a.app.inject({ method: 'GET', url: '/feeds/google.xml', headers: { 'if-none-match': etag } });

    // Written without a word to anyone (as a bulk load would): the kept feed stands.
    await c.addStock({ product_code: 'XI-2', product_name: 'Muslin Saree' });
    expect((await askAgain()).statusCode).toBe(304);
    const admin = { username: 'fx-admin', password: 'fx-password', role: 'admin' } as const;
    await createStaff(b.shop.db, admin);
    const added = await b.app.inject({
      method: 'POST',
      url: '/api/categorys/post?category_name=Muslin',
      headers: await signInHeaders(b.app, admin),
    });
    expect(added.statusCode).toBe(200);
    // A 304 from memory until the other instance's word arrives, then the feed anew.
    await eventually(async () => (await askAgain()).statusCode === 200);
    expect((await feed(a.app, 'google.xml')).items.map((i) => i.title).sort()).toEqual([
      'Jamdani Saree – Red, M',
      'Muslin Saree – Red, M',
    ]);
  });
});
