import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { seedDatabase, type SeedResult } from '../seed/seed';
import { pictureStoreFor } from '../services/picture-store';
import type { ShopDatabase } from './database';

/**
 * Brings a database up to date before anything uses it: migrations, then the first-start seed.
 * Both run under an advisory lock, so instances starting together take turns.
 */
export async function prepareDatabase(
  shop: ShopDatabase,
  config: Pick<Config, 'seed'>,
  log?: Pick<FastifyBaseLogger, 'info'>,
): Promise<SeedResult> {
  return shop.withSetupLock(async () => {
    const started = performance.now();
    await shop.migrate();
    log?.info(`database migrated in ${Math.round(performance.now() - started)} ms`);
    const seeded = await seedDatabase(shop.db, {
      seed: config.seed,
      pictures: pictureStoreFor(shop),
    });
    if (seeded.demoCatalogue === 'created') {
      log?.info(`demo catalogue seeded: ${seeded.stockEntries} stock entries in ${seeded.ms} ms`);
    }
    return seeded;
  });
}
