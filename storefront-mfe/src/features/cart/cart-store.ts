import { createStore } from 'zustand/vanilla';
import { persist, type PersistStorage, type StorageValue } from 'zustand/middleware';
import { useStore } from 'zustand';
import type { CartStockEntry, ImageRef } from '@poshak/shared-api';

/** What the cart page needs of a stock entry, copied when it is added (spec §3: "a transaction plus a quantity"). */
export interface CartItem {
  id_transaction: number;
  id_product_trace: number;
  image_id: number;
  name: string;
  /** The Bengali name (null: the English one serves both). */
  name_bn: string | null;
  price: number;
  image: ImageRef;
  /** Units the stock entry had when it was added: the cart never asks for more. */
  stock: number;
  /** The size chosen (a card does not know it; the cart's stock check fills it in). */
  size_name?: string | null;
  /** The size's Bengali name (null or absent: the English one serves both). */
  size_name_bn?: string | null;
  /**
   * What one piece weighs packed, in grams, for the delivery fee (a card does not know it; the
   * cart's stock check fills it in; absent: the shop's default).
   */
  weight_grams?: number;
}

export interface CartLine extends CartItem {
  /** Detail-page adds append a second line of the same item, so lines need their own id. */
  lineId: number;
  quantity: number;
  /** The price the shopper last saw, while a changed price waits for their agreement. */
  priceWas?: number;
  /** The quantity asked for, while it waits for their agreement after the stock fell below it. */
  quantityWas?: number;
}

export type AddResult = 'added' | 'out-of-stock';

export interface CartState {
  lines: CartLine[];
  /** Product cards: the same image already in the cart gets +1, otherwise a new line of 1 (spec §4). */
  addMerging: (item: CartItem) => AddResult;
  /** Detail page, related cards and Order buttons: always a new line of 1 (spec §4). */
  addLine: (item: CartItem) => AddResult;
  increment: (lineId: number) => void;
  /** Never below 1 (a deliberate difference: the spec lets it reach 0 and below). */
  decrement: (lineId: number) => void;
  remove: (lineId: number) => void;
  clear: () => void;
  /**
   * Takes the server's price and units left of each entry (missing: no longer for sale, 0 left).
   * A changed price or a quantity lowered to the stock is marked on its line until `acceptChanges`.
   */
  reconcile: (entries: readonly CartStockEntry[]) => void;
  /** The shopper agreed to the new prices and quantities. */
  acceptChanges: () => void;
}

/** A line whose price or quantity changed since the shopper last agreed to the total. */
export const hasChanged = (line: CartLine) =>
  line.priceWas !== undefined || line.quantityWas !== undefined;

/** The cart cannot be ordered until these are agreed to or removed. */
export function cartNeedsAgreement(lines: readonly CartLine[]): boolean {
  return lines.some((l) => hasChanged(l) || l.stock === 0);
}

/** Units of one stock entry across all lines (appended lines of the same item count together). */
export function unitsInCart(lines: readonly CartLine[], idTransaction: number): number {
  return lines
    .filter((l) => l.id_transaction === idTransaction)
    .reduce((sum, l) => sum + l.quantity, 0);
}

/** One more unit of this line's item would still be in stock. */
export function canAddOneMore(lines: readonly CartLine[], item: CartItem): boolean {
  return unitsInCart(lines, item.id_transaction) < item.stock;
}

/** The badge number: every unit in the cart. */
export function itemCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, l) => sum + l.quantity, 0);
}

export const CART_STORAGE_KEY = 'cart';

function isImageRef(value: unknown): value is ImageRef {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.url === 'string' && Array.isArray(v.thumbnails);
}

function isCartLine(value: unknown): value is CartLine {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  const whole = (x: unknown, min: number) => Number.isInteger(x) && (x as number) >= min;
  return (
    whole(v.lineId, 1) &&
    whole(v.id_transaction, 1) &&
    whole(v.id_product_trace, 1) &&
    whole(v.image_id, 1) &&
    typeof v.name === 'string' &&
    // Carts saved before Bengali names existed have none.
    (v.name_bn === undefined || v.name_bn === null || typeof v.name_bn === 'string') &&
    (v.size_name === undefined || v.size_name === null || typeof v.size_name === 'string') &&
    (v.size_name_bn === undefined ||
      v.size_name_bn === null ||
      typeof v.size_name_bn === 'string') &&
    (v.priceWas === undefined || whole(v.priceWas, 0)) &&
    (v.quantityWas === undefined || whole(v.quantityWas, 1)) &&
    whole(v.price, 0) &&
    whole(v.quantity, 1) &&
    whole(v.stock, 0) &&
    isImageRef(v.image)
  );
}

