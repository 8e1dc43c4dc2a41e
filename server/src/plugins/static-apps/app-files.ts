import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';

export const NO_CACHE = 'no-cache';
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

/** A remote's server-render bundle, inside its dist/ (tooling/webpack): never served. */
export const SERVER_RENDER_DIR = 'server';

/**
 * Source maps hold the apps' own sources (the back-office's TypeScript among them): kept beside a
 * build for reading a production stack trace, never served. The builds do not point at them.
 */
export const isSourceMap = (pathName: string) => pathName.toLowerCase().endsWith('.map');

/**
 * Serves one app's build folder under `prefix`. In development the apps' own dev servers serve
 * them (`pnpm dev`): a missing build is neither served nor missing. Elsewhere it is registered
 * anyway and its pages answer 404.
 */
async function serveBuild(
  app: FastifyInstance,
  development: boolean,
  build: { name: string; root: string; prefix: string; decorateReply: boolean },
) {
  const { name, root, prefix, decorateReply } = build;
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
}

/** The shell at `/`, the remotes under `/remotes/<name>/`. */
export async function serveAppFiles(app: FastifyInstance, config: Config) {
  const { apps } = config;
  const development = config.env === 'development';
  await serveBuild(app, development, {
    name: 'shell',
    root: apps.shellDir,
    prefix: '/',
    decorateReply: true,
  });
  await serveBuild(app, development, {
    name: 'storefront',
    root: apps.storefrontDir,
    prefix: '/remotes/storefront/',
    decorateReply: false,
  });
  await serveBuild(app, development, {
    name: 'backoffice',
    root: apps.backofficeDir,
    prefix: '/remotes/backoffice/',
    decorateReply: false,
  });
}
