import { z } from './zod';
import { id, name, plainText, price, numeric } from './common';
import { weightGrams } from './stock';

/** At most this many colours (one picture each) and sizes in one "all variants" save. */
export const VARIANT_MAX_COLORS = 6;
export const VARIANT_MAX_SIZES = 10;

const optionalText = (max: number) =>
  plainText()
    .max(max)
    .optional()
    .transform((v) => (v === '' || v === undefined ? null : v));

const quantity = numeric(z.number().int().min(0).max(1_000_000));

/**
 * The grid of a product in all its variants: each colour with its sizes and the units of each.
 * Colour `i` takes its picture from the file part `image_i`.
 */
export const variantGrid = z
  .array(
    z.object({
      color_id: id,
      sizes: z
        .array(z.object({ size_id: id, quantity }))
        .min(1)
        .max(VARIANT_MAX_SIZES)
        .refine((sizes) => new Set(sizes.map((s) => s.size_id)).size === sizes.length, {
          message: 'each size once per colour',
        }),
    }),
  )
  .min(1)
  .max(VARIANT_MAX_COLORS)
  .refine((colors) => new Set(colors.map((c) => c.color_id)).size === colors.length, {
    message: 'each colour once',
  });
export type VariantGrid = z.infer<typeof variantGrid>;

/**
 * POST /api/backoffice/stock/variants — multipart: the product's fields, `variants` (the grid as
 * JSON text) and one picture per colour (`image_0`, `image_1`, …).
 */
export const variantProductFields = z.object({
  product_code: name(40),
  product_name: name(120),
  product_name_bn: optionalText(120),
  category_id: id,
  brand_id: id,
  material_id: id.optional(),
  /** Every piece's packed weight in grams; absent: 500. */
  weight_grams: weightGrams.optional(),
  price,
  image_priority_id: id,
  variants: plainText()
    // Six colours of ten sizes each, with the largest ids and quantities, stay under it.
    .max(3_000)
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({
          code: 'custom',
          message: 'must be JSON: [{color_id, sizes: [{size_id, quantity}]}]',
        });
        return z.NEVER;
      }
    })
    .pipe(variantGrid),
});
export type VariantProductFields = z.input<typeof variantProductFields>;

/** What the save made: one stock entry per colour × size. */
export const variantProductCreated = z.object({
  product_code: z.string(),
  entries: z.array(
    z.object({
      id_transaction: z.number().int(),
      id_product_trace: z.number().int(),
      color_id: z.number().int(),
      size_id: z.number().int(),
      quantity: z.number().int(),
    }),
  ),
});
export type VariantProductCreated = z.infer<typeof variantProductCreated>;