/** The lines with today's price and stock (see `CartState.reconcile`); unchanged lines kept as they are. */
export function reconciled(
  lines: readonly CartLine[],
  entries: readonly CartStockEntry[],
): CartLine[] {
  const byId = new Map(entries.map((e) => [e.id_transaction, e]));
  // Units still free per entry, handed out to its lines in cart order.
  const left = new Map<number, number>();
  return lines.map((line) => {
    const entry = byId.get(line.id_transaction);
    const stock = entry?.stock ?? 0;
    const free = left.get(line.id_transaction) ?? stock;
    const next: CartLine = {
      ...line,
      name: entry?.product_name ?? line.name,
      name_bn: entry ? entry.product_name_bn : (line.name_bn ?? null),
      price: entry?.price ?? line.price,
      stock,
      size_name: entry ? entry.size_name : (line.size_name ?? null),
      size_name_bn: entry ? entry.size_name_bn : (line.size_name_bn ?? null),
      ...(entry ? { weight_grams: entry.weight_grams } : {}),
    };
    if (entry && entry.price !== line.price) next.priceWas = line.priceWas ?? line.price;
    // A sold-out line keeps its quantity: the shopper sees what they wanted and removes it.
    if (free > 0 && line.quantity > free) {
      next.quantityWas = line.quantityWas ?? line.quantity;
      next.quantity = free;
    }
    left.set(line.id_transaction, Math.max(0, free - next.quantity));
    return next;
  });
}

type Persisted = Pick<CartState, 'lines'>;

/**
 * The spec keeps the cart as a plain list under `cart` in session storage, so this adapter stores
 * just the lines (not zustand's `{state, version}` envelope) and drops anything it cannot trust.
 */
function cartStorage(storage: () => Storage | undefined): PersistStorage<Persisted> {
  return {
    getItem: (name) => {
      const raw = storage()?.getItem(name);
      if (!raw) return null;
      try {
        const parsed: unknown = JSON.parse(raw);
        const lines = Array.isArray(parsed) ? parsed.filter(isCartLine) : [];
        return { state: { lines }, version: 0 } satisfies StorageValue<Persisted>;
      } catch {
        return null;
      }
    },
    setItem: (name, value) => storage()?.setItem(name, JSON.stringify(value.state.lines)),
    removeItem: (name) => storage()?.removeItem(name),
  };
}

const browserSessionStorage = () =>
  typeof sessionStorage === 'undefined' ? undefined : sessionStorage;

export function createCartStore(storage: () => Storage | undefined = browserSessionStorage) {
  return createStore<CartState>()(
    persist(
      (set, get) => {
        const nextLineId = () => Math.max(0, ...get().lines.map((l) => l.lineId)) + 1;
        const append = (item: CartItem): AddResult => {
          if (!canAddOneMore(get().lines, item)) return 'out-of-stock';
          set({ lines: [...get().lines, { ...item, lineId: nextLineId(), quantity: 1 }] });
          return 'added';
        };
        const changeQuantity = (lineId: number, delta: 1 | -1) =>
          set({
            lines: get().lines.map((l) => {
              if (l.lineId !== lineId) return l;
              if (delta > 0 && !canAddOneMore(get().lines, l)) return l;
              return { ...l, quantity: Math.max(1, l.quantity + delta) };
            }),
          });
        return {
          lines: [],
          addMerging: (item) => {
            const same = get().lines.find((l) => l.image_id === item.image_id);
            if (!same) return append(item);
            if (!canAddOneMore(get().lines, item)) return 'out-of-stock';
            changeQuantity(same.lineId, 1);
            return 'added';
          },
          addLine: append,
          increment: (lineId) => changeQuantity(lineId, 1),
          decrement: (lineId) => changeQuantity(lineId, -1),
          remove: (lineId) => set({ lines: get().lines.filter((l) => l.lineId !== lineId) }),
          clear: () => set({ lines: [] }),
          reconcile: (entries) => set({ lines: reconciled(get().lines, entries) }),
          acceptChanges: () =>
            set({
              lines: get().lines.map(({ priceWas: _p, quantityWas: _q, ...line }) => line),
            }),
        };
      },
      {
        name: CART_STORAGE_KEY,
        storage: cartStorage(storage),
        partialize: (state) => ({ lines: state.lines }),
      },
    ),
  );
}

/** The shopper's cart for this browser session. */
export const cartStore = createCartStore();

export function useCart<T>(selector: (state: CartState) => T): T {
  return useStore(cartStore, selector);
}
