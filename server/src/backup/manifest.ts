import { z } from 'zod';
import { hasControlCharacters } from '@poshak/shared-api/schemas';

/**
 * What a backup of the embedded shop holds, written as `manifest.json`, the archive's first
 * entry. Restore trusts nothing else in the archive until each part matches its checksum here.
 *
 *   manifest.json             this description
 *   database/<table>.jsonl    every row of that table, one JSON object per line (PostgreSQL's
 *                             own `row_to_json`), in key order, all tables from one snapshot;
 *                             the pictures are rows of the `pictures` table
 *
 * Version 1, written by the earlier PGlite shop, held `database.tar` (PGlite's dump of its data
 * folder) and `pictures/<name>` (UPLOAD_DIR); restore still reads it (./restore-shop).
 */
export const BACKUP_FORMAT = 'poshak-shop-backup';
/** Raised only when the archive's layout changes; restore refuses versions it does not know. */
export const BACKUP_VERSION = 2;

export const MANIFEST_FILE = 'manifest.json';
export const DATABASE_FOLDER = 'database';
/** Version 1's parts. */
export const PGLITE_DUMP_FILE = 'database.tar';
export const PICTURES_FOLDER = 'pictures';

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const bytes = z.number().int().min(0);
const sqlName = z.string().regex(/^[a-z_][a-z0-9_]{0,62}$/);

/** A table's part of the archive: always `database/<table>.jsonl`. */
export const tableFile = (table: string) => `${DATABASE_FOLDER}/${table}.jsonl`;

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

const migrations = z.object({ count: bytes, newest: bytes });

const header = {
  format: z.literal(BACKUP_FORMAT),
  createdAt: z.iso.datetime(),
  /** What the shop held, checked again in the restored database. */
  counts: shopCounts,
};

export const backupManifest = z.object({
  ...header,
  version: z.literal(2),
  database: z.object({
    engine: z.literal('postgresql'),
    postgresVersion: z.string(),
    /** How many migrations the shop had applied, and when the newest of them was written. */
    migrations,
    tables: z.array(
      z
        .object({ name: sqlName, rows: bytes, file: z.string(), bytes, sha256 })
        .refine((t) => t.file === tableFile(t.name), 'a table is stored under its own name'),
    ),
    sequences: z.array(
      z.object({ name: sqlName, lastValue: z.number().int(), isCalled: z.boolean() }),
    ),
  }),
});
export type BackupManifest = z.infer<typeof backupManifest>;

/** An earlier version's backup of its PGlite shop. */
export const pgliteBackupManifest = z.object({
  ...header,
  version: z.literal(1),
  database: z.object({
    file: z.literal(PGLITE_DUMP_FILE),
    engine: z.literal('pglite'),
    postgresVersion: z.string(),
    migrations,
    bytes,
    sha256,
  }),
  pictures: z.object({
    folder: z.literal(PICTURES_FOLDER),
    count: bytes,
    bytes,
    files: z.array(z.object({ path: picturePath, bytes, sha256 })),
  }),
});

export const anyBackupManifest = z.discriminatedUnion('version', [
  backupManifest,
  pgliteBackupManifest,
]);
export type AnyBackupManifest = z.infer<typeof anyBackupManifest>;

export const megabytes = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

/** The bytes of the database's parts. */
export const databaseBytes = (manifest: AnyBackupManifest) =>
  manifest.version === 1
    ? manifest.database.bytes + manifest.pictures.bytes
    : manifest.database.tables.reduce((sum, t) => sum + t.bytes, 0);

/** One line on what a backup holds, for the commands to print. */
export function describeBackup(manifest: AnyBackupManifest): string {
  const c = manifest.counts;
  return (
    `${c.products} products, ${c.stockEntries} stock entries, ${c.orders} orders, ` +
    `${c.customers} customers, ${c.staff} staff accounts, ${c.images} product images; ` +
    `${megabytes(databaseBytes(manifest))} of data`
  );
}
