import { eq } from 'drizzle-orm';
import { LOW_STOCK_DEFAULT } from '@poshak/shared-api/schemas';
import type { Database } from '../../db/database';
import { shopSettings } from '../../db/schema';
import { audited, type Actor } from '../audit';

const LOW_STOCK_KEY = 'low_stock_threshold';

/** The quantity at or under which an entry is low stock (staff set it; LOW_STOCK_DEFAULT until then). */
export async function lowStockThreshold(db: Database): Promise<number> {
  const [row] = await db
    .select({ value: shopSettings.value })
    .from(shopSettings)
    .where(eq(shopSettings.key, LOW_STOCK_KEY));
  return row?.value ?? LOW_STOCK_DEFAULT;
}

export async function setLowStockThreshold(
  db: Database,
  threshold: number,
  actor: Actor | null,
): Promise<number> {
  return audited(db, actor, async (tx) => {
    const [before] = await tx
      .select({ value: shopSettings.value })
      .from(shopSettings)
      .where(eq(shopSettings.key, LOW_STOCK_KEY))
      .for('update');
    await tx
      .insert(shopSettings)
      .values({ key: LOW_STOCK_KEY, value: threshold })
      .onConflictDoUpdate({ target: shopSettings.key, set: { value: threshold } });
    return {
      result: threshold,
      change: {
        kind: 'low_stock_threshold',
        id: LOW_STOCK_KEY,
        action: 'update',
        before: { threshold: before?.value ?? LOW_STOCK_DEFAULT },
        after: { threshold },
      },
    };
  });
}
