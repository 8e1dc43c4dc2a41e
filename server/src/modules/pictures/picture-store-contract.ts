/**
 * Where the product pictures and their thumbnails are kept: rows of the `pictures` table, so
 * every instance (and every server process) serves what any of them stored, and the database's
 * backup holds them. Files in a folder are only read, from a shop made before pictures moved into
 * the database (db/move-from-pglite, and a backup of such a shop).
 *
 * A name is written once and never reused: a picture never changes under its URL (that is what
 * lets browsers, CDNs and the serving cache keep it for a year).
 */
export interface PictureStore {
  readonly kind: 'disk' | 'database';
  /** Stores a new picture; a name that is taken already (or not a picture name) is an error. */
  save(name: string, bytes: Buffer): Promise<void>;
  /** The picture's bytes, or null for an unknown name (or one that is no picture name). */
  read(name: string): Promise<Buffer | null>;
  /** Removes these pictures; names that are not there are skipped. */
  remove(names: readonly string[]): Promise<void>;
  /** Every stored picture's name. */
  list(): Promise<string[]>;
}
