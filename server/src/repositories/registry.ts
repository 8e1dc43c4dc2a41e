import type { Database } from '../db/database';
import { lookupsRepository } from './lookups';
import { storefrontRepository } from './storefront';

/** Every repository bound to the app's database; transactional work builds its own on a tx. */
export function createRepositories(db: Database) {
  return {
    lookups: lookupsRepository(db),
    storefront: storefrontRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
