import type { StockEntry } from '@poshak/shared-api';

/** Most units one line of an order may take (the order call's own limit). */
export const LINE_UNITS_MAX = 100;

/** A line of the order being taken: a stock entry (one colour, one size) and how many. */
export interface OrderLine {
  id_transaction: number;
  product_code: string;
  product_name: string;
  product_name_bn: string | null;
  color_name: string;
  color_name_bn: string | null;
  size_name: string;
  size_name_bn: string | null;
  price: number;
  /** What the entry held when it was picked. */
  stock: number;
  /** What one piece weighs packed, in grams: the parcel's weight sets its delivery fee. */
  weight_grams: number;
  quantity: number;
}

export const lineOf = (entry: StockEntry, quantity: number): OrderLine => ({
  id_transaction: entry.id_transaction,
  product_code: entry.product_code,
  product_name: entry.product_name,
  product_name_bn: entry.product_name_bn,
  color_name: entry.color_name,
  color_name_bn: entry.color_name_bn,
  size_name: entry.size_name,
  size_name_bn: entry.size_name_bn,
  price: entry.price,
  stock: entry.quantity,
  weight_grams: entry.weight_grams,
  quantity,
});

/** The most of an entry a line may hold: what it has, within the order's limit per line. */
export const unitsAllowed = (line: Pick<OrderLine, 'stock'>) =>
  Math.max(0, Math.min(line.stock, LINE_UNITS_MAX));

/** Adds units of an entry: to its line when it has one (within what it holds), else a new line. */
export function addLine(lines: readonly OrderLine[], line: OrderLine): OrderLine[] {
  const at = lines.findIndex((l) => l.id_transaction === line.id_transaction);
  if (at < 0) return [...lines, { ...line, quantity: Math.min(line.quantity, unitsAllowed(line)) }];
  return lines.map((l, i) =>
    i === at
      ? {
          ...l,
          stock: line.stock,
          quantity: Math.min(l.quantity + line.quantity, unitsAllowed(line)),
        }
      : l,
  );
}

export const setQuantity = (lines: readonly OrderLine[], id: number, quantity: number) =>
  lines.map((l) =>
    l.id_transaction === id
      ? { ...l, quantity: Math.max(1, Math.min(Math.trunc(quantity), unitsAllowed(l))) }
      : l,
  );

export const removeLine = (lines: readonly OrderLine[], id: number) =>
  lines.filter((l) => l.id_transaction !== id);
