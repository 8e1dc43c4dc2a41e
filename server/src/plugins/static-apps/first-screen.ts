import type { FastifyRequest } from 'fastify';
import type { PageRenderer, RenderedPage } from '@poshak/shared-api/page';
import { withoutTracking } from '@poshak/shared-api/campaign';
import { namedLanguage } from '../../pages/page-language';

/** Longest a first screen may take to draw before the page goes out without it. */
const SERVER_RENDER_TIMEOUT_MS = 2_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The first screen of this page, or null (not one its remote draws, or it failed). */
export async function drawFirstScreen(
  renderer: PageRenderer,
  request: FastifyRequest,
  originOf: (request: FastifyRequest) => string,
): Promise<RenderedPage | null> {
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
}
