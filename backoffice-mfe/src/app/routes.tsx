import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Flex, Spin } from 'antd';
import { paths } from '@poshak/shared-ui/paths';
import { SignedOutOnly } from '../features/auth/components/signed-out-only';
import { AdminLayout } from '../features/layout/components/admin-layout';
import { RoleGate } from '../components/role-gate';
import { canRead, type Area } from '../lib/permissions';
import { useSessionUser } from '../lib/use-session-user';
import { pageLoaders } from './page-loaders';

// Screens load on demand (app/page-loaders.ts), so /admin/login stays small.
const SignupPage = lazy(() => pageLoaders.signup().then((m) => ({ default: m.SignupPage })));
const OrdersPage = lazy(() => pageLoaders.orders().then((m) => ({ default: m.OrdersPage })));
const NewOrderPage = lazy(() => pageLoaders.newOrder().then((m) => ({ default: m.NewOrderPage })));
const AddProductPage = lazy(() =>
  pageLoaders.addProduct().then((m) => ({ default: m.AddProductPage })),
);
const LookupPage = lazy(() => pageLoaders.lookups().then((m) => ({ default: m.LookupPage })));
const CustomersPage = lazy(() =>
  pageLoaders.customers().then((m) => ({ default: m.CustomersPage })),
);
const DeliveryAreasPage = lazy(() =>
  pageLoaders.deliveryAreas().then((m) => ({ default: m.DeliveryAreasPage })),
);
const AuditPage = lazy(() => pageLoaders.audit().then((m) => ({ default: m.AuditPage })));
const DashboardPage = lazy(() =>
  pageLoaders.dashboard().then((m) => ({ default: m.DashboardPage })),
);
const OrderPrintPage = lazy(() =>
  pageLoaders.orderPrint().then((m) => ({ default: m.OrderPrintPage })),
);
const OrdersPrintPage = lazy(() =>
  pageLoaders.ordersPrint().then((m) => ({ default: m.OrdersPrintPage })),
);
const StaffPage = lazy(() => pageLoaders.staff().then((m) => ({ default: m.StaffPage })));
const CouponsPage = lazy(() => pageLoaders.coupons().then((m) => ({ default: m.CouponsPage })));

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
      {/* The printable invoice and slip stand alone: no menu or header on the paper. */}
      <Route
        path="orders/:invoice/print"
        element={
          <Page area="orders">
            <OrderPrintPage />
          </Page>
        }
      />
      <Route
        path="orders/print"
        element={
          <Page area="orders">
            <OrdersPrintPage />
          </Page>
        }
      />
      <Route element={<AdminLayout />}>
        <Route index element={<Landing />} />
        <Route
          path="dashboard"
          element={
            <Page area="dashboard">
              <DashboardPage />
            </Page>
          }
        />
        <Route
          path="product-order"
          element={
            <Page area="orders">
              <OrdersPage />
            </Page>
          }
        />
        <Route
          path="orders/new"
          element={
            <Page area="takeOrders">
              <NewOrderPage />
            </Page>
          }
        />
        <Route
          path="product-add"
          element={
            <Page area="stock">
              <AddProductPage />
            </Page>
          }
        />
        {(
          [
            ['product-cetagory', 'category'],
            ['product-brand', 'brand'],
            ['product-size', 'size'],
            ['product-color', 'color'],
            ['product-material', 'material'],
          ] as const
        ).map(([path, kind]) => (
          <Route
            key={kind}
            path={path}
            element={
              <Page area="catalogue">
                <LookupPage key={kind} kind={kind} />
              </Page>
            }
          />
        ))}
        <Route
          path="product-customer"
          element={
            <Page area="customers">
              <CustomersPage />
            </Page>
          }
        />
        <Route
          path="coupon"
          element={
            <Page area="coupons">
              <CouponsPage />
            </Page>
          }
        />
        <Route
          path="delivery-areas"
          element={
            <Page area="delivery">
              <DeliveryAreasPage />
            </Page>
          }
        />
        <Route
          path="audit"
          element={
            <Page area="audit">
              <AuditPage />
            </Page>
          }
        />
        <Route
          path="staff"
          element={
            <Page area="staff">
              <StaffPage />
            </Page>
          }
        />
        <Route path="*" element={<Landing />} />
      </Route>
    </Routes>
  );
}
