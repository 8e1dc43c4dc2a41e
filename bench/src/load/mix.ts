import { PRIORITY } from '@poshak/shared-api/schemas';
import type { MixClass } from './load-spec';

/**
 * The shopper mix: what a crowd of shoppers asks of the shop at once, many addresses rather than
 * one, so most replies are not the read cache's copy of the reply before. Its classes are found
 * on the running shop (its categories, a sample of its products spread over the catalogue and the
 * words of their names), then each request picks a class by weight and one of its addresses.
 */

/** A mix row's warm-up and measured seconds at least (the run's own when longer). */
export const MIX_WARMUP_S = 5;
export const MIX_DURATION_S = 5;

/** Shares of the requests, in percent. */
export const MIX_WEIGHTS = {
  home: 8,
  'product-page': 10,
  grid: 11,
  category: 11,
  sorted: 8,
  search: 15,
  detail: 25,
  lists: 7,
  order: 2,
} as const;

export const MIX_TITLES: Record<keyof typeof MIX_WEIGHTS, string> = {
  home: 'Home page, drawn by the server (GET /)',
  'product-page': 'Product page, drawn by the server',
  grid: 'Grid page 1–60',
  category: 'Category × page 1–5',
  sorted: 'Grid or category by price / price range, page 1–3',
  search: 'Name search (a word or a 3+ letter prefix)',
  detail: 'Product detail API',
  lists: 'Best sellers / banner list',
  order: 'Order of one in-stock item',
};

/** A storefront card, as far as the benchmark reads it. */
export interface Card {
  id_transaction: number;
  id_product_trace: number;
  product_name: string;
  product_name_bn: string | null;
  stock: number;
  price: number;
}

const GRID_PAGES = 60;
const CATEGORY_PAGES = 5;
/** A sorted or price-filtered list is read from its first pages, as shoppers read it. */
const SORTED_PAGES = 3;
/** Grid pages read to find products: spread over the whole catalogue. */
const SAMPLE_PAGES = 40;
const PAGE_SIZE = 18;

/** A storefront list's address: the grid's first page of 18 cards unless `query` says otherwise. */
export const list = (query: Record<string, string | number>) =>
  `/api/storefront/products?${new URLSearchParams(
    Object.entries({ priority: PRIORITY.collection, page: 1, pageSize: PAGE_SIZE, ...query }).map(
      ([k, v]) => [k, String(v)],
    ),
  ).toString()}`;

export async function getJson<T>(origin: string, path: string): Promise<T> {
  const reply = await fetch(origin + path);
  if (!reply.ok) throw new Error(`shopper mix: ${path} answered ${reply.status}`);
  return (await reply.json()) as T;
}

/** A seeded generator, so two runs of one catalogue ask for the same addresses. */
export function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Words a shopper might type: each word of 3+ letters of a name, in lower case. */
export function nameWords(names: string[]): string[] {
  const words = new Set<string>();
  for (const name of names) {
    for (const word of name.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
      if ([...word].length >= 3) words.add(word);
    }
  }
  return [...words].sort();
}

/** Searches: each word whole, or a prefix of 3 letters or more of it. */
export function searchTerms(words: string[], count: number, random: () => number): string[] {
  if (!words.length) return [];
  return Array.from({ length: count }, () => {
    const word = words[Math.floor(random() * words.length)] ?? '';
    const letters = [...word];
    if (random() < 0.5 || letters.length <= 3) return word;
    return letters.slice(0, 3 + Math.floor(random() * (letters.length - 2))).join('');
  });
}

/** A price range of the grid's filter; no bound at an end left out. */
interface PriceRange {
  min?: number;
  max?: number;
}

/**
 * The ranges a shopper might choose, from the prices the shop shows: none, the cheapest quarter,
 * the middle half and the dearest quarter (bounds at the sample's quartiles).
 */
export function priceRanges(prices: number[]): PriceRange[] {
  const sorted = [...prices].sort((a, b) => a - b);
  if (!sorted.length) return [{}];
  const at = (share: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] as number;
  return [{}, { max: at(0.25) }, { min: at(0.25), max: at(0.75) }, { min: at(0.75) }];
}

/**
 * The sorted and price-filtered lists: the whole grid and each category, by price both ways or
 * newest first within a price range (the plain newest-first lists are the grid and category
 * classes), first pages only.
 */
export function sortedListPaths(categories: number[], ranges: PriceRange[]): string[] {
  const paths: string[] = [];
  for (const scope of [undefined, ...categories]) {
    for (const sort of ['price-asc', 'price-desc', 'newest'] as const) {
      for (const range of ranges) {
        if (sort === 'newest' && range.min === undefined && range.max === undefined) continue;
        for (let page = 1; page <= SORTED_PAGES; page++) {
          paths.push(
            list({
              ...(scope === undefined ? {} : { category: scope }),
              ...(sort === 'newest' ? {} : { sort }),
              ...range,
              page,
            }),
          );
        }
      }
    }
  }
  return paths;
}

/** A stock entry an order may take a unit of, with its units left. */
export interface OrderableEntry {
  id_transaction: number;
  stock: number;
}

