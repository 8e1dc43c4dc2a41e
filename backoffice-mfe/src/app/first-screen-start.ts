import { sessionStore } from '@poshak/shared-api';
import { paths } from '@poshak/shared-ui/paths';
import { canRead } from '../lib/permissions';
import { askEarly, firstScreenRequest } from './early-data';
import { pages } from './page-loaders';

/** What the first screen starts early runs on its own; a failure is the page's to show. */
const quietly = (work: Promise<unknown>) => void work.catch(() => undefined);

/** The screens whose code and data are asked for early, and drawn early (first-screen-preview). */
const FIRST_PAGES = {
  [paths.admin.dashboard]: pages.dashboard.fetchCode,
  [paths.admin.orders]: pages.orders.fetchCode,
};

export type FirstPage = keyof typeof FIRST_PAGES;

/** The screen a signed-in visit to `pathname` lands on, if it is one of the first screens. */
export function firstPageOf(pathname: string): FirstPage | null {
  const { user } = sessionStore.getState();
  if (!user) return null;
  let path = pathname.replace(/\/+$/, '');
  // `/admin` itself leads to the dashboard, or to the orders for who may not see it (routes.tsx).
  if (path === paths.admin.root) {
    path = canRead(user, 'dashboard') ? paths.admin.dashboard : paths.admin.orders;
  }
  if (!(path in FIRST_PAGES)) return null;
  // A moderator sent to the dashboard by its address gets the 403 page, not a refused request.
  if (path === paths.admin.dashboard && !canRead(user, 'dashboard')) return null;
  return path as FirstPage;
}

let started = false;

/**
 * Run once, as the back-office's code arrives: for a signed-in visit to a staff screen, what the
 * screen needs is asked for at once — the layout's code, the HTTP client and, on the dashboard and
 * the orders page (where staff land), the page's code and its data (with the browser's fetch, so
 * it does not wait for axios), which the first screen draws as soon as it is here
 * (first-screen-preview.tsx) — instead of one after the other as each part
 * renders and finds it needs the next (layout, then page, then client, then data: four round
 * trips, each behind a slow computer's script work). Sign-in and sign-up start nothing.
 */
export function startFirstScreen(location: { pathname: string; search: string }) {
  if (started) return;
  started = true;
  const { pathname, search } = location;
  if (!sessionStore.getState().user) return;
  if (pathname !== paths.admin.root && !pathname.startsWith(`${paths.admin.root}/`)) return;
  if (pathname.startsWith(paths.admin.login) || pathname.startsWith(paths.admin.signup)) return;
  quietly(import('./staff-app'));
  quietly(import('@poshak/shared-api/http'));
  const page = firstPageOf(pathname);
  if (!page) return;
  const request = firstScreenRequest(page, search);
  if (request) askEarly(request);
  quietly(FIRST_PAGES[page]());
  quietly(import('./first-screen-data').then((data) => data.prefetchFirstScreen(page, search)));
}
