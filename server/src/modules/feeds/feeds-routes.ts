import { createGunzip } from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LANGUAGES } from '@poshak/shared-api/page';
import { publicOrigin } from '../../lib/public-origin';
import { etagMatches } from '../../plugins/http-cache';
import { acceptsGzip, varyWithEncoding } from '../../plugins/read-cache';
import { buildFeed, type FeedFormat } from './feed-build';
import { feedCache, type Feed } from './feed-cache';
import { googleXml } from './google-xml';
import { metaCsv } from './meta-csv';

/**
 * The platforms fetch a feed on their schedule: each fetch revalidates (a 304 when nothing
 * changed, from memory), so a catalogue change reaches them at their next fetch, and a proxy
 * between may keep the bytes.
 */
const CACHE = 'public, no-cache';

const FORMATS: readonly FeedFormat[] = [metaCsv, googleXml];

const feedQuery = z.object({
  /** The language of titles, descriptions and names (English where a Bengali name is missing). */
  lang: z.enum(LANGUAGES).optional(),
});

/** Whether the caller holds this very feed already (its ETag, else its date). */
function notModified(request: FastifyRequest, feed: Feed): boolean {
  const tags = request.headers['if-none-match'];
  if (tags !== undefined) return etagMatches(tags, feed.etag);
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  // HTTP dates count whole seconds.
  return !Number.isNaN(since) && Math.floor(feed.lastModified.getTime() / 1000) * 1000 <= since;
}

/**
 * `/feeds/meta.csv` and `/feeds/google.xml`: every variant with units to sell, for Meta's
 * Commerce Manager (Facebook and Instagram Shops) and Google Merchant Center, in English or
 * Bengali (`?lang=en|bn`, English by default). Each is built once from the catalogue and kept
 * gzipped (feed-cache) until the catalogue changes; a caller that takes gzip gets those bytes,
 * any other the same unzipped as they stream.
 */
const feedsRoutes: FastifyPluginAsyncZod = async (app) => {
  const feeds = feedCache(app.readCache?.bus ?? null);

  for (const format of FORMATS) {
    app.get(
      `/feeds/${format.file}`,
      { schema: { hide: true, querystring: feedQuery } },
      async (request, reply) => {
        const language = request.query.lang ?? 'en';
        const origin = publicOrigin(app.config.publicUrl, request);
        const feed = await feeds.get(`${format.file} ${language} ${origin}`, async () => {
          const started = performance.now();
          // The process's CPU, whatever else it did meanwhile: on a shared machine the time a
          // build takes says more about the neighbours than about the build.
          const cpu = process.cpuUsage();
          const built = await buildFeed(app.db, format, {
            language,
            origin,
            shopName: app.config.shop.name,
          });
          const used = process.cpuUsage(cpu);
          request.log.info(
            {
              feed: format.file,
              language,
              items: built.items,
              bytes: built.bytes,
              gzipBytes: built.gzip.length,
              ms: Math.round(performance.now() - started),
              cpuMs: Math.round((used.user + used.system) / 1000),
            },
            'product feed built',
          );
          return built;
        });
        reply
          .header('cache-control', CACHE)
          .header('etag', feed.etag)
          .header('last-modified', feed.lastModified.toUTCString())
          .header('vary', varyWithEncoding(reply.getHeader('vary')))
          .type(format.contentType);
        if (notModified(request, feed)) return reply.code(304).send();
        if (acceptsGzip(request.headers['accept-encoding'])) {
          return reply.header('content-encoding', 'gzip').send(feed.gzip);
        }
        const plain = createGunzip();
        plain.end(feed.gzip);
        return reply.send(plain);
      },
    );
  }
};

export default feedsRoutes;
