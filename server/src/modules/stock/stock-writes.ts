import { eq, sql } from 'drizzle-orm';
import { OPERATION, type QuantityChange, type StockEntry } from '@poshak/shared-api/schemas';
import type { Database, Executor } from '../../db/database';
import { addToCounter, counterNames } from '../../db/counters';
import { images, productTraces, transactions } from '../../db/schema';
import { badRequest } from '../../errors';
import { required } from '../../lib/required';
import type { Actor } from '../audit';
import { refreshCards } from '../catalogue';
import type { StoredImage } from '../pictures';
import { auditStockChange } from './stock-audit';
import { lockEntry, readEntry, type LockedEntry } from './stock-entries';
import {
  requireListing,
  traceValues,
  unitsAfter,
  type ReleasedPicture,
  type StockFields,
} from './stock-fields';

/** A stock entry's fields on an update: what the form sends, the quantity also as a restock. */
export type StockUpdate = Omit<StockFields, 'quantity'> & {
  /** The new total, or a change to what the entry holds now (a restock: `{ change: 10 }`). */
  quantity: number | QuantityChange;
  id_image?: number | undefined;
  id_product_trace?: number | undefined;
};

/** A picture's columns in the images table. */
const pictureColumns = (picture: StoredImage) => ({
  image_url: picture.image_url,
  width: picture.width,
  height: picture.height,
  thumbnails: picture.thumbnails,
});

/** Writes one entry's product, picture and transaction rows; returns the transaction's id. */
async function insertEntry(tx: Executor, fields: StockFields, picture: StoredImage) {
  const [trace] = await tx
    .insert(productTraces)
    .values(traceValues(fields))
    .returning({ id: productTraces.id_product_trace });
  const [image] = await tx
    .insert(images)
    .values({
      ...pictureColumns(picture),
      product_trace_id: required(trace, 'product trace').id,
      image_priority_id: fields.image_priority_id,
    })
    .returning({ id: images.id_image });
  const [entry] = await tx
    .insert(transactions)
    .values({
      operation_type_id: OPERATION.stockEntry,
      price: fields.price,
      quantity: fields.quantity,
      image_id: required(image, 'image').id,
      brand_id: fields.brand_id,
      type: 'image',
    })
    .returning({ id: transactions.id_transaction });
  return required(entry, 'stock entry').id;
}

export async function createEntry(
  db: Database,
  fields: StockFields,
  picture: StoredImage,
  actor: Actor | null,
): Promise<StockEntry> {
  requireListing(fields);
  return db.transaction(async (tx) => {
    const id = await insertEntry(tx, fields, picture);
    await refreshCards(tx, [
      { priority: fields.image_priority_id, productCode: fields.product_code },
    ]);
    await addToCounter(tx, counterNames.stockEntries, 1);
    const created = await readEntry(tx, id);
    await auditStockChange(tx, actor, created.id_transaction, 'create', { after: created });
    return created;
  });
}

/** The image and product ids a form sends back must be the entry's own. */
function requireOwnRows(id: number, current: LockedEntry, fields: StockUpdate) {
  if (fields.id_image !== undefined && fields.id_image !== current.id_image) {
    throw badRequest(`id_image: image ${fields.id_image} is not the image of stock entry ${id}`);
  }
  if (
    fields.id_product_trace !== undefined &&
    fields.id_product_trace !== current.id_product_trace
  ) {
    throw badRequest(
      `id_product_trace: product ${fields.id_product_trace} is not the product of stock entry ${id}`,
    );
  }
}

/** Writes a locked entry's new fields (and its new picture, when one came) over its three rows. */
async function overwriteEntry(
  tx: Executor,
  current: LockedEntry,
  units: number,
  fields: StockUpdate,
  picture: StoredImage | null,
) {
  await tx
    .update(productTraces)
    .set(traceValues(fields))
    .where(eq(productTraces.id_product_trace, current.id_product_trace));
  await tx
    .update(images)
    .set({
      image_priority_id: fields.image_priority_id,
      ...(picture ? pictureColumns(picture) : {}),
    })
    .where(eq(images.id_image, current.id_image));
  await tx
    .update(transactions)
    .set({ price: fields.price, quantity: units, brand_id: fields.brand_id })
    .where(eq(transactions.id_transaction, current.id_transaction));
}

/**
 * Changes every field of a stock entry (and its picture when a new one came). Concurrent edits
 * of one entry queue on its row lock: the last one wins whole, none is half-applied.
 */
export async function updateEntry(
  db: Database,
  id: number,
  fields: StockUpdate,
  picture: StoredImage | null,
  actor: Actor | null,
): Promise<{ entry: StockEntry; released: ReleasedPicture | null }> {
  requireListing(fields);
  return db.transaction(async (tx) => {
    const current = await lockEntry(tx, id);
    const before = await readEntry(tx, id);
    requireOwnRows(id, current, fields);
    await overwriteEntry(
      tx,
      current,
      unitsAfter(id, before.quantity, fields.quantity),
      fields,
      picture,
    );
    await refreshCards(tx, [
      { priority: current.image_priority_id, productCode: current.product_code },
      { priority: fields.image_priority_id, productCode: fields.product_code },
    ]);
    const entry = await readEntry(tx, id);
    await auditStockChange(tx, actor, id, 'update', { before, after: entry });
    return {
      entry,
      released: picture ? { image_url: current.image_url, thumbnails: current.thumbnails } : null,
    };
  });
}

/** Removes a stock entry no order took from (otherwise 409: the orders need it). */
export async function removeEntry(
  db: Database,
  id: number,
  actor: Actor | null,
): Promise<ReleasedPicture> {
  return db.transaction(async (tx) => {
    const current = await lockEntry(tx, id);
    const before = await readEntry(tx, id);
    const key = { priority: current.image_priority_id, productCode: current.product_code };
    // The card moves to the next entry of the product (or goes) before the row disappears.
    await refreshCards(tx, [key], [id]);
    await tx.delete(transactions).where(eq(transactions.id_transaction, id));
    await tx.delete(images).where(eq(images.id_image, current.id_image));
    await tx
      .delete(productTraces)
      .where(eq(productTraces.id_product_trace, current.id_product_trace));
    await addToCounter(tx, counterNames.stockEntries, -1);
    await auditStockChange(tx, actor, id, 'delete', { before });
    return { image_url: current.image_url, thumbnails: current.thumbnails };
  });
}

/**
 * Takes an entry off the shop (archived) or puts it back: its storefront card moves to the
 * product's next entry on sale (or goes) exactly as a delete would move it, and comes back on
 * restore. The entry, its picture and the orders that took from it all stay.
 */
export async function setEntryArchived(
  db: Database,
  id: number,
  archived: boolean,
  actor: Actor | null,
): Promise<StockEntry> {
  return db.transaction(async (tx) => {
    const current = await lockEntry(tx, id);
    const before = await readEntry(tx, id);
    await tx
      .update(transactions)
      .set({ archived_at: archived ? sql`now()` : null })
      .where(eq(transactions.id_transaction, id));
    await refreshCards(tx, [
      { priority: current.image_priority_id, productCode: current.product_code },
    ]);
    const after = await readEntry(tx, id);
    await auditStockChange(tx, actor, id, 'update', { before, after });
    return after;
  });
}
