import {
  DEFAULT_WEIGHT_GRAMS,
  type VariantGrid,
  type VariantProductFields,
} from '@poshak/shared-api';
import {
  formParams,
  typedNumber,
  variantProductFields,
  weightGrams,
  z,
} from '@poshak/shared-api/schemas';
import { listed, NO_CHOICE, optionallyListed, type Choice } from './stock-form';

const fields = variantProductFields.shape;
const quantity = z.coerce.number().int().min(0).max(1_000_000);

/** A picture is chosen for each colour. */
const picture = z.custom<File | null>((file) => file instanceof File, {
  params: formParams('required'),
});

/** One colour row of the grid: which colour, its picture, and the units of each chosen size. */
const colourRow = z.object({
  color: listed,
  image: picture,
  /** Units by size id (as text, as typed). */
  quantities: z.record(z.string(), z.string()),
});

/**
 * Add Product's "all colours and sizes" mode: the product's own fields once, the sizes it comes
 * in, and per colour a picture and the units of each size. Saved as one request, one transaction.
 */
export const variantForm = z
  .object({
    product_code: fields.product_code,
    product_name: fields.product_name,
    product_name_bn: fields.product_name_bn,
    category: listed,
    brand: listed,
    material: optionallyListed,
    price: typedNumber(fields.price),
    /** Every piece's packed weight: the parcel's weight sets its delivery fee. */
    weight_grams: typedNumber(weightGrams),
    priority: listed,
    sizes: z
      .array(z.number().int().positive())
      .refine((sizes) => sizes.length > 0, { params: formParams('required') }),
    colours: z.array(colourRow).min(1),
  })
  .superRefine((form, ctx) => {
    const seen = new Set<number>();
    form.colours.forEach((row, i) => {
      if (seen.has(row.color)) {
        ctx.addIssue({
          code: 'custom',
          path: ['colours', i, 'color'],
          params: formParams('invalid'),
        });
      }
      seen.add(row.color);
      for (const size of form.sizes) {
        const typed = (row.quantities[String(size)] ?? '').trim();
        if (!quantity.safeParse(typed === '' ? Number.NaN : typed).success) {
          ctx.addIssue({
            code: 'custom',
            path: ['colours', i, 'quantities', String(size)],
            params: formParams(typed === '' ? 'required' : 'wholeNumber'),
          });
        }
      }
    });
  });
export type VariantForm = z.input<typeof variantForm>;
export type VariantFormValues = z.output<typeof variantForm>;

export interface VariantColourRow {
  color: Choice;
  image: File | null;
  quantities: Record<string, string>;
}

export const emptyColour = (): VariantColourRow => ({
  color: NO_CHOICE,
  image: null,
  quantities: {},
});

export function emptyVariantForm(priority: Choice): VariantForm {
  return {
    product_code: '',
    product_name: '',
    product_name_bn: '',
    category: NO_CHOICE,
    brand: NO_CHOICE,
    material: NO_CHOICE,
    price: '',
    weight_grams: String(DEFAULT_WEIGHT_GRAMS),
    priority,
    sizes: [],
    colours: [emptyColour(), emptyColour()],
  };
}

/** The request: the shared fields, the grid of colour × size quantities, the pictures in order. */
export function toVariantRequest(form: VariantFormValues): {
  fields: Omit<VariantProductFields, 'variants'>;
  grid: VariantGrid;
  pictures: File[];
} {
  return {
    fields: {
      product_code: form.product_code,
      product_name: form.product_name,
      product_name_bn: form.product_name_bn ?? '',
      category_id: form.category,
      brand_id: form.brand,
      material_id: form.material,
      price: form.price,
      weight_grams: form.weight_grams,
      image_priority_id: form.priority,
    },
    grid: form.colours.map((row) => ({
      color_id: row.color,
      sizes: form.sizes.map((size) => ({
        size_id: size,
        quantity: Number((row.quantities[String(size)] ?? '').trim()),
      })),
    })),
    pictures: form.colours.map((row) => row.image as File),
  };
}
