import { and, asc, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { ProductSort } from '@poshak/shared-api/schemas';
import type { Database } from '../../db/database';
import { countUpTo } from '../../db/count-up-to';
import { counterNames, counterReader } from '../../db/counters';
import { catalogueCards, images, productTraces, transactions } from '../../db/schema';
import { escapeLike } from '../../lib/escape-like';
import { countedEveryTime, type ListTotals } from '../../plugins/list-totals';
import { cardColumns, toCard } from './product-cards';

/** Past this many matches a search reports this many (more than a shopper pages through). */
export const SEARCH_COUNT_CAP = 1_000;

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

interface Paging {
  limit: number;
  offset: number;
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

/** The cards a list shows: each joined to its entry, its picture and its product. */
const cardsFrom = (db: Database) =>
  db
    .select(cardColumns)
    .from(catalogueCards)
    .innerJoin(transactions, eq(transactions.id_transaction, catalogueCards.id_transaction))
    .innerJoin(images, eq(images.id_image, transactions.image_id))
    .innerJoin(productTraces, eq(productTraces.id_product_trace, images.product_trace_id));

/**
 * Prepared once per connection: planning these reads cost more than running them. One per
 * order, for the whole list and for a category: each page is a range of one index.
 */
function preparedPage(db: Database, sort: ProductSort, inCategory: boolean) {
  const p = sql.placeholder;
  return cardsFrom(db)
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
}

const preparedPages = (db: Database, inCategory: boolean) => ({
  newest: preparedPage(db, 'newest', inCategory),
  'price-asc': preparedPage(db, 'price-asc', inCategory),
  'price-desc': preparedPage(db, 'price-desc', inCategory),
});

/** A name typed into the search, as an ILIKE pattern. */
function searchPattern(q: string | undefined): string | undefined {
  // Bengali ড় and য় can be typed as one code point or as a letter and its dot; names and the
  // search meet in Unicode NFC (the letter and its dot).
  return q ? `%${escapeLike(q.normalize('NFC'))}%` : undefined;
}

/** A searched or price-ranged list's condition over the cards. */
function searchedCards(filter: ProductListFilter, pattern: string | undefined): SQL | undefined {
  return and(
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
}

/**
 * Cards of one list, newest product first or by price; each page is an index range scan. A
 * price range or a name search is planned with its values (the planner then chooses between
 * walking the order's index and reading the range, whichever reads fewer rows), and its total
 * is counted up to a cap instead of over every match.
 */
export function cardLists(db: Database) {
  const counter = counterReader(db);
  const sortedCards = { all: preparedPages(db, false), category: preparedPages(db, true) };

  /** A whole list or a category's, with its total kept in a counter. */
  async function listedPage(filter: ProductListFilter, sort: ProductSort, paging: Paging) {
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

  async function searchedPage(
    filter: ProductListFilter,
    sort: ProductSort,
    paging: Paging,
    totals: ListTotals,
  ) {
    const pattern = searchPattern(filter.q);
    const where = searchedCards(filter, pattern);
    const items = await cardsFrom(db)
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

  return async function listCards(
    filter: ProductListFilter,
    totals: ListTotals = countedEveryTime,
  ) {
    const paging = { limit: filter.pageSize, offset: (filter.page - 1) * filter.pageSize };
    const sort = filter.sort ?? 'newest';
    const ranged = filter.min !== undefined || filter.max !== undefined;
    return !filter.q && !ranged
      ? listedPage(filter, sort, paging)
      : searchedPage(filter, sort, paging, totals);
  };
}
