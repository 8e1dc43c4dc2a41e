import type { ReactNode } from 'react';
import type { Area } from '../lib/access';
import { pages } from './page-loaders';

// Screens load on demand (app/page-loaders.ts), so /admin/login stays small.
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

/** A signed-in screen: where it is (relative to /admin), the area whose readers may see it. */
export interface ScreenRoute {
  path: string;
  area: Area;
  screen: ReactNode;
}

/** The printable invoice, slips and labels: they stand alone, no menu or header on the paper. */
export const PRINT_ROUTES: ScreenRoute[] = [
  { path: 'orders/:invoice/print', area: 'orders', screen: <OrderPrintPage /> },
  { path: 'orders/print', area: 'orders', screen: <OrdersPrintPage /> },
  { path: 'orders/labels', area: 'orders', screen: <LabelsPage /> },
];

/** The orders: the landing figures, the worklist and an order taken by staff. */
const ORDER_ROUTES: ScreenRoute[] = [
  { path: 'dashboard', area: 'dashboard', screen: <DashboardPage /> },
  { path: 'product-order', area: 'orders', screen: <OrdersPage /> },
  { path: 'orders/new', area: 'takeOrders', screen: <NewOrderPage /> },
];

/** The catalogue: the stock entries and the lookup lists (paths as the old back-office had them). */
const CATALOGUE_ROUTES: ScreenRoute[] = [
  { path: 'product-add', area: 'stock', screen: <AddProductPage /> },
  ...(
    [
      ['product-cetagory', 'category'],
      ['product-brand', 'brand'],
      ['product-size', 'size'],
      ['product-color', 'color'],
      ['product-material', 'material'],
    ] as const
  ).map(([path, kind]) => ({
    path,
    area: 'catalogue' as const,
    screen: <LookupPage key={kind} kind={kind} />,
  })),
];

/** The shop's customers, what it sells them for and where it delivers. */
const SHOP_ROUTES: ScreenRoute[] = [
  { path: 'product-customer', area: 'customers', screen: <CustomersPage /> },
  { path: 'coupon', area: 'coupons', screen: <CouponsPage /> },
  { path: 'delivery-areas', area: 'delivery', screen: <DeliveryAreasPage /> },
  { path: 'blocklist', area: 'blocklist', screen: <BlocklistPage /> },
];

/** Who works on the shop, what they changed, and the releases of its code. */
const ADMIN_ROUTES: ScreenRoute[] = [
  { path: 'releases', area: 'releases', screen: <ReleasesPage /> },
  { path: 'audit', area: 'audit', screen: <AuditPage /> },
  { path: 'staff', area: 'staff', screen: <StaffPage /> },
];

/** The outside services: couriers, SMS (the wordings, and the messages made from them), COD. */
const SERVICE_ROUTES: ScreenRoute[] = [
  { path: 'couriers', area: 'couriers', screen: <CouriersPage /> },
  { path: 'sms/*', area: 'sms', screen: <SmsPage /> },
  { path: 'cod', area: 'cod', screen: <CodPage /> },
];

/** Every screen drawn inside the layout (its menu and header). */
export const LAYOUT_ROUTES: ScreenRoute[] = [
  ...ORDER_ROUTES,
  ...CATALOGUE_ROUTES,
  ...SHOP_ROUTES,
  ...ADMIN_ROUTES,
  ...SERVICE_ROUTES,
];
