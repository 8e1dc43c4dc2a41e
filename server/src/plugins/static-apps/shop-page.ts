import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE, type PageRenderer, type RenderedPage } from '@poshak/shared-api/page';
import type { Config } from '../../config';
import { publicOrigin } from '../../lib/public-origin';
import { drawnPageCache } from '../../pages/drawn-page-cache';
import { fileDerived } from '../../pages/file-derived';
import { composePage } from '../../pages/html';
import { namedLanguage } from '../../pages/page-language';
import { remoteAssetTags, type RemoteAssetTags } from '../../pages/remote-assets';
import { injectedApi, serverRenderer } from '../../pages/server-renderer';
import { errorBody } from '../errors';
import { acceptsGzip, varyWithEncoding } from '../read-cache';
import { gzipBody } from '../read-cache-pages';
import { NO_CACHE, SERVER_RENDER_DIR } from './app-files';
import { drawFirstScreen } from './first-screen';
import { chosenReleases, configTags, type RemoteName } from './remote-config';

/** As long as the shell keeps the reader's own choice (shared-ui's language store). */
const LANGUAGE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

const REMOTES = ['storefront', 'backoffice'] as const;

/** The remote that draws a page: the back-office owns /admin, the storefront everything else. */
const remoteOf = (pathname: string): RemoteName =>
  pathname === '/admin' || pathname.startsWith('/admin/') ? 'backoffice' : 'storefront';

/** What the shop's page is made of, beside the release each browser is chosen. */
interface PageParts {
  template: () => string | null;
  assetTags: Record<RemoteName, () => RemoteAssetTags | null>;
  renderers: Record<RemoteName, () => PageRenderer | null>;
  configTagFor: ReturnType<typeof configTags>;
  drawnPages: ReturnType<typeof drawnPageCache>;
  originOf: (request: FastifyRequest) => string;
}

/** The shell's page and the remotes' builds this process serves, each read when its file changes. */
export function shopPageParts(
  app: FastifyInstance,
  config: Config,
  entries: Record<RemoteName, string>,
): PageParts {
  const { apps } = config;
  const remoteDirs: Record<RemoteName, string> = {
    storefront: apps.storefrontDir,
    backoffice: apps.backofficeDir,
  };
  /** Served by this process from its own build (not from another host). */
  const isLocal = (name: RemoteName) => entries[name] === `/remotes/${name}/mf-manifest.json`;
  const byRemote = <T>(local: (name: RemoteName) => () => T | null) =>
    Object.fromEntries(
      REMOTES.map((name) => [name, isLocal(name) ? local(name) : () => null]),
    ) as Record<RemoteName, () => T | null>;
  const originOf = (request: FastifyRequest) => publicOrigin(config.publicUrl, request);
  return {
    template: fileDerived(path.join(apps.shellDir, 'index.html'), (file) =>
      readFileSync(file, 'utf8'),
    ),
    assetTags: byRemote((name) =>
      fileDerived(path.join(remoteDirs[name], 'mf-manifest.json'), (file) =>
        remoteAssetTags(file, `/remotes/${name}/`),
      ),
    ),
    // A remote's first screens are drawn here only from the build this process serves: a remote
    // deployed elsewhere may differ from it, and the browser would have to redraw. The storefront
    // draws the pages shoppers land on, the back-office its sign-in form.
    renderers: byRemote((name) =>
      serverRenderer(path.join(remoteDirs[name], SERVER_RENDER_DIR), injectedApi(app)),
    ),
    configTagFor: configTags(entries),
    drawnPages: drawnPageCache(app, config.publicUrl ? undefined : originOf),
    originOf,
  };
}

/**
 * This browser's release (the live one, or a canary it is in) draws the page and names its
 * files, so that the page drawn here and the scripts the browser loads are of one release.
 */
function releaseParts(
  app: FastifyInstance,
  parts: PageParts,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const remote = remoteOf(request.url.split('?')[0] ?? '/');
  const chosen = chosenReleases(app, request, reply);
  const release = chosen[remote];
  app.releases.countPage(remote, release?.id ?? null);
  const { key: entriesKey, tag } = parts.configTagFor(chosen);
  // A browser in a canary is kept apart; everyone else's pages keep their usual key.
  const inCanary =
    chosen.storefront !== app.releases.live('storefront') ||
    chosen.backoffice !== app.releases.live('backoffice');
  return {
    renderer: release ? release.renderer : parts.renderers[remote](),
    assets: release ? release.assets : parts.assetTags[remote](),
    tag,
    variant: inCanary ? entriesKey : undefined,
  };
}

/**
 * A link naming its language opens the shop in it from then on, and the browser adopts the
 * page in the language it was drawn in: the shell reads the language from this cookie.
 */
function keepNamedLanguage(request: FastifyRequest, reply: FastifyReply) {
  const language = namedLanguage(request.url);
  if (language) {
    reply.header(
      'set-cookie',
      `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_SECONDS}; SameSite=Lax`,
    );
  }
}

/** The shell's page with the config tag, the remote's files and the first screen when drawn. */
function composedPage(
  html: string,
  tag: string,
  assets: RemoteAssetTags | null,
  page: RenderedPage | null,
): string {
  return composePage(html, {
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
}

/** The shop's page for this address, drawn or kept, in this browser's releases and language. */
export async function sendShopPage(
  app: FastifyInstance,
  parts: PageParts,
  request: FastifyRequest,
  reply: FastifyReply,
  status: 200 | 404,
) {
  const html = parts.template();
  if (html === null) return reply.code(404).send(errorBody(404, 'The shop is not built'));
  const { renderer, assets, tag, variant } = releaseParts(app, parts, request, reply);
  // What a kept page was composed of: a new build or release of any part draws pages anew.
  const source = [renderer, html, assets, tag];
  keepNamedLanguage(request, reply);
  // Kept apart by the releases that compose them: a canary's and the live release's pages
  // of one address are both kept, each served to its own browsers.
  if (renderer && parts.drawnPages?.serve(request, reply, source, variant)) return reply;
  const build = renderer ? parts.drawnPages?.begin(request, variant) : null;
  const page = renderer ? await drawFirstScreen(renderer, request, parts.originOf) : null;
  reply.header('cache-control', NO_CACHE);
  // A page that says "not found" says it to crawlers and link checkers too.
  const answer = page?.status ?? status;
  if (answer !== 200) reply.code(answer);
  // The page is drawn in the reader's language, which a cookie carries.
  reply.header('vary', 'Cookie');
  reply.type('text/html; charset=utf-8');
  const composed = composedPage(html, tag, assets, page);
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
}
