import { OPERATION, type QuantityChange, type StockEntryFields } from '@poshak/shared-api/schemas';
import type { Thumbnail } from '../../db/schema';
import { badRequest } from '../../errors';

/** The validated text fields of the Add Product form. */
export type StockFields = Omit<
  StockEntryFields,
  | 'price'
  | 'quantity'
  | 'type'
  | 'type_bn'
  | 'model'
  | 'material_id'
  | 'product_name_bn'
  | 'weight_grams'
> & {
  weight_grams?: number | undefined;
  product_name_bn?: string | null | undefined;
  price: number;
  quantity: number;
  type: string | null;
  type_bn?: string | null | undefined;
  model: string | null;
  material_id?: number | undefined;
  category_id: number;
  color_id: number;
  size_id: number;
  brand_id: number;
  operation_type_id: number;
  image_priority_id: number;
};

/** A picture that is no longer shown: its files may go once nothing else uses them. */
export interface ReleasedPicture {
  image_url: string;
  thumbnails: Thumbnail[];
}

export function requireListing(fields: { operation_type_id: number }) {
  if (fields.operation_type_id !== OPERATION.stockEntry) {
    throw badRequest(
      `operation_type_id: a stock entry has operation type ${OPERATION.stockEntry} (Product Listing)`,
    );
  }
}

type TraceFields = Pick<
  StockFields,
  | 'product_name'
  | 'product_name_bn'
  | 'product_code'
  | 'model'
  | 'type'
  | 'type_bn'
  | 'category_id'
  | 'color_id'
  | 'size_id'
  | 'material_id'
  | 'weight_grams'
>;

/** A product trace's columns from the form's fields. */
export const traceValues = (f: TraceFields) => ({
  product_name: f.product_name,
  // The storefront's search compares Bengali in NFC (see the storefront repository).
  product_name_bn: f.product_name_bn?.normalize('NFC') ?? null,
  product_code: f.product_code,
  model: f.model,
  type: f.type,
  type_bn: f.type_bn?.normalize('NFC') ?? null,
  category_id: f.category_id,
  color_id: f.color_id,
  size_id: f.size_id,
  material_id: f.material_id ?? null,
  // Absent on an update: the product keeps its weight (a new one starts at the column's 500 g).
  ...(f.weight_grams === undefined ? {} : { weight_grams: f.weight_grams }),
});

/** The most units one stock entry holds (the quantity field's limit). */
const STOCK_UNITS_MAX = 1_000_000;

/**
 * The units an entry holds after an update: the total given, or what it holds now (read under
 * its lock) changed by the restock; never fewer than none, never past the field's limit.
 */
export function unitsAfter(id: number, now: number, quantity: number | QuantityChange): number {
  if (typeof quantity === 'number') return quantity;
  const after = now + quantity.change;
  if (after < 0) {
    throw badRequest(
      `quantity: stock entry ${id} holds ${now}; taking ${-quantity.change} would leave fewer than none`,
    );
  }
  if (after > STOCK_UNITS_MAX) {
    throw badRequest(
      `quantity: stock entry ${id} holds ${now}; adding ${quantity.change} passes ${STOCK_UNITS_MAX}`,
    );
  }
  return after;
}
