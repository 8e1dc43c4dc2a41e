import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { errorBody } from './errors';

const NO_CACHE = 'no-cache';
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

/** Prefixes whose misses are real 404s, never the shell page. */
const NON_APP_PREFIXES = ['/api/', '/api', '/uploads/', '/remotes/'];

/**
 * The one production process serves the built browser apps next to the API:
 * `/` the shell (every client route falls back to its index.html), `/remotes/<name>/` the
 * remotes, `/mf-config.json` where the shell finds them, `/uploads/` product images.
 * A missing build is not an error: the API keeps working and the page answers 404.
 */
export default fp(
  async function staticApps(app: FastifyInstance, opts: { config: Config }) {
    const { apps, uploadDir } = opts.config;
    mkdirSync(uploadDir, { recursive: true });

    const serve = (
      root: string,
      prefix: string,
      decorateReply: boolean,
      headers = cacheHeaderFor,
    ) =>
      app.register(fastifyStatic, {
        root,
        prefix,
        decorateReply,
        cacheControl: false,
        etag: true,
        lastModified: true,
        index: false,
        setHeaders: (reply, file) => reply.header('cache-control', headers(file)),
      });

    // The shell's registration decorates `reply.sendFile`, so the fallback page gets its headers.
    await serve(apps.shellDir, '/', true);
    await serve(apps.storefrontDir, '/remotes/storefront/', false);
    await serve(apps.backofficeDir, '/remotes/backoffice/', false);
    // Upload names are generated and never reused, so a picture never changes under its URL.
    await serve(uploadDir, '/uploads/', false, () => IMMUTABLE);

    for (const [name, dir] of Object.entries({
      shell: apps.shellDir,
      storefront: apps.storefrontDir,
      backoffice: apps.backofficeDir,
    })) {
      if (!existsSync(dir)) app.log.warn(`${name} is not built (${dir}): its pages answer 404`);
    }

    app.get('/mf-config.json', { schema: { hide: true } }, async (_request, reply) => {
      reply.header('cache-control', NO_CACHE);
      return {
        remotes: [
          { name: 'storefront', entry: apps.storefrontEntry },
          { name: 'backoffice', entry: apps.backofficeEntry },
        ],
      };
    });

    const sendShell = (reply: FastifyReply) => {
      reply.header('cache-control', NO_CACHE);
      return reply.sendFile('index.html', apps.shellDir);
    };

    const shellOrNotFound = (request: FastifyRequest, reply: FastifyReply) => {
      const url = request.url.split('?')[0] ?? '/';
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !NON_APP_PREFIXES.some((p) => url === p || url.startsWith(p)) &&
        existsSync(path.join(apps.shellDir, 'index.html'));
      if (wantsPage) return sendShell(reply);
      return reply.code(404).send(errorBody(404, `Route ${request.method}:${url} not found`));
    };
    // The static wildcard would answer the bare folder with 403; the home page is the shell.
    app.get('/', { schema: { hide: true } }, shellOrNotFound);
    app.setNotFoundHandler(shellOrNotFound);
  },
  { name: 'static-apps' },
);
