import { lazy, Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { paths } from '@poshak/shared-ui/paths';
import '../i18n/texts';
import { RequireAuth } from '../features/auth/components/require-auth';
import { SignedOutOnly } from '../features/auth/components/signed-out-only';
import { SigninPage } from '../features/auth/components/signin-page';
import { FirstScreen } from './first-screen';
import { startFirstScreen } from './first-screen-start';

// Sign-in is drawn without antd or zod: everything else (the antd providers, the layout, every other
// screen) arrives in its own chunks, after the sign-in form is on screen or while the top bar is.
const StaffApp = lazy(() => import('./staff-app'));

// As soon as this code arrives, a signed-in visit asks at once for all its first screen needs
// (not on the server, which draws only the sign-in form).
if (typeof window !== 'undefined') startFirstScreen(window.location);

/** Sign-up is open to anyone; every other staff screen first needs a signed-in staff member. */
function StaffEntry() {
  const { pathname } = useLocation();
  const staffApp = (
    <Suspense fallback={<FirstScreen />}>
      <StaffApp />
    </Suspense>
  );
  if (pathname.startsWith(paths.admin.signup)) return staffApp;
  return <RequireAuth>{staffApp}</RequireAuth>;
}

/**
 * The back-office remote's root, mounted by the host at /admin/* (the host, or the standalone
 * bootstrap, provides the BrowserRouter).
 */
export default function BackofficeApp() {
  return (
    <Routes>
      <Route
        path="login"
        element={
          <SignedOutOnly>
            <SigninPage />
          </SignedOutOnly>
        }
      />
      <Route path="*" element={<StaffEntry />} />
    </Routes>
  );
}
