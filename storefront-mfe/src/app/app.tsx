import '../i18n/texts';
import type { QueryClient } from '@tanstack/react-query';
import { AppProviders } from './providers';
import { queryClient as pageQueryClient } from './query-client';
import { AppRoutes } from './routes';

// The host adopts a page the server drew once this settles (the shell's loadRemoteApp).
export { landingPageCode } from './routes';

/**
 * The storefront remote's root (`storefront/App`), rendered inside the host's router. The server
 * render gives each page its own query cache; in the browser the page's one cache is used.
 */
export default function StorefrontApp({
  queryClient = pageQueryClient,
}: {
  queryClient?: QueryClient;
}) {
  return (
    <AppProviders queryClient={queryClient}>
      <AppRoutes />
    </AppProviders>
  );
}
