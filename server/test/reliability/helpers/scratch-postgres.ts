import { loadConfig, type Config } from '../../../src/config';
import { createDatabase, type ShopDatabase } from '../../../src/db/database';
import { prepareDatabase } from '../../../src/db/setup';
import { createStaff, type StaffAccount } from '../../helpers/build';
import { makeCatalogue, type Catalogue } from '../../helpers/catalogue';
import { scratchDatabase } from '../../helpers/test-postgres';

/**
 * A scratch database on the test run's embedded PostgreSQL, migrated, with the test catalogue and one staff account, for servers
 * spawned on it; `shop` is the test's own connection to it.
 */
export async function scratchShop(staff: StaffAccount): Promise<{
  url: string;
  config: Config;
  shop: ShopDatabase;
  catalogue: Catalogue;
  drop: () => Promise<void>;
}> {
  const scratch = await scratchDatabase('embedded', { prefix: 'poshak_rel' });
  const config = loadConfig({ DATABASE_URL: scratch.url, SEED: 'none' });
  const shop = await createDatabase({ ...config, databaseUrl: scratch.url });
  await prepareDatabase(shop, config);
  const catalogue = await makeCatalogue(shop.db);
  await createStaff(shop.db, staff);
  return { url: scratch.url, config, shop, catalogue, drop: scratch.drop };
}
