import { PRIORITY } from '@poshak/shared-api/schemas';
import { ENTRIES_PER_PRODUCT, priorityOfCode, SEARCH_WORD } from '../catalogue/catalogue-sql';
import type { LongTailKind } from './long-tail';

/** The requests of one row of the report: what a screen of the shop asks the server for. */
export interface RowRequests {
  method: 'GET' | 'POST';
  paths: string[];
  bodies?: string[];
  /** The row needs the staff token. */
  staff?: boolean;
}

/** The demo shop's rows that its targets are judged on. */
export const DEMO_ROWS = { mix: 'demo-shop-mix', crowd: 'demo-shop-crowd' } as const;

/** The long tail's rows: the headline of the report. */
export const LONG_TAIL_ROWS = {
  mix: 'long-tail',
  pages: 'long-tail-pages',
  detail: 'long-tail-detail',
  search: 'long-tail-search',
  category: 'long-tail-category',
  oneAddress: 'long-tail-one-address',
} as const;

/** The shops a row can run on (see `Row.shops`). */
export type Shop = 'catalogues' | 'demo';

export type RowGroup =
  'storefront' | 'backoffice' | 'order' | 'legacy' | 'mix' | 'crowd' | 'long-tail';

/**
 * The largest catalogue the legacy getAll is asked of: its one reply is the whole catalogue,
 * ≈ 86 MB at 100k entries and ≈ 860 MB at 1M, past what the server can hold twice over.
 */
export const LEGACY_MAX_ENTRIES = 100_000;

export interface Row {
  id: string;
  title: string;
  group: RowGroup;
  /** For a mix row, its sample request; the others are what each request picks from. */
  requests(catalogue: { entries: number }): RowRequests;
  /** A shopper mix (load/mix.ts), found on the running shop; with or without orders. */
  mix?: {
    orders: boolean;
    /**
     * Nothing asked in advance: no first visit of every address and no warm-up, and the server
     * started again once the mix is found (finding it reads pages), so its caches start empty
     * as after `npm start`; measured once.
     */
    cold?: boolean;
  };
  /**
   * The long tail (load/long-tail.ts), found on the running shop: what of it the row asks, and
   * whether cold (the server started again before the load, no warm-up, measured once) or warm
   * (every address asked once first, then a warm-up). What the server and its database spend
   * is measured beside it.
   */
  longTail?: { kind: LongTailKind; cold: boolean };
  /**
   * Where it runs (default: the generated catalogues): `catalogues`, each generated catalogue of
   * each database; `demo`, the demo shop exactly as `npm start` serves it (the embedded default,
   * its demo catalogue and settings).
   */
  shops?: Shop[];
  /** Only on catalogues of at most this many stock entries (all when absent). */
  maxEntries?: number;
  /** Connections, when the row's target names them (else the run's `--connections`). */
  connections?: number;
  /** Seconds measured at least, when the row's target names them (the run's when longer). */
  seconds?: number;
  /**
   * A crowd: `GET /api/health/ready` probed throughout, and one shopper beside it placing an
   * order every `pacedOrderEveryMs`, one at a time, whose every order should go through.
   */
  crowd?: { pacedOrderEveryMs: number };
}

/** Whether a row is measured on the generated catalogues, or on the demo shop. */
export const runsOn = (row: Row, shop: Shop): boolean =>
  (row.shops ?? ['catalogues']).includes(shop);

/** Whether a row is measured on a generated catalogue of this size. */
export const rowApplies = (row: Row, entries: number): boolean =>
  runsOn(row, 'catalogues') && (row.maxEntries === undefined || entries <= row.maxEntries);

/** First page of the collection grid, as the home page asks for it. */
const grid = (query: Record<string, string | number>) =>
  `/api/storefront/products?${new URLSearchParams(
    Object.entries({ priority: PRIORITY.collection, page: 1, pageSize: 18, ...query }).map(
      ([k, v]) => [k, String(v)],
    ),
  ).toString()}`;

