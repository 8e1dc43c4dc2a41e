import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Flex, Spin } from 'antd';
import { paths } from '@poshak/shared-ui/paths';
import { SignedOutOnly } from '../features/auth/components/signed-out-only';
import { SignupPage } from '../features/auth/components/signup-page';
import { AdminLayout } from '../features/layout/components/admin-layout';
import { RoleGate } from '../components/role-gate';
import type { Area } from '../lib/permissions';

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
      <Route element={<AdminLayout />}>
        <Route index element={<Navigate to={paths.admin.orders} replace />} />
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
        <Route path="*" element={<Navigate to={paths.admin.orders} replace />} />
      </Route>
    </Routes>
  );
}
