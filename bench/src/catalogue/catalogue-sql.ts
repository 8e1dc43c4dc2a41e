import { OPERATION, PRIORITY } from '@poshak/shared-api/schemas';
import {
  bengaliProductName,
  BRANDS,
  CATEGORIES,
  CATEGORY_BN,
  COLOUR_BN,
  COLOURS,
  MATERIAL_BN,
  MATERIALS,
  SIZE_BN,
  SIZES,
  TYPE_BN,
} from '@poshak/server/seed';

/**
 * The generated catalogue as SQL that runs inside the database (`generate_series`), so 100k stock
 * entries and their orders cost a handful of statements instead of one round trip per row.
 * Everything is a pure function of the entry number: two loads of one size are identical.
 */

/** A picture already stored in the upload folder, with its WebP thumbnails. */
export interface BenchPicture {
  image_url: string;
  width: number;
  height: number;
  thumbnails: { url: string; width: number }[];
}

export interface CataloguePictures {
  /** One per category of the demo catalogue and colour variant: `[category][variant]`. */
  garments: BenchPicture[][];
  banners: BenchPicture[];
}

/** Each product code comes in two colours × two sizes: four stock entries. */
export const ENTRIES_PER_PRODUCT = 4;
/** Colour variants per product (the first colours of its category's palette). */
export const COLOUR_VARIANTS = 2;

/** Words that start product names; the benchmark's name search looks for one of them. */
export const STYLES = [
  'Classic',
  'Festive',
  'Everyday',
  'Premium',
  'Heritage',
  'Urban',
  'Summer',
  'Monsoon',
  'Winter',
  'Boishakhi',
  'Royal',
  'Breezy',
  'Signature',
  'Handloom',
  'Weekend',
  'Office',
  'Eid Special',
  'Puja',
  'Comfort',
  'Modern',
] as const;

/**
 * The style words in Bengali, as the demo catalogue writes its own (said words where there are
 * some, loanwords where that is what a shop writes), so a generated product has a Bengali name
 * and the long tail's searches include Bengali words.
 */
const STYLES_BN: Record<(typeof STYLES)[number], string> = {
  Classic: 'ক্লাসিক',
  Festive: 'উৎসবের',
  Everyday: 'প্রতিদিনের',
  Premium: 'প্রিমিয়াম',
  Heritage: 'হেরিটেজ',
  Urban: 'আরবান',
  Summer: 'গ্রীষ্মের',
  Monsoon: 'বর্ষার',
  Winter: 'শীতের',
  Boishakhi: 'বৈশাখী',
  Royal: 'রয়্যাল',
  Breezy: 'হালকা',
  Signature: 'সিগনেচার',
  Handloom: 'তাঁতের',
  Weekend: 'উইকেন্ড',
  Office: 'অফিস',
  'Eid Special': 'ঈদ স্পেশাল',
  Puja: 'পূজার',
  Comfort: 'কমফোর্ট',
  Modern: 'মডার্ন',
};

/** What a shopper types: a word in one product name out of twenty, in lower case. */
export const SEARCH_WORD = 'monsoon';

/** Product code `c` (0-based) is a banner when c % BANNER_EVERY = 2, a best seller when c % BEST_EVERY = 1. */
export const BANNER_EVERY = 125;
export const BEST_EVERY = 40;

/** Orders: one for every two stock entries, two lines each. */
export const ordersFor = (entries: number) => Math.max(1, Math.floor(entries / 2));

export const productCodes = (entries: number) => Math.ceil(entries / ENTRIES_PER_PRODUCT);

/** The priority (1 grid, 2 best sellers, 3 banner) of product code `c`, as the SQL computes it. */
export function priorityOfCode(c: number): number {
  if (c % BANNER_EVERY === 2) return PRIORITY.banner;
  if (c % BEST_EVERY === 1) return PRIORITY.bestSeller;
  return PRIORITY.collection;
}

/** A SQL string literal. */
export const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
/** A SQL string literal in Unicode NFC (as the shop's search meets names), or NULL. */
const bengaliLiteral = (text: string | null | undefined) =>
  text ? literal(text.normalize('NFC')) : 'NULL';
