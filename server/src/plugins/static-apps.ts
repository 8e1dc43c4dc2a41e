import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { legacyStaffPaths, paths, storefrontRoutes } from '@poshak/shared-api/paths';
import type { Config } from '../config';
import { errorBody } from './errors';
import { isSourceMap, NO_CACHE, serveAppFiles } from './static-apps/app-files';
import { chosenReleases, remoteConfigOf, type RemoteName } from './static-apps/remote-config';
import { sendShopPage, shopPageParts } from './static-apps/shop-page';
import { warmUp } from './static-apps/warm-up';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Draws the pages shoppers land on once, in each language, then forgets every reply this
     * kept: the first crowd finds the renderers loaded and their code compiled, not their pages.
     */
    warmUp(): Promise<{ pages: number; ms: number }>;
  }
}

/**
 * The shop's own pages: the storefront's routes, the back-office under /admin, and the spec's
 * staff paths that the shell sends on to /admin. Any other path that is not a file is a 404 page.
 */
const APP_ROUTES = [
  ...storefrontRoutes,
  ...legacyStaffPaths,
  paths.admin.root,
  `${paths.admin.root}/*`,
];

/** Prefixes whose misses are real 404s, never the shell page. */
const NON_APP_PREFIXES = ['/api/', '/api', '/uploads/', '/remotes/', '/releases/'];

/** A URL's path as the file it names (`%2E` is a dot too), or as sent when it does not decode. */
function decodedPath(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}

/** The shop's page is asked for: a page read, not of the API, the files, nor a source map. */
function wantsPage(request: FastifyRequest, shellDir: string): boolean {
  const url = request.url.split('?')[0] ?? '/';
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !NON_APP_PREFIXES.some((p) => url === p || url.startsWith(p)) &&
    // A refused source map is a missing file, not a client route.
    !isSourceMap(decodedPath(url)) &&
    existsSync(path.join(shellDir, 'index.html'))
  );
}

/**
 * The one production process serves the built browser apps next to the API:
 * `/` the shell (every client route falls back to its index.html), `/remotes/<name>/` the
 * remotes, `/mf-config.json` where the shell finds them (product pictures: plugins/pictures).
 * A missing build is not an error: the API keeps working and the page answers 404.
 */
export default fp(
  async function staticApps(app: FastifyInstance, opts: { config: Config }) {
    const { apps } = opts.config;
    await serveAppFiles(app, opts.config);
    const entries: Record<RemoteName, string> = {
      storefront: apps.storefrontEntry,
      backoffice: apps.backofficeEntry,
    };
    app.get('/mf-config.json', { schema: { hide: true } }, async (request, reply) => {
      reply.header('cache-control', NO_CACHE);
      return remoteConfigOf(entries, chosenReleases(app, request, reply));
    });
    const parts = shopPageParts(app, opts.config, entries);
    /**
     * A page of the shop, or for any other path the shell's 404 page under a real 404 status, so
     * a mistyped link says "not found" to crawlers and link checkers too; API, upload and remote
     * misses are plain JSON 404s.
     */
    const shellOrNotFound = (request: FastifyRequest, reply: FastifyReply, status: 200 | 404) => {
      if (wantsPage(request, apps.shellDir)) {
        return sendShopPage(app, parts, request, reply, status);
      }
      const url = request.url.split('?')[0] ?? '/';
      return reply.code(404).send(errorBody(404, `Route ${request.method}:${url} not found`));
    };
    // The static wildcard would answer the bare folder with 403; the home page is the shell.
    // The apps' own routes go straight to their page too: through the wildcard each asked the
    // disk for a file of that name first, and under a crowd those lookups queued on libuv's few
    // threads (a kept product page waited 27 ms at the median for its own miss on disk).
    for (const route of APP_ROUTES) {
      app.get(route, { schema: { hide: true } }, (request, reply) =>
        shellOrNotFound(request, reply, 200),
      );
    }
    app.setNotFoundHandler((request, reply) => shellOrNotFound(request, reply, 404));
    app.decorate('warmUp', () => warmUp(app));
  },
  { name: 'static-apps', dependencies: ['releases'] },
);
