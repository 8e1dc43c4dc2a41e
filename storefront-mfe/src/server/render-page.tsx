// The storefront's server-render bundle (`dist/server/render-page.js`): the server calls it for the
// first screen of the pages a shopper lands on, so the page is on screen (and its largest picture
// loading) before any JavaScript has arrived; in the browser React then adopts that markup.
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { http } from '@poshak/shared-api';
import type { CreatePageRenderer, PageRequest, RenderedPage } from '@poshak/shared-api/page';
import { languageFromCookie, languageStore } from '@poshak/shared-ui/i18n';
import StorefrontApp from '../app/app';
import { prefetchPageData, rendersOnServer } from '../app/page-data';
import { createQueryClient } from '../app/query-client';
import { serverStateTag } from '../app/server-state';
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

async function renderPage({ url, cookie }: PageRequest): Promise<RenderedPage | null> {
  const location = new URL(url, PAGE_ORIGIN);
  if (!rendersOnServer(location.pathname)) return null;

  const language = languageFromCookie(cookie);
  languageStore.setState({ language });
  const queryClient = createQueryClient();
  await prefetchPageData(queryClient, location);

  // The shell's tree around the remote, as the browser builds it: the same router component over
  // a catch-all route, so React's ids and boundaries line up when the browser adopts the markup.
  const router = createMemoryRouter(
    [{ children: [{ path: '*', element: <StorefrontApp queryClient={queryClient} /> }] }],
    { initialEntries: [`${location.pathname}${location.search}`] },
  );
  const root = await renderToHtml(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return { lang: language, root, tail: serverStateTag(queryClient) };
}

export const createPageRenderer: CreatePageRenderer = ({ api }) => {
  http.defaults.adapter = serverApiAdapter(api);
  // One page at a time: the language is process-wide state of the render (and rendering is CPU
  // work that gains nothing from interleaving).
  let previous: Promise<unknown> = Promise.resolve();
  return {
    render(request) {
      const page = previous.then(() => renderPage(request));
      previous = page.catch(() => undefined);
      return page;
    },
  };
};
