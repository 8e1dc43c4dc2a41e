import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { images } from '../../db/schema';
import { lowStockThreshold, setLowStockThreshold } from './low-stock';
import { readEntry } from './stock-entries';
import { stockList } from './stock-list';
import { createVariants } from './stock-variants';
import { createEntry, removeEntry, setEntryArchived, updateEntry } from './stock-writes';

/** True when no image row shows this picture any more (demo pictures are shared). */
async function isPictureUnused(db: Database, imageUrl: string): Promise<boolean> {
  const [row] = await db
    .select({ id: images.id_image })
    .from(images)
    .where(eq(images.image_url, imageUrl))
    .limit(1);
  return !row;
}

/**
 * Stock entries: one product trace + one image + one operation-type-2 transaction each. The
 * listing (stock-list), a single entry's writes (stock-writes), a product in all its variants
 * (stock-variants) and the low-stock threshold (low-stock), bound to one database.
 */
export function stockRepository(db: Database) {
  const threshold = () => lowStockThreshold(db);
  return {
    list: stockList(db, threshold),
    get: (id: number) => readEntry(db, id),
    create: createEntry.bind(null, db),
    createVariants: createVariants.bind(null, db),
    update: updateEntry.bind(null, db),
    remove: removeEntry.bind(null, db),
    setArchived: setEntryArchived.bind(null, db),
    lowStockThreshold: threshold,
    setLowStockThreshold: setLowStockThreshold.bind(null, db),
    isPictureUnused: (imageUrl: string) => isPictureUnused(db, imageUrl),
  };
}