/**
 * Ids of `count` grid (priority 1) stock entries spread evenly over the catalogue. Entry ids,
 * product-trace ids and image ids coincide in the generated catalogue.
 */
export function spreadGridEntries(entries: number, count: number): number[] {
  const ids: number[] = [];
  const step = Math.max(1, Math.floor(entries / count));
  for (let id = 1; id <= entries && ids.length < count; id += step) {
    const code = Math.floor((id - 1) / ENTRIES_PER_PRODUCT);
    if (priorityOfCode(code) === PRIORITY.collection) ids.push(id);
  }
  return ids;
}

/** One order per body: a new customer and one or two lines of one unit. */
export function orderBodies(entries: number, count: number): string[] {
  const stock = spreadGridEntries(entries, count * 2);
  return Array.from({ length: count }, (_, k) => {
    const first = stock[k % stock.length] ?? 1;
    const second = stock[(k + count) % stock.length] ?? first;
    const lines = [{ id_transaction: first, quantity: 1 }];
    if (k % 2 === 1 && second !== first) lines.push({ id_transaction: second, quantity: 1 });
    return JSON.stringify({
      customer_name: `Bench Shopper ${k + 1}`,
      customer_address: `House ${(k % 90) + 1}, Road ${(k % 12) + 1}, Dhanmondi, Dhaka`,
      customer_phone: `0171${String(1_000_000 + k).slice(-7)}`,
      shipping_id: 1 + (k % 2),
      lines,
    });
  });
}

