import { z } from './zod';
import { id, imageRef, mediaType, name, page, plainText, price, numeric } from './common';

import {
  SCHEMA_MESSAGES,
  UPLOAD_IMAGE_TYPES,
  UPLOAD_MAX_BYTES,
  WEIGHT_GRAMS_MAX,
} from '../constants';

export { UPLOAD_IMAGE_TYPES, UPLOAD_MAX_BYTES };

const optionalText = (max: number) =>
  plainText()
    .max(max)
    .optional()
    .transform((v) => (v === '' || v === undefined ? null : v));

/** A piece's packed weight in grams: at least 1, at most 30 kg. */
export const weightGrams = numeric(z.number().int().min(1).max(WEIGHT_GRAMS_MAX));

/**
 * Text fields of a stock entry, as sent in multipart form data by the Add Product page
 * (POST /producttraces/post). The image travels as the file part `image`.
 */
export const stockEntryFields = z.object({
  product_code: name(40),
  product_name: name(120),
  /** The name Bengali pages show; empty: they show product_name. */
  product_name_bn: optionalText(120),
  category_id: id,
  color_id: id,
  size_id: id,
  brand_id: id,
  material_id: id.optional(),
  type: optionalText(60),
  /** The type as Bengali pages show it ("Festive": উৎসবের); empty: they show `type`. */
  type_bn: optionalText(60),
  model: optionalText(60),
  /** What one piece weighs packed, in grams (sets the delivery fee); absent: unchanged, or 500. */
  weight_grams: weightGrams.optional(),
  price,
  quantity: numeric(z.number().int().min(0).max(1_000_000)),
  operation_type_id: id,
  image_priority_id: id,
});
export type StockEntryFields = z.input<typeof stockEntryFields>;

/** "+10" or "-2": units added to (or taken from) what a stock entry holds now — a restock. */
export const QUANTITY_CHANGE = /^[+-]\d{1,7}$/;
/** A change of a stock entry's units, applied to what it holds when the update is made. */
export interface QuantityChange {
  change: number;
}
/**
 * A stock entry's units on update: the new total ("25"), or a change to what it holds now
 * ("+10" when a delivery of ten arrives), added under the entry's lock so an order placed
 * meanwhile is not written over.
 */
export const quantityOnUpdate = z.preprocess(
  (value) =>
    typeof value === 'string' && QUANTITY_CHANGE.test(value.trim())
      ? { change: Number(value.trim()) }
      : value,
  z.union(
    [
      z.object({ change: z.number().int().min(-1_000_000).max(1_000_000) }),
      stockEntryFields.shape.quantity,
    ],
    { error: SCHEMA_MESSAGES.quantityChange },
  ),
);

/** PUT /producttraces/updateProductTraceImageTransactionByIDs: the ids plus the same fields; the image is optional. */
export const stockEntryUpdateFields = stockEntryFields.extend({
  quantity: quantityOnUpdate,
  id_transaction: id,
  id_image: id.optional(),
  id_product_trace: id.optional(),
});
export type StockEntryUpdateFields = z.input<typeof stockEntryUpdateFields>;

/** PUT /api/backoffice/stock/:id_transaction/archived — take an entry off the shop, or back on. */
export const stockArchiveParams = z.object({ id_transaction: id });
export const stockArchiveBody = z.object({ archived: z.boolean() });

/** DELETE /transactionsRouter/deleteTransactionByImageProducttraceByID */
export const stockEntryDeleteBody = z.object({ id_transaction: id });

/** A row of the Add Product page's table, with everything the form needs when the row is clicked. */
export const stockEntry = z.object({
  id_transaction: z.number().int(),
  id_product_trace: z.number().int(),
  id_image: z.number().int(),
  product_code: z.string(),
  product_name: z.string(),
  product_name_bn: z.string().nullable(),
  category_id: z.number().int(),
  category_name: z.string(),
  color_id: z.number().int(),
  color_name: z.string(),
  color_name_bn: z.string().nullable(),
  size_id: z.number().int(),
  size_name: z.string(),
  size_name_bn: z.string().nullable(),
  brand_id: z.number().int(),
  brand_name: z.string(),
  material_id: z.number().int().nullable(),
  material_name: z.string().nullable(),
  type: z.string().nullable(),
  type_bn: z.string().nullable(),
  model: z.string().nullable(),
  weight_grams: z.number().int(),
  price: z.number().int(),
  quantity: z.number().int(),
  /** Taken off the shop (kept for its orders, restorable). */
  archived: z.boolean(),
  operation_type_id: z.number().int(),
  image_priority_id: z.number().int(),
  priority: z.string(),
  media_type: mediaType,
  image: imageRef,
});
export type StockEntry = z.infer<typeof stockEntry>;

/** The stock table's columns a staff member can sort by. */
export const STOCK_SORTS = [
  'id_transaction',
  'product_code',
  'product_name',
  'category',
  'color',
  'price',
  'size',
  'brand',
  'quantity',
] as const;
export type StockSort = (typeof STOCK_SORTS)[number];

/** GET /api/backoffice/stock — the stock table, newest first unless sorted otherwise. */
export const stockListQuery = z.object({
  page: page.default(1),
  pageSize: numeric(z.number().int().min(1).max(200)).default(20),
  /** Exact stock entry, for the search box. */
  id_transaction: id.optional(),
  /** Product name or product code contains (the search box and its suggestions). */
  q: plainText().max(100).optional(),
  category_id: id.optional(),
  brand_id: id.optional(),
  color_id: id.optional(),
  size_id: id.optional(),
  /** Only entries with at most the low-stock threshold left (GET …/stock/low-stock-threshold). */
  low_stock: z
    .enum(['true', 'false'])
    .transform((flag) => flag === 'true')
    .optional(),
  sort: z.enum(STOCK_SORTS).default('id_transaction'),
  order: z.enum(['asc', 'desc']).default('desc'),
});

/** The quantity at or under which a stock entry counts as low stock; staff set it. */
export const LOW_STOCK_DEFAULT = 5;
export const lowStockThreshold = z.object({
  threshold: z.number().int().min(0).max(1_000_000),
});
export type LowStockThreshold = z.infer<typeof lowStockThreshold>;