/** How the orders of one mix are told apart, and whether they pay the delivery fee in advance. */
export interface OrderPlan {
  /**
   * Letters and digits naming this mix's orders: in each shopper's name and transaction ID, so
   * the orders of one run are counted afterwards and no transaction ID is given twice.
   */
  tag: string;
  /** The shop asks for the delivery fee in advance: each order pays it by bKash. */
  fee: boolean;
}

/** A tag for one mix's orders: unique per discovery (its time), 8 letters and digits. */
export const orderTag = () => Date.now().toString(36).toUpperCase().padStart(8, '0').slice(-8);

/** Whose orders a name says: the mix's shoppers, or the paced shopper beside a crowd. */
export type Shopper = 'Mix Shopper' | 'Paced Shopper';

/** The customer name of order `k` of a mix (counted by its prefix afterwards). */
export const shopperName = (who: Shopper, plan: Pick<OrderPlan, 'tag'>, k?: number) =>
  `${who} ${plan.tag}-${k ?? ''}`;

/**
 * One order of one unit of `entry`: a shopper of its own and, when the shop asks for it, the
 * delivery fee paid by bKash from the shopper's number with a transaction ID no other order has
 * (bKash's are 10 letters and digits; the shop takes 8 to 20).
 */
export function orderBody(entry: number, k: number, plan: OrderPlan, who: Shopper): string {
  const phone = `0181${String(1_000_000 + (k % 9_000_000)).slice(-7)}`;
  return JSON.stringify({
    customer_name: shopperName(who, plan, k + 1),
    customer_address: `House ${(k % 90) + 1}, Road ${(k % 12) + 1}, Gulshan, Dhaka`,
    customer_phone: phone,
    shipping_id: 1 + (k % 2),
    lines: [{ id_transaction: entry, quantity: 1 }],
    ...(plan.fee
      ? {
          payment: {
            provider: 'bkash',
            trx_id: `${who === 'Mix Shopper' ? 'M' : 'P'}${plan.tag}${k.toString(36).toUpperCase().padStart(5, '0')}`,
            paid_from: phone,
          },
        }
      : {}),
  });
}

/**
 * The units the orders take, one stock entry per unit, shuffled so the orders spread over the
 * entries: each entry at most as many times as it has units, so orders sent each once never
 * sell an entry out under the shoppers (a 409 then is the shop's, not the benchmark's).
 */
export function orderUnits(entries: OrderableEntry[], max: number, random: () => number): number[] {
  const units: number[] = [];
  for (const entry of entries) {
    for (let u = 0; u < entry.stock; u++) units.push(entry.id_transaction);
  }
  // Fisher–Yates, only as far as the units kept.
  const kept = Math.min(max, units.length);
  for (let i = 0; i < kept; i++) {
    const j = i + Math.floor(random() * (units.length - i));
    [units[i], units[j]] = [units[j] as number, units[i] as number];
  }
  return units.slice(0, kept);
}

/**
 * Orders a mix sends in turn, each once (`MixClass.inTurn`): more than any run of it sends —
 * 2 % of requests at 10,000 req/s for 30 s is 6,000 — while the stock lasts.
 */
const MIX_ORDERS = 10_000;

/** A shop's mix, found on it, and the orders kept aside for a paced shopper. */
export interface ShopperMix {
  classes: MixClass[];
  /** How its orders are named (see `OrderPlan`). */
  orders: OrderPlan;
  /** Orders of the paced shopper, from the same stock as the mix's and never the same units. */
  reserved: string[];
}

/** Each sampled product's entries in its colour (their sizes) with their units left. */
async function sizesOf(origin: string, products: number[]): Promise<OrderableEntry[]> {
  const entries = new Map<number, number>();
  let next = 0;
  const reader = async () => {
    for (let i = next++; i < products.length; i = next++) {
      const detail = await getJson<{ sizes: OrderableEntry[] }>(
        origin,
        `/api/storefront/products/${products[i]}`,
      );
      for (const size of detail.sizes) entries.set(size.id_transaction, size.stock);
    }
  };
  await Promise.all(Array.from({ length: FIRST_VISIT_CONNECTIONS }, reader));
  return [...entries].map(([id_transaction, stock]) => ({ id_transaction, stock }));
}

/**
 * The mix's classes for the shop at `origin`; without orders when `orders` is false. `reserve`
 * orders are kept out of the mix for a paced shopper.
 */
