// Who may read and change what, free of React: the back-office's first screen is drawn by a
// script of its own before React is here (first-screen-early.ts) and asks the same question.
import { hasRole, type Role, type SigninReply } from '@poshak/shared-api';

/**
 * What a back-office page works on; the server enforces the same matrix. `orders` covers reading
 * orders and changing their status, the one change a moderator may make.
 */
export type Area =
  | 'dashboard'
  | 'orders'
  | 'takeOrders'
  | 'catalogue'
  | 'stock'
  | 'customers'
  | 'coupons'
  | 'delivery'
  | 'audit'
  | 'staff'
  | 'sms'
  | 'couriers'
  | 'courierConnection'
  | 'cod'
  | 'blocklist'
  | 'releases';

const EVERY_ROLE: Role[] = ['admin', 'seller', 'moderator'];

/**
 * docs/roles.md: admin all; seller the dashboard, catalogue, stock, customers, orders (and reads
 * coupons); moderator reads all but the dashboard and changes order status (and checks advance
 * delivery fees). The delivery areas' days and the audit log are the admin's alone; so is
 * changing the SMS wordings, which every role reads.
 */
const READERS: Record<Area, Role[]> = {
  // Takings are for the people who run the shop; a moderator lands on the orders.
  dashboard: ['admin', 'seller'],
  orders: EVERY_ROLE,
  // Taking an order for a caller is selling: a moderator checks orders but does not make them.
  takeOrders: ['admin', 'seller'],
  catalogue: EVERY_ROLE,
  stock: EVERY_ROLE,
  customers: EVERY_ROLE,
  coupons: EVERY_ROLE,
  delivery: ['admin'],
  // Who changed what is for admins alone.
  audit: ['admin'],
  // Who may sign in, and as what: the admin's alone.
  staff: ['admin'],
  // What shoppers are told, and whether it reached them: for anyone answering a shopper.
  sms: EVERY_ROLE,
  // Which couriers are on, the area mapping and each order's booking: for anyone moving orders.
  couriers: EVERY_ROLE,
  courierConnection: EVERY_ROLE,
  // What couriers collected and owe is the shop's takings: as the dashboard, not for moderators.
  cod: ['admin', 'seller'],
  // Numbers whose orders are held for a call: read by anyone who calls, set by who sells.
  blocklist: EVERY_ROLE,
  // Which release of the storefront and back-office everyone runs: the owner's.
  releases: ['admin'],
};
const WRITERS: Record<Area, Role[]> = {
  dashboard: ['admin', 'seller'],
  orders: EVERY_ROLE,
  takeOrders: ['admin', 'seller'],
  catalogue: ['admin', 'seller'],
  stock: ['admin', 'seller'],
  customers: ['admin', 'seller'],
  coupons: ['admin'],
  delivery: ['admin'],
  audit: ['admin'],
  staff: ['admin'],
  // The wordings (a failed message is sent again by whoever moves orders: the `orders` area).
  sms: ['admin'],
  // Booking parcels and matching areas: selling work (docs/roles.md).
  couriers: ['admin', 'seller'],
  // Asking a courier with the shop's credentials is the admin's, who set them up.
  courierConnection: ['admin'],
  cod: ['admin', 'seller'],
  blocklist: ['admin', 'seller'],
  releases: ['admin'],
};

export const canRead = (user: SigninReply | null, area: Area) => hasRole(user, ...READERS[area]);
export const canWrite = (user: SigninReply | null, area: Area) => hasRole(user, ...WRITERS[area]);
