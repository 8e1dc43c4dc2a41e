import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PRIORITY } from '@poshak/shared-api/schemas';
import type { ShopDatabase } from '@poshak/server/database';
import { createRepositories } from '@poshak/server/repositories';
import { auditOrders } from './order-audit';
import {
  ENTRIES_PER_PRODUCT,
  ordersFor,
  priorityOfCode,
  productCodes,
  SEARCH_WORD,
  type CataloguePictures,
} from './catalogue-sql';
import { loadCatalogue, openTarget, query, type DatabaseTarget } from './load-catalogue';

/** Pictures as records only: these tests read rows, they serve no files. */
const picture = (name: string, width = 600, height = 750) => ({
  image_url: `/uploads/${name}.webp`,
  width,
  height,
  thumbnails: [{ url: `/uploads/${name}-200.webp`, width: 200 }],
});
const pictures: CataloguePictures = {
  garments: Array.from({ length: 15 }, (_, c) => [picture(`g${c}a`), picture(`g${c}b`)]),
  banners: [picture('b0', 1600, 600), picture('b1', 1600, 600)],
};

const ENTRIES = 1_000;
let dir: string;
let target: DatabaseTarget;
let shop: ShopDatabase;
let report: Awaited<ReturnType<typeof loadCatalogue>>;

const number = async (text: string) => Number((await query<{ n: unknown }>(shop, text))[0]?.n ?? 0);

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'poshak-bench-test-'));
  // The embedded PostgreSQL started as the server starts it, in a data folder of its own.
  target = { driver: 'embedded', dataDir: path.join(dir, 'data') };
  report = await loadCatalogue(target, ENTRIES, pictures, path.join(dir, 'uploads'));
  shop = await openTarget(target);
});

