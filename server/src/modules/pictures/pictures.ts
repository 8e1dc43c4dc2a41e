import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { pictures } from '../../db/schema';
import { isPictureName, requirePictureName } from './picture-names';
import type { PictureStore } from './picture-store-contract';

/**
 * The channel on which an instance tells the others which pictures it removed, so none of them
 * keeps serving one from its memory (plugins/pictures). Sent in the removing transaction, so it
 * arrives once the rows are really gone.
 */
export const PICTURES_CHANNEL = 'poshak_pictures';
/** NOTIFY payloads stop at 8,000 bytes; names are at most 120 characters. */
const NAMES_PER_NOTIFY = 50;

/**
 * Pictures as rows of the `pictures` table (PostgreSQL). `db` may be a transaction: moving a shop
 * copies its pictures in the same transaction as its rows.
 */
export function databasePictureStore(db: Executor): PictureStore {
  const readOne = (db as Database)
    .select({ bytes: pictures.bytes })
    .from(pictures)
    .where(eq(pictures.name, sql.placeholder('name')))
    .prepare('picture_read');
  return {
    kind: 'database',
    async save(name, bytes) {
      await db.insert(pictures).values({ name: requirePictureName(name), bytes });
    },
    async read(name) {
      if (!isPictureName(name)) return null;
      const [row] = await readOne.execute({ name });
      return row?.bytes ?? null;
    },
    async remove(names) {
      if (names.length === 0) return;
      names.forEach(requirePictureName);
      const removeAndTell = async (tx: Executor) => {
        await tx.delete(pictures).where(inArray(pictures.name, [...names]));
        for (let i = 0; i < names.length; i += NAMES_PER_NOTIFY) {
          const payload = names.slice(i, i + NAMES_PER_NOTIFY).join(' ');
          await tx.execute(sql`SELECT pg_notify(${PICTURES_CHANNEL}, ${payload})`);
        }
      };
      // Inside a caller's transaction this is a savepoint of it.
      await db.transaction(removeAndTell);
    },
    async list() {
      const rows = await db
        .select({ name: pictures.name })
        .from(pictures)
        .orderBy(asc(pictures.name));
      return rows.map((r) => r.name);
    },
  };
}
