import { matchPath, useLocation } from 'react-router-dom';
import { storefrontRoutes } from '@poshak/shared-ui/paths';
import { RemoteApp } from '../federation/remote-app';
import { NotFoundPage } from './not-found-page';

export function isStorefrontPath(pathname: string): boolean {
  return storefrontRoutes.some((pattern) => matchPath(pattern, pathname) !== null);
}

export function StorefrontOrNotFound() {
  const { pathname } = useLocation();
  return isStorefrontPath(pathname) ? <RemoteApp name="storefront" /> : <NotFoundPage />;
}
