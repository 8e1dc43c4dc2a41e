import type { FastifyRequest } from 'fastify';

/** A host name or address with an optional port, as a Host header may carry it. */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

/**
 * The shop's origin as shoppers reach it, for the absolute links a page shares (previews,
 * canonical links, the sitemap): PUBLIC_URL when set; otherwise the request's own, which Fastify
 * reads from X-Forwarded-Host and -Proto only when they come from a proxy TRUST_PROXY believes.
 * A Host that is no host name gives `localhost` rather than text of the caller's in a page.
 */
export function publicOrigin(publicUrl: string | undefined, request: FastifyRequest): string {
  if (publicUrl) return publicUrl;
  const host = request.host.toLowerCase();
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  return `${protocol}://${HOST.test(host) ? host : 'localhost'}`;
}
