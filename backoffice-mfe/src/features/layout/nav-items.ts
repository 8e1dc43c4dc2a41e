import { paths } from '@poshak/shared-ui/paths';
import type { Area } from '../../lib/permissions';

/** The side menu of spec §2, in its order; the coupon page has no menu link (spec §2). */
export const NAV_ITEMS = [
  { path: paths.admin.orders, label: 'layout.nav.orders', area: 'orders' },
  { path: paths.admin.addProduct, label: 'layout.nav.addProduct', area: 'stock' },
  { path: paths.admin.categories, label: 'layout.nav.categories', area: 'catalogue' },
  { path: paths.admin.brands, label: 'layout.nav.brands', area: 'catalogue' },
  { path: paths.admin.sizes, label: 'layout.nav.sizes', area: 'catalogue' },
  { path: paths.admin.colors, label: 'layout.nav.colors', area: 'catalogue' },
  { path: paths.admin.materials, label: 'layout.nav.materials', area: 'catalogue' },
  { path: paths.admin.customers, label: 'layout.nav.customers', area: 'customers' },
] as const satisfies readonly { path: string; label: string; area: Area }[];
