import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';

/** The element of a server-rendered page that carries the data the page was drawn from. */
const STATE_ELEMENT_ID = 'poshak-storefront-state';

/**
 * Server side: the page's query cache as a JSON script tag. Every `<` is escaped, so no text in
 * the data (a product named `</script><script>…`) can end the tag early.
 */
export function serverStateTag(queryClient: QueryClient): string {
  const json = JSON.stringify(dehydrate(queryClient)).replace(/</g, '\\u003c');
  return `<script id="${STATE_ELEMENT_ID}" type="application/json">${json}</script>`;
}

/**
 * The page's data counted as read when the browser adopts it, not when the server read it. The
 * server keeps a drawn page only as long as the API replies it was drawn from (writes through the
 * API empty both at once), so a page up to a minute old carries what a new request would read
 * from those same kept replies. Counted from the server's clock, such a page's queries were stale
 * on arrival (staleTime 60 s): all of them asked again while React adopted the page — axios
 * fetched and run, the grid drawn again — for the same data, on the phone's busiest second. The
 * browser's own clock also keeps a phone whose clock is off from refetching (or never) at once.
 */
function asReadNow(state: DehydratedState): DehydratedState {
  const now = Date.now();
  return {
    ...state,
    queries: state.queries.map((query) =>
      query.state.status === 'success'
        ? { ...query, state: { ...query.state, dataUpdatedAt: now } }
        : query,
    ),
  };
}

/**
 * Browser side: starts the cache with the server's data, so the first render matches the page the
 * server sent (React then adopts that markup instead of drawing it again) and nothing is fetched
 * twice. Used once: a remount later (Retry) loads fresh data.
 */
export function adoptServerState(queryClient: QueryClient): void {
  if (typeof document === 'undefined') return;
  const element = document.getElementById(STATE_ELEMENT_ID);
  if (!element) return;
  element.remove();
  try {
    // Written by serverStateTag on this shop's server for this very page.
    const state = JSON.parse(element.textContent ?? '') as DehydratedState;
    hydrate(queryClient, asReadNow(state));
  } catch (error) {
    // The page still works: its queries load their data as on a page the server did not render.
    console.error(
      '[poshak] the storefront could not read the data of the server-rendered page',
      error,
    );
  }
}
