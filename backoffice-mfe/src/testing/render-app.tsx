import { act, configure, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { sessionStore, type Role } from '@poshak/shared-api';
import { languageStore } from '@poshak/shared-ui/i18n';
import { toast } from '@poshak/shared-ui/toast';
import { AntdTestStyles } from '@poshak/shared-ui/testing/antd-test-styles';
import { clearToastLog, ToastLog } from '@poshak/shared-ui/testing/toast-log';
import BackofficeApp from '../app/app';
// The app fetches the staff screens' shared code (antd, the providers, the layout) on demand.
// Loaded with this module, its one-off cost falls in the file's set-up instead of the first test.
import '../app/staff-app';

// Two CPU cores are shared with builds and browsers: a screen may take seconds to appear. Below
// the test's own bound (jest.config.cjs), so a screen that never comes fails naming what it awaited.
configure({ asyncUtilTimeout: 30_000 });

/** Shows where the app navigated to, so a test can read it like the address bar. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/**
 * Renders the remote as the shell mounts it: at /admin/* inside the host's router, a data router
 * as the shell's is (a page may ask before it is left).
 */
export function renderApp(url: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <LocationProbe />
            <ToastLog />
          </>
        ),
        children: [
          { path: '/admin/*', element: <BackofficeApp /> },
          { path: '*', element: null },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  return render(<RouterProvider router={router} />, { wrapper: AntdTestStyles });
}

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** A token shaped like the server's JWT; only its expiry matters to the client. */
export function fakeToken(expiresInSeconds = 3600) {
  const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub: 1, exp })}.signature`;
}

export function signInAs(role: Role, expiresInSeconds = 3600) {
  act(() =>
    sessionStore.getState().signIn({
      id: 7,
      username: `${role}1`,
      email: `${role}@poshak.test`,
      roles: [role],
      accessToken: fakeToken(expiresInSeconds),
    }),
  );
}

/** What every test starts from: signed out, English, no toasts left over. */
export function resetApp() {
  act(() => {
    toast.remove();
    clearToastLog();
    sessionStore.getState().signOut();
    languageStore.getState().setLanguage('en');
  });
  localStorage.clear();
}