export async function discoverShopperMix(
  origin: string,
  { orders, reserve = 0 }: { orders: boolean; reserve?: number },
): Promise<ShopperMix> {
  const random = seeded(20_261_124);
  const categories = (
    await getJson<{ id_category: number }[]>(origin, '/api/categorys/getAll')
  ).map((c) => c.id_category);
  const first = await getJson<{ total: number; items: Card[] }>(origin, list({}));
  const pages = Math.max(1, Math.ceil(first.total / PAGE_SIZE));
  const cards: Card[] = [];
  const sampled = new Set<number>();
  for (let k = 0; k < SAMPLE_PAGES; k++) {
    sampled.add(1 + Math.floor((k * (pages - 1)) / Math.max(1, SAMPLE_PAGES - 1)));
  }
  for (const page of sampled) {
    cards.push(...(await getJson<{ items: Card[] }>(origin, list({ page }))).items);
  }
  const products = [...new Set(cards.map((c) => c.id_product_trace))];
  const words = nameWords(cards.map((c) => c.product_name));
  const classes: MixClass[] = [
    { id: 'home', paths: ['/'] },
    { id: 'product-page', paths: products.map((id) => `/productdetails/${id}`) },
    {
      id: 'grid',
      paths: Array.from({ length: GRID_PAGES }, (_, i) => list({ page: i + 1 })),
    },
    {
      id: 'category',
      paths: categories.flatMap((category) =>
        Array.from({ length: CATEGORY_PAGES }, (_, i) => list({ category, page: i + 1 })),
      ),
    },
    {
      id: 'sorted',
      paths: sortedListPaths(categories, priceRanges(cards.map((c) => c.price))),
    },
    { id: 'search', paths: searchTerms(words, 500, random).map((q) => list({ q })) },
    { id: 'detail', paths: products.map((id) => `/api/storefront/products/${id}`) },
    {
      id: 'lists',
      paths: [list({ priority: PRIORITY.bestSeller }), list({ priority: PRIORITY.banner })],
    },
  ].map((c) => ({
    ...c,
    title: MIX_TITLES[c.id as keyof typeof MIX_WEIGHTS],
    weight: MIX_WEIGHTS[c.id as keyof typeof MIX_WEIGHTS],
    method: 'GET' as const,
  }));
  const { orderClass, plan, reserved } = await mixOrders(origin, cards, products, {
    orders,
    reserve,
    random,
  });
  if (orderClass) classes.push(orderClass);
  for (const c of classes) {
    if (!c.paths.length) throw new Error(`shopper mix: nothing found for ${c.id}`);
  }
  return { classes, orders: plan, reserved };
}

/**
 * The orders of a mix, from the stock of the cards it found (their sizes on a small shop): sent in
 * turn, each once, paying the delivery fee by bKash where the shop asks for it in advance; the
 * first `reserve` kept apart for a paced shopper. No order class when `orders` is false.
 */
export async function mixOrders(
  origin: string,
  cards: Card[],
  products: number[],
  { orders, reserve, random }: { orders: boolean; reserve: number; random: () => number },
): Promise<{ orderClass: MixClass | null; plan: OrderPlan; reserved: string[] }> {
  const config = await getJson<{ advanceFee?: { on: boolean } }>(origin, '/api/config');
  const plan: OrderPlan = { tag: orderTag(), fee: config.advanceFee?.on === true };
  if (!orders) return { orderClass: null, plan, reserved: [] };
  const wanted = MIX_ORDERS + reserve;
  // A small shop's cards (one entry per product) hold too few units: their sizes too.
  const cardUnits = cards.reduce((sum, c) => sum + Math.max(0, c.stock), 0);
  const entries = cardUnits >= wanted ? cards : await sizesOf(origin, products);
  const units = orderUnits(entries, wanted, random);
  const reserved = units.slice(0, reserve).map((u, k) => orderBody(u, k, plan, 'Paced Shopper'));
  const bodies = units.slice(reserve).map((u, k) => orderBody(u, k, plan, 'Mix Shopper'));
  if (!bodies.length) throw new Error('shopper mix: no product in stock to order');
  return {
    orderClass: {
      id: 'order',
      title: plan.fee ? `${MIX_TITLES.order}, its delivery fee paid by bKash` : MIX_TITLES.order,
      weight: MIX_WEIGHTS.order,
      method: 'POST',
      paths: bodies.map(() => '/api/orders'),
      bodies,
      inTurn: true,
    },
    plan,
    reserved,
  };
}

/** Requests at once while the shop meets the mix's addresses for the first time. */
const FIRST_VISIT_CONNECTIONS = 8;

/**
 * Asks every address a mix reads once (orders aside), as a shop that has been open a while has
 * been asked, so the measured seconds see the shop's usual state rather than its first minute.
 * Returns how many addresses were asked and how long it took.
 */
export async function visitEveryAddress(
  origin: string,
  classes: MixClass[],
  headers: Record<string, string> = {},
): Promise<{ addresses: number; ms: number }> {
  const started = performance.now();
  const paths = [...new Set(classes.filter((c) => c.method === 'GET').flatMap((c) => c.paths))];
  let next = 0;
  const visitor = async () => {
    for (let i = next++; i < paths.length; i = next++) {
      const reply = await fetch(origin + (paths[i] as string), { headers });
      await reply.arrayBuffer();
      if (!reply.ok) throw new Error(`shopper mix: ${paths[i]} answered ${reply.status}`);
    }
  };
  await Promise.all(Array.from({ length: FIRST_VISIT_CONNECTIONS }, visitor));
  return { addresses: paths.length, ms: Math.round(performance.now() - started) };
}
