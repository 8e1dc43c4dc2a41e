import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { Config } from '../config';

/**
 * Origins of remotes served from elsewhere (STOREFRONT_REMOTE_URL / BACKOFFICE_REMOTE_URL, and the
 * CDN of releases kept in an object store, RELEASE_PUBLIC_URL).
 */
function remoteOrigins(config: Config): string[] {
  const origins = new Set<string>();
  const releases = config.releaseObjectStore?.publicUrl;
  for (const entry of [
    config.apps.storefrontEntry,
    config.apps.backofficeEntry,
    ...(releases ? [releases] : []),
  ]) {
    if (/^https?:\/\//.test(entry)) origins.add(new URL(entry).origin);
  }
  return [...origins];
}

/**
 * Security headers on every reply: a CSP that admits only our own origins (antd injects inline
 * styles, so style-src alone allows 'unsafe-inline'), no framing, no MIME sniffing, a strict
 * referrer policy. CORS admits only CORS_ORIGINS; with none configured no cross-origin reads.
 */
export default fp(
  async function security(app: FastifyInstance, opts: { config: Config }) {
    const remotes = remoteOrigins(opts.config);
    // helmet's middleware made once: @fastify/helmet made it anew for every request (every
    // directive parsed, the policy written again), 3 % of the server's CPU under a crowd.
    const securityHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...remotes],
          styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
          imgSrc: ["'self'", 'data:', 'blob:', ...remotes],
          fontSrc: ["'self'", 'data:', ...remotes],
          connectSrc: ["'self'", ...remotes],
          mediaSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      // Remote bundles may come from another origin (a CDN) and must still load.
      crossOriginResourcePolicy: { policy: remotes.length ? 'cross-origin' : 'same-origin' },
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });
    app.addHook('onRequest', (request, reply, done) => {
      // helmet 8 sets the headers and calls on at once; it throws rather than passing an error.
      securityHeaders(request.raw, reply.raw, () => done());
    });

    const allowed = new Set(opts.config.corsOrigins);
    await app.register(fastifyCors, {
      origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
      credentials: false,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type', 'If-None-Match'],
      exposedHeaders: ['ETag'],
      maxAge: 600,
    });
  },
  { name: 'security' },
);
