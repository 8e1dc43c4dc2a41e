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
    hydrate(queryClient, JSON.parse(element.textContent ?? '') as DehydratedState);
  } catch (error) {
    // The page still works: its queries load their data as on a page the server did not render.
    console.error(
      '[poshak] the storefront could not read the data of the server-rendered page',
      error,
    );
  }
}