/** Every row of the report, in its order. Category 1 is "Shirts", one category in fifteen. */
export const ROWS: Row[] = [
  {
    id: 'home-grid',
    title: 'Home grid (page 1, 18 cards)',
    group: 'storefront',
    requests: () => ({ method: 'GET', paths: [grid({})] }),
  },
  {
    id: 'category',
    title: 'Category page (Shirts, page 1)',
    group: 'storefront',
    requests: () => ({ method: 'GET', paths: [grid({ category: 1 })] }),
  },
  {
    id: 'search',
    title: `Name search ("${SEARCH_WORD}", page 1)`,
    group: 'storefront',
    requests: () => ({ method: 'GET', paths: [grid({ q: SEARCH_WORD })] }),
  },
  {
    id: 'detail',
    title: 'Product detail (200 products)',
    group: 'storefront',
    requests: ({ entries }) => ({
      method: 'GET',
      paths: spreadGridEntries(entries, 200).map((id) => `/api/storefront/products/${id}`),
    }),
  },
  {
    id: 'banner',
    title: 'Banner list',
    group: 'storefront',
    requests: () => ({ method: 'GET', paths: [grid({ priority: PRIORITY.banner })] }),
  },
  {
    id: 'best-sellers',
    title: 'Best sellers list',
    group: 'storefront',
    requests: () => ({ method: 'GET', paths: [grid({ priority: PRIORITY.bestSeller })] }),
  },
  {
    id: 'backoffice-orders',
    title: 'Back-office orders, first page',
    group: 'backoffice',
    requests: () => ({
      method: 'GET',
      paths: ['/api/backoffice/orders?page=1&pageSize=18'],
      staff: true,
    }),
  },
  {
    id: 'backoffice-stock',
    title: 'Back-office stock table, first page',
    group: 'backoffice',
    requests: () => ({
      method: 'GET',
      paths: ['/api/backoffice/stock?page=1&pageSize=18'],
      staff: true,
    }),
  },
  {
    id: 'backoffice-dashboard',
    title: 'Back-office dashboard (every figure, last 30 days)',
    group: 'backoffice',
    requests: () => ({ method: 'GET', paths: ['/api/backoffice/dashboard'], staff: true }),
  },
  {
    id: 'order',
    title: 'Order placement (POST /api/orders)',
    group: 'order',
    requests: ({ entries }) => {
      const bodies = orderBodies(entries, 500);
      return { method: 'POST', paths: bodies.map(() => '/api/orders'), bodies };
    },
  },
  {
    id: 'shopper-mix',
    title: 'Shopper mix with 2% orders',
    group: 'mix',
    requests: () => ({ method: 'GET', paths: ['/'] }),
    mix: { orders: true },
  },
  {
    id: 'shopper-mix-reads',
    title: 'Shopper mix, reads only',
    group: 'mix',
    requests: () => ({ method: 'GET', paths: ['/'] }),
    mix: { orders: false },
  },
  {
    id: 'legacy-getall',
    title: 'Legacy getAll (baseline, unpaginated)',
    group: 'legacy',
    requests: () => ({ method: 'GET', paths: ['/api/transactionsRouter/getAll'] }),
    maxEntries: LEGACY_MAX_ENTRIES,
  },
  // The long tail: pages nobody asked for recently, on the catalogues and the demo shop.
  {
    id: LONG_TAIL_ROWS.mix,
    title:
      'The long tail: product pages, details, searches and category pages each asked once, 2% orders, nothing asked in advance',
    group: 'long-tail',
    requests: () => ({ method: 'GET', paths: ['/'] }),
    longTail: { kind: 'mix', cold: true },
    shops: ['catalogues', 'demo'],
    connections: 50,
    seconds: 20,
  },
  {
    id: LONG_TAIL_ROWS.pages,
    title: "The long tail's product pages alone (drawn by the server), each asked once",
    group: 'long-tail',
    requests: () => ({ method: 'GET', paths: ['/'] }),
    longTail: { kind: 'pages', cold: true },
    shops: ['catalogues', 'demo'],
    connections: 50,
    seconds: 20,
  },
  {
    id: LONG_TAIL_ROWS.detail,
    title: "The long tail's product details alone (API), each asked once",
    group: 'long-tail',
    requests: () => ({ method: 'GET', paths: ['/'] }),
    longTail: { kind: 'detail', cold: true },
    shops: ['catalogues', 'demo'],
    connections: 50,
    seconds: 20,
  },
  {
    id: LONG_TAIL_ROWS.search,
    title: "The long tail's name searches alone, each asked once",
    group: 'long-tail',
    requests: () => ({ method: 'GET', paths: ['/'] }),
    longTail: { kind: 'search', cold: true },
    shops: ['catalogues', 'demo'],
    connections: 50,
    seconds: 20,
  },
  {
    id: LONG_TAIL_ROWS.category,
    title: "The long tail's sorted, price-filtered and deep category pages alone, each asked once",
    group: 'long-tail',
    requests: () => ({ method: 'GET', paths: ['/'] }),
    longTail: { kind: 'category', cold: true },
    shops: ['catalogues', 'demo'],
    connections: 50,
    seconds: 20,
  },
  {
    id: LONG_TAIL_ROWS.oneAddress,
    title: "The long tail's reads at one address each (answered from memory)",
    group: 'long-tail',
    requests: () => ({ method: 'GET', paths: ['/'] }),
    longTail: { kind: 'one-address', cold: false },
    shops: ['catalogues', 'demo'],
    connections: 50,
    seconds: 10,
  },
  // The demo shop's rows: the shop a new owner starts, under a crowd of shoppers.
  {
    id: DEMO_ROWS.mix,
    title:
      'Demo shop (npm start): shopper mix with 2% orders paying their fee by bKash, nothing asked in advance',
    group: 'mix',
    requests: () => ({ method: 'GET', paths: ['/'] }),
    mix: { orders: true, cold: true },
    shops: ['demo'],
    connections: 50,
    seconds: 20,
  },
  {
    id: DEMO_ROWS.crowd,
    title:
      'Demo shop (npm start): a crowd of 200 connections, one shopper ordering every 200 ms beside it',
    group: 'crowd',
    requests: () => ({ method: 'GET', paths: ['/'] }),
    mix: { orders: true, cold: true },
    shops: ['demo'],
    connections: 200,
    seconds: 30,
    crowd: { pacedOrderEveryMs: 200 },
  },
];
