import { inArray } from 'drizzle-orm';
import {
  OPERATION,
  type VariantGrid,
  type VariantProductCreated,
} from '@poshak/shared-api/schemas';
import type { Database, Executor } from '../../db/database';
import { addToCounter, counterNames } from '../../db/counters';
import { colors, images, productTraces, sizes, transactions } from '../../db/schema';
import { badRequest } from '../../errors';
import { required } from '../../lib/required';
import { refreshCards } from '../catalogue';
import type { StoredImage } from '../pictures';
import { traceValues } from './stock-fields';

/** The fields an "all variants" save shares between its entries. */
export interface VariantProduct {
  product_code: string;
  product_name: string;
  product_name_bn: string | null;
  category_id: number;
  brand_id: number;
  material_id?: number | undefined;
  weight_grams?: number | undefined;
  price: number;
  image_priority_id: number;
}

/** One colour × size of the grid: the entry it becomes. */
interface Cell {
  /** The colour's place in the grid, which is its picture's place in the pictures. */
  colour: number;
  color_id: number;
  size_id: number;
  quantity: number;
}

/** Every colour and size of a variant grid exists: otherwise 400 naming the cell. */
async function requireLookups(tx: Executor, grid: VariantGrid) {
  const colorIds = grid.map((c) => c.color_id);
  const sizeIds = [...new Set(grid.flatMap((c) => c.sizes.map((s) => s.size_id)))];
  const knownColors = new Set(
    (
      await tx
        .select({ id: colors.id_color })
        .from(colors)
        .where(inArray(colors.id_color, colorIds))
    ).map((r) => r.id),
  );
  const knownSizes = new Set(
    (await tx.select({ id: sizes.id_size }).from(sizes).where(inArray(sizes.id_size, sizeIds))).map(
      (r) => r.id,
    ),
  );
  grid.forEach((colour, c) => {
    if (!knownColors.has(colour.color_id)) {
      throw badRequest(`variants.${c}.color_id: no colour ${colour.color_id}`);
    }
    colour.sizes.forEach((size, s) => {
      if (!knownSizes.has(size.size_id)) {
        throw badRequest(`variants.${c}.sizes.${s}.size_id: no size ${size.size_id}`);
      }
    });
  });
}

/** A product trace per cell; their ids in the cells' order. */
async function insertTraces(tx: Executor, product: VariantProduct, cells: Cell[]) {
  const traces = await tx
    .insert(productTraces)
    .values(
      cells.map((cell) =>
        traceValues({
          ...product,
          type: null,
          model: null,
          color_id: cell.color_id,
          size_id: cell.size_id,
        }),
      ),
    )
    .returning({ id: productTraces.id_product_trace });
  return cells.map((_, i) => required(traces[i], 'product trace').id);
}

/** An image per cell, showing its colour's picture; their ids in the cells' order. */
async function insertImages(
  tx: Executor,
  product: VariantProduct,
  cells: Cell[],
  traceIds: number[],
  pictures: readonly StoredImage[],
) {
  const rows = await tx
    .insert(images)
    .values(
      cells.map((cell, i) => {
        const picture = required(pictures[cell.colour], `picture of colour ${cell.colour}`);
        return {
          image_url: picture.image_url,
          width: picture.width,
          height: picture.height,
          thumbnails: picture.thumbnails,
          product_trace_id: required(traceIds[i], 'product trace'),
          image_priority_id: product.image_priority_id,
        };
      }),
    )
    .returning({ id: images.id_image });
  return cells.map((_, i) => required(rows[i], 'image').id);
}

/** A stock entry per cell; their ids in the cells' order. */
async function insertTransactions(
  tx: Executor,
  product: VariantProduct,
  cells: Cell[],
  imageIds: number[],
) {
  const entries = await tx
    .insert(transactions)
    .values(
      cells.map((cell, i) => ({
        operation_type_id: OPERATION.stockEntry,
        price: product.price,
        quantity: cell.quantity,
        image_id: required(imageIds[i], 'image'),
        brand_id: product.brand_id,
        type: 'image' as const,
      })),
    )
    .returning({ id: transactions.id_transaction });
  return cells.map((_, i) => required(entries[i], 'stock entry').id);
}

/**
 * One product in all its colours and sizes: a stock entry per colour × size, each colour's
 * entries showing that colour's picture, all written in ONE transaction (any refusal: none).
 */
export async function createVariants(
  db: Database,
  product: VariantProduct,
  grid: VariantGrid,
  pictures: readonly StoredImage[],
  /** Runs in the same transaction once every entry is written (the audit record's place). */
  alsoInTransaction?: (tx: Executor, created: VariantProductCreated) => Promise<void>,
): Promise<VariantProductCreated> {
  return db.transaction(async (tx) => {
    await requireLookups(tx, grid);
    const cells: Cell[] = grid.flatMap((colour, c) =>
      colour.sizes.map((size) => ({ colour: c, color_id: colour.color_id, ...size })),
    );
    const traceIds = await insertTraces(tx, product, cells);
    const imageIds = await insertImages(tx, product, cells, traceIds, pictures);
    const entryIds = await insertTransactions(tx, product, cells, imageIds);
    await refreshCards(tx, [
      { priority: product.image_priority_id, productCode: product.product_code },
    ]);
    await addToCounter(tx, counterNames.stockEntries, cells.length);
    const created = {
      product_code: product.product_code,
      entries: cells.map((cell, i) => ({
        id_transaction: required(entryIds[i], 'stock entry'),
        id_product_trace: required(traceIds[i], 'product trace'),
        color_id: cell.color_id,
        size_id: cell.size_id,
        quantity: cell.quantity,
      })),
    };
    await alsoInTransaction?.(tx, created);
    return created;
  });
}
