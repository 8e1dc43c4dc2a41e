import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE } from '@poshak/shared-api/page';
import { sendKept } from '../plugins/read-cache';
import { namedLanguage } from './page-language';
import { stockEntriesOf, type CacheTag } from '../plugins/read-cache-invalidation';
import type { CachedPage } from '../plugins/read-cache-pages';

/** The reader's language cookie: the one part of a request a page reads. */
const LANGUAGE = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`);
/** A drawn page is made of the catalogue's data and of the shop's identity. */
const PAGE_TAGS: readonly CacheTag[] = ['catalogue', 'reference'];

/** The headers of a drawn page that are the page's own (security headers come per request). */
const PAGE_HEADERS = ['content-type', 'cache-control', 'vary'];

/**
 * The query parameters a drawn page reads (the storefront's grid: `storefront-mfe`'s
 * `shop-search.ts`), in the order a key names them. Any other parameter (a tracking tag of a
 * shared link, a form's empty field) leaves the page as it is.
 */
const PAGE_PARAMETERS = ['q', 'category', 'sort', 'min', 'max', 'page', 'size'] as const;

/**
 * A page's address as the cache keys it: its path and the parameters it reads, in one order,
 * empty ones left out. `/?sort=price-asc&min=&utm_source=fb` and `/?sort=price-asc` are one page,
 * so sorting and filtering add one kept page per different grid, not one per way of writing it.
 */
export function pageAddress(url: string): string {
  const question = url.indexOf('?');
  if (question < 0) return url;
  const given = new URLSearchParams(url.slice(question + 1));
  const kept = new URLSearchParams();
  for (const name of PAGE_PARAMETERS) {
    const value = given.get(name);
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  return url.slice(0, question) + (query ? `?${query}` : '');
}

export interface DrawnPageCache {
  /**
   * Answers the request from memory when its page is kept and composed from these very `source`
   * parts (the builds: a new one draws pages anew at once); false when it is not, or when this
   * request is the one to draw an expired page anew.
   */
  serve(
    request: FastifyRequest,
    reply: FastifyReply,
    source: readonly unknown[],
    variant?: string,
  ): boolean;
  /**
   * Starts a build: call `keep` with the composed page once drawn (not when drawing failed), its
   * body and, when already made for the caller, its gzipped body.
   */
  begin(
    request: FastifyRequest,
    variant?: string,
  ): {
    keep(reply: FastifyReply, page: ComposedPage, source: readonly unknown[]): void;
  } | null;
}

/** A drawn page as sent: its HTML, those bytes, and those gzipped when made (null: not worth it). */
export interface ComposedPage {
  html: string;
  body: Buffer;
  gzip?: Buffer | null;
}

/**
 * The storefront's pages drawn on the server, kept in the read cache's store: drawing one takes
 * 10–20 ms of CPU, and a crowd asks the same few thousand pages over and over. A page is kept
 * under its address (`pageAddress`) and language cookie, with the stock entries its data shows, so writes empty it
 * as they empty the API replies it was drawn from (tags `catalogue` and `reference`; an order
 * only the pages on which it changes what a shopper reads of its entries' stock); a page whose
 * drawing began before such a write is not kept. Null when the read cache is off.
 */
export function drawnPageCache(
  app: FastifyInstance,
  /**
   * The origin a page's links were drawn with, when it depends on the request (no PUBLIC_URL):
   * kept apart, so a request naming another host never hands its links to other readers.
   */
  originOf?: (request: FastifyRequest) => string,
): DrawnPageCache | null {
  const cache = app.readCache;
  if (!cache) return null;
  const { pages, bus } = cache;
  // Kept as long as the API replies it was drawn from: writes through the API empty both at once.
  // The data handed to the browser then counts as older there and is read again sooner, from
  // those same cached replies.
  const maxAge = cache.ttl;

  /** `variant`: what else composes the page for this reader (the releases a canary chose). */
  const keyOf = (request: FastifyRequest, variant = ''): string | null => {
    if (request.method !== 'GET') return null;
    // The language the address names draws the page whatever the cookie says.
    const language =
      namedLanguage(request.url) ?? LANGUAGE.exec(request.headers.cookie ?? '')?.[1] ?? '';
    // Any other value draws the default language: keyed apart all the same, but not without bound.
    if (language.length > 8) return null;
    const key = `page ${language} ${pageAddress(request.url)}${variant ? ` ${variant}` : ''}`;
    return originOf ? `${key} ${originOf(request)}` : key;
  };

  return {
    serve(request, reply, source, variant) {
      if (!bus.trusted()) return false;
      const key = keyOf(request, variant);
      const page = key ? pages.get(key) : undefined;
      if (!page) return false;
      if (page.source?.length !== source.length) return false;
      if (page.source.some((part, i) => part !== source[i])) return false;
      // An expired page is drawn anew by one request while the others are served it meanwhile:
      // a crowd meeting it together would otherwise queue at the renderer, and those past its
      // queue would get the plain shell.
      if (Date.now() - page.storedAt >= maxAge && cache.claimRefresh(page)) return false;
      sendKept(request, reply, page);
      return true;
    },

    begin(request, variant) {
      const key = keyOf(request, variant);
      if (!key || !bus.trusted()) return null;
      const generation = bus.generation(PAGE_TAGS);
      const stockMark = bus.stockMark();
      return {
        keep(reply, { html, body, gzip }, source) {
          const entries = stockEntriesOf(html);
          if (
            !bus.trusted() ||
            generation !== bus.generation(PAGE_TAGS) ||
            bus.stockChangedSince(stockMark, entries, 'band')
          ) {
            return;
          }
          const headers: CachedPage['headers'] = {};
          for (const name of PAGE_HEADERS) {
            const value = reply.getHeader(name);
            if (value !== undefined) headers[name] = value;
          }
          pages.keep(key, {
            tags: PAGE_TAGS,
            entries,
            // The page says "in stock", "only N left" or "sold out", never the number above that.
            showsStockAs: 'band',
            source,
            body,
            etag: undefined,
            headers,
            storedAt: Date.now(),
            ...(gzip !== undefined ? { gzip } : {}),
          });
        },
      };
    },
  };
}
