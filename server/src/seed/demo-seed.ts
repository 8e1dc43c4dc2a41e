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
} from '../db/schema';
import { rebuildCataloguePositions } from '../modules/catalogue';
import { required } from '../lib/required';
import type { PictureStore } from '../modules/pictures';
import {
  BANNERS,
  BRANDS,
  CATEGORIES,
  COLOURS,
  MATERIALS,
  SIZES,
  type BannerSpec,
  type CategorySpec,
} from './demo-catalogue';
import {
  BANNER_BN,
  bengaliProductName,
  CATEGORY_BN,
  COLOUR_BN,
  MATERIAL_BN,
  SIZE_BN,
  TYPE_BN,
} from './demo-catalogue-bn';
import { drawDemoPictures, garmentKey, type DemoPictures, type Picture } from './demo-pictures';
import { seededRandom } from '../lib/seeded-random';

/** A demo name's Bengali one, in NFC as every name the shop keeps (null: none, e.g. "XL"). */
const bengali = (names: Record<string, string>, name: string) =>
  names[name]?.normalize('NFC') ?? null;

/** The i-th element of a fixed list, wrapping around. */
const pick = <T>(list: T[], i: number): T => required(list[i % list.length], 'list element');

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

/** A lookup list's id of a name; a name the list lacks is the demo's own mistake. */
type IdOf = (name: string) => number;

function idsOf(rows: { id: number; name: string }[]): IdOf {
  const byName = new Map(rows.map((r) => [r.name, r.id]));
  return (name) => {
    const value = byName.get(name);
    if (value === undefined) throw new Error(`demo catalogue: unknown name ${name}`);
    return value;
  };
}

interface LookupIds {
  categories: IdOf;
  brands: IdOf;
  sizes: IdOf;
  colours: IdOf;
  materials: IdOf;
}

async function insertLookups(db: Executor): Promise<LookupIds> {
  const categoryRows = CATEGORIES.map((c) => ({
    category_name: c.name,
    category_name_bn: CATEGORY_BN[c.name]?.[0].normalize('NFC') ?? null,
  }));
  const colourRows = Object.keys(COLOURS).map((c) => ({
    color_name: c,
    color_name_bn: bengali(COLOUR_BN, c),
  }));
  const materialRows = MATERIALS.map((m) => ({
    material_name: m,
    material_name_bn: bengali(MATERIAL_BN, m),
  }));
  return {
    categories: idsOf(
      await db
        .insert(categories)
        .values(categoryRows)
        .returning({ id: categories.id_category, name: categories.category_name }),
    ),
    brands: idsOf(
      await db
        .insert(brands)
        .values(BRANDS.map((b) => ({ brand_name: b })))
        .returning({ id: brands.id_brand, name: brands.brand_name }),
    ),
    sizes: idsOf(
      await db
        .insert(sizes)
        .values(SIZES.map((s) => ({ size_name: s, size_name_bn: bengali(SIZE_BN, s) })))
        .returning({ id: sizes.id_size, name: sizes.size_name }),
    ),
    colours: idsOf(
      await db
        .insert(colors)
        .values(colourRows)
        .returning({ id: colors.id_color, name: colors.color_name }),
    ),
    materials: idsOf(
      await db
        .insert(materials)
        .values(materialRows)
        .returning({ id: materials.id_material, name: materials.material_name }),
    ),
  };
}

/**
 * The seed's draws from one seeded sequence, taken in a fixed order: the same demo shop on every
 * fresh start.
 */
interface Draws {
  random: () => number;
  between: (lo: number, hi: number) => number;
}

function seedDraws(seed: number): Draws {
  const random = seededRandom(seed);
  return { random, between: (lo, hi) => lo + Math.floor(random() * (hi - lo + 1)) };
}

/** What every stock entry of one demo product shares. */
interface DemoProduct {
  category: CategorySpec;
  name: string;
  index: number;
  code: string;
  model: string | null;
  price: number;
}

