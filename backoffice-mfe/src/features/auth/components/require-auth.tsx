import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '@poshak/shared-ui/paths';
import { useSessionUser } from '../../../lib/use-session-user';
import { useSignOutWhenTokenExpires } from '../session';

export interface FromState {
  from?: string;
}

/** Every back-office page but sign-in and sign-up needs a signed-in staff member. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const user = useSessionUser();
  const location = useLocation();
  useSignOutWhenTokenExpires();
  if (!user) {
    const state: FromState = { from: location.pathname + location.search };
    return <Navigate to={paths.admin.login} replace state={state} />;
  }
  return <>{children}</>;
}
