import { PRIORITY } from '@poshak/shared-api/schemas';
import type { Database } from '../../src/db/database';
import { lookupsRepository } from '../../src/repositories/lookups';
import { stockRepository, type StockFields } from '../../src/repositories/stock';
import type { StoredImage } from '../../src/services/images';

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