const textArray = (items: readonly string[]) => `ARRAY[${items.map(literal).join(', ')}]::text[]`;
/** Bengali names, NULL where a name has none: a product name with one is NULL, never half-made. */
const bengaliArray = (items: readonly (string | null | undefined)[]) =>
  `ARRAY[${items.map(bengaliLiteral).join(', ')}]::text[]`;
const intArray = (items: readonly number[]) => `ARRAY[${items.join(', ')}]::int[]`;

/** 1-based ids in list order, as the lookup inserts below assign them. */
const idIn = (list: readonly string[], name: string) => {
  const index = list.indexOf(name);
  if (index < 0) throw new Error(`generated catalogue: unknown name ${name}`);
  return index + 1;
};

const COLOUR_NAMES = Object.keys(COLOURS);

/** A list's rows with their Bengali names where the demo catalogue has them (brands have none). */
function lookupInserts(): string[] {
  const insert = (
    table: string,
    idColumn: string,
    nameColumn: string,
    names: readonly string[],
    bengali?: (name: string) => string | null | undefined,
  ) =>
    bengali
      ? `INSERT INTO ${table} (${idColumn}, ${nameColumn}, ${nameColumn}_bn)
         SELECT n, name, name_bn
         FROM unnest(${textArray(names)}, ${bengaliArray(names.map(bengali))}) WITH ORDINALITY
           AS t(name, name_bn, n)`
      : `INSERT INTO ${table} (${idColumn}, ${nameColumn})
         SELECT n, name FROM unnest(${textArray(names)}) WITH ORDINALITY AS t(name, n)`;
  return [
    insert(
      'categories',
      'id_category',
      'category_name',
      CATEGORIES.map((c) => c.name),
      (name) => CATEGORY_BN[name]?.[0],
    ),
    insert('brands', 'id_brand', 'brand_name', BRANDS),
    insert('sizes', 'id_size', 'size_name', SIZES, (name) => SIZE_BN[name]),
    insert('colors', 'id_color', 'color_name', COLOUR_NAMES, (name) => COLOUR_BN[name]),
    insert('materials', 'id_material', 'material_name', MATERIALS, (name) => MATERIAL_BN[name]),
  ];
}

/** Per-category facts the generator joins on: ids of its sizes, brands and materials, its words. */
function categoryTable(): string[] {
  const rows = CATEGORIES.map((c, i) => {
    const abbreviation = c.name
      .replace(/[^A-Za-z]/g, '')
      .slice(0, 3)
      .toUpperCase();
    return `(${i}, ${i + 1}, ${literal(abbreviation)}, ${literal(c.noun)}, ${literal(c.type)},
      ${bengaliLiteral(TYPE_BN[c.type])}, ${textArray(c.names)},
      ${bengaliArray(c.names.map((name) => bengaliProductName(c.name, name)))},
      ${intArray(c.sizes.map((s) => idIn(SIZES, s)))},
      ${intArray(c.brands.map((b) => idIn(BRANDS, b)))},
      ${intArray(c.materials.map((m) => idIn(MATERIALS, m)))}, ${c.price[0]}, ${c.price[1]})`;
  });
  return [
    `CREATE TABLE bench_category (
       idx int PRIMARY KEY, category_id int, abbreviation text, noun text, kind text, kind_bn text,
       names text[], names_bn text[], size_ids int[], brand_ids int[], material_ids int[],
       price_lo int, price_hi int)`,
    `INSERT INTO bench_category VALUES ${rows.join(',\n')}`,
  ];
}

/** Which picture and colour each (category, colour variant) wears; banners by number. */
function pictureTable(pictures: CataloguePictures): string[] {
  const row = (kind: string, idx: number, variant: number, colorId: number, p: BenchPicture) =>
    `(${literal(kind)}, ${idx}, ${variant}, ${colorId}, ${literal(p.image_url)}, ${p.width}, ${p.height},
      ${literal(JSON.stringify(p.thumbnails))}::jsonb)`;
  const rows: string[] = [];
  CATEGORIES.forEach((category, idx) => {
    for (let variant = 0; variant < COLOUR_VARIANTS; variant++) {
      const picture = pictures.garments[idx]?.[variant];
      const colour = category.palette[variant % category.palette.length];
      if (!picture || !colour) throw new Error(`no picture for ${category.name} #${variant}`);
      rows.push(row('garment', idx, variant, idIn(COLOUR_NAMES, colour), picture));
    }
  });
  pictures.banners.forEach((banner, idx) => rows.push(row('banner', idx, 0, 0, banner)));
  return [
    `CREATE TABLE bench_picture (
       kind text, idx int, variant int, color_id int, image_url text, width int, height int,
       thumbnails jsonb, PRIMARY KEY (kind, idx, variant))`,
    `INSERT INTO bench_picture VALUES ${rows.join(',\n')}`,
  ];
}

