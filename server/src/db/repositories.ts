import type { Database, Executor } from './database';
import { auditRepository } from '../modules/audit';
import { couponsRepository } from '../modules/coupons';
import { customersRepository } from '../modules/customers';
import { dashboardRepository } from '../modules/dashboard';
import { legacyTransactionsRepository } from '../modules/legacy';
import { lookupsRepository } from '../modules/lookups';
import {
  orderPaymentsRepository,
  ordersRepository,
  orderTrackingRepository,
} from '../modules/orders';
import {
  otpsRepository,
  keepSessionOwners,
  staffRepository,
  staffSessionsRepository,
} from '../modules/staff';
import type { SessionOwners, SessionOwner } from '../modules/staff';
import { stockRepository } from '../modules/stock';
import { storefrontRepository } from '../modules/catalogue';

/** The repositories that also work inside a caller's transaction, bound to it. */
function onExecutor(db: Executor, owners: SessionOwners<SessionOwner> | undefined) {
  return {
    audit: auditRepository(db),
    coupons: couponsRepository(db),
    customers: customersRepository(db),
    legacyTransactions: legacyTransactionsRepository(db),
    lookups: lookupsRepository(db),
    orderPayments: orderPaymentsRepository(db),
    orderTracking: orderTrackingRepository(db),
    staff: staffRepository(db, owners),
    staffSessions: staffSessionsRepository(db, owners),
  };
}

/**
 * Every repository bound to the app's database: THE way routes and plugins reach data
 * (`app.repos`). Work that must share a transaction takes `within(tx)`. With `owners`, live
 * staff sessions are kept in memory there (modules/staff/session-owners), and every staff
 * repository on this database forgets in it the sessions its writes end.
 */
export function createRepositories(db: Database, owners?: SessionOwners<SessionOwner>) {
  if (owners) keepSessionOwners(db, owners);
  return {
    ...onExecutor(db, owners),
    dashboard: dashboardRepository(db),
    orders: ordersRepository(db),
    stock: stockRepository(db),
    storefront: storefrontRepository(db),
    /** Sign-up codes are hashed under the server's key, which the auth plugin resolves. */
    signUpCodes: (key: Buffer) => otpsRepository(db, key),
    within: (tx: Executor) => onExecutor(tx, owners),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
