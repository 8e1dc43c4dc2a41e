import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Flex, Spin } from 'antd';
import { paths } from '@poshak/shared-ui/paths';
import { SignedOutOnly } from '../features/auth/components/signed-out-only';
import { SignupPage } from '../features/auth/components/signup-page';
import { AdminLayout } from '../features/layout/components/admin-layout';
import { RoleGate } from '../components/role-gate';
import { canRead, type Area } from '../lib/permissions';
import { useSessionUser } from '../lib/use-session-user';

// Screens behind sign-in load on demand, so /admin/login stays small.
const OrdersPage = lazy(() =>
  import('../features/orders/components/orders-page').then((m) => ({ default: m.OrdersPage })),
);
const AddProductPage = lazy(() =>
  import('../features/stock/components/add-product-page').then((m) => ({
    default: m.AddProductPage,
  })),
);
const LookupPage = lazy(() =>
  import('../features/lookups/components/lookup-page').then((m) => ({ default: m.LookupPage })),
);
const CustomersPage = lazy(() =>
  import('../features/customers/components/customers-page').then((m) => ({
    default: m.CustomersPage,
  })),
);
const DeliveryAreasPage = lazy(() =>
  import('../features/delivery/components/delivery-areas-page').then((m) => ({
    default: m.DeliveryAreasPage,
  })),
);
const AuditPage = lazy(() =>
  import('../features/audit/components/audit-page').then((m) => ({ default: m.AuditPage })),
);
const DashboardPage = lazy(() =>
  import('../features/dashboard/components/dashboard-page').then((m) => ({
    default: m.DashboardPage,
  })),
);
const OrderPrintPage = lazy(() =>
  import('../features/orders/components/order-print-page').then((m) => ({
    default: m.OrderPrintPage,
  })),
);
const OrdersPrintPage = lazy(() =>
  import('../features/orders/components/orders-print-page').then((m) => ({
    default: m.OrdersPrintPage,
  })),
);
const StaffPage = lazy(() =>
  import('../features/staff/components/staff-page').then((m) => ({ default: m.StaffPage })),
);
const CouponsPage = lazy(() =>
  import('../features/coupons/components/coupons-page').then((m) => ({ default: m.CouponsPage })),
);

function Page({ area, children }: { area: Area; children: ReactNode }) {
  return (
    <RoleGate area={area}>
      <Suspense
        fallback={
          <Flex justify="center" style={{ padding: 48 }}>
            <Spin size="large" />
          </Flex>
        }
      >
        {children}
      </Suspense>
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
            <SignupPage />
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
