import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { paths } from '@poshak/shared-api/paths';
import { publicOrigin } from '../../lib/public-origin';
import { robotsTxt, sitemapIndex, sitemapPage } from './sitemap';

/**
 * Product pages per sitemap file: each is listed once per language, and a file holds at most
 * 50,000 addresses, which leaves room for the home and category pages on the first.
 */
export const PRODUCTS_PER_SITEMAP = 20_000;

/** Crawlers read these once in a while; an hour old is fresh enough for either. */
const CACHE = 'public, max-age=3600';

const SITEMAP = '/sitemap.xml';

export interface LinksOptions {
  productsPerSitemap?: number;
}

/**
 * `/sitemap.xml` and `/robots.txt`: every page a search engine should list (the home page, each
 * category's and each product page with units to sell, in both languages) and where it may go.
 * A shop too large for one file gets a sitemap index whose files are `/sitemap.xml?page=N`.
 */
export default async function linksRoutes(app: FastifyInstance, options: LinksOptions) {
  const perFile = options.productsPerSitemap ?? PRODUCTS_PER_SITEMAP;
  const originOf = (request: Parameters<typeof publicOrigin>[1]) =>
    publicOrigin(app.config.publicUrl, request);
  const sitemapUrl = (origin: string) => `${origin}${app.prefix}${SITEMAP}`;

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', CACHE).type('text/plain; charset=utf-8');
    return robotsTxt(sitemapUrl(originOf(request)));
  });

  app.get(
    SITEMAP,
    {
      schema: {
        hide: true,
        querystring: z.object({ page: z.coerce.number().int().min(1).max(100_000).optional() }),
      },
    },
    async (request, reply) => {
      const { page } = request.query as { page?: number };
      const origin = originOf(request);
      const { ids, total } = await app.repos.storefront.productsInStock(page ?? 1, perFile);
      const files = Math.max(1, Math.ceil(total / perFile));
      reply.header('cache-control', CACHE).type('application/xml; charset=utf-8');
      if (page === undefined && files > 1) {
        return sitemapIndex(
          Array.from({ length: files }, (_, i) => `${sitemapUrl(origin)}?page=${i + 1}`),
        );
      }
      if ((page ?? 1) > files) return reply.code(404).send(sitemapPage(origin, []));
      const listed =
        (page ?? 1) === 1
          ? [
              paths.home,
              ...(await app.repos.storefront.listedCategories()).map(
                (id) => `${paths.home}?category=${id}`,
              ),
            ]
          : [];
      return sitemapPage(origin, [...listed, ...ids.map((id) => paths.product(id))]);
    },
  );
}
