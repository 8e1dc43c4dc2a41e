// The storefront's server-render bundle (`dist/server/render-page.js`): the server calls it for the
// first screen of the pages a shopper lands on, so the page is on screen (and its largest picture
// loading) before any JavaScript has arrived; in the browser React then adopts that markup.
import { StrictMode, type ReactNode } from 'react';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { prerender } from 'react-dom/static';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { http } from '@poshak/shared-api/http';
import type { CreatePageRenderer, PageRequest, RenderedPage } from '@poshak/shared-api/page';
import { languageFromCookie, languageStore } from '@poshak/shared-ui/i18n';
import StorefrontApp from '../app/app';
import { pageStatus, prefetchPageData, rendersOnServer } from '../app/page-data';
import { createQueryClient } from '../app/query-client';
import { serverStateTag } from '../app/server-state';
import { pageSummary } from './page-summary';
import { serverApiAdapter } from './server-api-adapter';

/** Any origin will do: only the path and query of a page URL are read. */
const PAGE_ORIGIN = 'http://poshak.invalid';

async function renderToHtml(element: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  // `prerender` waits for every lazy part (the product page's code) before it answers.
  const { prelude } = await prerender(element, {
    // Every part inline, in order: a part sent apart would need an inline script to put it in
    // place, and the page's content security policy admits no inline script.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      errors.push(error);
    },
  });
  const html = await new Response(prelude).text();
  // A part that failed would be drawn again in the browser anyway: send the plain shell instead.
  if (errors.length > 0) throw errors[0];
  return html;
}

/** Pages drawn lately, by address, language and the very data they were drawn from. */
const DRAWN_PAGES = 100;
/** Young enough that the data a page hands the browser is still fresh there (staleTime 60 s). */
const DRAWN_PAGE_MS = 30_000;
/** Pages waiting beyond this are left to the browser: a burst of visits does not queue up. */
const MAX_WAITING = 8;

export const createPageRenderer: CreatePageRenderer = ({ api }) => {
  /** What the page being drawn read from the API (one page is drawn at a time). */
  let reads: string[] = [];
  http.defaults.adapter = serverApiAdapter(async (url) => {
    const reply = await api(url);
    reads.push(`${url} ${reply.status} ${reply.body}`);
    return reply;
  });
  const drawn = new Map<string, { page: RenderedPage; at: number }>();

  async function renderPage({
    url,
    cookie,
    language: named,
    origin = PAGE_ORIGIN,
  }: PageRequest): Promise<RenderedPage | null> {
    const location = new URL(url, PAGE_ORIGIN);
    if (!rendersOnServer(location.pathname)) return null;

    const language = named ?? languageFromCookie(cookie);
    languageStore.setState({ language });
    const queryClient = createQueryClient();
    reads = [];
    await prefetchPageData(queryClient, location);

    // The same address, language and data make the same page: drawing it again would be waste.
    const key = [location.pathname + location.search, language, origin, ...reads.sort()].join('\n');
    const known = drawn.get(key);
    if (known && Date.now() - known.at < DRAWN_PAGE_MS) return known.page;

    // The shell's tree around the remote, as the browser builds it: the same router component
    // over a catch-all route, so React's ids and boundaries line up when the browser adopts it.
    const router = createMemoryRouter(
      [{ children: [{ path: '*', element: <StorefrontApp queryClient={queryClient} /> }] }],
      { initialEntries: [`${location.pathname}${location.search}`] },
    );
    // antd's parts of a drawn page (the tracking form) come with their styles,
    // so they are styled at the first paint; the browser's antd adopts them instead of adding its own.
    const antdStyles = createCache();
    const root = await renderToHtml(
      <StyleProvider cache={antdStyles}>
        <StrictMode>
          <RouterProvider router={router} />
        </StrictMode>
      </StyleProvider>,
    );
    const status = pageStatus(queryClient, location);
    const summary = pageSummary({ queryClient, location, language, origin, status });
    const page: RenderedPage = {
      lang: language,
      root,
      head: extractStyle(antdStyles),
      tail: serverStateTag(queryClient),
      ...(status !== 200 && { status }),
      ...(summary && { summary }),
    };
    drawn.delete(key);
    drawn.set(key, { page, at: Date.now() });
    const oldest = drawn.keys().next();
    if (drawn.size > DRAWN_PAGES && !oldest.done) drawn.delete(oldest.value);
    return page;
  }

  // One page at a time: the language is process-wide state of the render (and drawing is CPU
  // work that gains nothing from interleaving).
  let previous: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  return {
    render(request) {
      if (waiting >= MAX_WAITING) return Promise.resolve(null);
      waiting += 1;
      const page = previous
        .then(() => renderPage(request))
        .finally(() => {
          waiting -= 1;
        });
      previous = page.catch(() => undefined);
      return page;
    },
  };
};
