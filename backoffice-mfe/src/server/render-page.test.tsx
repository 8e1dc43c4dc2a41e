import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { sessionStore } from '@poshak/shared-api';
import type { PageRenderer, RenderedPage } from '@poshak/shared-api/page';
import { languageStore } from '@poshak/shared-ui/i18n';
import BackofficeApp from '../app/app';
import type { createPageRenderer as CreatePageRenderer } from './render-page';

// React's act() drives the adoption and its effects to the end before each assertion.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const noApi = async () => {
  throw new Error('the sign-in form reads nothing');
};

/**
 * The renderer with modules of its own (React, the router, the stores), as the server's bundle
 * has: the browser's side of a test then shares no React state with it.
 */
async function serverRenderer(): Promise<PageRenderer> {
  let create: typeof CreatePageRenderer | undefined;
  await jest.isolateModulesAsync(async () => {
    ({ createPageRenderer: create } = await import('./render-page'));
  });
  if (!create) throw new Error('render-page did not load');
  return create({ api: noApi });
}

async function drawn(renderer: PageRenderer, url: string, cookie?: string): Promise<RenderedPage> {
  const page = await renderer.render({ url, cookie });
  if (!page) throw new Error(`${url} was not drawn`);
  return page;
}

/** The browser's side: the drawn markup in #root, adopted by React as the shell adopts it. */
async function adopt(page: RenderedPage) {
  const root = document.createElement('div');
  root.innerHTML = page.root;
  document.body.append(root);
  const drawnForm = root.querySelector('form');
  const mismatches: unknown[] = [];
  const router = createMemoryRouter(
    [
      {
        children: [
          { path: '/admin/*', element: <BackofficeApp /> },
          // Where a signed-in member is sent, without loading the staff screens here.
          { path: '/admin', element: <p>back-office home</p> },
        ],
      },
    ],
    { initialEntries: ['/admin/login'] },
  );
  const reactRoot = await act(async () =>
    hydrateRoot(root, <RouterProvider router={router} />, {
      onRecoverableError: (error) => mismatches.push(error),
    }),
  );
  return { root, router, drawnForm, mismatches, unmount: () => act(() => reactRoot.unmount()) };
}

afterEach(() => {
  sessionStore.getState().signOut();
  languageStore.setState({ language: 'en' });
  document.body.replaceChildren();
});

describe('the back-office drawn on the server', () => {
  it('draws the sign-in form in the reader’s language, and no other page', async () => {
    const renderer = await serverRenderer();
    const english = await drawn(renderer, '/admin/login');
    expect(english.lang).toBe('en');
    expect(english.root).toContain('Sign In');
    expect(english.root).toContain('autoComplete="current-password"');
    const bengali = await drawn(renderer, '/admin/login?from=mail', 'poshak_language=bn');
    expect(bengali.lang).toBe('bn');
    expect(bengali.root).toContain('সাইন ইন');
    expect(bengali.root).not.toContain('Sign In');
    for (const url of ['/admin', '/admin/signup', '/admin/product-order', '/'])
      expect(await renderer.render({ url })).toBeNull();
  });

  it('is adopted by React as drawn: the same form element, no mismatch', async () => {
    const page = await drawn(await serverRenderer(), '/admin/login');
    const { root, drawnForm, mismatches, unmount } = await adopt(page);
    expect(mismatches).toEqual([]);
    expect(root.querySelector('form')).toBe(drawnForm);
    await unmount();
  });

  it('moves a member signed in on this device on to the back-office after adopting the form', async () => {
    const page = await drawn(await serverRenderer(), '/admin/login');
    sessionStore.setState({
      user: {
        id: 1,
        username: 'owner',
        email: 'owner@poshak.test',
        roles: ['admin'],
        accessToken: 't',
      },
    });
    const { root, router, mismatches, unmount } = await adopt(page);
    expect(mismatches).toEqual([]);
    expect(router.state.location.pathname).toBe('/admin');
    // The drawn form is React's and goes with the page: no stale copy of it stays on screen.
    expect(root.querySelector('form')).toBeNull();
    expect(root.textContent).toBe('back-office home');
    await unmount();
  });
});
