import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { OPERATION, type Dashboard } from '@poshak/shared-api/schemas';
import type { Executor } from '../../db/database';
import { countUpTo } from '../../db/count-up-to';
import { images, productTraces, transactions } from '../../db/schema';
import { lookupNames } from '../lookups';

/** Past this many, the low-stock figure says "this many or more" (as the stock list's total). */
export const LOW_STOCK_COUNT_CAP = 10_000;
const LOW_STOCK_ITEMS = 5;

/** The stock list's own low-stock filter (`?low_stock=true`), so the figure is its total. */
export async function lowStock(db: Executor, threshold: number): Promise<Dashboard['low_stock']> {
  const where = and(
    eq(transactions.operation_type_id, OPERATION.stockEntry),
    isNull(transactions.invoice_no),
    sql`${transactions.quantity} <= ${threshold}`,
  );
  const matches = db
    .select({ one: sql`1` })
    .from(transactions)
    .innerJoin(images, eq(images.id_image, transactions.image_id))
    .innerJoin(productTraces, eq(productTraces.id_product_trace, images.product_trace_id))
    .where(where);
  const count = await countUpTo(db, matches, LOW_STOCK_COUNT_CAP);
  const items = await db
    .select({
      id_transaction: transactions.id_transaction,
      product_code: productTraces.product_code,
      product_name: productTraces.product_name,
      product_name_bn: productTraces.product_name_bn,
      color_name: lookupNames.color(productTraces.color_id),
      color_name_bn: lookupNames.colorBn(productTraces.color_id),
      size_name: lookupNames.size(productTraces.size_id),
      size_name_bn: lookupNames.sizeBn(productTraces.size_id),
      quantity: transactions.quantity,
    })
    .from(transactions)
    .innerJoin(images, eq(images.id_image, transactions.image_id))
    .innerJoin(productTraces, eq(productTraces.id_product_trace, images.product_trace_id))
    .where(where)
    .orderBy(asc(transactions.quantity), asc(transactions.id_transaction))
    .limit(LOW_STOCK_ITEMS);
  return { threshold, count, count_cap: LOW_STOCK_COUNT_CAP, items };
}
