import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, type ComponentType } from 'react';
import { createMemoryRouter, Link, RouterProvider, useLocation } from 'react-router-dom';
import { languageStore } from '@poshak/shared-ui/i18n';
import { legacyStaffPaths } from '@poshak/shared-ui/paths';
import { createRemoteAppStore, RemoteAppsContext } from '../federation/remote-app-store';
import type { RemoteName } from '../federation/remote-config';
import { routes } from './router';

let storefrontMounts = 0;

/** Stand-in storefront: counts its mounts and shows where it is. */
function FakeStorefront() {
  const { pathname } = useLocation();
  useEffect(() => {
    storefrontMounts += 1;
  }, []);
  return (
    <main>
      storefront at {pathname} <Link to="/cart">cart</Link> <Link to="/productdetails/7">item</Link>
    </main>
  );
}

function FakeBackoffice() {
  const { pathname } = useLocation();
  return <main>back-office at {pathname}</main>;
}

function Throws(): never {
  throw new Error('render failure on purpose');
}

type Outcome = ComponentType | Error;

function mountShell(path: string, outcomes: Partial<Record<RemoteName, Outcome[]>> = {}) {
  const calls: { name: RemoteName; fresh: boolean }[] = [];
  const defaults: Record<RemoteName, ComponentType> = {
    storefront: FakeStorefront,
    backoffice: FakeBackoffice,
  };
  const store = createRemoteAppStore(async (name, fresh) => {
    calls.push({ name, fresh });
    const next = outcomes[name]?.shift() ?? defaults[name];
    if (next instanceof Error) throw next;
    return next;
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <RemoteAppsContext.Provider value={store}>
      <RouterProvider router={router} />
    </RemoteAppsContext.Provider>,
  );
  return { router, calls };
}

beforeEach(() => {
  storefrontMounts = 0;
  act(() => languageStore.getState().setLanguage('en'));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('shell routes', () => {
  it.each(['/', '/cart', '/productdetails/12', '/checkout/3'])(
    'mounts the storefront at %s',
    async (path) => {
      mountShell(path);
      expect(
        await screen.findByText(`storefront at ${path}`, { exact: false }),
      ).toBeInTheDocument();
    },
  );

  it('keeps one storefront mounted while moving between its pages', async () => {
    const { calls } = mountShell('/');
    await userEvent.click(await screen.findByRole('link', { name: 'cart' }));
    expect(await screen.findByText('storefront at /cart', { exact: false })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'item' }));
    expect(
      await screen.findByText('storefront at /productdetails/7', { exact: false }),
    ).toBeInTheDocument();
    expect(storefrontMounts).toBe(1);
    expect(calls).toEqual([{ name: 'storefront', fresh: false }]);
  });

  it('mounts the back-office under /admin', async () => {
    mountShell('/admin/product-order');
    expect(await screen.findByText('back-office at /admin/product-order')).toBeInTheDocument();
  });

  it.each(legacyStaffPaths)(
    'redirects the spec path %s to the same page under /admin',
    async (path) => {
      const { router } = mountShell(`${path}?q=1#h`);
      expect(await screen.findByText(`back-office at /admin${path}`)).toBeInTheDocument();
      expect(router.state.location).toMatchObject({
        pathname: `/admin${path}`,
        search: '?q=1',
        hash: '#h',
      });
    },
  );

  it("shows the 404 page for an unknown path, in the reader's language", async () => {
    mountShell('/no/such/page');
    expect(screen.getByRole('heading', { name: '404' })).toBeInTheDocument();
    expect(screen.getByText('Sorry, the page you visited does not exist.')).toBeInTheDocument();
    act(() => languageStore.getState().setLanguage('bn'));
    expect(screen.getByRole('heading', { name: '৪০৪' })).toBeInTheDocument();
  });

  it('shows "Unexpected Application Error!" with a way home when a page fails to render', async () => {
    const { router } = mountShell('/cart', { storefront: [Throws] });
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to home' }));
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('a code file that cannot be downloaded while a remote renders', () => {
  function FailsToLoadChunk(): never {
    throw Object.assign(
      new Error('Loading chunk 3819 failed.\n(error: /remotes/storefront/3819.js)'),
      {
        name: 'ChunkLoadError',
      },
    );
  }

  it('is an outage: the fallback with Retry, not the application error', async () => {
    mountShell('/', { storefront: [FailsToLoadChunk] });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This part of the shop could not be loaded',
    );
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
  });

  it('Retry asks the shop whether it answers again and stays put while it does not', async () => {
    const fetchMock = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const realFetch = globalThis.fetch;
    Object.assign(globalThis, { fetch: fetchMock });
    try {
      mountShell('/', { storefront: [FailsToLoadChunk] });
      await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
      expect(fetchMock).toHaveBeenCalledWith('/mf-config.json', { cache: 'no-store' });
      expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    } finally {
      Object.assign(globalThis, { fetch: realFetch });
    }
  });
});

describe('a remote that cannot be loaded', () => {
  it('shows the fallback with Retry; Retry loads it afresh and recovers', async () => {
    const { calls } = mountShell('/', { storefront: [new Error('404'), new Error('404')] });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This part of the shop could not be loaded',
    );

    await userEvent.click(retry);
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('storefront at /', { exact: false })).toBeInTheDocument();
    expect(calls).toEqual([
      { name: 'storefront', fresh: false },
      { name: 'storefront', fresh: true },
      { name: 'storefront', fresh: true },
    ]);
  });

  it('leaves the other remote working', async () => {
    const { router } = mountShell('/', { storefront: [new Error('down')] });
    await screen.findByRole('button', { name: 'Retry' });
    await act(() => router.navigate('/admin/login'));
    expect(await screen.findByText('back-office at /admin/login')).toBeInTheDocument();
  });
});
