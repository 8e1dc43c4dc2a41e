import { lazyPage } from '@poshak/shared-ui/lazy-page';

/**
 * Each staff screen, its code fetched on demand (a chunk per page, so /admin/login stays small).
 * The routes draw a screen with its `Page`; `first-screen-start.ts` asks for the first screen's
 * code with its `fetchCode` as soon as the back-office arrives, beside the layout's, so the screen
 * then takes the place of its stand-in at once, with no loading spinner between the two.
 */
export const pages = {
  signup: lazyPage(
    () => import('../features/auth/components/signup-page'),
    (m) => m.SignupPage,
  ),
  dashboard: lazyPage(
    () => import('../features/dashboard/components/dashboard-page'),
    (m) => m.DashboardPage,
  ),
  orders: lazyPage(
    () => import('../features/orders/components/orders-page'),
    (m) => m.OrdersPage,
  ),
  newOrder: lazyPage(
    () => import('../features/new-order/components/new-order-page'),
    (m) => m.NewOrderPage,
  ),
  orderPrint: lazyPage(
    () => import('../features/orders/components/order-print-page'),
    (m) => m.OrderPrintPage,
  ),
  ordersPrint: lazyPage(
    () => import('../features/orders/components/orders-print-page'),
    (m) => m.OrdersPrintPage,
  ),
  addProduct: lazyPage(
    () => import('../features/stock/components/add-product-page'),
    (m) => m.AddProductPage,
  ),
  lookups: lazyPage(
    () => import('../features/lookups/components/lookup-page'),
    (m) => m.LookupPage,
  ),
  customers: lazyPage(
    () => import('../features/customers/components/customers-page'),
    (m) => m.CustomersPage,
  ),
  deliveryAreas: lazyPage(
    () => import('../features/delivery/components/delivery-areas-page'),
    (m) => m.DeliveryAreasPage,
  ),
  blocklist: lazyPage(
    () => import('../features/blocklist/components/blocklist-page'),
    (m) => m.BlocklistPage,
  ),
  releases: lazyPage(
    () => import('../features/releases/components/releases-page'),
    (m) => m.ReleasesPage,
  ),
  audit: lazyPage(
    () => import('../features/audit/components/audit-page'),
    (m) => m.AuditPage,
  ),
  staff: lazyPage(
    () => import('../features/staff/components/staff-page'),
    (m) => m.StaffPage,
  ),
  coupons: lazyPage(
    () => import('../features/coupons/components/coupons-page'),
    (m) => m.CouponsPage,
  ),
  couriers: lazyPage(
    () => import('../features/couriers/components/couriers-page'),
    (m) => m.CouriersPage,
  ),
  labels: lazyPage(
    () => import('../features/couriers/components/labels-page'),
    (m) => m.LabelsPage,
  ),
  cod: lazyPage(
    () => import('../features/cod/components/cod-page'),
    (m) => m.CodPage,
  ),
  sms: lazyPage(
    () => import('../features/sms/components/sms-page'),
    (m) => m.SmsPage,
  ),
};
