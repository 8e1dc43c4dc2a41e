import { useState } from 'react';
import type { StockEntry } from '@poshak/shared-api';
import { unitsAllowed } from '../model/order-lines';

/** The entries of one product code still on sale, in the order the search gave them. */
const entriesOf = (entries: readonly StockEntry[], code: string) =>
  entries.filter((e) => e.product_code === code && !e.archived);

const distinct = <T>(values: T[]) => [...new Set(values)];

/**
 * The product picked, its colour and size (one stock entry) and how many. A colour, or a size in
 * stock, that is the only one is chosen already.
 */
export function useVariantChoice() {
  // The entries of the product picked are kept while the search box is typed into again.
  const [picked, setPicked] = useState<StockEntry[]>([]);
  const [color, setColor] = useState<string | null>(null);
  const [entryId, setEntryId] = useState<number | null>(null);
  const [quantity, setQuantity] = useState<number | null>(1);

  const colors = distinct(picked.map((e) => e.color_name));
  const chosenColor = color ?? (colors.length === 1 ? (colors[0] ?? null) : null);
  const sizes = picked.filter((e) => e.color_name === chosenColor);
  const inStock = sizes.filter((e) => e.quantity > 0);
  const chosenId = entryId ?? (inStock.length === 1 ? (inStock[0]?.id_transaction ?? null) : null);
  const entry = picked.find((e) => e.id_transaction === chosenId) ?? null;
  const allowed = entry ? unitsAllowed({ stock: entry.quantity }) : 0;

  /** Starts again with `product`'s entries among those found, or with none. */
  const pick = (product: string | null, found: readonly StockEntry[] = []) => {
    setPicked(product === null ? [] : entriesOf(found, product));
    setColor(null);
    setEntryId(null);
    setQuantity(1);
  };
  const chooseColor = (value: string) => {
    setColor(value);
    setEntryId(null);
  };

  return {
    picked,
    colors,
    chosenColor,
    sizes,
    chosenId,
    entry,
    quantity,
    /** The entry and its quantity may go in the order. */
    ready: entry !== null && !!quantity && quantity >= 1 && quantity <= allowed,
    allowed,
    pick,
    chooseColor,
    chooseEntry: setEntryId,
    setQuantity,
  };
}

export type VariantChoice = ReturnType<typeof useVariantChoice>;
