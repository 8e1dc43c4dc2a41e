import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { remoteApps } from './federation/remote-app-store';
import type { RemoteName } from './federation/remote-config';
import { createShellRouter } from './routes/router';
import { isStorefrontPath } from './routes/storefront-or-not-found';
import { paths } from '@poshak/shared-ui/paths';

/** The remote that draws this page, if any. */
function remoteOf(pathname: string): RemoteName | null {
  if (pathname === paths.admin.root || pathname.startsWith(`${paths.admin.root}/`))
    return 'backoffice';
  return isStorefrontPath(pathname) ? 'storefront' : null;
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const remote = remoteOf(window.location.pathname);
// Start fetching the page's remote before React's first render, not after it.
if (remote) remoteApps.ensure(remote);

const app = () => (
  <StrictMode>
    <RouterProvider router={createShellRouter()} />
  </StrictMode>
);

/** Lets the browser paint and answer input before the next piece of start-up work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

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
async function start(root: HTMLElement) {
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

void start(container);
