import { sql, type SQL } from 'drizzle-orm';
import { OPERATION, PRIORITY } from '@poshak/shared-api/schemas';
import { rowsOf, type Database } from '../../src/db/database';
import { rebuildCataloguePositions } from '../../src/modules/catalogue/catalogue-cards';
import { lookupsRepository } from '../../src/modules/lookups/lookups';
import { stockRepository } from '../../src/modules/stock/stock';
import type { StockFields } from '../../src/modules/stock/stock-fields';
import type { StoredImage } from '../../src/modules/pictures/images';

/** A picture record without files: enough for rows that are read, not served. */
export const fakePicture = (name: string): StoredImage => ({
  image_url: `/uploads/${name}.webp`,
  width: 800,
  height: 1000,
  thumbnails: [
    { url: `/uploads/${name}-200.webp`, width: 200 },
    { url: `/uploads/${name}-400.webp`, width: 400 },
  ],
  names: [],
});

export interface Catalogue {
  category: (name: string) => number;
  color: (name: string) => number;
  size: (name: string) => number;
  brand: number;
  material: number;
  /** Adds a stock entry through the repository (cards and counters kept in step). */
  addStock(
    fields: Partial<StockFields> & { product_code: string; product_name: string },
  ): Promise<number>;
}

/** Lookups and a way to add stock entries quickly, straight through the repositories. */
export async function makeCatalogue(db: Database): Promise<Catalogue> {
  const lookups = lookupsRepository(db);
  const ids = async (kind: 'category' | 'color' | 'size', names: string[]) => {
    const map = new Map<string, number>();
    for (const name of names) {
      const row = await lookups.create(kind, name, undefined, null);
      map.set(name, Number(row[`id_${kind}`]));
    }
    return (name: string) => {
      const id = map.get(name);
      if (id === undefined) throw new Error(`no ${kind} ${name} in the test catalogue`);
      return id;
    };
  };
  const category = await ids('category', ['Shirts', 'Saree', 'Jeans']);
  const color = await ids('color', ['Red', 'Blue', 'Green', 'Black', 'White', 'Pink', 'Grey']);
  const size = await ids('size', ['M', 'L']);
  const brand = Number((await lookups.create('brand', 'Padma Wear', undefined, null)).id_brand);
  const material = Number(
    (await lookups.create('material', 'Cotton', undefined, null)).id_material,
  );
  const stock = stockRepository(db);
  let pictures = 0;

  return {
    category,
    color,
    size,
    brand,
    material,
    async addStock(fields) {
      const entry = await stock.create(
        {
          category_id: category('Shirts'),
          color_id: color('Red'),
          size_id: size('M'),
          brand_id: brand,
          material_id: material,
          price: 1000,
          quantity: 10,
          operation_type_id: 2,
          image_priority_id: PRIORITY.collection,
          type: 'Casual',
          model: null,
          ...fields,
        },
        fakePicture(`test-${++pictures}`),
        null,
      );
      return entry.id_transaction;
    },
  };
}

/**
 * Stock entries as an earlier release wrote them, one per product in one colour and size, into a
 * database migrated only that far (0009 or later): written with the columns those releases had,
 * as today's repositories also write what later migrations added (a colour's Bengali name, a
 * type's). The storefront cards and counters are then counted from them.
 */
export async function addEarlierReleaseStock<Code extends string>(
  db: Database,
  products: { code: Code; name: string; nameBn: string | null; price: number }[],
): Promise<Record<Code, number>> {
  const idOf = async (query: SQL) => Number(rowsOf<{ id: number }>(await db.execute(query))[0]?.id);
  const category = await idOf(
    sql`INSERT INTO categories (category_name) VALUES ('Shirts') RETURNING id_category AS id`,
  );
  const color = await idOf(
    sql`INSERT INTO colors (color_name) VALUES ('Red') RETURNING id_color AS id`,
  );
  const size = await idOf(sql`INSERT INTO sizes (size_name) VALUES ('M') RETURNING id_size AS id`);
  const brand = await idOf(
    sql`INSERT INTO brands (brand_name) VALUES ('Padma Wear') RETURNING id_brand AS id`,
  );
  const material = await idOf(
    sql`INSERT INTO materials (material_name) VALUES ('Cotton') RETURNING id_material AS id`,
  );
  const stock = {} as Record<Code, number>;
  for (const [i, product] of products.entries()) {
    const trace = await idOf(sql`
      INSERT INTO product_traces
        (product_name, product_name_bn, product_code, type, category_id, color_id, size_id, material_id)
      VALUES (${product.name}, ${product.nameBn}, ${product.code}, 'Casual', ${category}, ${color},
        ${size}, ${material})
      RETURNING id_product_trace AS id`);
    const picture = fakePicture(`release-${i + 1}`);
    const image = await idOf(sql`
      INSERT INTO images (image_url, width, height, thumbnails, product_trace_id, image_priority_id)
      VALUES (${picture.image_url}, ${picture.width}, ${picture.height},
        ${JSON.stringify(picture.thumbnails)}::jsonb, ${trace}, ${PRIORITY.collection})
      RETURNING id_image AS id`);
    stock[product.code] = await idOf(sql`
      INSERT INTO transactions (operation_type_id, price, quantity, image_id, brand_id, type)
      VALUES (${OPERATION.stockEntry}, ${product.price}, 10, ${image}, ${brand}, 'image')
      RETURNING id_transaction AS id`);
  }
  await rebuildCataloguePositions(db);
  return stock;
}
