import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  LANGUAGE_COOKIE,
  LANGUAGES,
  REMOTE_CONFIG_ELEMENT_ID,
  type PageRenderer,
  type RemoteConfig,
} from '@poshak/shared-api/page';
import { PAGE_SIZES, PRIORITY } from '@poshak/shared-api/schemas';
import { withoutTracking } from '@poshak/shared-api/campaign';
import { publicOrigin } from '../lib/public-origin';
import { namedLanguage } from '../pages/page-language';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { legacyStaffPaths, paths, storefrontRoutes } from '@poshak/shared-api/paths';
import type { Config } from '../config';
import { fileDerived } from '../pages/file-derived';
import { drawnPageCache } from '../pages/drawn-page-cache';
import { composePage, scriptJson } from '../pages/html';
import { remoteAssetTags, type RemoteAssetTags } from '../pages/remote-assets';
import { injectedApi, serverRenderer } from '../pages/server-renderer';
import { gzipBody } from './read-cache-pages';
import { errorBody } from './errors';
import type { ChosenReleases } from '../modules/releases';
import { acceptsGzip, varyWithEncoding } from './read-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Draws the pages shoppers land on once, in each language, then forgets every reply this
     * kept: the first crowd finds the renderers loaded and their code compiled, not their pages.
     */
    warmUp(): Promise<{ pages: number; ms: number }>;
  }
}

const NO_CACHE = 'no-cache';
/** As long as the shell keeps the reader's own choice (shared-ui's language store). */
const LANGUAGE_COOKIE_SECONDS = 365 * 24 * 60 * 60;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** webpack's content-hashed file names (`main.3f9a1c2b.js`, `123.abcdef12.chunk.css`). */
const HASHED = /[.-][0-9a-f]{8,}\.(?:js|css|mjs|woff2?|png|jpe?g|webp|svg|avif|gif)$/i;
/** The files the shell reads to find the current remote build: never cached. */
const ENTRY_FILES = new Set(['mf-manifest.json', 'remoteEntry.js', 'index.html', 'mf-stats.json']);

