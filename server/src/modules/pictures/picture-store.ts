import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ShopDatabase } from '../../db/database';
import { databasePictureStore } from './pictures';
import { isPictureName, requirePictureName } from './picture-names';
import type { PictureStore } from './picture-store-contract';

/** Pictures as files in one folder (where a shop from before kept them: UPLOAD_DIR). */
export function diskPictureStore(dir: string): PictureStore {
  const fileOf = (name: string) => path.join(dir, requirePictureName(name));
  let made: Promise<unknown> | undefined;
  return {
    kind: 'disk',
    async save(name, bytes) {
      const file = fileOf(name);
      made ??= mkdir(dir, { recursive: true });
      await made;
      try {
        // `wx`: never over an existing file (a name is written once).
        await writeFile(file, bytes, { flag: 'wx' });
      } catch (error) {
        // A file begun and not finished (a full disk) is no picture; one that existed stays.
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') await rm(file, { force: true });
        throw error;
      }
    },
    async read(name) {
      if (!isPictureName(name)) return null;
      try {
        return await readFile(path.join(dir, name));
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'EISDIR') return null;
        throw error;
      }
    },
    async remove(names) {
      await Promise.all(names.map((name) => rm(fileOf(name), { force: true })));
    },
    async list() {
      try {
        return (await readdir(dir)).filter(isPictureName);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
    },
  };
}

/** The shop's pictures (the server, the seed and the commands all ask here). */
export function pictureStoreFor(shop: Pick<ShopDatabase, 'db'>): PictureStore {
  return databasePictureStore(shop.db);
}

/**
 * Copies every picture of `from` that `to` lacks (moving a shop onto PostgreSQL, loading a
 * benchmark catalogue). One at a time: a shop's originals may weigh a few MB each.
 */
export async function copyPictures(
  from: PictureStore,
  to: PictureStore,
): Promise<{ copied: number; alreadyThere: number; bytes: number }> {
  const present = new Set(await to.list());
  let copied = 0;
  let alreadyThere = 0;
  let bytes = 0;
  for (const name of (await from.list()).sort()) {
    if (present.has(name)) {
      alreadyThere++;
      continue;
    }
    const data = await from.read(name);
    // Removed between the listing and the read: nothing shows it.
    if (!data) continue;
    await to.save(name, data);
    copied++;
    bytes += data.length;
  }
  return { copied, alreadyThere, bytes };
}
