import {
  OPERATION,
  PRIORITY,
  type MediaType,
  type ProductCard,
  type ProductDetail,
} from '@poshak/shared-api/schemas';
import { and, asc, desc, eq, ilike, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { catalogueCards, images, productTraces, transactions } from '../db/schema';
import { notFound } from '../errors';
import { counterNames, counterReader } from './counters';
import { toImageRef } from './image-ref';
import { lookupNames } from './lookup-names';

/** Past this many matches a search reports this many (more than a shopper pages through). */
export const SEARCH_COUNT_CAP = 1_000;
const RELATED_LIMIT = 8;
const OTHER_COLOURS_LIMIT = 5;
const PRODUCT_IMAGES_LIMIT = 6;

export interface ProductListFilter {
  priority: number;
  category?: number | undefined;
  q?: string | undefined;
  page: number;
  pageSize: number;
}

/** `%` and `_` typed by a shopper are letters, not wildcards. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Only the columns a card shows. */
const cardColumns = {
  id_transaction: transactions.id_transaction,
  id_product_trace: productTraces.id_product_trace,
  image_id: images.id_image,
  product_name: productTraces.product_name,
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
  product_code: string;
  category_id: number;
  price: number;
  stock: number;
  type: MediaType | null;
} & Parameters<typeof toImageRef>[0];

export function toCard(row: CardRow): ProductCard {
  return {
    id_transaction: row.id_transaction,
    id_product_trace: row.id_product_trace,
    image_id: row.image_id,
    product_name: row.product_name,
    product_code: row.product_code,
    category_id: row.category_id,
    price: row.price,
    stock: row.stock,
    type: row.type ?? 'image',
    image: toImageRef(row),
  };
}

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

  // Prepared once per connection: planning these reads cost more than running them.
  const newestCards = cardsFrom()
    .where(eq(catalogueCards.image_priority_id, p('priority')))
    .orderBy(desc(catalogueCards.id_transaction))
    .limit(p('limit'))
    .offset(p('offset'))
    .prepare('sf_cards');
  const newestCardsInCategory = cardsFrom()
    .where(
      and(
        eq(catalogueCards.image_priority_id, p('priority')),
        eq(catalogueCards.category_id, p('category')),
      ),
    )
    .orderBy(desc(catalogueCards.id_transaction))
    .limit(p('limit'))
    .offset(p('offset'))
    .prepare('sf_cards_category');

  /** Cards of one list, newest product first; each page is an index range scan. */
  async function listCards(filter: ProductListFilter) {
    const paging = { limit: filter.pageSize, offset: (filter.page - 1) * filter.pageSize };
    if (!filter.q) {
      const items =
        filter.category === undefined
          ? await newestCards.execute({ priority: filter.priority, ...paging })
          : await newestCardsInCategory.execute({
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

    // A name search is planned with its pattern (the trigram index serves rare words); its
    // total is counted up to a cap instead of over every match.
    const where = and(
      eq(catalogueCards.image_priority_id, filter.priority),
      filter.category === undefined ? undefined : eq(catalogueCards.category_id, filter.category),
      ilike(catalogueCards.product_name, `%${escapeLike(filter.q)}%`),
    );
    const items = await cardsFrom()
      .where(where)
      .orderBy(desc(catalogueCards.id_transaction))
      .limit(paging.limit)
      .offset(paging.offset);
    const capped = db
      .select({ one: sql`1` })
      .from(catalogueCards)
      .where(where)
      .limit(SEARCH_COUNT_CAP)
      .as('capped');
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(capped);
    return { items: items.map(toCard), total: row?.n ?? 0 };
  }

  const isListed = and(
    eq(transactions.operation_type_id, OPERATION.stockEntry),
    isNull(transactions.invoice_no),
  );

  const productById = db
    .select({
      ...cardColumns,
      model: productTraces.model,
      product_type: productTraces.type,
      color_id: productTraces.color_id,
      category_name: lookupNames.category(productTraces.category_id),
      color_name: lookupNames.color(productTraces.color_id),
      size_name: lookupNames.size(productTraces.size_id),
      material_name: lookupNames.material(productTraces.material_id),
      brand_name: lookupNames.brand(transactions.brand_id),
    })
    .from(productTraces)
    .innerJoin(images, eq(images.product_trace_id, productTraces.id_product_trace))
    .innerJoin(transactions, and(eq(transactions.image_id, images.id_image), isListed))
    .where(eq(productTraces.id_product_trace, p('id')))
    .limit(1)
    .prepare('sf_product');

  // One entry per other colour (the earliest of each), at most five.
  const otherColoursOf = db
    .selectDistinctOn([productTraces.color_id], {
      ...cardColumns,
      color_name: lookupNames.color(productTraces.color_id),
    })
    .from(productTraces)
    .innerJoin(images, eq(images.product_trace_id, productTraces.id_product_trace))
    .innerJoin(transactions, and(eq(transactions.image_id, images.id_image), isListed))
    .where(and(eq(productTraces.product_code, p('code')), ne(productTraces.color_id, p('color'))))
    .orderBy(asc(productTraces.color_id), asc(transactions.id_transaction))
    .limit(OTHER_COLOURS_LIMIT)
    .prepare('sf_other_colours');

  const picturesOf = db
    .selectDistinctOn([images.image_url], {
      image_url: images.image_url,
      width: images.width,
      height: images.height,
      thumbnails: images.thumbnails,
    })
    .from(productTraces)
    .innerJoin(images, eq(images.product_trace_id, productTraces.id_product_trace))
    .innerJoin(transactions, and(eq(transactions.image_id, images.id_image), isListed))
    .where(and(eq(productTraces.product_code, p('code')), eq(productTraces.color_id, p('color'))))
    .orderBy(asc(images.image_url))
    .limit(PRODUCT_IMAGES_LIMIT)
    .prepare('sf_pictures');

  const relatedTo = cardsFrom()
    .where(
      and(
        eq(catalogueCards.image_priority_id, PRIORITY.collection),
        eq(catalogueCards.category_id, p('category')),
        ne(catalogueCards.product_code, p('code')),
      ),
    )
    .orderBy(desc(catalogueCards.id_transaction))
    .limit(RELATED_LIMIT)
    .prepare('sf_related');

  async function productDetail(idProductTrace: number): Promise<ProductDetail> {
    const [row] = await productById.execute({ id: idProductTrace });
    if (!row) throw notFound(`id: no product ${idProductTrace}`);
    const [otherColours, pictures, related] = await Promise.all([
      otherColoursOf.execute({ code: row.product_code, color: row.color_id }),
      picturesOf.execute({ code: row.product_code, color: row.color_id }),
      relatedTo.execute({ category: row.category_id, code: row.product_code }),
    ]);

    const mainImage = toImageRef(row);
    return {
      product: {
        ...toCard(row),
        model: row.model,
        product_type: row.product_type,
        category_name: row.category_name,
        color_name: row.color_name,
        size_name: row.size_name,
        material_name: row.material_name,
        brand_name: row.brand_name,
        images: [
          mainImage,
          ...pictures.map(toImageRef).filter((picture) => picture.url !== mainImage.url),
        ].slice(0, PRODUCT_IMAGES_LIMIT),
      },
      otherColours: otherColours.map((c) => ({ ...toCard(c), color_name: c.color_name })),
      related: related.map(toCard),
    };
  }

  return { listCards, productDetail };
}

export type StorefrontRepository = ReturnType<typeof storefrontRepository>;
