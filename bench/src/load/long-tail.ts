import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { productListQuery } from '@poshak/shared-api/schemas';
import type { MixClass } from './load-spec';
import { getJson, list, MIX_WEIGHTS, mixOrders, seeded, type Card, type OrderPlan } from './mix';

/**
 * The long tail: shoppers from a Facebook post, search crawlers and price bots, each arriving at
 * a page nobody asked for recently. Unlike the shopper mix, nothing is asked in advance and each
 * address is asked once: thousands of product pages drawn by the server and product details, a
 * thousand and more name searches (Bengali ones where the catalogue has Bengali names), sorted and
 * price-filtered category pages, and 2 % orders. The addresses are found on the running shop
 * (its categories, its cards spread over the whole grid, the words of their names); the server
 * is then started again, so none of them is in its memory.
 */

/** Shares of the requests, in percent. */
export const LONG_TAIL_WEIGHTS = {
  'product-page': 30,
  detail: 25,
  search: 20,
  category: 23,
  order: MIX_WEIGHTS.order,
} as const;

export type LongTailClass = keyof typeof LONG_TAIL_WEIGHTS;

export const LONG_TAIL_TITLES: Record<LongTailClass, string> = {
  'product-page': "Product page drawn by the server, as a shopper's first visit asks it",
  detail: 'Product detail API',
  search: 'Name search (a word, two words or a 3+ letter prefix), page 1',
  category: 'Grid or category sorted, price-filtered or paged deep',
  order: 'Order of one in-stock item',
};

/** The long tail's classes a row can ask alone, by the row's kind. */
export const ALONE = {
  pages: 'product-page',
  detail: 'detail',
  search: 'search',
  category: 'category',
} as const satisfies Record<string, LongTailClass>;

/** What a long-tail row asks: the whole long tail, one of its classes alone, or one address each. */
export type LongTailKind = 'mix' | keyof typeof ALONE | 'one-address';

export const LONG_TAIL_KINDS: readonly LongTailKind[] = ['mix', ...keysOf(ALONE), 'one-address'];

function keysOf<T extends object>(object: T): (keyof T)[] {
  return Object.keys(object) as (keyof T)[];
}

/**
 * The fewest product pages and details, each, for a run to ask every address once: a smaller
 * catalogue's long tail is asked again from its start when its addresses run out.
 */
export const ONCE_EACH_MIN = 5_000;

/** Cards read to find products (half for pages, half for details), spread over the whole grid. */
const CARDS_WANTED = 30_000;
const DISCOVERY_PAGE_SIZE = 200;
/** Plain newest-first pages of a category a crawler follows, at most. */
const DEEP_PAGES = 30;
/** A sorted or price-filtered list is read from its first pages. */
const FILTERED_PAGES = 3;
/** Requests at once while the addresses are found (before the server starts again). */
const DISCOVERY_CONNECTIONS = 8;

/** The long tail's addresses on one shop, found once and used by each of its rows. */
export interface LongTailAddresses {
  productPages: string[];
  details: string[];
  searches: string[];
  categoryPages: string[];
  /** Distinct search terms, and how many of them are Bengali. */
  terms: number;
  bengaliTerms: number;
  /** The cards found (their stock for the orders) and their products. */
  cards: Card[];
  products: number[];
  /** A product page as drawn by the server and sent gzipped, bytes (null: none was drawn). */
  drawnPageBytes: number | null;
}

const BENGALI = /\p{Script=Bengali}/u;
/** Letters with their combining signs (Bengali vowel signs, the hasanta) and joiners. */
const WORD = /[\p{L}\p{M}\p{N}\u200c\u200d]+/gu;
const JOINER = /[\u200c\u200d]$/u;

/**
 * Everything a shopper might type to find these names, each once: every word of 3 or more
 * letters (code points, as a keyboard adds them), every prefix of 3 or more letters of it, and
 * every two neighbouring words; in lower case and Unicode NFC, as the shop's search meets names.
 * A prefix never ends in a joiner (the shop refuses one there). Sorted.
 */
export function searchVocabulary(names: string[]): string[] {
  const terms = new Set<string>();
  for (const name of names) {
    const words = (name.normalize('NFC').toLowerCase().match(WORD) ?? []).filter(
      (w) => [...w].length >= 3,
    );
    words.forEach((word, i) => {
      const letters = [...word];
      for (let end = 3; end <= letters.length; end++) {
        const prefix = letters.slice(0, end).join('');
        if (!JOINER.test(prefix)) terms.add(prefix);
      }
      const next = words[i + 1];
      if (next) terms.add(`${word} ${next}`);
    });
  }
  return [...terms].sort();
}

/** Whether a search term is in Bengali. */
export const isBengali = (term: string) => BENGALI.test(term);

/** A price range of the grid's filter; no bound at an end left out. */
interface PriceRange {
  min?: number;
  max?: number;
}