/**
 * Entry i (1-based) belongs to product code c = (i-1)/4 in category c % categories, colour
 * variant ((i-1)%4)/2 and size variant (i-1)%2. The generator's columns are computed once here.
 */
function entriesSource(entries: number, banners: number): string {
  const categories = CATEGORIES.length;
  return `(
    SELECT g AS i, c, c % ${categories} AS k, ((g - 1) % 4) / 2 AS cv, (g - 1) % 2 AS sv,
      CASE WHEN c % ${BANNER_EVERY} = 2 THEN ${PRIORITY.banner}
           WHEN c % ${BEST_EVERY} = 1 THEN ${PRIORITY.bestSeller}
           ELSE ${PRIORITY.collection} END AS priority
    FROM generate_series(1, ${entries}) AS g, LATERAL (SELECT (g - 1) / 4 AS c) AS code
  ) e
  JOIN bench_category bc ON bc.idx = e.k
  JOIN bench_picture gp ON gp.kind = 'garment' AND gp.idx = e.k AND gp.variant = e.cv
  LEFT JOIN bench_picture bp ON bp.kind = 'banner' AND bp.idx = e.c % ${Math.max(banners, 1)}`;
}

/** Stock of entry `id` right after the load (the order-placement audit compares against it). */
export const initialStockSql = (id: string) => `(200 + ${id} % 300)`;

/** Price of a stock entry: within its category's range, in steps of ৳10, the same for a product. */
const priceOf = `(bc.price_lo + ((e.c * 37) % ((bc.price_hi - bc.price_lo) / 10 + 1)) * 10)`;

function catalogueInserts(entries: number, banners: number): string[] {
  const source = entriesSource(entries, banners);
  const style = `1 + (e.c / ${CATEGORIES.length}) % ${STYLES.length}`;
  const name = `1 + (e.c / ${CATEGORIES.length * STYLES.length}) % cardinality(bc.names)`;
  return [
    `INSERT INTO product_traces
       (id_product_trace, product_name, product_name_bn, product_code, model, type, type_bn,
        category_id, color_id, size_id, material_id)
     SELECT e.i,
       (${textArray(STYLES)})[${style}] || ' ' || bc.names[${name}] || ' ' || bc.noun,
       (${bengaliArray(STYLES.map((s) => STYLES_BN[s]))})[${style}] || ' ' || bc.names_bn[${name}],
       bc.abbreviation || '-' || lpad((e.c + 1)::text, 6, '0'),
       'M-' || (e.c % 97), bc.kind, bc.kind_bn, bc.category_id, gp.color_id,
       bc.size_ids[1 + (e.c + e.sv) % cardinality(bc.size_ids)],
       bc.material_ids[1 + e.c % cardinality(bc.material_ids)]
     FROM ${source}`,
    `INSERT INTO images (id_image, image_url, product_trace_id, image_priority_id, width, height, thumbnails)
     SELECT e.i,
       CASE WHEN e.priority = ${PRIORITY.banner} AND bp.image_url IS NOT NULL THEN bp.image_url ELSE gp.image_url END,
       e.i, e.priority,
       CASE WHEN e.priority = ${PRIORITY.banner} AND bp.image_url IS NOT NULL THEN bp.width ELSE gp.width END,
       CASE WHEN e.priority = ${PRIORITY.banner} AND bp.image_url IS NOT NULL THEN bp.height ELSE gp.height END,
       CASE WHEN e.priority = ${PRIORITY.banner} AND bp.image_url IS NOT NULL THEN bp.thumbnails ELSE gp.thumbnails END
     FROM ${source}`,
    // Stock left: plenty, so the order-placement run measures the server, not sold-out items.
    `INSERT INTO transactions (id_transaction, operation_type_id, price, quantity, image_id, brand_id, type)
     SELECT e.i, ${OPERATION.stockEntry}, ${priceOf}, ${initialStockSql('e.i')}, e.i,
       bc.brand_ids[1 + e.c % cardinality(bc.brand_ids)], 'image'
     FROM ${source}`,
  ];
}

