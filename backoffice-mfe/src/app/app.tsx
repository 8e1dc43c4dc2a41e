import '../i18n/texts';
import { AppProviders } from './providers';
import { AppRoutes } from './routes';

/**
 * The back-office remote's root, mounted by the host at /admin/* (the host, or the standalone
 * bootstrap, provides the BrowserRouter).
 */
export default function BackofficeApp() {
  return (
    <AppProviders>
      <AppRoutes />
    </AppProviders>
  );
}
