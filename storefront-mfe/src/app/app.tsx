import '../i18n/texts';
import { AppProviders } from './providers';
import { AppRoutes } from './routes';

/** The storefront remote's root (`storefront/App`), rendered inside the host's router. */
export default function StorefrontApp() {
  return (
    <AppProviders>
      <AppRoutes />
    </AppProviders>
  );
}
