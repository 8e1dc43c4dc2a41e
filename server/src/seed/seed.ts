import { count, eq } from 'drizzle-orm';
import { OPERATION } from '@poshak/shared-api/schemas';
import type { Database } from '../db/database';
import type { PictureStore } from '../modules/pictures';
import { appMeta, transactions } from '../db/schema';
import { giveDemoBengaliNames, markDemoBengaliNamesGiven } from './demo-bengali-names';
import { seedDemoCatalogue } from './demo-seed';
import { seedReferenceLists } from './reference';

export interface SeedResult {
  demoCatalogue: 'created' | 'already-seeded' | 'skipped';
  stockEntries: number;
  ms: number;
}

const DEMO_MARK = 'demo_catalogue_seeded';

/**
 * First-start data, idempotent: the reference lists always; the demo catalogue once, into a
 * shop with no stock yet, unless SEED=none. A shop whose owner deleted the demo stays empty. A
 * demo shop seeded before its lookups had Bengali names gets them once.
 */
export async function seedDatabase(
  db: Database,
  options: { seed: 'demo' | 'none'; pictures: PictureStore },
): Promise<SeedResult> {
  const started = performance.now();
  return db.transaction(async (tx) => {
    await seedReferenceLists(tx);
    const result = (demoCatalogue: SeedResult['demoCatalogue'], stockEntries = 0) => ({
      demoCatalogue,
      stockEntries,
      ms: Math.round(performance.now() - started),
    });
    if (options.seed === 'none') return result('skipped');

    const [mark] = await tx.select().from(appMeta).where(eq(appMeta.key, DEMO_MARK));
    const [stock] = await tx
      .select({ n: count() })
      .from(transactions)
      .where(eq(transactions.operation_type_id, OPERATION.stockEntry));
    if (mark || (stock?.n ?? 0) > 0) {
      if (mark) await giveDemoBengaliNames(tx);
      return result('already-seeded');
    }

    const { stockEntries } = await seedDemoCatalogue(tx, options.pictures);
    await tx.insert(appMeta).values({ key: DEMO_MARK, value: new Date().toISOString() });
    await markDemoBengaliNamesGiven(tx);
    return result('created', stockEntries);
  });
}
