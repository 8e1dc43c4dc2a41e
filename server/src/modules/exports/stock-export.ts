import { and, desc, eq, gte, isNull, lt, type SQL } from 'drizzle-orm';
import { OPERATION } from '@poshak/shared-api/schemas';
import { shopDayStart } from '@poshak/shared-api/shop-time';
import type { Executor } from '../../db/database';
import { images, productTraces, transactions } from '../../db/schema';
import { badRequest } from '../../errors';
import { lookupNames } from '../lookups';
import { stockConditions, type StockListFilter } from '../stock';
import { EXPORT_BATCH, keysetBatches, shopTime } from './export-batches';

/** The columns of the stock export: one row per stock entry, as the stock table shows it. */
export const STOCK_EXPORT_COLUMNS = [
  'id_transaction',
  'added_at',
  'product_code',
  'product_name',
  'product_name_bn',
  'category',
  'brand',
  'material',
  'size',
  'color',
  'type',
  'model',
  'price',
  'quantity',
  'archived',
] as const;
type StockExportRow = Record<(typeof STOCK_EXPORT_COLUMNS)[number], string | number>;

type StockExportFilter = Omit<StockListFilter, 'page' | 'pageSize' | 'sort' | 'order'> & {
  from?: string | undefined;
  to?: string | undefined;
};

function checkDays(from: string | undefined, to: string | undefined) {
  if (from && to && from > to) {
    throw badRequest(`to: the last day (${to}) is before the first (${from})`);
  }
}

/** A batch of the stock entries meeting `conditions`, below entry `after` (newest first). */
function entriesBelow(db: Executor, conditions: (SQL | undefined)[], batchSize: number) {
  return (after: number | null) =>
    db
      .select({
        id_transaction: transactions.id_transaction,
        created_at: transactions.created_at,
        product_code: productTraces.product_code,
        product_name: productTraces.product_name,
        product_name_bn: productTraces.product_name_bn,
        category: lookupNames.category(productTraces.category_id),
        brand: lookupNames.brand(transactions.brand_id),
        material: lookupNames.material(productTraces.material_id),
        size: lookupNames.size(productTraces.size_id),
        color: lookupNames.color(productTraces.color_id),
        type: productTraces.type,
        model: productTraces.model,
        price: transactions.price,
        quantity: transactions.quantity,
        archived_at: transactions.archived_at,
      })
      .from(transactions)
      .innerJoin(images, eq(images.id_image, transactions.image_id))
      .innerJoin(productTraces, eq(productTraces.id_product_trace, images.product_trace_id))
      .where(
        and(...conditions, after === null ? undefined : lt(transactions.id_transaction, after)),
      )
      .orderBy(desc(transactions.id_transaction))
      .limit(batchSize);
}
type ExportedEntry = Awaited<ReturnType<ReturnType<typeof entriesBelow>>>[number];

function stockRow({ created_at, archived_at, ...row }: ExportedEntry): StockExportRow {
  return {
    ...row,
    added_at: shopTime(created_at),
    product_name_bn: row.product_name_bn ?? '',
    material: row.material ?? '',
    type: row.type ?? '',
    model: row.model ?? '',
    archived: archived_at ? 'yes' : 'no',
  };
}

/** The stock entries matching the stock table's filters (and days added), newest first. */
export async function* stockExportBatches(
  db: Executor,
  filter: StockExportFilter,
  lowStockThreshold: () => Promise<number>,
  batchSize = EXPORT_BATCH,
): AsyncGenerator<StockExportRow[]> {
  checkDays(filter.from, filter.to);
  const conditions: (SQL | undefined)[] = [
    eq(transactions.operation_type_id, OPERATION.stockEntry),
    isNull(transactions.invoice_no),
    await stockConditions(filter, lowStockThreshold),
    filter.from ? gte(transactions.created_at, shopDayStart(filter.from)) : undefined,
    filter.to ? lt(transactions.created_at, shopDayStart(filter.to, 1)) : undefined,
  ];
  yield* keysetBatches(
    batchSize,
    entriesBelow(db, conditions, batchSize),
    (entry) => entry.id_transaction,
    (batch) => batch.map(stockRow),
  );
}
