import {
  DEFAULT_WEIGHT_GRAMS,
  type StockEntry,
  type StockEntryFields,
  type StockEntryUpdateFields,
} from '@poshak/shared-api';
import {
  formParams,
  pickedId,
  QUANTITY_CHANGE,
  stockEntryFields,
  typedNumber,
  weightGrams,
  z,
  type QuantityChange,
} from '@poshak/shared-api/schemas';

/** A type-ahead value: what was typed, and the id of the list entry it names (null when none). */
export interface Choice {
  text: string;
  id: number | null;
}
export interface Option {
  id: number;
  name: string;
}

export type LookupField = 'category' | 'brand' | 'color' | 'size' | 'material';

/** The stock entry loaded from a table row; Add is blocked while one is selected (spec §4). */
export interface Selection {
  id_transaction: number;
  id_image: number;
  id_product_trace: number;
  imageUrl: string;
  /** Taken off the shop; Archive becomes Restore. */
  archived: boolean;
}

const fields = stockEntryFields.shape;
const choice = z.object({ text: z.string(), id: z.number().int().positive().nullable() });

/** Spec §5: a type-ahead whose text names no entry of its list has no id: empty, or not in the list. */
function unlisted(c: Choice, ctx: z.RefinementCtx) {
  const key = c.text.trim() === '' ? 'required' : 'notInList';
  ctx.addIssue({ code: 'custom', input: c, params: formParams(key) });
  return z.NEVER;
}
export const listed = choice.transform((c, ctx) => c.id ?? unlisted(c, ctx));
export const optionallyListed = choice.transform(
  (c, ctx) => c.id ?? (c.text.trim() === '' ? undefined : unlisted(c, ctx)),
);

/**
 * The Add Product form (spec §2, §5): the server's stock entry fields, the type-aheads as the ids
 * they name, and the image of a new entry.
 */
const stockFormFields = z.object({
  /** The entry loaded from a table row; Add is blocked while one is selected (spec §4). */
  selected: z.custom<Selection>().nullable(),
  product_code: fields.product_code,
  product_name: fields.product_name,
  product_name_bn: fields.product_name_bn,
  type: fields.type,
  type_bn: fields.type_bn,
  model: fields.model,
  price: typedNumber(fields.price),
  /** What one piece weighs packed: the parcel's weight sets its delivery fee. */
  weight_grams: typedNumber(weightGrams),
  quantity: typedNumber(fields.quantity),
  category: listed,
  brand: listed,
  color: listed,
  size: listed,
  material: optionallyListed,
  priority: listed,
  /** Not a field of the form: the default (the second operation type) or the loaded entry's. */
  operation_type_id: pickedId(fields.operation_type_id),
  image: z.custom<File | null>((file) => file instanceof File, {
    params: formParams('required'),
  }),
});
export const stockForm = stockFormFields;

/**
 * A loaded entry's Quantity: the new total, checked as Add checks it, or a restock such as "+10"
 * or "-2" (the server adds it to what the entry holds when it is saved).
 */
const quantityOnUpdate = z
  .string()
  .trim()
  .min(1)
  .transform((text, ctx): number | QuantityChange => {
    if (QUANTITY_CHANGE.test(text)) return { change: Number(text) };
    if (/^[+-]/.test(text)) {
      ctx.addIssue({ code: 'custom', input: text, params: formParams('quantityChange') });
      return z.NEVER;
    }
    const total = fields.quantity.safeParse(text);
    if (total.success) return total.data;
    // The total's own rule says what is wrong (at least 0, a whole number), in the form's words.
    for (const { message: _message, path: _path, ...issue } of total.error.issues) {
      ctx.addIssue({ ...issue, input: Number(text) } as Parameters<typeof ctx.addIssue>[0]);
    }
    return z.NEVER;
  });

/** Update: the loaded entry keeps its own image unless another is chosen; Quantity may be +N. */
export const stockUpdateForm = stockFormFields.extend({
  quantity: quantityOnUpdate,
  image: z.custom<File | null>((file) => file === null || file instanceof File),
});
export type StockForm = z.input<typeof stockForm>;
/** What either form gives: Update's Quantity may be a change (`{ change: 10 }`), Add's never is. */
export type StockFormValues = z.output<typeof stockUpdateForm>;

export interface Defaults {
  operation_type_id: number | null;
  priority: Choice;
}

export const NO_CHOICE: Choice = { text: '', id: null };

/** Spec §5: choosing a name that is not in a list clears the matching id. */
export function choose(options: readonly Option[], text: string): Choice {
  const wanted = text.trim().toLocaleLowerCase();
  const match = wanted
    ? options.find((o) => o.name.trim().toLocaleLowerCase() === wanted)
    : undefined;
  return { text, id: match?.id ?? null };
}

