import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { legacyStaffPaths, paths } from '@poshak/shared-ui/paths';
import { RemoteApp } from '../federation/remote-app';
import { LegacyStaffRedirect } from './legacy-staff-redirect';
import { RootErrorPage } from './root-error-page';
import { StorefrontOrNotFound } from './storefront-or-not-found';

/**
 * The shop's top-level routes. The back-office owns everything under /admin; the storefront's four
 * routes and the 404 page share the catch-all route, so moving between storefront pages keeps the one
 * mounted storefront (its layout does not remount).
 */
export const routes: RouteObject[] = [
  {
    errorElement: <RootErrorPage />,
    children: [
      { path: `${paths.admin.root}/*`, element: <RemoteApp name="backoffice" /> },
      ...legacyStaffPaths.map((path) => ({ path, element: <LegacyStaffRedirect /> })),
      { path: '*', element: <StorefrontOrNotFound /> },
    ],
  },
];

export function createShellRouter() {
  return createBrowserRouter(routes);
}