function cacheHeaderFor(file: string): string {
  const name = path.basename(file);
  if (ENTRY_FILES.has(name)) return NO_CACHE;
  return HASHED.test(name) ? IMMUTABLE : NO_CACHE;
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

/** A remote's server-render bundle, inside its dist/ (tooling/webpack): never served. */
const SERVER_RENDER_DIR = 'server';

/**
 * Source maps hold the apps' own sources (the back-office's TypeScript among them): kept beside a
 * build for reading a production stack trace, never served. The builds do not point at them.
 */
const isSourceMap = (pathName: string) => pathName.toLowerCase().endsWith('.map');

/** A URL's path as the file it names (`%2E` is a dot too), or as sent when it does not decode. */
function decodedPath(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}
/** Longest a first screen may take to draw before the page goes out without it. */
const SERVER_RENDER_TIMEOUT_MS = 2_000;

type RemoteName = 'storefront' | 'backoffice';

/** The remote that draws a page: the back-office owns /admin, the storefront everything else. */
const remoteOf = (pathname: string): RemoteName =>
  pathname === '/admin' || pathname.startsWith('/admin/') ? 'backoffice' : 'storefront';

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
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

    // In development the apps' own dev servers serve them (`pnpm dev`): a missing build is
    // neither served nor missing. Elsewhere it is registered anyway and its pages answer 404.
    const development = opts.config.env === 'development';
    const serve = async (name: string, root: string, prefix: string, decorateReply: boolean) => {
      if (!existsSync(root)) {
        if (development) return;
        app.log.warn(`${name} is not built (${root}): its pages answer 404`);
      }
      await app.register(fastifyStatic, {
        root,
        prefix,
        decorateReply,
        cacheControl: false,
        etag: true,
        lastModified: true,
        index: false,
        // The remotes' server-render bundles are for this process, not for browsers.
        allowedPath: (pathName: string) =>
          !pathName.startsWith(`/${SERVER_RENDER_DIR}/`) &&
          pathName !== `/${SERVER_RENDER_DIR}` &&
          !isSourceMap(pathName),
        setHeaders: (reply, file) => reply.header('cache-control', cacheHeaderFor(file)),
      });
    };

    await serve('shell', apps.shellDir, '/', true);
    await serve('storefront', apps.storefrontDir, '/remotes/storefront/', false);
    await serve('backoffice', apps.backofficeDir, '/remotes/backoffice/', false);

    const entries: Record<RemoteName, string> = {
      storefront: apps.storefrontEntry,
      backoffice: apps.backofficeEntry,
    };
    // A remote's release for this browser (modules/releases: the live one, or a canary it is
    // in), else the build beside the server or the URL configured for it: read at every page, so
    // an activation reaches the next page load.
    const remoteConfig = (chosen: ChosenReleases['releases']): RemoteConfig => ({
      remotes: [
        { name: 'storefront', entry: chosen.storefront?.entry ?? entries.storefront },
        { name: 'backoffice', entry: chosen.backoffice?.entry ?? entries.backoffice },
      ],
    });
    /** This browser's releases, its bucket cookie given when it needs one. */
    const chooseFor = (request: FastifyRequest, reply: FastifyReply) => {
      const { releases, setCookie } = app.releases.choose(request);
      if (setCookie) reply.header('set-cookie', setCookie);
      // Two browsers may be served two releases at one address: no shared cache may keep one.
      if (app.releases.canary('storefront') || app.releases.canary('backoffice')) {
        reply.header('vary', 'Cookie');
      }
      return releases;
    };
    app.get('/mf-config.json', { schema: { hide: true } }, async (request, reply) => {
      reply.header('cache-control', NO_CACHE);
      return remoteConfig(chooseFor(request, reply));
    });

    // ------------------------------------------------------------ the shop's page
    const template = fileDerived(path.join(apps.shellDir, 'index.html'), (file) =>
      readFileSync(file, 'utf8'),
    );
    const remoteDirs: Record<RemoteName, string> = {
      storefront: apps.storefrontDir,
      backoffice: apps.backofficeDir,
    };
    /** Served by this process from its own build (not from another host). */
    const isLocal = (name: RemoteName) => entries[name] === `/remotes/${name}/mf-manifest.json`;
    const assetTags = Object.fromEntries(
      (['storefront', 'backoffice'] as const).map((name) => [
        name,
        isLocal(name)
          ? fileDerived(path.join(remoteDirs[name], 'mf-manifest.json'), (file) =>
              remoteAssetTags(file, `/remotes/${name}/`),
            )
          : () => null,
      ]),
    ) as Record<RemoteName, () => RemoteAssetTags | null>;
    // A remote's first screens are drawn here only from the build this process serves: a remote
    // deployed elsewhere may differ from it, and the browser would have to redraw. The storefront
    // draws the pages shoppers land on, the back-office its sign-in form.
    const renderers = Object.fromEntries(
      (['storefront', 'backoffice'] as const).map((name) => [
        name,
        isLocal(name)
          ? serverRenderer(path.join(remoteDirs[name], SERVER_RENDER_DIR), injectedApi(app))
          : () => null,
      ]),
    ) as Record<RemoteName, () => PageRenderer | null>;
    /**
     * The config's script tags by the entries they name, made once each: the same string for the
     * same entries, so a kept page composed with it is recognised (drawn-page-cache compares).
     */
    const configTags = new Map<string, string>();
    const configTagFor = (chosen: ChosenReleases['releases']) => {
      const config = remoteConfig(chosen);
      const key = config.remotes.map((r) => r.entry).join(' ');
      let tag = configTags.get(key);
      if (tag === undefined) {
        // Live, canary and the build beside the server: a handful, unless releases keep coming.
        if (configTags.size > 64) configTags.clear();
        tag = `<script id="${REMOTE_CONFIG_ELEMENT_ID}" type="application/json">${scriptJson(config)}</script>`;
        configTags.set(key, tag);
      }
      return { key, tag };
    };

    const originOf = (request: FastifyRequest) => publicOrigin(opts.config.publicUrl, request);

    /** The first screen of this page, or null (not one its remote draws, or it failed). */
    const drawFirstScreen = async (renderer: PageRenderer, request: FastifyRequest) => {
      const language = namedLanguage(request.url);
      try {
        return await withTimeout(
          renderer.render({
            // Drawn as it is kept (drawn-page-cache): the same page whichever campaign's link led
            // here. The browser reads the tags from its own address.
            url: withoutTracking(request.url),
            cookie: request.headers.cookie,
            origin: originOf(request),
            ...(language && { language }),
          }),
          SERVER_RENDER_TIMEOUT_MS,
        );
      } catch (error) {
        request.log.warn({ err: error }, 'page not drawn on the server');
        return null;
      }
    };

    const drawnPages = drawnPageCache(app, opts.config.publicUrl ? undefined : originOf);

    const sendShell = async (request: FastifyRequest, reply: FastifyReply, status: 200 | 404) => {
      const html = template();
      if (html === null) return reply.code(404).send(errorBody(404, 'The shop is not built'));
      const pathname = request.url.split('?')[0] ?? '/';
      const remote = remoteOf(pathname);
      // This browser's release (the live one, or a canary it is in) draws the page and names its
      // files, so that the page drawn here and the scripts the browser loads are of one release.
      const chosen = chooseFor(request, reply);
      const release = chosen[remote];
      app.releases.countPage(remote, release?.id ?? null);
      const renderer = release ? release.renderer : renderers[remote]();
      const assets = release ? release.assets : assetTags[remote]();
      const { key: entriesKey, tag } = configTagFor(chosen);
      // A browser in a canary is kept apart; everyone else's pages keep their usual key.
      const inCanary =
        chosen.storefront !== app.releases.live('storefront') ||
        chosen.backoffice !== app.releases.live('backoffice');
      const variant = inCanary ? entriesKey : undefined;
      // What a kept page was composed of: a new build or release of any part draws pages anew.
      const source = [renderer, html, assets, tag];
      // A link naming its language opens the shop in it from then on, and the browser adopts the
      // page in the language it was drawn in: the shell reads the language from this cookie.
      const language = namedLanguage(request.url);
      if (language) {
        reply.header(
          'set-cookie',
          `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_SECONDS}; SameSite=Lax`,
        );
      }
      // Kept apart by the releases that compose them: a canary's and the live release's pages
      // of one address are both kept, each served to its own browsers.
      if (renderer && drawnPages?.serve(request, reply, source, variant)) return reply;
      const build = renderer ? drawnPages?.begin(request, variant) : null;
      const page = renderer ? await drawFirstScreen(renderer, request) : null;
      reply.header('cache-control', NO_CACHE);
      // A page that says "not found" says it to crawlers and link checkers too.
      const answer = page?.status ?? status;
      if (answer !== 200) reply.code(answer);
      // The page is drawn in the reader's language, which a cookie carries.
      reply.header('vary', 'Cookie');
      reply.type('text/html; charset=utf-8');
      const composed = composePage(html, {
        // A page left to the browser gets the remote's early script, if it has one: before the
        // shell's scripts, so that what it draws is asked for before their start-up work.
        headStart: page ? '' : (assets?.firstScreen ?? ''),
        // A drawn page's own styles go before the remote's stylesheets, which refine them (in the
        // browser antd puts its styles first in <head> too).
        head:
          tag +
          (page?.summary?.tags ?? '') +
          (assets?.preload ?? '') +
          (page ? (page.head ?? '') + (assets?.stylesheets ?? '') : ''),
        ...(page ? { lang: page.lang, root: page.root, tail: page.tail } : {}),
        ...(page?.summary && {
          title: page.summary.title,
          description: page.summary.description,
        }),
      });
      const body = Buffer.from(composed);
      const gzip = acceptsGzip(request.headers['accept-encoding'])
        ? await gzipBody(body, 'text/html')
        : undefined;
      // Only a drawn page is kept: the plain shell of a busy or failed moment is not.
      if (page && !page.status) build?.keep(reply, { html: composed, body, gzip }, source);
      if (!gzip) return reply.send(body);
      // Compressed once for this caller and for the kept page (the compression plugin leaves a
      // reply that already has its encoding).
      reply.header('vary', varyWithEncoding(reply.getHeader('vary')));
      return reply.header('content-encoding', 'gzip').send(gzip);
    };

    /**
     * A page of the shop, or for any other path the shell's 404 page under a real 404 status, so
     * a mistyped link says "not found" to crawlers and link checkers too; API, upload and remote
     * misses are plain JSON 404s.
     */
    const shellOrNotFound = (request: FastifyRequest, reply: FastifyReply, status: 200 | 404) => {
      const url = request.url.split('?')[0] ?? '/';
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !NON_APP_PREFIXES.some((p) => url === p || url.startsWith(p)) &&
        // A refused source map is a missing file, not a client route.
        !isSourceMap(decodedPath(url)) &&
        existsSync(path.join(apps.shellDir, 'index.html'));
      if (wantsPage) return sendShell(request, reply, status);
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

    // Loading a renderer's bundle and compiling its code took the shop's first second (p99
    // 1.1 s under a crowd of 50 arriving at start). Called before the shop listens.
    app.decorate('warmUp', async () => {
      const started = performance.now();
      const first = await app.inject({
        method: 'GET',
        url: `/api/storefront/products?priority=${PRIORITY.collection}&page=1&pageSize=${PAGE_SIZES[0]}`,
      });
      const product =
        first.statusCode === 200
          ? (first.json() as { items: { id_product_trace: number }[] }).items[0]
          : undefined;
      const urls = [
        paths.home,
        ...(product ? [paths.product(product.id_product_trace)] : []),
        paths.admin.login,
      ];
      let pages = 0;
      for (const language of LANGUAGES) {
        for (const url of urls) {
          const reply = await app.inject({
            method: 'GET',
            url,
            headers: { cookie: `${LANGUAGE_COOKIE}=${language}`, 'accept-encoding': 'gzip' },
          });
          if (reply.statusCode === 200) pages += 1;
        }
      }
      app.readCache?.pages.drop();
      return { pages, ms: Math.round(performance.now() - started) };
    });
  },
  { name: 'static-apps', dependencies: ['releases'] },
);
