import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { OPERATION, PRIORITY, type CartStockEntry } from '@poshak/shared-api/schemas';
import { rowsOf, toInt, type Database } from '../../db/database';
import { images, productTraces, transactions } from '../../db/schema';
import { lookupNames } from '../lookups';
import { cardLists } from './card-lists';
import { LISTED, literal } from './listed-entries';
import { productDetail } from './product-detail';

/** Price and units left of the given stock entries, for the cart (sold-out entries included). */
async function cartStock(db: Database, idTransactions: number[]): Promise<CartStockEntry[]> {
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
async function productsInStock(db: Database, page: number, pageSize: number) {
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
async function listedCategories(db: Database): Promise<number[]> {
  const result = await db.execute(sql`
    SELECT DISTINCT category_id AS id FROM catalogue_cards
    WHERE image_priority_id = ${literal(PRIORITY.collection)} ORDER BY 1`);
  return rowsOf<{ id: unknown }>(result).map((row) => toInt(row.id));
}

/**
 * What the storefront reads: a list's cards (card-lists), a product's page (product-detail), the
 * cart's prices and units left, and the product and category pages the sitemap lists.
 */
export function storefrontRepository(db: Database) {
  return {
    listCards: cardLists(db),
    productDetail: (idProductTrace: number) => productDetail(db, idProductTrace),
    cartStock: (idTransactions: number[]) => cartStock(db, idTransactions),
    productsInStock: (page: number, pageSize: number) => productsInStock(db, page, pageSize),
    listedCategories: () => listedCategories(db),
  };
}
