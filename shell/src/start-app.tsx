import { StrictMode, startTransition } from 'react';
// React DOM's client is passed in by the bootstrap, which fetches it beside this module: running
// each when it arrives keeps them in tasks of their own.
import type * as ReactDomClient from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { remoteApps } from './federation/remote-app-store';
import type { RemoteName } from './federation/remote-config';
import { nextTask } from './next-task';
import { createShellRouter } from './routes/router';
import { isStorefrontPath } from './routes/storefront-or-not-found';

/** The remote that draws a page no earlier step could name (a page the server did not draw). */
export function remoteOfPath(pathname: string): RemoteName | null {
  return isStorefrontPath(pathname) ? 'storefront' : null;
}

const app = () => (
  <StrictMode>
    <RouterProvider router={createShellRouter()} />
  </StrictMode>
);

/**
 * From here React answers the page's events: on a page the server drew, a tap on a part React has
 * not adopted yet makes it adopt that part first, then handles the tap. The mark says so to
 * anything waiting for the page to come alive (the end-to-end journeys do, before their first tap).
 */
function markLive() {
  document.documentElement.dataset.live = '';
}

/**
 * A page the server rendered is already on screen: React adopts its markup once the remote that
 * drew it is here (hydration), instead of drawing the page again. Both run as a transition, so
 * React works in short slices and the page keeps answering the shopper while it starts.
 */
export async function startApp(
  root: HTMLElement,
  remote: RemoteName | null,
  { createRoot, hydrateRoot }: typeof ReactDomClient,
) {
  if (remote && root.firstElementChild && (await remoteApps.settled(remote)).status === 'ready') {
    // The remote's code has just run in this task: adopt the page in the next one.
    await nextTask();
    startTransition(() => {
      hydrateRoot(root, app(), {
        onRecoverableError: (error) =>
          console.error('[poshak] the page the server drew was drawn again', error),
      });
    });
    markLive();
    return;
  }
  // Nothing to adopt, or the remote could not load: the shell draws the page (or the fallback).
  root.replaceChildren();
  startTransition(() => createRoot(root).render(app()));
  markLive();
}
