// The back-office's server-render bundle (`dist/server/render-page.js`): the server draws the
// sign-in form, the first screen of most staff visits, so it is on screen before the shell's and
// the back-office's code has arrived; in the browser React then adopts that markup. Every other
// staff screen needs a signed-in member and antd, and is drawn in the browser.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { CreatePageRenderer, RenderedPage } from '@poshak/shared-api/page';
import { languageFromCookie, languageStore, type Language } from '@poshak/shared-ui/i18n';
import { paths } from '@poshak/shared-ui/paths';
import BackofficeApp from '../app/app';

/** The pages drawn here: the same for every visitor but for their language. */
const DRAWN_PATHS = new Set<string>([paths.admin.login]);

/** Any origin will do: only the path of a page URL is read. */
const PAGE_ORIGIN = 'http://poshak.invalid';

export const createPageRenderer: CreatePageRenderer = () => {
  /** One drawing per language: the form reads no data, so it only changes with a new build. */
  const drawn = new Map<string, Promise<RenderedPage>>();

  async function draw(pathname: string, language: Language): Promise<RenderedPage> {
    languageStore.setState({ language });
    // The shell's tree around the remote, as the browser builds it (`/admin/*` over the remote's
    // app), so React's ids line up when the browser adopts the page.
    const router = createMemoryRouter(
      [{ children: [{ path: `${paths.admin.root}/*`, element: <BackofficeApp /> }] }],
      { initialEntries: [pathname] },
    );
    const errors: unknown[] = [];
    const { prelude } = await prerender(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
      {
        // Every part inline: the page's content security policy admits no inline script.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError: (error) => {
          errors.push(error);
        },
      },
    );
    const root = await new Response(prelude).text();
    // A part that failed would be drawn again in the browser anyway: send the plain shell instead.
    if (errors.length > 0) throw errors[0];
    return { lang: language, root, tail: '' };
  }

  // One page at a time: the language is process-wide state of the render.
  let previous: Promise<unknown> = Promise.resolve();
  return {
    render({ url, cookie }) {
      const { pathname } = new URL(url, PAGE_ORIGIN);
      if (!DRAWN_PATHS.has(pathname)) return Promise.resolve(null);
      const language = languageFromCookie(cookie);
      const key = `${pathname} ${language}`;
      let page = drawn.get(key);
      if (!page) {
        page = previous.then(() => draw(pathname, language));
        previous = page.catch(() => undefined);
        drawn.set(key, page);
        // A failed drawing is tried again by the next visit.
        page.catch(() => drawn.delete(key));
      }
      return page;
    },
  };
};