/** The stock entries a generated order takes from: two different entries, by formula. */
const lineStock = (entries: number) => ({
  first: `(1 + (o * 7) % ${entries})`,
  second: `(1 + (o * 13 + 5) % ${entries})`,
});

function orderInserts(entries: number): string[] {
  const orders = ordersFor(entries);
  const { first, second } = lineStock(entries);
  // The second line moves on by one when both formulas land on the same entry.
  const secondDistinct = `(CASE WHEN ${second} = ${first} THEN 1 + ${first} % ${entries} ELSE ${second} END)`;
  const lines = `
    SELECT o, n, stock_id, 1 + (o + n) % 3 AS quantity
    FROM generate_series(1, ${orders}) AS o,
         LATERAL (VALUES (1, ${first}), (2, ${secondDistinct})) AS l(n, stock_id)
    ${entries === 1 ? 'WHERE n = 1' : ''}`;
  return [
    `INSERT INTO customers (id_customer, customer_name, customer_address, customer_phone, shipping_id, created_at)
     SELECT o, 'Customer ' || o, 'House ' || (o % 120 + 1) || ', Road ' || (o % 40 + 1) || ', Dhaka',
       '017' || lpad(((o::bigint * 7919) % 100000000)::text, 8, '0'), 1 + o % 2,
       now() - make_interval(mins => ${orders} - o)
     FROM generate_series(1, ${orders}) AS o`,
    `INSERT INTO orders (invoice_no, customer_id, shipping_id, shipping_cost, subtotal, total, order_status_id, created_at)
     SELECT sub.o, sub.o, s.id_shipping, s.cost, sub.subtotal, sub.subtotal + s.cost, 1 + sub.o % 7,
       now() - make_interval(mins => ${orders} - sub.o)
     FROM (SELECT l.o, sum(t.price * l.quantity)::int AS subtotal
           FROM (${lines}) l JOIN transactions t ON t.id_transaction = l.stock_id
           GROUP BY l.o) sub
     JOIN shipping s ON s.id_shipping = 1 + sub.o % 2`,
    `INSERT INTO transactions
       (id_transaction, operation_type_id, price, quantity, image_id, brand_id, customer_id, invoice_no, stock_transaction_id)
     SELECT ${entries} + (l.o - 1) * 2 + l.n, ${OPERATION.orderLine}, t.price, l.quantity, t.image_id, t.brand_id,
       l.o, l.o, t.id_transaction
     FROM (${lines}) l JOIN transactions t ON t.id_transaction = l.stock_id`,
  ];
}

/**
 * Serial sequences move past the explicit ids; the invoice counter is moved past the orders' numbers
 * (1…n, as the shop gives them) by the server's recount afterwards.
 */
function sequenceResets(): string[] {
  const serials: [string, string][] = [
    ['categories', 'id_category'],
    ['brands', 'id_brand'],
    ['sizes', 'id_size'],
    ['colors', 'id_color'],
    ['materials', 'id_material'],
    ['product_traces', 'id_product_trace'],
    ['images', 'id_image'],
    ['transactions', 'id_transaction'],
    ['customers', 'id_customer'],
  ];
  return [
    ...serials.map(
      ([table, column]) =>
        `SELECT setval(pg_get_serial_sequence('${table}', '${column}'), (SELECT max(${column}) FROM ${table}))`,
    ),
  ];
}

/**
 * Every statement of one generated catalogue, in order. Runs on a migrated shop holding only the
 * reference lists; afterwards the storefront cards and counters are rebuilt by the server's own code.
 */
export function catalogueStatements(entries: number, pictures: CataloguePictures): string[] {
  if (!Number.isInteger(entries) || entries < 1) {
    throw new Error(`catalogue size must be a positive integer, got ${entries}`);
  }
  return [
    ...lookupInserts(),
    ...categoryTable(),
    ...pictureTable(pictures),
    ...catalogueInserts(entries, pictures.banners.length),
    ...orderInserts(entries),
    ...sequenceResets(),
    'DROP TABLE bench_category',
    'DROP TABLE bench_picture',
  ];
}
