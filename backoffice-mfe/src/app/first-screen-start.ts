import { sessionStore } from '@poshak/shared-api';
import { paths } from '@poshak/shared-ui/paths';
import { askEarly } from './early-data';
import { firstPageOf, firstScreenRequest, type FirstPage } from './first-screen-page';
import { pages } from './page-loaders';

/** What the first screen starts early runs on its own; a failure is the page's to show. */
const quietly = (work: Promise<unknown>) => void work.catch(() => undefined);

/** The code of the screens whose data is asked for early, and drawn early (first-screen-drawing). */
const FIRST_PAGE_CODE: Record<FirstPage, () => Promise<unknown>> = {
  dashboard: pages.dashboard.fetchCode,
  orders: pages.orders.fetchCode,
};

let started = false;

/**
 * Run once, as the back-office's code arrives: for a signed-in visit to a staff screen, what the
 * screen needs is asked for at once — the layout's code, the HTTP client and, on the dashboard and
 * the orders page (where staff land), the page's code and its data (with the browser's fetch, so
 * it does not wait for axios, or taken over from the early script that asked before), which the
 * first screen draws as soon as it is here — instead of one after the other as each part
 * renders and finds it needs the next (layout, then page, then client, then data: four round
 * trips, each behind a slow computer's script work). Sign-in and sign-up start nothing.
 */
export function startFirstScreen(location: { pathname: string; search: string }) {
  if (started) return;
  started = true;
  const { pathname, search } = location;
  const { user } = sessionStore.getState();
  if (!user) return;
  if (pathname !== paths.admin.root && !pathname.startsWith(`${paths.admin.root}/`)) return;
  if (pathname.startsWith(paths.admin.login) || pathname.startsWith(paths.admin.signup)) return;
  quietly(import('./staff-app'));
  quietly(import('@poshak/shared-api/http'));
  const page = firstPageOf(pathname, user);
  if (!page) return;
  askEarly(firstScreenRequest(page, search));
  quietly(FIRST_PAGE_CODE[page]());
  quietly(import('./first-screen-data').then((data) => data.prefetchFirstScreen(page, search)));
}
