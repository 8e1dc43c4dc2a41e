import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { OPERATION, type StockEntry } from '@poshak/shared-api/schemas';
import type { Executor } from '../../db/database';
import { images, productTraces, transactions } from '../../db/schema';
import { notFound } from '../../errors';
import { toImageRef } from '../../lib/image-ref';
import { lookupNames } from '../lookups';

/** What a stock entry row shows: its product, its picture and the names of its lookups. */
const entryColumns = {
  id_transaction: transactions.id_transaction,
  id_product_trace: productTraces.id_product_trace,
  id_image: images.id_image,
  product_code: productTraces.product_code,
  product_name: productTraces.product_name,
  product_name_bn: productTraces.product_name_bn,
  category_id: productTraces.category_id,
  category_name: lookupNames.category(productTraces.category_id),
  color_id: productTraces.color_id,
  color_name: lookupNames.color(productTraces.color_id),
  color_name_bn: lookupNames.colorBn(productTraces.color_id),
  size_id: productTraces.size_id,
  size_name: lookupNames.size(productTraces.size_id),
  size_name_bn: lookupNames.sizeBn(productTraces.size_id),
  brand_id: sql<number>`coalesce(${transactions.brand_id}, 0)`,
  brand_name: lookupNames.brand(transactions.brand_id),
  material_id: productTraces.material_id,
  material_name: lookupNames.material(productTraces.material_id),
  type: productTraces.type,
  type_bn: productTraces.type_bn,
  model: productTraces.model,
  weight_grams: productTraces.weight_grams,
  price: transactions.price,
  quantity: transactions.quantity,
  archived: sql<boolean>`${transactions.archived_at} IS NOT NULL`,
  operation_type_id: transactions.operation_type_id,
  image_priority_id: images.image_priority_id,
  priority: lookupNames.priority(images.image_priority_id),
  media_type: transactions.type,
  image_url: images.image_url,
  width: images.width,
  height: images.height,
  thumbnails: images.thumbnails,
};

export const isStockEntry = and(
  eq(transactions.operation_type_id, OPERATION.stockEntry),
  isNull(transactions.invoice_no),
);

export function selectEntries(db: Executor, where: SQL | undefined) {
  return db
    .select(entryColumns)
    .from(transactions)
    .innerJoin(images, eq(images.id_image, transactions.image_id))
    .innerJoin(productTraces, eq(productTraces.id_product_trace, images.product_trace_id))
    .where(and(isStockEntry, where));
}

export type EntryRow = Awaited<ReturnType<typeof selectEntries>>[number];

export function toEntry(row: EntryRow): StockEntry {
  const { image_url, width, height, thumbnails, media_type, ...rest } = row;
  return {
    ...rest,
    media_type: media_type ?? 'image',
    image: toImageRef({ image_url, width, height, thumbnails }),
  };
}

export async function readEntry(db: Executor, id: number): Promise<StockEntry> {
  const [row] = await selectEntries(db, eq(transactions.id_transaction, id));
  if (!row) throw notFound(`id_transaction: no stock entry ${id}`);
  return toEntry(row);
}

/**
 * Locks a stock entry for a change and returns the ids and keys the change needs. The lock is
 * taken first and the keys read after it: a join read under the lock would keep the product
 * code and priority of before a concurrent edit that committed while this one waited, and the
 * storefront card would be refreshed under a stale key (a duplicate card, a 409).
 */
export async function lockEntry(tx: Executor, id: number) {
  const [locked] = await tx
    .select({ id: transactions.id_transaction })
    .from(transactions)
    .where(and(eq(transactions.id_transaction, id), isStockEntry))
    .for('update');
  if (!locked) throw notFound(`id_transaction: no stock entry ${id}`);
  const [row] = await tx
    .select({
      id_transaction: transactions.id_transaction,
      id_image: images.id_image,
      id_product_trace: productTraces.id_product_trace,
      product_code: productTraces.product_code,
      image_priority_id: images.image_priority_id,
      image_url: images.image_url,
      thumbnails: images.thumbnails,
    })
    .from(transactions)
    .innerJoin(images, eq(images.id_image, transactions.image_id))
    .innerJoin(productTraces, eq(productTraces.id_product_trace, images.product_trace_id))
    .where(and(eq(transactions.id_transaction, id), isStockEntry));
  if (!row) throw notFound(`id_transaction: no stock entry ${id}`);
  return row;
}

export type LockedEntry = Awaited<ReturnType<typeof lockEntry>>;
