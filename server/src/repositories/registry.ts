import type { Database, Executor } from '../db/database';
import { auditRepository } from './audit';
import { couponsRepository } from './coupons';
import { customersRepository } from './customers';
import { dashboardRepository } from './dashboard';
import { legacyTransactionsRepository } from './legacy-transactions';
import { lookupsRepository } from './lookups';
import {
  orderPaymentsRepository,
  ordersRepository,
  orderTrackingRepository,
} from '../modules/orders';
import { otpsRepository } from './otps';
import type { SessionOwners } from '../services/session-owners';
import {
  keepSessionOwners,
  staffRepository,
  staffSessionsRepository,
  type SessionOwner,
} from './staff';
import { stockRepository } from './stock';
import { storefrontRepository } from './storefront';

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
 * staff sessions are kept in memory there (services/session-owners), and every staff
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
