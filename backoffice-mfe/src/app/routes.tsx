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

// Screens load on demand (app/page-loaders.ts), so /admin/login stays small.
const SignupPage = pages.signup.Page;
const OrdersPage = pages.orders.Page;
const NewOrderPage = pages.newOrder.Page;
const AddProductPage = pages.addProduct.Page;
const LookupPage = pages.lookups.Page;
const CustomersPage = pages.customers.Page;
const DeliveryAreasPage = pages.deliveryAreas.Page;
const AuditPage = pages.audit.Page;
const ReleasesPage = pages.releases.Page;
const BlocklistPage = pages.blocklist.Page;
const DashboardPage = pages.dashboard.Page;
const OrderPrintPage = pages.orderPrint.Page;
const OrdersPrintPage = pages.ordersPrint.Page;
const StaffPage = pages.staff.Page;
const CouponsPage = pages.coupons.Page;
const SmsPage = pages.sms.Page;
const CouriersPage = pages.couriers.Page;
const LabelsPage = pages.labels.Page;
const CodPage = pages.cod.Page;

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
      <Route
        path="orders/labels"
        element={
          <Page area="orders">
            <LabelsPage />
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
          path="blocklist"
          element={
            <Page area="blocklist">
              <BlocklistPage />
            </Page>
          }
        />
        <Route
          path="releases"
          element={
            <Page area="releases">
              <ReleasesPage />
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
        <Route
          path="couriers"
          element={
            <Page area="couriers">
              <CouriersPage />
            </Page>
          }
        />
        {/* The wordings, and the messages made from them. */}
        <Route
          path="sms/*"
          element={
            <Page area="sms">
              <SmsPage />
            </Page>
          }
        />
        <Route
          path="cod"
          element={
            <Page area="cod">
              <CodPage />
            </Page>
          }
        />
        <Route path="*" element={<Landing />} />
      </Route>
    </Routes>
  );
}
