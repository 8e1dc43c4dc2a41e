import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '@poshak/shared-ui/paths';
import { useSessionUser } from '../../../lib/use-session-user';
import type { FromState } from './require-auth';

function isReturnPath(from: string | undefined): from is string {
  return (
    !!from &&
    from.startsWith(`${paths.admin.root}/`) &&
    !from.startsWith(paths.admin.login) &&
    !from.startsWith(paths.admin.signup)
  );
}

/**
 * Sign-in and sign-up are for signed-out visitors; once signed in, the user goes back to the page
 * that sent them to sign in, or to the back-office home (the dashboard;
 * the orders for a moderator).
 */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  const user = useSessionUser();
  const from = (useLocation().state as FromState | null)?.from;
  if (user) return <Navigate to={isReturnPath(from) ? from : paths.admin.root} replace />;
  return <>{children}</>;
}
