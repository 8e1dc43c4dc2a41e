import { hasControlCharacters } from '@poshak/shared-api/schemas';
import { z } from 'zod';

/**
 * What a backup of the embedded shop holds, written as `manifest.json`, the archive's first
 * entry. Restore trusts nothing else in the archive until each part matches its checksum here.
 *
 *   manifest.json      this description
 *   database.tar       PGlite's own dump of its data folder (`dumpDataDir`)
 *   pictures/<name>    every file of UPLOAD_DIR (uploads and their WebP thumbnails)
 */
export const BACKUP_FORMAT = 'poshak-shop-backup';
/** Raised only when the archive's layout changes; restore refuses versions it does not know. */
export const BACKUP_VERSION = 1;

export const MANIFEST_FILE = 'manifest.json';
export const DATABASE_FILE = 'database.tar';
export const PICTURES_FOLDER = 'pictures';

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const bytes = z.number().int().min(0);

/**
 * A path inside the pictures folder: relative, forward slashes, no `.` or `..` segments and no
 * control characters, so joining it to a folder can never leave that folder.
 */
export const picturePath = z
  .string()
  .min(1)
  .max(1024)
  .refine(
    (p) =>
      !p.includes('\\') &&
      !hasControlCharacters(p) &&
      p.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..'),
    'must be a plain relative path',
  );

export const shopCounts = z.object({
  products: bytes,
  stockEntries: bytes,
  orders: bytes,
  customers: bytes,
  staff: bytes,
  images: bytes,
});
export type ShopCounts = z.infer<typeof shopCounts>;

export const backupManifest = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.number().int().min(1),
  createdAt: z.iso.datetime(),
  database: z.object({
    file: z.literal(DATABASE_FILE),
    engine: z.literal('pglite'),
    postgresVersion: z.string(),
    /** How many migrations the shop had applied, and when the newest of them was written. */
    migrations: z.object({ count: bytes, newest: bytes }),
    bytes,
    sha256,
  }),
  pictures: z.object({
    folder: z.literal(PICTURES_FOLDER),
    count: bytes,
    bytes,
    files: z.array(z.object({ path: picturePath, bytes, sha256 })),
  }),
  /** What the shop held, checked again in the restored database. */
  counts: shopCounts,
});
export type BackupManifest = z.infer<typeof backupManifest>;

export const megabytes = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

/** One line on what a backup holds, for the commands to print. */
export function describeBackup(manifest: BackupManifest): string {
  const c = manifest.counts;
  return (
    `${c.products} products, ${c.stockEntries} stock entries, ${c.orders} orders, ` +
    `${c.customers} customers, ${c.staff} staff accounts; database ` +
    `${megabytes(manifest.database.bytes)}, ${manifest.pictures.count} picture files ` +
    `(${megabytes(manifest.pictures.bytes)})`
  );
}
