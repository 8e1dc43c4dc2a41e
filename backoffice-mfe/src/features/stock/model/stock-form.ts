import type { StockEntry, StockEntryFields, StockEntryUpdateFields } from '@poshak/shared-api';

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
}

export interface StockForm {
  selected: Selection | null;
  product_code: string;
  product_name: string;
  type: string;
  model: string;
  price: string;
  quantity: string;
  category: Choice;
  brand: Choice;
  color: Choice;
  size: Choice;
  material: Choice;
  /** null until the user types: the default (the first image priority). */
  priority: Choice | null;
  /** null: the default (the second operation type); the form has no field for it. */
  operation_type_id: number | null;
  image: File | null;
}

/** The required fields of spec §5, and Material when its text names nothing in the list. */
export type RequiredField =
  | 'material'
  | 'product_code'
  | 'product_name'
  | 'category'
  | 'color'
  | 'price'
  | 'size'
  | 'brand'
  | 'quantity'
  | 'operation_type'
  | 'priority'
  | 'image';

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

/** The form as shown and sent: the defaults in place of what the user has not set. */
export function withDefaults(form: StockForm, defaults: Defaults): StockForm {
  return {
    ...form,
    priority: form.priority ?? defaults.priority,
    operation_type_id: form.operation_type_id ?? defaults.operation_type_id,
  };
}

export function emptyForm(): StockForm {
  return {
    selected: null,
    product_code: '',
    product_name: '',
    type: '',
    model: '',
    price: '',
    quantity: '',
    category: NO_CHOICE,
    brand: NO_CHOICE,
    color: NO_CHOICE,
    size: NO_CHOICE,
    material: NO_CHOICE,
    priority: null,
    operation_type_id: null,
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
    },
    product_code: entry.product_code,
    product_name: entry.product_name,
    type: entry.type ?? '',
    model: entry.model ?? '',
    price: String(entry.price),
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

const WHOLE_NUMBER = /^\d{1,8}$/;

/** The required fields that are empty or unusable; an entry already selected keeps its image. */
export function missingFields(form: StockForm): RequiredField[] {
  const missing: RequiredField[] = [];
  if (!form.product_code.trim()) missing.push('product_code');
  if (!form.product_name.trim()) missing.push('product_name');
  if (form.category.id === null) missing.push('category');
  if (form.color.id === null) missing.push('color');
  if (!WHOLE_NUMBER.test(form.price.trim())) missing.push('price');
  if (form.size.id === null) missing.push('size');
  if (form.brand.id === null) missing.push('brand');
  if (form.material.text.trim() && form.material.id === null) missing.push('material');
  if (!WHOLE_NUMBER.test(form.quantity.trim())) missing.push('quantity');
  if (form.operation_type_id === null) missing.push('operation_type');
  if (!form.priority || form.priority.id === null) missing.push('priority');
  if (!form.image && !form.selected) missing.push('image');
  return missing;
}

/** The multipart text fields of POST /producttraces/post; call only when nothing is missing. */
export function toFields(form: StockForm): StockEntryFields {
  const id = (choice: Choice) => {
    if (choice.id === null) throw new Error('toFields called with a missing choice');
    return choice.id;
  };
  if (form.operation_type_id === null) throw new Error('toFields called without operation type');
  return {
    product_code: form.product_code.trim(),
    product_name: form.product_name.trim(),
    category_id: id(form.category),
    color_id: id(form.color),
    size_id: id(form.size),
    brand_id: id(form.brand),
    material_id: form.material.id ?? undefined,
    type: form.type.trim(),
    model: form.model.trim(),
    price: Number(form.price.trim()),
    quantity: Number(form.quantity.trim()),
    operation_type_id: form.operation_type_id,
    image_priority_id: id(form.priority ?? NO_CHOICE),
  };
}

/** The fields of PUT /producttraces/updateProductTraceImageTransactionByIDs for the selected entry. */
export function toUpdateFields(form: StockForm): StockEntryUpdateFields {
  if (!form.selected) throw new Error('toUpdateFields called without a selected entry');
  return {
    ...toFields(form),
    id_transaction: form.selected.id_transaction,
    id_image: form.selected.id_image,
    id_product_trace: form.selected.id_product_trace,
  };
}
