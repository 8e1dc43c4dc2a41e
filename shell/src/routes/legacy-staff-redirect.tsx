import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '@poshak/shared-ui/paths';

/** The spec's top-level staff paths (/login, /product-order, …) live under /admin in Poshak. */
export function LegacyStaffRedirect() {
  const { pathname, search, hash } = useLocation();
  return <Navigate replace to={`${paths.admin.root}${pathname}${search}${hash}`} />;
}
