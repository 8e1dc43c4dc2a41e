import { Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Flex, Spin } from 'antd';
import { paths } from '@poshak/shared-ui/paths';
import { SignedOutOnly } from '../features/auth/components/signed-out-only';
import { AdminLayout } from '../features/layout/components/admin-layout';
import { RoleGate } from '../components/role-gate';
import { canRead, type Area } from '../lib/access';
import { useSessionUser } from '../lib/use-session-user';
import { pages } from './page-loaders';
import { LAYOUT_ROUTES, PRINT_ROUTES, type ScreenRoute } from './route-table';

const SignupPage = pages.signup.Page;

/** While a screen's code arrives: a spinner where the page goes. */
const PAGE_LOADING = (
  <Flex justify="center" style={{ padding: 48 }}>
    <Spin size="large" />
  </Flex>
);

function Page({ area, children }: { area: Area; children: ReactNode }) {
  return (
    <RoleGate area={area}>
      <Suspense fallback={PAGE_LOADING}>{children}</Suspense>
    </RoleGate>
  );
}

/** A screen's route, behind its area's role gate. */
const screenRoute = ({ path, area, screen }: ScreenRoute) => (
  <Route key={path} path={path} element={<Page area={area}>{screen}</Page>} />
);

/** `/admin` itself: the dashboard for who may see it (admin, seller), the orders for the rest. */
function Landing() {
  const user = useSessionUser();
  return (
    <Navigate
      to={canRead(user, 'dashboard') ? paths.admin.dashboard : paths.admin.orders}
      replace
    />
  );
}

/** Child routes of /admin/* but sign-in (app.tsx), relative as the host mounts them (system contract). */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="signup"
        element={
          <SignedOutOnly>
            <Suspense fallback={PAGE_LOADING}>
              <SignupPage />
            </Suspense>
          </SignedOutOnly>
        }
      />
      {/* Signed-in only: app.tsx sends anyone else to sign-in before this chunk loads. */}
      {PRINT_ROUTES.map(screenRoute)}
      <Route element={<AdminLayout />}>
        <Route index element={<Landing />} />
        {LAYOUT_ROUTES.map(screenRoute)}
        <Route path="*" element={<Landing />} />
      </Route>
    </Routes>
  );
}