afterAll(async () => {
  await shop?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the generated catalogue (embedded PostgreSQL)', () => {
  it('holds the asked number of stock entries, half as many orders, two lines each', () => {
    expect(report).toMatchObject({
      entries: ENTRIES,
      orders: ordersFor(ENTRIES),
      orderLines: ordersFor(ENTRIES) * 2,
      lastGeneratedTransaction: ENTRIES + ordersFor(ENTRIES) * 2,
    });
  });

  it('keeps every reference whole although the load skipped the foreign-key triggers', async () => {
    const dangling = await number(`
      SELECT (SELECT count(*) FROM product_traces p
                LEFT JOIN categories c ON c.id_category = p.category_id
                LEFT JOIN colors k ON k.id_color = p.color_id
                LEFT JOIN sizes s ON s.id_size = p.size_id
                LEFT JOIN materials m ON m.id_material = p.material_id
              WHERE c.id_category IS NULL OR k.id_color IS NULL OR s.id_size IS NULL
                 OR m.id_material IS NULL)
           + (SELECT count(*) FROM images i LEFT JOIN product_traces p
                ON p.id_product_trace = i.product_trace_id WHERE p.id_product_trace IS NULL)
           + (SELECT count(*) FROM transactions t
                LEFT JOIN images i ON i.id_image = t.image_id
                LEFT JOIN brands b ON b.id_brand = t.brand_id
                LEFT JOIN orders o ON o.invoice_no = t.invoice_no
                LEFT JOIN transactions s ON s.id_transaction = t.stock_transaction_id
              WHERE i.id_image IS NULL OR b.id_brand IS NULL
                 OR (t.invoice_no IS NOT NULL AND (o.invoice_no IS NULL OR s.id_transaction IS NULL)))
           + (SELECT count(*) FROM orders o LEFT JOIN customers c ON c.id_customer = o.customer_id
              WHERE c.id_customer IS NULL) AS n`);
    expect(dangling).toBe(0);
  });

  it('prices every order from its lines, with the shipping of its area', async () => {
    const wrong = await number(`
      SELECT count(*) AS n FROM orders o
      JOIN (SELECT invoice_no, sum(price * quantity) AS s FROM transactions
            WHERE invoice_no IS NOT NULL GROUP BY invoice_no) l ON l.invoice_no = o.invoice_no
      JOIN shipping sh ON sh.id_shipping = o.shipping_id
      WHERE o.subtotal <> l.s OR o.shipping_cost <> sh.cost OR o.total <> o.subtotal + o.shipping_cost`);
    expect(wrong).toBe(0);
  });

  it('gives the storefront one card per product code and priority, with totals from the counters', async () => {
    const codes = productCodes(ENTRIES);
    const expected: Record<number, number> = {};
    for (let c = 0; c < codes; c++)
      expected[priorityOfCode(c)] = (expected[priorityOfCode(c)] ?? 0) + 1;
    expect(report.cards).toBe(codes);

    const { storefront } = createRepositories(shop.db);
    for (const priority of [PRIORITY.collection, PRIORITY.bestSeller, PRIORITY.banner]) {
      const page = await storefront.listCards({ priority, page: 1, pageSize: 18 });
      expect(page.total).toBe(expected[priority]);
      expect(page.items.length).toBe(Math.min(18, expected[priority] ?? 0));
    }
    const found = await storefront.listCards({
      priority: PRIORITY.collection,
      q: SEARCH_WORD.toUpperCase(),
      page: 1,
      pageSize: 18,
    });
    expect(found.total).toBeGreaterThan(0);
    expect(found.items.every((c) => c.product_name.toLowerCase().includes(SEARCH_WORD))).toBe(true);
  });

  it('names products and lists in Bengali as the demo shop does, and a Bengali word finds them', async () => {
    const unnamed = await number(
      `SELECT count(*) AS n FROM product_traces
       WHERE product_name_bn IS NULL OR product_name_bn !~ '[\u0980-\u09FF]'`,
    );
    expect(unnamed).toBe(0);
    for (const [table, column] of [
      ['categories', 'category_name_bn'],
      ['colors', 'color_name_bn'],
    ] as const) {
      expect(await number(`SELECT count(*) AS n FROM ${table} WHERE ${column} IS NULL`)).toBe(0);
    }
    const word = 'বর্ষার';
    const found = await createRepositories(shop.db).storefront.listCards({
      priority: PRIORITY.collection,
      q: word,
      page: 1,
      pageSize: 18,
    });
    expect(found.total).toBeGreaterThan(0);
    expect(found.items.every((c) => c.product_name_bn?.startsWith(word))).toBe(true);
  });

  it("counts the dashboard's per-day product sales, its triggers having been off for the load", async () => {
    const counted = await number(`
      SELECT count(*) AS n FROM (
        SELECT ((o.created_at AT TIME ZONE 'UTC') + interval '6 hours')::date AS day,
               p.product_code, sum(l.quantity) AS units, sum(l.quantity * l.price) AS takings
          FROM orders o
          JOIN transactions l ON l.invoice_no = o.invoice_no
          JOIN images i ON i.id_image = l.image_id
          JOIN product_traces p ON p.id_product_trace = i.product_trace_id
         WHERE o.order_status_id <> 7
         GROUP BY 1, 2) c
      FULL JOIN product_sales_daily s ON s.day = c.day AND s.product_code = c.product_code
      WHERE s.units IS DISTINCT FROM c.units OR s.takings IS DISTINCT FROM c.takings`);
    expect(counted).toBe(0);
    expect(await number('SELECT count(*) AS n FROM product_sales_daily')).toBeGreaterThan(0);
  });

  it('moves every id sequence and the invoice counter past the generated rows, so the shop can add more', async () => {
    const [next] = await query<{ t: unknown; i: unknown }>(
      shop,
      `SELECT nextval(pg_get_serial_sequence('transactions', 'id_transaction')) AS t,
              (SELECT value + 1 FROM counters WHERE name = 'invoice_no') AS i`,
    );
    expect(Number(next?.t)).toBe(report.lastGeneratedTransaction + 1);
    expect(Number(next?.i)).toBe(report.orders + 1);
    expect(ENTRIES_PER_PRODUCT).toBe(4);
  });
});

describe('the order audit', () => {
  it('finds the stock of an untouched catalogue whole, and a unit that vanished', async () => {
    await shop.close();
    const clean = await auditOrders(target, report.lastGeneratedTransaction, 0);
    expect(clean).toEqual({ confirmed: 0, stored: 0, mismatchedEntries: 0, negativeStock: 0 });

    shop = await openTarget(target);
    await query(shop, 'UPDATE transactions SET quantity = quantity - 1 WHERE id_transaction = 7');
    await shop.close();
    const broken = await auditOrders(target, report.lastGeneratedTransaction, 0);
    expect(broken.mismatchedEntries).toBe(1);
    shop = await openTarget(target);
  });
});
