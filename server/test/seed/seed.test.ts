import path from 'node:path';
import { countDistinct, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { PRIORITY } from '@poshak/shared-api/schemas';
import { rowsOf } from '../../src/db/database';
import { prepareDatabase } from '../../src/db/setup';
import { brands, categories, productTraces, transactions } from '../../src/db/schema';
import { build, drivers, type TestShop } from '../helpers/build';

describe.each(drivers)('first-start seed on %s', (driver) => {
  let t: TestShop;
  beforeAll(async () => {
    const started = performance.now();
    t = await build(driver, { seed: 'demo' });
    console.log(`${driver}: demo shop ready in ${Math.round(performance.now() - started)} ms`);
  });
  afterAll(() => t.close());

  const count = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;

  it('creates a demo catalogue a new owner enjoys', async () => {
    const db = t.shop.db;
    expect(
      await count(db.select({ n: sql<number>`count(*)::int` }).from(categories)),
    ).toBeGreaterThanOrEqual(12);
    expect(
      await count(db.select({ n: sql<number>`count(*)::int` }).from(brands)),
    ).toBeGreaterThanOrEqual(8);
    const products = await count(
      db.select({ n: countDistinct(productTraces.product_code) }).from(productTraces),
    );
    expect(products).toBeGreaterThanOrEqual(150);
    // Several colours and sizes per product.
    const [variety] = rowsOf<{ multi_colour: number; multi_size: number }>(
      await db.execute(sql`
        SELECT count(*) FILTER (WHERE colours >= 2)::int AS multi_colour,
               count(*) FILTER (WHERE sizes >= 2)::int AS multi_size
        FROM (SELECT count(DISTINCT color_id) AS colours, count(DISTINCT size_id) AS sizes
              FROM product_traces GROUP BY product_code) per_product`),
    );
    expect(variety?.multi_colour).toBeGreaterThanOrEqual(150);
    expect(variety?.multi_size).toBeGreaterThanOrEqual(100);
    const inStock = await count(
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(transactions)
        .where(sql`quantity > 0`),
    );
    expect(inStock).toBeGreaterThan(300);
  });

  it('gives the planner the catalogue’s size from the first start, not after autovacuum’s minute', async () => {
    // Never measured, a table counts as one row to the planner: a product page's statement then
    // walked every stock entry (25–40 ms instead of 1.5).
    const [stock] = rowsOf<{ rows: number; planned: number }>(
      await t.shop.db.execute(sql`
        SELECT (SELECT count(*) FROM transactions)::int AS rows,
               (SELECT reltuples FROM pg_class WHERE oid = 'transactions'::regclass)::int AS planned`),
    );
    expect(stock?.rows).toBeGreaterThan(300);
    expect(stock?.planned).toBe(stock?.rows);
  });

  it('names every category and product in Bengali too, and a Bengali search finds the saris', async () => {
    const [missing] = rowsOf<{ categories: number; products: number; cards: number }>(
      await t.shop.db.execute(sql`
        SELECT (SELECT count(*) FROM categories WHERE category_name_bn IS NULL)::int AS categories,
               (SELECT count(*) FROM product_traces WHERE product_name_bn IS NULL)::int AS products,
               (SELECT count(*) FROM catalogue_cards WHERE product_name_bn IS NULL)::int AS cards`),
    );
    expect(missing).toEqual({ categories: 0, products: 0, cards: 0 });
    const reply = await t.app.inject({
      method: 'GET',
      url: `/api/storefront/products?q=${encodeURIComponent('শাড়ি')}&pageSize=36`,
    });
    const { items, total } = reply.json() as { items: { product_name: string }[]; total: number };
    expect(total).toBe(10);
    expect(items.every((i) => i.product_name.endsWith('Saree'))).toBe(true);
  });

  it('names every colour, material, type and size said in words in Bengali; letter sizes and waist numbers keep their own', async () => {
    const [missing] = rowsOf<{ colours: number; materials: number; types: number }>(
      await t.shop.db.execute(sql`
        SELECT (SELECT count(*) FROM colors WHERE color_name_bn IS NULL)::int AS colours,
               (SELECT count(*) FROM materials WHERE material_name_bn IS NULL)::int AS materials,
               (SELECT count(*) FROM product_traces WHERE type_bn IS NULL)::int AS types`),
    );
    expect(missing).toEqual({ colours: 0, materials: 0, types: 0 });
    const sizes = rowsOf<{ size_name: string; size_name_bn: string | null }>(
      await t.shop.db.execute(sql`SELECT size_name, size_name_bn FROM sizes ORDER BY id_size`),
    );
    for (const { size_name, size_name_bn } of sizes) {
      // A size with a letter of a word (Free Size, 2-3Y) is said in Bengali; S…XXL and 28…36 are not.
      const inWords = /[a-z]/.test(size_name) || /\d.*[A-Z]/.test(size_name);
      expect([size_name, size_name_bn !== null]).toEqual([size_name, inWords]);
    }
    expect(sizes).toContainEqual({ size_name: 'Free Size', size_name_bn: 'ফ্রি সাইজ' });
    // Every Bengali name is Bengali: no Latin letter or digit in any of them.
    const names = rowsOf<{ name: string }>(
      await t.shop.db.execute(sql`
        SELECT color_name_bn AS name FROM colors UNION ALL
        SELECT material_name_bn FROM materials UNION ALL
        SELECT size_name_bn FROM sizes WHERE size_name_bn IS NOT NULL UNION ALL
        SELECT DISTINCT type_bn FROM product_traces UNION ALL
        SELECT category_name_bn FROM categories`),
    ).map((row) => row.name);
    expect(
      names.filter((name) => /[A-Za-z0-9]/.test(name) || name !== name.normalize('NFC')),
    ).toEqual([]);

    // The product page carries them.
    const [entry] = rowsOf<{ id: number }>(
      await t.shop.db.execute(sql`
        SELECT pt.id_product_trace AS id FROM product_traces pt
        JOIN colors c ON c.id_color = pt.color_id
        JOIN images i ON i.product_trace_id = pt.id_product_trace
        WHERE c.color_name = 'Bottle Green' AND i.image_priority_id = ${PRIORITY.collection}
        ORDER BY pt.id_product_trace LIMIT 1`),
    );
    const page = (
      await t.app.inject({ method: 'GET', url: `/api/storefront/products/${entry?.id}` })
    ).json();
    expect(page.product).toMatchObject({ color_name: 'Bottle Green', color_name_bn: 'বোতল সবুজ' });
    expect(page.product.material_name_bn).toEqual(expect.any(String));
    expect(page.product.product_type_bn).toEqual(expect.any(String));
  });

  it('fills the storefront lists: grid, at least 10 best sellers and 3 banners', async () => {
    const list = async (priority: number) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/storefront/products?priority=${priority}&pageSize=200`,
        })
      ).json();
    const grid = await list(PRIORITY.collection);
    expect(grid.total).toBeGreaterThanOrEqual(150);
    expect((await list(PRIORITY.bestSeller)).total).toBeGreaterThanOrEqual(10);
    const banners = await list(PRIORITY.banner);
    expect(banners.total).toBeGreaterThanOrEqual(3);
    expect(banners.items[0].image.width).toBeGreaterThan(banners.items[0].image.height);

    const categoriesList = (
      await t.app.inject({ method: 'GET', url: '/api/categorys/getAll' })
    ).json();
    expect(categoriesList.map((c: { category_name: string }) => c.category_name)).toEqual(
      expect.arrayContaining(['Shirts', 'Panjabi', 'Saree']),
    );
  });

  it('draws every picture locally as WebP, stored where the shop keeps pictures and served', async () => {
    const page = (
      await t.app.inject({ method: 'GET', url: '/api/storefront/products?pageSize=36' })
    ).json();
    const stored = new Set(await t.app.pictures.list());
    for (const item of page.items as {
      image: { url: string; thumbnails: { url: string; width: number }[] };
    }[]) {
      expect(stored).toContain(path.basename(item.image.url));
      for (const thumb of item.image.thumbnails) {
        const served = await t.app.inject({ method: 'GET', url: thumb.url });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('image/webp');
        const meta = await sharp(served.rawPayload).metadata();
        expect(meta).toMatchObject({ format: 'webp', width: thumb.width });
      }
    }
    // Every instance and server process must see them: they are in the database.
    expect(t.app.pictures.kind).toBe('database');
  });

  it('seeds only once: a second start changes nothing', async () => {
    const before = await count(
      t.shop.db.select({ n: sql<number>`count(*)::int` }).from(transactions),
    );
    const again = await prepareDatabase(t.shop, { seed: 'demo' });
    expect(again.demoCatalogue).toBe('already-seeded');
    expect(
      await count(t.shop.db.select({ n: sql<number>`count(*)::int` }).from(transactions)),
    ).toBe(before);
  });
});

describe('a demo shop seeded before its lookups had Bengali names', () => {
  it('gets them once at its next start, where none was set, and a name staff remove stays removed', async () => {
    const t = await build('embedded', { seed: 'demo' });
    try {
      const db = t.shop.db;
      // As such a shop was: no Bengali colour, material, size or type names, nor the mark; one
      // colour named by its staff meanwhile.
      await db.execute(sql`UPDATE colors SET color_name_bn = NULL`);
      await db.execute(sql`UPDATE materials SET material_name_bn = NULL`);
      await db.execute(sql`UPDATE sizes SET size_name_bn = NULL`);
      await db.execute(sql`UPDATE product_traces SET type_bn = NULL`);
      await db.execute(
        sql`UPDATE colors SET color_name_bn = 'কালচে লাল' WHERE color_name = 'Maroon'`,
      );
      await db.execute(sql`DELETE FROM app_meta WHERE key = 'demo_bengali_names_given'`);

      expect((await prepareDatabase(t.shop, { seed: 'demo' })).demoCatalogue).toBe(
        'already-seeded',
      );
      const bengali = async () =>
        rowsOf<{ name: string; bn: string | null }>(
          await db.execute(sql`
            SELECT color_name AS name, color_name_bn AS bn FROM colors
            WHERE color_name IN ('Bottle Green', 'Maroon') UNION ALL
            SELECT material_name, material_name_bn FROM materials WHERE material_name = 'Cotton' UNION ALL
            SELECT size_name, size_name_bn FROM sizes WHERE size_name IN ('Free Size', 'XL') UNION ALL
            SELECT DISTINCT type, type_bn FROM product_traces WHERE type = 'Festive'
            ORDER BY 1`),
        );
      expect(await bengali()).toEqual([
        { name: 'Bottle Green', bn: 'বোতল সবুজ' },
        { name: 'Cotton', bn: 'সুতি' },
        { name: 'Festive', bn: 'উৎসবের' },
        { name: 'Free Size', bn: 'ফ্রি সাইজ' },
        // Named by staff: kept.
        { name: 'Maroon', bn: 'কালচে লাল' },
        { name: 'XL', bn: null },
      ]);

      // Staff remove one; the next start does not bring it back.
      await db.execute(
        sql`UPDATE colors SET color_name_bn = NULL WHERE color_name = 'Bottle Green'`,
      );
      await prepareDatabase(t.shop, { seed: 'demo' });
      expect(await bengali()).toContainEqual({ name: 'Bottle Green', bn: null });
    } finally {
      await t.close();
    }
  });
});

describe('SEED=none', () => {
  it('starts with the reference lists and an empty catalogue', async () => {
    const t = await build('embedded', { seed: 'none' });
    try {
      const count = async (table: typeof categories | typeof transactions) =>
        (await t.shop.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;
      expect(await count(categories)).toBe(0);
      expect(await count(transactions)).toBe(0);
      const statuses = (
        await t.app.inject({ method: 'GET', url: '/api/orderstatus/getAll' })
      ).json();
      expect(statuses).toHaveLength(7);
      const grid = (await t.app.inject({ method: 'GET', url: '/api/storefront/products' })).json();
      expect(grid).toMatchObject({ items: [], total: 0 });
    } finally {
      await t.close();
    }
  });
});
