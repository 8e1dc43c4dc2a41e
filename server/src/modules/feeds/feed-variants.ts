import { sql } from 'drizzle-orm';
import { OPERATION, PRIORITY } from '@poshak/shared-api/schemas';
import { rowsOf, toInt, type Database, type Executor } from '../../db/database';
import type { Thumbnail } from '../../db/schema';

/** A name as the catalogue keeps it: English always, Bengali when staff gave one. */
export interface Named {
  en: string;
  bn: string | null;
}

/**
 * One variant of a product (a size in a colour) with units to sell, as a feed lists it: the stock
 * entry that sells it, the page that shows it, and its names in both languages.
 */
export interface FeedVariant {
  /** The stock entry (`id_transaction`) an order of this variant takes its units from. */
  entry: number;
  /** Its product page (`id_product_trace`). */
  page: number;
  productCode: string;
  colorId: number;
  sizeId: number;
  name: Named;
  type: Named | null;
  category: Named;
  colour: Named;
  size: Named;
  material: Named | null;
  brand: string | null;
  /** Whole taka. */
  price: number;
  picture: { url: string; width: number | null; thumbnails: Thumbnail[] };
}

/**
 * Rows fetched from the cursor at a time. Each batch is formatted in one go on the event loop,
 * then the next is fetched: other requests are answered in between while a feed is built. At
 * 1,000 a batch the event loop's delay reached 110–130 ms at the 99th percentile on a shared
 * two-core machine (load ≈ 10), at 250 40–60 ms, for the same build time.
 */
export const FEED_BATCH = 250;

const CURSOR = 'feed_variants';

/**
 * Every variant with units to sell, once: the stock entries on sale (not archived, not order
 * lines) in the storefront's product lists — the collection grid and best sellers; a banner is
 * a slide (often a video or a wide picture), not a garment to list. A variant listed twice (a
 * best seller is also in the grid, each listing with its own stock) is the grid's entry while it
 * has units, else the best sellers'. Product code first, so a product's variants come together.
 */
const VARIANTS = `
  SELECT DISTINCT ON (pt.product_code, pt.color_id, pt.size_id)
    t.id_transaction AS entry, pt.id_product_trace AS page, pt.product_code,
    pt.product_name, pt.product_name_bn, pt.type, pt.type_bn, pt.category_id, pt.color_id,
    pt.size_id, pt.material_id, t.brand_id, t.price, i.image_url, i.width, i.thumbnails
  FROM product_traces pt
  JOIN images i ON i.product_trace_id = pt.id_product_trace
   AND i.image_priority_id IN (${PRIORITY.collection}, ${PRIORITY.bestSeller})
  JOIN transactions t ON t.image_id = i.id_image
   AND t.operation_type_id = ${OPERATION.stockEntry} AND t.invoice_no IS NULL
   AND t.archived_at IS NULL
  WHERE t.quantity > 0
  ORDER BY pt.product_code, pt.color_id, pt.size_id, i.image_priority_id, t.id_transaction`;

interface VariantRow {
  entry: unknown;
  page: unknown;
  product_code: string;
  product_name: string;
  product_name_bn: string | null;
  type: string | null;
  type_bn: string | null;
  category_id: unknown;
  color_id: unknown;
  size_id: unknown;
  material_id: unknown;
  brand_id: unknown;
  price: unknown;
  image_url: string;
  width: unknown;
  thumbnails: Thumbnail[] | null;
}

type LookupKind = 'category' | 'color' | 'size' | 'material' | 'brand';

/** The lookup lists' names by kind and id: a few hundred rows, read once per feed. */
async function lookupNames(db: Executor): Promise<Map<string, Named>> {
  const rows = rowsOf<{ kind: LookupKind; id: unknown; en: string; bn: string | null }>(
    await db.execute(sql`
      SELECT 'category' AS kind, id_category AS id, category_name AS en, category_name_bn AS bn FROM categories
      UNION ALL SELECT 'color', id_color, color_name, color_name_bn FROM colors
      UNION ALL SELECT 'size', id_size, size_name, size_name_bn FROM sizes
      UNION ALL SELECT 'material', id_material, material_name, material_name_bn FROM materials
      UNION ALL SELECT 'brand', id_brand, brand_name, NULL FROM brands`),
  );
  return new Map(rows.map((r) => [`${r.kind} ${toInt(r.id)}`, { en: r.en, bn: r.bn }]));
}

const nullableInt = (value: unknown) => (value === null ? null : toInt(value));
const named = (en: string, bn: string | null): Named => ({ en, bn });

/**
 * Reads every variant to list in ONE read-only snapshot (a feed built while orders arrive is the
 * catalogue at one moment): the lookup names, then the variants through a cursor, `FEED_BATCH`
 * at a time, each batch handed to `visit` before the next is fetched — the reader never holds
 * more than one batch, whatever the catalogue's size. Holds one connection of the pool meanwhile.
 */
export async function readFeedVariants(
  db: Database,
  visit: (variants: FeedVariant[]) => Promise<void>,
): Promise<void> {
  await db.transaction(
    async (read) => {
      // The whole result is read, not its first rows (a cursor's plan favours those by default),
      // and sorted in memory: at 100k variants ≈ 32 MB, which spilled to disk at the default 4 MB.
      await read.execute(sql.raw(`SET LOCAL cursor_tuple_fraction = 1`));
      await read.execute(sql.raw(`SET LOCAL work_mem = '64MB'`));
      const names = await lookupNames(read);
      const lookup = (kind: LookupKind, id: number | null): Named | null =>
        id === null ? null : (names.get(`${kind} ${id}`) ?? null);
      // A name deleted under a product cannot be: every lookup key is a foreign key.
      const unnamed: Named = { en: '', bn: null };
      await read.execute(sql.raw(`DECLARE ${CURSOR} NO SCROLL CURSOR FOR ${VARIANTS}`));
      for (;;) {
        const rows = rowsOf<VariantRow>(
          await read.execute(sql.raw(`FETCH ${FEED_BATCH} FROM ${CURSOR}`)),
        );
        if (rows.length === 0) break;
        await visit(
          rows.map((row) => {
            const colorId = toInt(row.color_id);
            const sizeId = toInt(row.size_id);
            return {
              entry: toInt(row.entry),
              page: toInt(row.page),
              productCode: row.product_code,
              colorId,
              sizeId,
              name: named(row.product_name, row.product_name_bn),
              type: row.type ? named(row.type, row.type_bn) : null,
              category: lookup('category', toInt(row.category_id)) ?? unnamed,
              colour: lookup('color', colorId) ?? unnamed,
              size: lookup('size', sizeId) ?? unnamed,
              material: lookup('material', nullableInt(row.material_id)),
              brand: lookup('brand', nullableInt(row.brand_id))?.en ?? null,
              price: toInt(row.price),
              picture: {
                url: row.image_url,
                width: nullableInt(row.width),
                thumbnails: row.thumbnails ?? [],
              },
            };
          }),
        );
        if (rows.length < FEED_BATCH) break;
      }
      await read.execute(sql.raw(`CLOSE ${CURSOR}`));
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
