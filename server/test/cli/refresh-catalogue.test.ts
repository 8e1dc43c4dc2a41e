import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../src/config';
import { prepareDatabase } from '../../src/db/setup';
import { storefrontRepository } from '../../src/modules/catalogue/storefront';
import { openDataDirShop } from '../helpers/data-dir-shop';
import { runCommand } from '../helpers/processes';

describe('refresh-catalogue', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'poshak-refresh-'));
  const env = { DATA_DIR: dataDir, SEED: 'none' };
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('makes rows bulk-loaded around the API appear in the storefront lists', async () => {
    const config = loadConfig(env);
    let opened = await openDataDirShop(dataDir, env);
    const { shop } = opened;
    await prepareDatabase(shop, config);
    await shop.db.execute(sql`
      WITH c AS (INSERT INTO categories (category_name) VALUES ('Bulk') RETURNING id_category),
           col AS (INSERT INTO colors (color_name) VALUES ('Red') RETURNING id_color),
           s AS (INSERT INTO sizes (size_name) VALUES ('M') RETURNING id_size),
           p AS (INSERT INTO product_traces (product_name, product_code, category_id, color_id, size_id)
                 SELECT 'Bulk Shirt ' || g, 'BULK-' || g, c.id_category, col.id_color, s.id_size
                 FROM generate_series(1, 30) g, c, col, s RETURNING id_product_trace),
           i AS (INSERT INTO images (image_url, product_trace_id, image_priority_id)
                 SELECT '/uploads/bulk.webp', id_product_trace, 1 FROM p RETURNING id_image)
      INSERT INTO transactions (operation_type_id, price, quantity, image_id)
      SELECT 2, 500, 5, id_image FROM i`);
    const before = await storefrontRepository(shop.db).listCards({
      priority: 1,
      page: 1,
      pageSize: 18,
    });
    expect(before.total).toBe(0);
    await opened.close();

    const run = await runCommand('refresh-catalogue', [], env);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('rebuilt');

    opened = await openDataDirShop(dataDir, env);
    try {
      const after = await storefrontRepository(opened.shop.db).listCards({
        priority: 1,
        page: 1,
        pageSize: 18,
      });
      expect(after.total).toBe(30);
      expect(after.items).toHaveLength(18);
    } finally {
      await opened.close();
    }
  });
});
