import sharp from 'sharp';
import { OPERATION, PRIORITY } from '@poshak/shared-api/schemas';
import type { Executor } from '../db/database';
import {
  brands,
  categories,
  colors,
  images,
  materials,
  productTraces,
  sizes,
  transactions,
  type Thumbnail,
} from '../db/schema';
import { rebuildCataloguePositions } from '../modules/catalogue';
import { required } from '../lib/required';
import { renderThumbnails, saveThumbnails, UPLOADS_URL } from '../modules/pictures';
import type { PictureStore } from '../modules/pictures';
import { BANNERS, BRANDS, CATEGORIES, COLOURS, MATERIALS, SIZES } from './demo-catalogue';
import {
  BANNER_BN,
  bengaliProductName,
  CATEGORY_BN,
  COLOUR_BN,
  MATERIAL_BN,
  SIZE_BN,
  TYPE_BN,
} from './demo-catalogue-bn';
import { bannerSvg, garmentSvg } from './garments';
import { seededRandom } from '../lib/seeded-random';

interface Picture {
  image_url: string;
  width: number;
  height: number;
  thumbnails: Thumbnail[];
}

/** A demo name's Bengali one, in NFC as every name the shop keeps (null: none, e.g. "XL"). */
const bengali = (names: Record<string, string>, name: string) =>
  names[name]?.normalize('NFC') ?? null;

/** The i-th element of a fixed list, wrapping around. */
const pick = <T>(list: T[], i: number): T => required(list[i % list.length], 'list element');

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** The picture store, and the names it held before the seed began. */
interface Pictures {
  store: PictureStore;
  present: Set<string>;
}

/**
 * Renders one SVG to a WebP original plus thumbnails. Names are derived from the content, so a
 * second seed into the same store reuses the pictures instead of drawing them again.
 */
async function renderPicture(
  svg: string,
  width: number,
  height: number,
  into: Pictures,
  baseName: string,
  widths: number[],
): Promise<Picture> {
  const name = `${baseName}.webp`;
  const picture = {
    image_url: `${UPLOADS_URL}/${name}`,
    width,
    height,
    thumbnails: widths.map((w) => ({ url: `${UPLOADS_URL}/${baseName}-${w}.webp`, width: w })),
  };
  const names = [name, ...widths.map((w) => `${baseName}-${w}.webp`)];
  if (names.every((n) => into.present.has(n))) return picture;

  const raw = await sharp(Buffer.from(svg))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const source = sharp(raw.data, { raw: raw.info });
  const [original, rendered] = await Promise.all([
    source.clone().webp({ quality: 80, effort: 2 }).toBuffer(),
    renderThumbnails(source, width, widths),
  ]);
  // Only what is missing: a name is written once (a seed stopped half-way left the others).
  const missing = new Set(names.filter((n) => !into.present.has(n)));
  if (missing.has(name)) await into.store.save(name, original);
  await saveThumbnails(
    rendered.filter((r) => missing.has(`${baseName}-${r.width}.webp`)),
    into.store,
    baseName,
  );
  return picture;
}

/** Runs `work` over `items` with at most `limit` in flight (sharp is CPU-bound). */
async function inParallel<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(required(items[index], 'work item'));
      }
    }),
  );
  return results;
}

async function insertAll<T extends { [key: string]: unknown }>(
  items: T[],
  insert: (chunk: T[]) => Promise<{ id: number }[]>,
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < items.length; i += 400) {
    const rows = await insert(items.slice(i, i + 400));
    ids.push(...rows.map((r) => r.id).sort((a, b) => a - b));
  }
  return ids;
}

interface Entry {
  trace: typeof productTraces.$inferInsert;
  picture: Picture;
  priority: number;
  price: number;
  quantity: number;
  brandId: number;
  type: 'image' | null;
}

