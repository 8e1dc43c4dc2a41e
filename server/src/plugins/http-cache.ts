import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Replies to staff carry customers' names, phones and addresses, orders and stock: no browser
 * cache (a shop's shared computer, the back button after logout) nor proxy may keep them.
 */
export const STAFF_CACHE_CONTROL = 'private, no-store';

/**
 * A request from staff: it came with a valid staff token (`request.staff`, set by the auth
 * plugin, also on public routes), or its route is for staff only (any reply, a 401 included).
 */
const forStaff = (request: FastifyRequest) => {
  const access = request.routeOptions.config.access;
  return request.staff !== null || (access !== undefined && access !== 'public');
};

/** Whether an If-None-Match header names this (strong) tag. */
export const etagMatches = (ifNoneMatch: string | undefined, etag: string) =>
  !!ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === etag);

/**
 * Conditional GETs for catalogue reads (`config.etag`): the reply carries a strong ETag of its
 * body and `Cache-Control: no-cache` unless the route chose otherwise, so browsers revalidate
 * every time (a staff edit shows at once) and an unchanged list costs a 304 with no body.
 * Every reply to staff is `private, no-store`, whatever the route chose for the public.
 */
export default fp(
  async function httpCache(app: FastifyInstance) {
    app.addHook('onSend', async (request, reply, payload) => {
      if (forStaff(request)) reply.header('cache-control', STAFF_CACHE_CONTROL);
      if (!request.routeOptions.config.etag) return payload;
      if (request.method !== 'GET' || reply.statusCode !== 200) return payload;
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;

      // A route that already knows its tag (it renders once for many callers) keeps it.
      const known = reply.getHeader('etag');
      const etag =
        typeof known === 'string'
          ? known
          : `"${createHash('sha1').update(payload).digest('base64url')}"`;
      reply.header('etag', etag);
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache');

      if (etagMatches(request.headers['if-none-match'], etag)) {
        reply.code(304);
        reply.removeHeader('content-length');
        return '';
      }
      return payload;
    });
  },
  { name: 'http-cache' },
);
