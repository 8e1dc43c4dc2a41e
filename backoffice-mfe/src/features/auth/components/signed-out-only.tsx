import { useSyncExternalStore, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { sessionStore } from '@poshak/shared-api';
import { paths } from '@poshak/shared-ui/paths';
import type { FromState } from './require-auth';

function isReturnPath(from: string | undefined): from is string {
  return (
    !!from &&
    from.startsWith(`${paths.admin.root}/`) &&
    !from.startsWith(paths.admin.login) &&
    !from.startsWith(paths.admin.signup)
  );
}

const signedInUser = () => sessionStore.getState().user;
const signedOutOnServer = () => null;

/**
 * Sign-in and sign-up are for signed-out visitors; once signed in, the user goes back to the page
 * that sent them to sign in, or to the back-office home (the dashboard;
 * the orders for a moderator).
 */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  // The server draws sign-in for everyone (it cannot see this device's session): while React
  // adopts that page it reads "signed out" as the server did, then at once the real session.
  const user = useSyncExternalStore(sessionStore.subscribe, signedInUser, signedOutOnServer);
  const from = (useLocation().state as FromState | null)?.from;
  if (user) return <Navigate to={isReturnPath(from) ? from : paths.admin.root} replace />;
  return <>{children}</>;
}