/** The demo catalogue: ≥150 products with stock, banners and best sellers, pictures drawn here. */
export async function seedDemoCatalogue(
  db: Executor,
  store: PictureStore,
): Promise<{ stockEntries: number }> {
  const pictureStore: Pictures = { store, present: new Set(await store.list()) };
  const random = seededRandom(20251122);
  const between = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));

  const idsOf = (rows: { id: number; name: string }[]) => new Map(rows.map((r) => [r.name, r.id]));
  const categoryIds = idsOf(
    await db
      .insert(categories)
      .values(
        CATEGORIES.map((c) => ({
          category_name: c.name,
          category_name_bn: CATEGORY_BN[c.name]?.[0].normalize('NFC') ?? null,
        })),
      )
      .returning({ id: categories.id_category, name: categories.category_name }),
  );
  const brandIds = idsOf(
    await db
      .insert(brands)
      .values(BRANDS.map((b) => ({ brand_name: b })))
      .returning({ id: brands.id_brand, name: brands.brand_name }),
  );
  const sizeIds = idsOf(
    await db
      .insert(sizes)
      .values(SIZES.map((s) => ({ size_name: s, size_name_bn: bengali(SIZE_BN, s) })))
      .returning({ id: sizes.id_size, name: sizes.size_name }),
  );
  const colourIds = idsOf(
    await db
      .insert(colors)
      .values(
        Object.keys(COLOURS).map((c) => ({ color_name: c, color_name_bn: bengali(COLOUR_BN, c) })),
      )
      .returning({ id: colors.id_color, name: colors.color_name }),
  );
  const materialIds = idsOf(
    await db
      .insert(materials)
      .values(
        MATERIALS.map((m) => ({ material_name: m, material_name_bn: bengali(MATERIAL_BN, m) })),
      )
      .returning({ id: materials.id_material, name: materials.material_name }),
  );
  const id = (map: Map<string, number>, name: string) => {
    const value = map.get(name);
    if (value === undefined) throw new Error(`demo catalogue: unknown name ${name}`);
    return value;
  };

  // One picture per garment shape and colour, shared by the products that wear it.
  const pictureJobs = CATEGORIES.flatMap((c) =>
    c.palette.map((colour) => ({ category: c, colour })),
  );
  const pictures = new Map<string, Picture>();
  await inParallel(pictureJobs, 3, async ({ category, colour }) => {
    const picture = await renderPicture(
      garmentSvg(category.shape, required(COLOURS[colour], colour), category.accent),
      600,
      750,
      pictureStore,
      `demo-${category.shape}-${slug(colour)}`,
      [200, 400],
    );
    pictures.set(`${category.name}/${colour}`, picture);
  });
  const bannerPictures = await inParallel(BANNERS, 2, (b) =>
    renderPicture(
      bannerSvg(
        b.colours,
        b.garments.map(([shape, colour]) => [shape, colour]),
        b.accent,
      ),
      1600,
      600,
      pictureStore,
      `demo-banner-${slug(b.code)}`,
      [400, 800, 1200],
    ),
  );

  const entries: Entry[] = [];
  CATEGORIES.forEach((category, ci) => {
    const abbreviation = category.name
      .replace(/[^A-Za-z]/g, '')
      .slice(0, 3)
      .toUpperCase();
    category.names.forEach((productName, pi) => {
      const code = `${abbreviation}-${String(pi + 1).padStart(3, '0')}`;
      const price = Math.round(between(category.price[0], category.price[1]) / 50) * 50;
      const brandId = id(brandIds, pick(category.brands, pi));
      const materialId = id(materialIds, pick(category.materials, pi));
      const colourCount = category.sizes.length === 1 ? 3 : 2 + (pi % 2);
      const colours = Array.from({ length: colourCount }, (_, k) => pick(category.palette, pi + k));
      colours.forEach((colour, k) => {
        const sizeCount = Math.min(category.sizes.length, 2 + ((pi + k) % 2));
        const start = (pi + k) % (category.sizes.length - sizeCount + 1);
        for (const size of category.sizes.slice(start, start + sizeCount)) {
          const roll = random();
          entries.push({
            trace: {
              product_name: `${productName} ${category.noun}`,
              product_name_bn: bengaliProductName(category.name, productName),
              product_code: code,
              model: pi % 3 === 0 ? `${abbreviation}${25 + (pi % 2)}` : null,
              type: category.type,
              type_bn: bengali(TYPE_BN, category.type),
              category_id: id(categoryIds, category.name),
              color_id: id(colourIds, colour),
              size_id: id(sizeIds, size),
              material_id: materialId,
            },
            picture: required(pictures.get(`${category.name}/${colour}`), 'picture'),
            priority: PRIORITY.collection,
            price,
            // Mostly in stock; a few sold out or nearly so, as in a real shop.
            quantity: roll < 0.05 ? 0 : roll < 0.15 ? between(1, 3) : between(6, 40),
            brandId,
            type: null,
          });
        }
      });
      // Each category's ci-th product is a best seller, listed once more at priority 2.
      if (pi === ci % category.names.length) {
        const first = required(
          entries.find((e) => e.trace.product_code === code),
          code,
        );
        entries.push({ ...first, priority: PRIORITY.bestSeller, quantity: between(10, 30) });
      }
    });
  });
  BANNERS.forEach((banner, bi) => {
    const category = required(
      CATEGORIES.find((c) => c.name === banner.category),
      banner.category,
    );
    entries.push({
      trace: {
        product_name: banner.name,
        product_name_bn: BANNER_BN[banner.name]?.normalize('NFC') ?? null,
        product_code: banner.code,
        model: null,
        type: 'Banner',
        type_bn: bengali(TYPE_BN, 'Banner'),
        category_id: id(categoryIds, category.name),
        color_id: id(colourIds, pick(category.palette, 0)),
        size_id: id(sizeIds, pick(category.sizes, 0)),
        material_id: id(materialIds, pick(category.materials, 0)),
      },
      picture: required(bannerPictures[bi], banner.code),
      priority: PRIORITY.banner,
      price: banner.price,
      quantity: 50,
      brandId: id(brandIds, pick(category.brands, 0)),
      type: 'image',
    });
  });

  const traceIds = await insertAll(
    entries.map((e) => e.trace),
    (chunk) =>
      db.insert(productTraces).values(chunk).returning({ id: productTraces.id_product_trace }),
  );
  const imageIds = await insertAll(
    entries.map((e, i) => ({
      ...e.picture,
      product_trace_id: required(traceIds[i], 'product trace id'),
      image_priority_id: e.priority,
    })),
    (chunk) => db.insert(images).values(chunk).returning({ id: images.id_image }),
  );
  await insertAll(
    entries.map((e, i) => ({
      operation_type_id: OPERATION.stockEntry,
      price: e.price,
      quantity: e.quantity,
      image_id: required(imageIds[i], 'image id'),
      brand_id: e.brandId,
      type: e.type,
    })),
    (chunk) => db.insert(transactions).values(chunk).returning({ id: transactions.id_transaction }),
  );
  await rebuildCataloguePositions(db);
  return { stockEntries: entries.length };
}