/** One product's stock entries: a few colours, each in two or three neighbouring sizes. */
function variantEntries(
  product: DemoProduct,
  ids: LookupIds,
  pictures: DemoPictures,
  draws: Draws,
): Entry[] {
  const { category, index: pi } = product;
  const brandId = ids.brands(pick(category.brands, pi));
  const materialId = ids.materials(pick(category.materials, pi));
  const colourCount = category.sizes.length === 1 ? 3 : 2 + (pi % 2);
  const colours = Array.from({ length: colourCount }, (_, k) => pick(category.palette, pi + k));
  return colours.flatMap((colour, k) => {
    const sizeCount = Math.min(category.sizes.length, 2 + ((pi + k) % 2));
    const start = (pi + k) % (category.sizes.length - sizeCount + 1);
    return category.sizes.slice(start, start + sizeCount).map((size) => {
      const roll = draws.random();
      return {
        trace: {
          product_name: `${product.name} ${category.noun}`,
          product_name_bn: bengaliProductName(category.name, product.name),
          product_code: product.code,
          model: product.model,
          type: category.type,
          type_bn: bengali(TYPE_BN, category.type),
          category_id: ids.categories(category.name),
          color_id: ids.colours(colour),
          size_id: ids.sizes(size),
          material_id: materialId,
        },
        picture: required(pictures.garments.get(garmentKey(category.name, colour)), 'picture'),
        priority: PRIORITY.collection,
        price: product.price,
        // Mostly in stock; a few sold out or nearly so, as in a real shop.
        quantity: roll < 0.05 ? 0 : roll < 0.15 ? draws.between(1, 3) : draws.between(6, 40),
        brandId,
        type: null,
      };
    });
  });
}

/** A category's products; its ci-th is a best seller, listed once more at priority 2. */
function categoryEntries(
  category: CategorySpec,
  ci: number,
  ids: LookupIds,
  pictures: DemoPictures,
  draws: Draws,
): Entry[] {
  const abbreviation = category.name
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 3)
    .toUpperCase();
  return category.names.flatMap((name, pi) => {
    const product: DemoProduct = {
      category,
      name,
      index: pi,
      code: `${abbreviation}-${String(pi + 1).padStart(3, '0')}`,
      model: pi % 3 === 0 ? `${abbreviation}${25 + (pi % 2)}` : null,
      price: Math.round(draws.between(category.price[0], category.price[1]) / 50) * 50,
    };
    const entries = variantEntries(product, ids, pictures, draws);
    if (pi !== ci % category.names.length) return entries;
    const first = required(entries[0], product.code);
    return [
      ...entries,
      { ...first, priority: PRIORITY.bestSeller, quantity: draws.between(10, 30) },
    ];
  });
}

function bannerEntry(banner: BannerSpec, picture: Picture | undefined, ids: LookupIds): Entry {
  const category = required(
    CATEGORIES.find((c) => c.name === banner.category),
    banner.category,
  );
  return {
    trace: {
      product_name: banner.name,
      product_name_bn: BANNER_BN[banner.name]?.normalize('NFC') ?? null,
      product_code: banner.code,
      model: null,
      type: 'Banner',
      type_bn: bengali(TYPE_BN, 'Banner'),
      category_id: ids.categories(category.name),
      color_id: ids.colours(pick(category.palette, 0)),
      size_id: ids.sizes(pick(category.sizes, 0)),
      material_id: ids.materials(pick(category.materials, 0)),
    },
    picture: required(picture, banner.code),
    priority: PRIORITY.banner,
    price: banner.price,
    quantity: 50,
    brandId: ids.brands(pick(category.brands, 0)),
    type: 'image',
  };
}

/** Each entry as a product trace, its picture and its stock entry, in the entries' order. */
async function insertEntries(db: Executor, entries: Entry[]): Promise<void> {
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
}

/** The demo catalogue: ≥150 products with stock, banners and best sellers, pictures drawn here. */
export async function seedDemoCatalogue(
  db: Executor,
  store: PictureStore,
): Promise<{ stockEntries: number }> {
  const draws = seedDraws(20251122);
  const ids = await insertLookups(db);
  const pictures = await drawDemoPictures(store);
  const entries = [
    ...CATEGORIES.flatMap((category, ci) => categoryEntries(category, ci, ids, pictures, draws)),
    ...BANNERS.map((banner, bi) => bannerEntry(banner, pictures.banners[bi], ids)),
  ];
  await insertEntries(db, entries);
  await rebuildCataloguePositions(db);
  return { stockEntries: entries.length };
}