/**
 * The ranges a price bot or a careful shopper might choose, from the prices the shop shows: none,
 * up to each decile, from each decile, and each band of two deciles.
 */
export function decileRanges(prices: number[]): PriceRange[] {
  const sorted = [...prices].sort((a, b) => a - b);
  if (!sorted.length) return [{}];
  const decile = (k: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor((k / 10) * sorted.length))] as number;
  const ranges: PriceRange[] = [{}];
  for (let k = 1; k <= 9; k++) ranges.push({ max: decile(k) }, { min: decile(k) });
  for (let k = 0; k <= 8; k += 1) ranges.push({ min: decile(k), max: decile(k + 2) });
  const seen = new Set<string>();
  return ranges.filter((r) => {
    const key = JSON.stringify(r);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The sorted, price-filtered and deep pages of the grid and of each category: by price both ways
 * and newest first, within each range, pages 1–3 (the plain newest-first first pages are the
 * shopper mix's); and each category's plain pages past the first, as far as it has them (at most
 * `DEEP_PAGES`), as a crawler follows them.
 */
export function categoryPagePaths(
  categories: { id: number; pages: number }[],
  ranges: PriceRange[],
): string[] {
  const paths: string[] = [];
  for (const scope of [undefined, ...categories.map((c) => c.id)]) {
    for (const sort of ['price-asc', 'price-desc', 'newest'] as const) {
      for (const range of ranges) {
        if (sort === 'newest' && range.min === undefined && range.max === undefined) continue;
        for (let page = 1; page <= FILTERED_PAGES; page++) {
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
  for (const { id, pages } of categories) {
    for (let page = 2; page <= Math.min(pages, DEEP_PAGES); page++) {
      paths.push(list({ category: id, page }));
    }
  }
  return paths;
}

/**
 * A product page as a shopper's first visit asks it: from a Facebook post (its `fbclid` tag, one
 * link in two), in Bengali (`?lang=bn`, one in three); no cookie.
 */
export function productPagePath(id: number, k: number, random: () => number): string {
  const query = new URLSearchParams();
  if (k % 3 === 1) query.set('lang', 'bn');
  if (k % 2 === 0) query.set('fbclid', `IwAR${Math.floor(random() * 36 ** 10).toString(36)}`);
  const text = query.toString();
  return `/productdetails/${id}${text ? `?${text}` : ''}`;
}

/** The same list in an order of its own (seeded), so neighbours in the catalogue are apart. */
function shuffled<T>(items: T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** A browser's first visit to a page: it takes HTML, and no cookie yet. */
const PAGE_HEADERS = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

/**
 * The size of a page drawn by the server as sent gzipped (the server idle, so its renderer
 * draws it), or null when the reply is no drawn page (no product's structured data in it).
 */
function drawnPageBytes(origin: string, path: string): Promise<number | null> {
  return new Promise((resolve, reject) => {
    http
      .get(origin + path, { headers: { ...PAGE_HEADERS, 'accept-encoding': 'gzip' } }, (reply) => {
        const chunks: Buffer[] = [];
        reply.on('data', (chunk: Buffer) => chunks.push(chunk));
        reply.on('end', () => {
          const body = Buffer.concat(chunks);
          const html = (
            reply.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body
          ).toString('utf8');
          resolve(html.includes('application/ld+json') ? body.length : null);
        });
        reply.on('error', reject);
      })
      .on('error', reject);
  });
}

/** Reads `paths` with a few requests at once, in order. */
async function readAll<T>(origin: string, paths: string[]): Promise<T[]> {
  const replies: T[] = new Array<T>(paths.length);
  let next = 0;
  const reader = async () => {
    for (let i = next++; i < paths.length; i = next++) {
      replies[i] = await getJson<T>(origin, paths[i] as string);
    }
  };
  await Promise.all(Array.from({ length: DISCOVERY_CONNECTIONS }, reader));
  return replies;
}

/**
 * The long tail of the shop at `origin`: its cards spread over the whole grid (200 a page, up to
 * `CARDS_WANTED`), their products halved between pages and details (so drawing a page, which reads
 * its product's detail, leaves no detail of the other half asked), the searches their names give
 * and the category pages their prices give.
 */
export async function findLongTail(origin: string): Promise<LongTailAddresses> {
  const random = seeded(20_261_201);
  const categories = (
    await getJson<{ id_category: number }[]>(origin, '/api/categorys/getAll')
  ).map((c) => c.id_category);
  const first = await getJson<{ total: number }>(origin, list({ pageSize: DISCOVERY_PAGE_SIZE }));
  const pages = Math.max(1, Math.ceil(first.total / DISCOVERY_PAGE_SIZE));
  const wanted = Math.min(pages, Math.ceil(CARDS_WANTED / DISCOVERY_PAGE_SIZE));
  const spread = new Set<number>();
  for (let k = 0; k < wanted; k++) {
    spread.add(1 + Math.floor((k * (pages - 1)) / Math.max(1, wanted - 1)));
  }
  const cards = (
    await readAll<{ items: Card[] }>(
      origin,
      [...spread].map((page) => list({ page, pageSize: DISCOVERY_PAGE_SIZE })),
    )
  ).flatMap((reply) => reply.items);
  const perCategory = await readAll<{ total: number }>(
    origin,
    categories.map((category) => list({ category })),
  );
  const onCards = [...new Set(cards.map((c) => c.id_product_trace))];
  // A small shop's cards are too few for its long tail: each of their products' sizes and other
  // colours is a page of its own (a link shared from it), and a detail.
  const products = shuffled(
    onCards.length >= 2 * ONCE_EACH_MIN ? onCards : await withSizesAndColours(origin, onCards),
    random,
  );
  const half = Math.ceil(products.length / 2);
  const vocabulary = searchVocabulary(
    cards.flatMap((c) => [c.product_name, ...(c.product_name_bn ? [c.product_name_bn] : [])]),
  ).filter((q) => productListQuery.safeParse({ q }).success);
  const terms = shuffled(vocabulary, random);
  const productPages = products.slice(0, half).map((id, k) => productPagePath(id, k, random));
  return {
    productPages,
    details: products.slice(half).map((id) => `/api/storefront/products/${id}`),
    // Each term's first page newest first, then by price: a shopper sorting what they found.
    searches: [
      ...terms.map((q) => list({ q })),
      ...terms.map((q) => list({ q, sort: 'price-asc' })),
    ],
    categoryPages: shuffled(
      categoryPagePaths(
        categories.map((id, i) => ({ id, pages: Math.ceil((perCategory[i]?.total ?? 0) / 18) })),
        decileRanges(cards.map((c) => c.price)),
      ),
      random,
    ),
    terms: terms.length,
    bengaliTerms: terms.filter(isBengali).length,
    cards,
    products,
    // The last of the pages: the load reaches it last, if at all.
    drawnPageBytes: await drawnPageBytes(origin, productPages[productPages.length - 1] ?? '/'),
  };
}

/** The products with every size and other colour their details name, each once. */
async function withSizesAndColours(origin: string, products: number[]): Promise<number[]> {
  const details = await readAll<{
    sizes: { id_product_trace: number }[];
    otherColours: { id_product_trace: number }[];
  }>(
    origin,
    products.map((id) => `/api/storefront/products/${id}`),
  );
  return [
    ...new Set([
      ...products,
      ...details.flatMap((d) => [...d.sizes, ...d.otherColours].map((e) => e.id_product_trace)),
    ]),
  ];
}

/** Whether the shop has enough product pages and details for a run to ask each address once. */
export const allowsOnceEach = (found: LongTailAddresses) =>
  found.productPages.length >= ONCE_EACH_MIN && found.details.length >= ONCE_EACH_MIN;

/**
 * The classes a long-tail row asks, each address in turn: the whole long tail (with orders of
 * one in-stock unit each, paying the delivery fee by bKash where the shop asks for it), its product
 * pages alone, its details alone; or its reads with one address each, asked over and over (the
 * same requests answered from the server's memory). The order plan names the orders, if any.
 */
export async function longTailClasses(
  origin: string,
  found: LongTailAddresses,
  kind: LongTailKind,
): Promise<{ classes: MixClass[]; orders: OrderPlan | null }> {
  const reads: (MixClass & { id: LongTailClass })[] = [
    {
      id: 'product-page',
      paths: found.productPages,
      headers: PAGE_HEADERS,
      // The plain shell is a tenth of a drawn page: half a drawn page tells them apart.
      ...(found.drawnPageBytes ? { drawnAtLeastBytes: Math.floor(found.drawnPageBytes / 2) } : {}),
    },
    { id: 'detail', paths: found.details },
    { id: 'search', paths: found.searches },
    { id: 'category', paths: found.categoryPages },
  ].map((c) => ({
    ...c,
    id: c.id as LongTailClass,
    title: LONG_TAIL_TITLES[c.id as LongTailClass],
    weight: LONG_TAIL_WEIGHTS[c.id as LongTailClass],
    method: 'GET' as const,
    inTurn: true,
  }));
  for (const c of reads) {
    if (!c.paths.length) throw new Error(`long tail: nothing found for ${c.id}`);
  }
  if (kind !== 'mix' && kind !== 'one-address') {
    return { classes: reads.filter((c) => c.id === ALONE[kind]), orders: null };
  }
  if (kind === 'one-address') {
    return {
      classes: reads.map((c) => ({ ...c, paths: c.paths.slice(0, 1), inTurn: false })),
      orders: null,
    };
  }
  const { orderClass, plan } = await mixOrders(origin, found.cards, found.products, {
    orders: true,
    reserve: 0,
    random: seeded(20_261_202),
  });
  return { classes: orderClass ? [...reads, orderClass] : reads, orders: plan };
}
