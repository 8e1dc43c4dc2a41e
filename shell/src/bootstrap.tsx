import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { remoteApps } from './federation/remote-app-store';
import { createShellRouter } from './routes/router';
import { isStorefrontPath } from './routes/storefront-or-not-found';
import { paths } from '@poshak/shared-ui/paths';

// Start fetching the page's remote before React's first render, not after it.
const { pathname } = window.location;
if (pathname === paths.admin.root || pathname.startsWith(`${paths.admin.root}/`)) {
  remoteApps.ensure('backoffice');
} else if (isStorefrontPath(pathname)) {
  remoteApps.ensure('storefront');
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <RouterProvider router={createShellRouter()} />
  </StrictMode>,
);
