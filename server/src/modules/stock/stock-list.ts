import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { StockSort } from '@poshak/shared-api/schemas';
import type { Database, Executor } from '../../db/database';
import { countUpTo } from '../../db/count-up-to';
import { counterNames, counterReader } from '../../db/counters';
import {
  brands,
  categories,
  colors,
  images,
  productTraces,
  sizes,
  transactions,
} from '../../db/schema';
import { escapeLike } from '../../lib/escape-like';
import { isStockEntry, selectEntries, toEntry, type EntryRow } from './stock-entries';

export const STOCK_SEARCH_COUNT_CAP = 10_000;

/**
 * What each sortable column of the stock table sorts by. A lookup's name is sorted through a join
 * of its list (one hash join), not the scalar subquery the row shows it with: that ran once per
 * stock entry, 0.66 s for a sort by category over 100k entries, against 0.08 s joined.
 */
const SORT_COLUMNS: Record<StockSort, SQL | typeof transactions.id_transaction> = {
  id_transaction: transactions.id_transaction,
  product_code: sql`${productTraces.product_code}`,
  product_name: sql`${productTraces.product_name}`,
  category: sql`${categories.category_name}`,
  color: sql`${colors.color_name}`,
  size: sql`${sizes.size_name}`,
  brand: sql`coalesce(${brands.brand_name}, '')`,
  price: sql`${transactions.price}`,
  quantity: sql`${transactions.quantity}`,
};

/** The list each lookup sort joins. */
const SORT_JOINS = {
  category: [categories, eq(categories.id_category, productTraces.category_id)],
  color: [colors, eq(colors.id_color, productTraces.color_id)],
  size: [sizes, eq(sizes.id_size, productTraces.size_id)],
  brand: [brands, eq(brands.id_brand, transactions.brand_id)],
} as const;

export interface StockListFilter {
  page: number;
  pageSize: number;
  id_transaction?: number | undefined;
  q?: string | undefined;
  category_id?: number | undefined;
  brand_id?: number | undefined;
  color_id?: number | undefined;
  size_id?: number | undefined;
  low_stock?: boolean | undefined;
  sort: StockSort;
  order: 'asc' | 'desc';
}

/** The search box: a product's name or code, or (a number) the transaction id the spec searches by. */
function searchCondition(q: string): SQL {
  const pattern = `%${escapeLike(q)}%`;
  const byText = [
    ilike(productTraces.product_name, pattern),
    ilike(productTraces.product_code, pattern),
  ];
  const asId = /^\d{1,9}$/.test(q) ? Number(q) : null;
  return or(...byText, ...(asId !== null ? [eq(transactions.id_transaction, asId)] : [])) as SQL;
}

/**
 * The stock table's filters as one condition over stock entries joined to their images and
 * products (undefined: every entry); the table and the CSV export share it.
 */
export async function stockConditions(
  query: Omit<StockListFilter, 'page' | 'pageSize' | 'sort' | 'order'>,
  lowStockThreshold: () => Promise<number>,
): Promise<SQL | undefined> {
  const conditions: SQL[] = [];
  if (query.id_transaction !== undefined) {
    conditions.push(eq(transactions.id_transaction, query.id_transaction));
  }
  if (query.q) conditions.push(searchCondition(query.q));
  if (query.category_id !== undefined)
    conditions.push(eq(productTraces.category_id, query.category_id));
  if (query.color_id !== undefined) conditions.push(eq(productTraces.color_id, query.color_id));
  if (query.size_id !== undefined) conditions.push(eq(productTraces.size_id, query.size_id));
  if (query.brand_id !== undefined) conditions.push(eq(transactions.brand_id, query.brand_id));
  if (query.low_stock) {
    conditions.push(sql`${transactions.quantity} <= ${await lowStockThreshold()}`);
  }
  return conditions.length ? and(...conditions) : undefined;
}

interface Paging {
  limit: number;
  offset: number;
}

/**
 * The ids of one page of stock entries in the order asked for. Sorting and paging read ids alone
 * (a lookup's name through a join of its list); the page's rows are read after, by id: the names
 * each row shows are subqueries that would otherwise run for every matching entry (a sort by
 * category over 100k entries took 0.66 s that way).
 */
async function pageOfIds(
  db: Executor,
  where: SQL | undefined,
  sort: StockSort,
  order: 'asc' | 'desc',
  paging: Paging,
): Promise<number[]> {
  const query = db
    .select({ id: transactions.id_transaction })
    .from(transactions)
    .innerJoin(images, eq(images.id_image, transactions.image_id))
    .innerJoin(productTraces, eq(productTraces.id_product_trace, images.product_trace_id))
    .where(and(isStockEntry, where))
    .$dynamic();
  if (sort in SORT_JOINS) {
    const [table, on] = SORT_JOINS[sort as keyof typeof SORT_JOINS];
    query.leftJoin(table, on);
  }
  const direction = order === 'asc' ? asc : desc;
  const rows = await query
    .orderBy(direction(SORT_COLUMNS[sort]), direction(transactions.id_transaction))
    .limit(paging.limit)
    .offset(paging.offset);
  return rows.map((r) => r.id);
}

/** The rows of the given ids, in the ids' order. */
async function entriesInOrder(db: Executor, ids: number[]): Promise<EntryRow[]> {
  const rows = ids.length ? await selectEntries(db, inArray(transactions.id_transaction, ids)) : [];
  const byId = new Map(rows.map((row) => [row.id_transaction, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** How many entries match, counted up to the search cap. */
async function countMatching(db: Executor, where: SQL): Promise<number> {
  const matches = db
    .select({ one: sql`1` })
    .from(transactions)
    .innerJoin(images, eq(images.id_image, transactions.image_id))
    .innerJoin(productTraces, eq(productTraces.id_product_trace, images.product_trace_id))
    .where(and(isStockEntry, where));
  return countUpTo(db, matches, STOCK_SEARCH_COUNT_CAP);
}

/**
 * The stock table: a page of entries and their total. The unfiltered newest-first page, the one
 * staff open most, is a prepared statement and its total a counter.
 */
export function stockList(db: Database, lowStockThreshold: () => Promise<number>) {
  const counter = counterReader(db);
  const newestEntries = selectEntries(db, undefined)
    .orderBy(desc(transactions.id_transaction))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('bo_stock');

  return async function list(query: StockListFilter) {
    const where = await stockConditions(query, lowStockThreshold);
    const paging = { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
    const newestFirst = query.sort === 'id_transaction' && query.order === 'desc';
    const rows =
      where || !newestFirst
        ? await entriesInOrder(db, await pageOfIds(db, where, query.sort, query.order, paging))
        : await newestEntries.execute(paging);
    const total = where
      ? await countMatching(db, where)
      : await counter.read(counterNames.stockEntries);
    return { items: rows.map(toEntry), total, page: query.page, pageSize: query.pageSize };
  };
}
