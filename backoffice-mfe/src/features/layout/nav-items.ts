import { paths } from '@poshak/shared-ui/paths';
import type { Area } from '../../lib/access';

/**
 * The side menu of spec §2, in its order, after the dashboard (the landing page of admin and
 * seller); the coupon page has no menu link (spec §2). The audit log comes last, for admins only.
 */
export const NAV_ITEMS = [
  { path: paths.admin.dashboard, label: 'layout.nav.dashboard', area: 'dashboard' },
  { path: paths.admin.orders, label: 'layout.nav.orders', area: 'orders' },
  // Not in the spec's menu: an order taken by phone, Messenger, in the shop or from a comment.
  { path: paths.admin.newOrder, label: 'layout.nav.newOrder', area: 'takeOrders' },
  { path: paths.admin.addProduct, label: 'layout.nav.addProduct', area: 'stock' },
  { path: paths.admin.categories, label: 'layout.nav.categories', area: 'catalogue' },
  { path: paths.admin.brands, label: 'layout.nav.brands', area: 'catalogue' },
  { path: paths.admin.sizes, label: 'layout.nav.sizes', area: 'catalogue' },
  { path: paths.admin.colors, label: 'layout.nav.colors', area: 'catalogue' },
  { path: paths.admin.materials, label: 'layout.nav.materials', area: 'catalogue' },
  { path: paths.admin.customers, label: 'layout.nav.customers', area: 'customers' },
  // Not in the spec's menu: the days each shipping area promises (admins only).
  { path: paths.admin.deliveryAreas, label: 'layout.nav.deliveryAreas', area: 'delivery' },
  // Not in the spec's menu: what shoppers are sent by SMS, and whether it reached them.
  { path: paths.admin.sms, label: 'layout.nav.sms', area: 'sms' },
  // Not in the spec's menu: which couriers are on, and where the shop's areas lie in their lists.
  { path: paths.admin.couriers, label: 'layout.nav.couriers', area: 'couriers' },
  // Not in the spec's menu: the cash the couriers collected and paid (issue 30).
  { path: paths.admin.cod, label: 'layout.nav.cod', area: 'cod' },
  // Not in the spec's menu: numbers whose orders are held for a call (fake orders).
  { path: paths.admin.blocklist, label: 'layout.nav.blocklist', area: 'blocklist' },
  { path: paths.admin.audit, label: 'layout.nav.audit', area: 'audit', ownerOnly: true },
  { path: paths.admin.staff, label: 'layout.nav.staff', area: 'staff', ownerOnly: true },
  // Not in the spec's menu: which release of each remote runs, its canary and their failures.
  { path: paths.admin.releases, label: 'layout.nav.releases', area: 'releases', ownerOnly: true },
] as const satisfies readonly { path: string; label: string; area: Area; ownerOnly?: true }[];
