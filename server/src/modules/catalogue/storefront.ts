import {
  OPERATION,
  PRIORITY,
  type CartStockEntry,
  type MediaType,
  type ProductCard,
  type ProductDetail,
  type ProductSort,
} from '@poshak/shared-api/schemas';
import {
  and,
  asc,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { executePrepared, rowsOf, toInt, type Database } from '../../db/database';
import { catalogueCards, images, productTraces, transactions } from '../../db/schema';
import { notFound } from '../../errors';
import { escapeLike } from '../../lib/escape-like';
import { countedEveryTime, type ListTotals } from '../../plugins/list-totals';
import { countUpTo } from '../../db/count-up-to';
import { lookupNames } from '../lookups';
import { counterNames, counterReader } from '../../db/counters';
import { toImageRef, type ImageColumns } from '../../lib/image-ref';

/** Past this many matches a search reports this many (more than a shopper pages through). */
export const SEARCH_COUNT_CAP = 1_000;
const RELATED_LIMIT = 8;
const OTHER_COLOURS_LIMIT = 5;
const PRODUCT_IMAGES_LIMIT = 6;
/** More sizes than a garment has: the schema's bound on the detail's list. */
const SIZES_LIMIT = 24;

export interface ProductListFilter {
  priority: number;
  category?: number | undefined;
  q?: string | undefined;
  sort?: ProductSort | undefined;
  /** Price range in ৳, both ends included. */
  min?: number | undefined;
  max?: number | undefined;
  page: number;
  pageSize: number;
}

/**
 * Each order ends on the entry id, so equal prices keep one order from page to page. Each is one
 * index read forwards or backwards: catalogue_cards_(category_)newest for the newest first,
 * catalogue_cards_(category_)price for a price order.
 */
const ORDERS: Record<ProductSort, () => SQL[]> = {
  newest: () => [desc(catalogueCards.id_transaction)],
  'price-asc': () => [asc(catalogueCards.price), asc(catalogueCards.id_transaction)],
  'price-desc': () => [desc(catalogueCards.price), desc(catalogueCards.id_transaction)],
};

/** Only the columns a card shows. */
export const cardColumns = {
  id_transaction: transactions.id_transaction,
  id_product_trace: productTraces.id_product_trace,
  image_id: images.id_image,
  product_name: productTraces.product_name,
  product_name_bn: productTraces.product_name_bn,
  product_code: productTraces.product_code,
  category_id: productTraces.category_id,
  price: transactions.price,
  stock: transactions.quantity,
  type: transactions.type,
  image_url: images.image_url,
  width: images.width,
  height: images.height,
  thumbnails: images.thumbnails,
};

type CardRow = {
  id_transaction: number;
  id_product_trace: number;
  image_id: number;
  product_name: string;
  product_name_bn: string | null;
  product_code: string;
  category_id: number;
  price: number;
  stock: number;
  type: MediaType | null;
} & Parameters<typeof toImageRef>[0];

type SizeRow = ProductDetail['sizes'][number];

export function toCard(row: CardRow): ProductCard {
  return {
    id_transaction: row.id_transaction,
    id_product_trace: row.id_product_trace,
    image_id: row.image_id,
    product_name: row.product_name,
    product_name_bn: row.product_name_bn,
    product_code: row.product_code,
    category_id: row.category_id,
    price: row.price,
    stock: row.stock,
    type: row.type ?? 'image',
    image: toImageRef(row),
  };
}

type DetailRow = CardRow & {
  model: string | null;
  product_type: string | null;
  product_type_bn: string | null;
  color_id: number;
  category_name: string;
  category_name_bn: string | null;
  color_name: string;
  color_name_bn: string | null;
  size_name: string;
  size_name_bn: string | null;
  material_name: string | null;
  material_name_bn: string | null;
  weight_grams: number;
  brand_name: string;
  sizes: SizeRow[];
  other_colours: (CardRow & { color_name: string; color_name_bn: string | null })[];
  pictures: ImageColumns[];
  related: CardRow[];
};

/**
 * The statement's constants are written into its text, not sent as parameters: with only the
 * product's id left as one, PostgreSQL soon settles on one generic plan for the prepared
 * statement instead of planning every run again (planning it costs ≈ 2–3 ms, running it 0.2).
 */
const literal = (value: number) => sql.raw(String(Math.trunc(value)));

/** A card's columns from `t` (its stock entry), `i` (its picture) and `pt` (its product). */
const CARD_COLUMNS = sql.raw(`
  t.id_transaction, pt.id_product_trace, i.id_image AS image_id, pt.product_name,
  pt.product_name_bn, pt.product_code, pt.category_id, t.price, t.quantity AS stock, t.type,
  i.image_url, i.width, i.height, i.thumbnails`);

/** A product's listed stock entries: its pictures and, for each, the entry that sells it. */
const LISTED = sql`
  product_traces pt
  JOIN images i ON i.product_trace_id = pt.id_product_trace
  JOIN transactions t ON t.image_id = i.id_image
   AND t.operation_type_id = ${literal(OPERATION.stockEntry)} AND t.invoice_no IS NULL
   AND t.archived_at IS NULL`;

/**
 * The whole product page in ONE statement (as an order is placed): the product with its lookup
 * names, then as JSON arrays one entry per other colour (the earliest of each, at most five),
 * the pictures of its code and colour, and the newest cards of its category. It was four
 * statements, three of them in parallel, so a page rebuilt under load held up to three of the
 * pool's ten connections and waited for them; lookup names are key lookups (see lookup-names).
 */
const productDetailStatement = (idProductTrace: number) => sql`
  WITH product AS (
    SELECT ${CARD_COLUMNS}, pt.model, pt.type AS product_type, pt.type_bn AS product_type_bn,
      pt.color_id, pt.weight_grams,
      (SELECT category_name FROM categories WHERE id_category = pt.category_id) AS category_name,
      (SELECT category_name_bn FROM categories WHERE id_category = pt.category_id) AS category_name_bn,
      (SELECT color_name FROM colors WHERE id_color = pt.color_id) AS color_name,
      (SELECT color_name_bn FROM colors WHERE id_color = pt.color_id) AS color_name_bn,
      (SELECT size_name FROM sizes WHERE id_size = pt.size_id) AS size_name,
      (SELECT size_name_bn FROM sizes WHERE id_size = pt.size_id) AS size_name_bn,
      (SELECT material_name FROM materials WHERE id_material = pt.material_id) AS material_name,
      (SELECT material_name_bn FROM materials WHERE id_material = pt.material_id) AS material_name_bn,
      coalesce((SELECT brand_name FROM brands WHERE id_brand = t.brand_id), '') AS brand_name
    FROM ${LISTED}
    WHERE pt.id_product_trace = ${idProductTrace}::int
    LIMIT 1
  )
  SELECT product.*,
    (SELECT coalesce(json_agg(s ORDER BY s.size_id), '[]') FROM (
      -- One entry per size of this code and colour: the page's own for its size, else one in
      -- stock, else the earliest.
      SELECT DISTINCT ON (pt.size_id) pt.size_id, pt.id_product_trace, t.id_transaction,
        coalesce((SELECT size_name FROM sizes WHERE id_size = pt.size_id), '') AS size_name,
        (SELECT size_name_bn FROM sizes WHERE id_size = pt.size_id) AS size_name_bn,
        t.quantity AS stock
      FROM ${LISTED}
      WHERE pt.product_code = product.product_code AND pt.color_id = product.color_id
      ORDER BY pt.size_id, pt.id_product_trace = product.id_product_trace DESC,
        t.quantity > 0 DESC, t.id_transaction
      LIMIT ${literal(SIZES_LIMIT)}
    ) s) AS sizes,
    (SELECT coalesce(json_agg(o ORDER BY o.color_id), '[]') FROM (
      SELECT DISTINCT ON (pt.color_id) ${CARD_COLUMNS}, pt.color_id,
        (SELECT color_name FROM colors WHERE id_color = pt.color_id) AS color_name,
        (SELECT color_name_bn FROM colors WHERE id_color = pt.color_id) AS color_name_bn
      FROM ${LISTED}
      WHERE pt.product_code = product.product_code AND pt.color_id <> product.color_id
      ORDER BY pt.color_id, t.id_transaction
      LIMIT ${literal(OTHER_COLOURS_LIMIT)}
    ) o) AS other_colours,
    (SELECT coalesce(json_agg(p ORDER BY p.image_url), '[]') FROM (
      SELECT DISTINCT ON (i.image_url) i.image_url, i.width, i.height, i.thumbnails
      FROM ${LISTED}
      WHERE pt.product_code = product.product_code AND pt.color_id = product.color_id
      ORDER BY i.image_url
      LIMIT ${literal(PRODUCT_IMAGES_LIMIT)}
    ) p) AS pictures,
    (SELECT coalesce(json_agg(r ORDER BY r.id_transaction DESC), '[]') FROM (
      SELECT ${CARD_COLUMNS}
      FROM catalogue_cards c
      JOIN transactions t ON t.id_transaction = c.id_transaction
      JOIN images i ON i.id_image = t.image_id
      JOIN product_traces pt ON pt.id_product_trace = i.product_trace_id
      WHERE c.image_priority_id = ${literal(PRIORITY.collection)} AND c.category_id = product.category_id
        AND c.product_code <> product.product_code
      ORDER BY c.id_transaction DESC
      LIMIT ${literal(RELATED_LIMIT)}
    ) r) AS related
  FROM product`;

export function storefrontRepository(db: Database) {
  const p = sql.placeholder;
  const counter = counterReader(db);
  const cardsFrom = () =>
    db
      .select(cardColumns)
      .from(catalogueCards)
      .innerJoin(transactions, eq(transactions.id_transaction, catalogueCards.id_transaction))
      .innerJoin(images, eq(images.id_image, transactions.image_id))
      .innerJoin(productTraces, eq(productTraces.id_product_trace, images.product_trace_id));

  // Prepared once per connection: planning these reads cost more than running them. One per
  // order, for the whole list and for a category: each page is a range of one index.
  const prepared = (sort: ProductSort, inCategory: boolean) =>
    cardsFrom()
      .where(
        and(
          eq(catalogueCards.image_priority_id, p('priority')),
          inCategory ? eq(catalogueCards.category_id, p('category')) : undefined,
        ),
      )
      .orderBy(...ORDERS[sort]())
      .limit(p('limit'))
      .offset(p('offset'))
      .prepare(`sf_cards_${sort.replace('-', '_')}${inCategory ? '_category' : ''}`);
  const sortedCards = {
    all: {
      newest: prepared('newest', false),
      'price-asc': prepared('price-asc', false),
      'price-desc': prepared('price-desc', false),
    },
    category: {
      newest: prepared('newest', true),
      'price-asc': prepared('price-asc', true),
      'price-desc': prepared('price-desc', true),
    },
  } as const;

  /**
   * Cards of one list, newest product first or by price; each page is an index range scan. A
   * price range or a name search is planned with its values (the planner then chooses between
   * walking the order's index and reading the range, whichever reads fewer rows), and its total
   * is counted up to a cap instead of over every match.
   */
  async function listCards(filter: ProductListFilter, totals: ListTotals = countedEveryTime) {
    const paging = { limit: filter.pageSize, offset: (filter.page - 1) * filter.pageSize };
    const sort = filter.sort ?? 'newest';
    const ranged = filter.min !== undefined || filter.max !== undefined;
    if (!filter.q && !ranged) {
      const items =
        filter.category === undefined
          ? await sortedCards.all[sort].execute({ priority: filter.priority, ...paging })
          : await sortedCards.category[sort].execute({
              priority: filter.priority,
              category: filter.category,
              ...paging,
            });
      const total = await counter.read(
        filter.category === undefined
          ? counterNames.cards(filter.priority)
          : counterNames.cardsInCategory(filter.priority, filter.category),
      );
      return { items: items.map(toCard), total };
    }

    // Bengali ড় and য় can be typed as one code point or as a letter and its dot; names and the
    // search meet in Unicode NFC (the letter and its dot).
    const pattern = filter.q ? `%${escapeLike(filter.q.normalize('NFC'))}%` : undefined;
    const where = and(
      eq(catalogueCards.image_priority_id, filter.priority),
      filter.category === undefined ? undefined : eq(catalogueCards.category_id, filter.category),
      filter.min === undefined ? undefined : gte(catalogueCards.price, filter.min),
      filter.max === undefined ? undefined : lte(catalogueCards.price, filter.max),
      // Either name: each has its own trigram index, which the planner ORs together.
      pattern === undefined
        ? undefined
        : or(
            ilike(catalogueCards.product_name, pattern),
            ilike(catalogueCards.product_name_bn, pattern),
          ),
    );
    const items = await cardsFrom()
      .where(where)
      .orderBy(...ORDERS[sort]())
      .limit(paging.limit)
      .offset(paging.offset);
    const matches = db
      .select({ one: sql`1` })
      .from(catalogueCards)
      .where(where);
    // Every page of one list has one total; the units left, which orders change, are not in it.
    const totalKey = JSON.stringify([
      filter.priority,
      filter.category,
      filter.min,
      filter.max,
      pattern,
    ]);
    const total = await totals(totalKey, () => countUpTo(db, matches, SEARCH_COUNT_CAP));
    return { items: items.map(toCard), total };
  }

  async function productDetail(idProductTrace: number): Promise<ProductDetail> {
    const [row] = rowsOf<DetailRow>(
      await executePrepared(db, 'sf_product_detail', productDetailStatement(idProductTrace)),
    );
    if (!row) throw notFound(`id: no product ${idProductTrace}`);

    const mainImage = toImageRef(row);
    return {
      product: {
        ...toCard(row),
        model: row.model,
        product_type: row.product_type,
        product_type_bn: row.product_type_bn,
        category_name: row.category_name,
        category_name_bn: row.category_name_bn,
        color_name: row.color_name,
        color_name_bn: row.color_name_bn,
        size_name: row.size_name,
        size_name_bn: row.size_name_bn,
        material_name: row.material_name,
        material_name_bn: row.material_name_bn,
        weight_grams: row.weight_grams,
        brand_name: row.brand_name,
        images: [
          mainImage,
          ...row.pictures.map(toImageRef).filter((picture) => picture.url !== mainImage.url),
        ].slice(0, PRODUCT_IMAGES_LIMIT),
      },
      sizes: row.sizes.map((size) => ({
        id_product_trace: size.id_product_trace,
        id_transaction: size.id_transaction,
        size_name: size.size_name,
        size_name_bn: size.size_name_bn,
        stock: size.stock,
      })),
      otherColours: row.other_colours.map((c) => ({
        ...toCard(c),
        color_name: c.color_name,
        color_name_bn: c.color_name_bn,
      })),
      related: row.related.map(toCard),
    };
  }

  /** Price and units left of the given stock entries, for the cart (sold-out entries included). */
  async function cartStock(idTransactions: number[]): Promise<CartStockEntry[]> {
    if (idTransactions.length === 0) return [];
    return db
      .select({
        id_transaction: transactions.id_transaction,
        product_name: productTraces.product_name,
        product_name_bn: productTraces.product_name_bn,
        price: transactions.price,
        stock: transactions.quantity,
        size_name: lookupNames.size(productTraces.size_id),
        size_name_bn: lookupNames.sizeBn(productTraces.size_id),
        weight_grams: productTraces.weight_grams,
      })
      .from(transactions)
      .innerJoin(images, eq(images.id_image, transactions.image_id))
      .innerJoin(productTraces, eq(productTraces.id_product_trace, images.product_trace_id))
      .where(
        and(
          inArray(transactions.id_transaction, idTransactions),
          eq(transactions.operation_type_id, OPERATION.stockEntry),
          isNull(transactions.invoice_no),
        ),
      )
      .orderBy(transactions.id_transaction);
  }

  /**
   * The product pages with units to sell, lowest id first: one page of them for the sitemap, and
   * how many there are in all.
   */
  async function productsInStock(page: number, pageSize: number) {
    const inStock = sql`FROM ${LISTED} WHERE t.quantity > 0`;
    const [ids, [count]] = await Promise.all([
      db.execute(sql`
        SELECT DISTINCT pt.id_product_trace AS id ${inStock}
        ORDER BY 1 LIMIT ${literal(pageSize)} OFFSET ${literal((page - 1) * pageSize)}`),
      db
        .execute(sql`SELECT count(DISTINCT pt.id_product_trace) AS total ${inStock}`)
        .then((result) => rowsOf<{ total: unknown }>(result)),
    ]);
    return {
      ids: rowsOf<{ id: unknown }>(ids).map((row) => toInt(row.id)),
      total: toInt(count?.total ?? 0),
    };
  }

  /** The categories whose page lists a product, by id. */
  async function listedCategories(): Promise<number[]> {
    const result = await db.execute(sql`
      SELECT DISTINCT category_id AS id FROM catalogue_cards
      WHERE image_priority_id = ${literal(PRIORITY.collection)} ORDER BY 1`);
    return rowsOf<{ id: unknown }>(result).map((row) => toInt(row.id));
  }

  return { listCards, productDetail, cartStock, productsInStock, listedCategories };
}

export type StorefrontRepository = ReturnType<typeof storefrontRepository>;