/**
 * Spec §9: a new stock entry's operation type is the second of the server's list and its image
 * priority the first.
 */
export function defaultsFrom(
  operationTypes: readonly { id_operation_type: number }[],
  priorities: readonly { id_image_priority: number; priority: string }[],
): Defaults {
  const priority = priorities[0];
  return {
    operation_type_id: operationTypes[1]?.id_operation_type ?? null,
    priority: priority ? { text: priority.priority, id: priority.id_image_priority } : NO_CHOICE,
  };
}

/** An empty form with the defaults in place (spec §9). */
export function emptyForm(defaults: Defaults): StockForm {
  return {
    selected: null,
    product_code: '',
    product_name: '',
    product_name_bn: '',
    type: '',
    type_bn: '',
    model: '',
    price: '',
    weight_grams: String(DEFAULT_WEIGHT_GRAMS),
    quantity: '',
    category: NO_CHOICE,
    brand: NO_CHOICE,
    color: NO_CHOICE,
    size: NO_CHOICE,
    material: NO_CHOICE,
    priority: defaults.priority,
    operation_type_id: defaults.operation_type_id,
    image: null,
  };
}

/** A table row loaded into the form (spec §2: "Clicking a row loads it into the form"). */
export function fromEntry(entry: StockEntry): StockForm {
  return {
    selected: {
      id_transaction: entry.id_transaction,
      id_image: entry.id_image,
      id_product_trace: entry.id_product_trace,
      imageUrl: entry.image.thumbnails.at(-1)?.url ?? entry.image.url,
      archived: entry.archived,
    },
    product_code: entry.product_code,
    product_name: entry.product_name,
    product_name_bn: entry.product_name_bn ?? '',
    type: entry.type ?? '',
    type_bn: entry.type_bn ?? '',
    model: entry.model ?? '',
    price: String(entry.price),
    weight_grams: String(entry.weight_grams),
    quantity: String(entry.quantity),
    category: { text: entry.category_name, id: entry.category_id },
    brand: { text: entry.brand_name, id: entry.brand_id },
    color: { text: entry.color_name, id: entry.color_id },
    size: { text: entry.size_name, id: entry.size_id },
    material:
      entry.material_id === null
        ? NO_CHOICE
        : { text: entry.material_name ?? '', id: entry.material_id },
    priority: { text: entry.priority, id: entry.image_priority_id },
    operation_type_id: entry.operation_type_id,
    image: null,
  };
}

/**
 * Spec §4: after a successful add or update, color, size, quantity, priority and image are
 * cleared and the rest kept, ready for the next variant of the same product.
 */
export function afterSave(form: StockForm): StockForm {
  return {
    ...form,
    color: NO_CHOICE,
    size: NO_CHOICE,
    quantity: '',
    priority: NO_CHOICE,
    image: null,
  };
}

/** The multipart text fields of POST /producttraces/post, from the checked form. */
export function toFields(form: StockFormValues): StockEntryFields {
  return {
    product_code: form.product_code,
    product_name: form.product_name,
    product_name_bn: form.product_name_bn ?? '',
    category_id: form.category,
    color_id: form.color,
    size_id: form.size,
    brand_id: form.brand,
    material_id: form.material,
    type: form.type ?? '',
    type_bn: form.type_bn ?? '',
    model: form.model ?? '',
    price: form.price,
    weight_grams: form.weight_grams,
    // Add's form holds a total (stockForm); a change is Update's, written by toUpdateFields.
    quantity: typeof form.quantity === 'number' ? form.quantity : quantityText(form.quantity),
    operation_type_id: form.operation_type_id,
    image_priority_id: form.priority,
  };
}

/** The fields of PUT /producttraces/updateProductTraceImageTransactionByIDs for the selected entry. */
export function toUpdateFields(form: StockFormValues): StockEntryUpdateFields {
  if (!form.selected) throw new Error('toUpdateFields called without a selected entry');
  return {
    ...toFields(form),
    quantity: quantityText(form.quantity),
    id_transaction: form.selected.id_transaction,
    id_image: form.selected.id_image,
    id_product_trace: form.selected.id_product_trace,
  };
}

/** The Quantity field as the update sends it: the total, or the change with its sign ("+10"). */
function quantityText(quantity: number | QuantityChange): number | string {
  if (typeof quantity === 'number') return quantity;
  return quantity.change < 0 ? String(quantity.change) : `+${quantity.change}`;
}
