/**
 * Each staff screen's code, fetched on demand (a chunk per page, so /admin/login stays small). The
 * routes draw a screen with these, and `first-screen-start.ts` asks for the first screen's code as
 * soon as the back-office arrives, beside the layout's, instead of after it.
 */
export const pageLoaders = {
  signup: () => import('../features/auth/components/signup-page'),
  dashboard: () => import('../features/dashboard/components/dashboard-page'),
  orders: () => import('../features/orders/components/orders-page'),
  newOrder: () => import('../features/new-order/components/new-order-page'),
  orderPrint: () => import('../features/orders/components/order-print-page'),
  ordersPrint: () => import('../features/orders/components/orders-print-page'),
  addProduct: () => import('../features/stock/components/add-product-page'),
  lookups: () => import('../features/lookups/components/lookup-page'),
  customers: () => import('../features/customers/components/customers-page'),
  deliveryAreas: () => import('../features/delivery/components/delivery-areas-page'),
  audit: () => import('../features/audit/components/audit-page'),
  staff: () => import('../features/staff/components/staff-page'),
  coupons: () => import('../features/coupons/components/coupons-page'),
};
