import { existsSync, openAsBlob, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { extract } from 'tar';
import type { Config } from '../config';
import { dataDirHolder } from '../db/data-dir-lock';
import { PGLITE_EXTENSIONS, pgliteFolder } from '../db/database';
import { digestFile, listFiles, moveFile } from './files';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  backupManifest,
  DATABASE_FILE,
  MANIFEST_FILE,
  PICTURES_FOLDER,
  type BackupManifest,
} from './manifest';
import { EXIT, holdDataDir, Refusal } from './refusal';
import { countShop } from './shop-facts';

type RestoreConfig = Pick<Config, 'databaseUrl' | 'dataDir' | 'uploadDir' | 'migrationsDir'>;

export interface RestoreResult {
  manifest: BackupManifest;
  /** What was there before and has been replaced (only with `force`). */
  replaced: string | undefined;
}

const ON_POSTGRESQL =
  'DATABASE_URL is set, but a backup of the embedded shop is restored into DATA_DIR for the ' +
  'embedded database: unset DATABASE_URL to restore it. A PostgreSQL shop is restored with ' +
  "PostgreSQL's own tools (pg_restore) from its pg_dump.";

const busy = (dataDir: string) => (pid: number) =>
  `A running server (pid ${pid}) holds the embedded database in ${dataDir}; nothing was ` +
  'restored. Stop that server, run the restore, then start it again.';

/** Why `config` already holds a shop (a database or pictures), or undefined for an empty one. */
async function existingShop(config: RestoreConfig): Promise<string | undefined> {
  const found: string[] = [];
  const pgliteDir = pgliteFolder(config.dataDir);
  if (existsSync(path.join(pgliteDir, 'PG_VERSION'))) found.push(`a database in ${pgliteDir}`);
  const pictures = (await listFiles(config.uploadDir)).length;
  if (pictures > 0) found.push(`${pictures} picture files in ${config.uploadDir}`);
  return found.length > 0 ? found.join(' and ') : undefined;
}

/** The newest migration this server knows (drizzle's journal), to spot a backup from a newer one. */
function newestKnownMigration(migrationsDir: string): number {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { when: number }[] };
  return Math.max(0, ...journal.entries.map((e) => e.when));
}

async function startsWithGzipMagic(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(2), 0, 2, 0);
    return bytesRead === 2 && buffer[0] === 0x1f && buffer[1] === 0x8b;
  } finally {
    await handle.close();
  }
}

/** The archive's entries a backup can hold; anything else marks a foreign archive. */
function isExpectedEntry(entryPath: string, type: string): boolean {
  const name = entryPath.replace(/\/+$/, '');
  if (name === MANIFEST_FILE || name === DATABASE_FILE) return type === 'File';
  if (name === PICTURES_FOLDER) return type === 'Directory';
  if (name.startsWith(`${PICTURES_FOLDER}/`)) return type === 'File' || type === 'Directory';
  return false;
}

/**
 * Unpacks the archive into `staging` and proves it whole: a Poshak backup of a version this server
 * reads, every part present and matching its checksum, nothing else in it.
 */
async function unpackVerified(
  source: string,
  staging: string,
  config: RestoreConfig,
): Promise<BackupManifest> {
  const damaged = (why: string) =>
    new Refusal(`The archive ${source} is damaged (${why}); nothing was restored.`, EXIT.refused);
  const foreign = (why: string) =>
    new Refusal(
      `${source} is not a backup of a Poshak shop (${why}); nothing was restored.`,
      EXIT.refused,
    );

  if (!(await startsWithGzipMagic(source))) throw foreign('it is not a .tar.gz archive');
  let unexpected: string | undefined;
  try {
    // Synchronous: the asynchronous form rejects at the first error while its writes are still
    // landing in `staging`, which then cannot be cleared. A command has nothing else to do.
    extract({
      file: source,
      cwd: staging,
      sync: true,
      strict: true,
      filter: (entryPath, entry) => {
        const type = 'type' in entry ? entry.type : 'File';
        const expected = isExpectedEntry(entryPath, type);
        if (!expected) unexpected ??= entryPath;
        return expected;
      },
    });
  } catch (error) {
    throw damaged((error as Error).message);
  }

  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(path.join(staging, MANIFEST_FILE), 'utf8'));
  } catch {
    throw foreign(`it has no readable ${MANIFEST_FILE}`);
  }
  const header = raw as { format?: unknown; version?: unknown };
  if (header.format !== BACKUP_FORMAT) throw foreign(`its ${MANIFEST_FILE} is not one of ours`);
  if (typeof header.version !== 'number' || header.version > BACKUP_VERSION) {
    throw new Refusal(
      `${source} was written by a newer Poshak (backup format ${String(header.version)}, this ` +
        `one reads ${BACKUP_VERSION}); nothing was restored. Restore it with the newer version.`,
      EXIT.refused,
    );
  }
  if (unexpected) throw foreign(`it holds ${unexpected}, which a backup never does`);
  const parsed = backupManifest.safeParse(raw);
  if (!parsed.success) throw damaged(`${MANIFEST_FILE} does not describe a backup`);
  const manifest = parsed.data;

  const database = await digestFile(path.join(staging, DATABASE_FILE)).catch(() => undefined);
  if (!database) throw damaged(`${DATABASE_FILE} is missing`);
  if (database.sha256 !== manifest.database.sha256 || database.bytes !== manifest.database.bytes) {
    throw damaged(`${DATABASE_FILE} does not match its checksum`);
  }

  const picturesDir = path.join(staging, PICTURES_FOLDER);
  const present = new Set(await listFiles(picturesDir));
  for (const file of manifest.pictures.files) {
    if (!present.delete(file.path)) throw damaged(`${PICTURES_FOLDER}/${file.path} is missing`);
    const digest = await digestFile(path.join(picturesDir, file.path));
    if (digest.sha256 !== file.sha256 || digest.bytes !== file.bytes) {
      throw damaged(`${PICTURES_FOLDER}/${file.path} does not match its checksum`);
    }
  }
  const [extra] = present;
  if (extra !== undefined) throw damaged(`${PICTURES_FOLDER}/${extra} is not in its manifest`);

  if (manifest.database.migrations.newest > newestKnownMigration(config.migrationsDir)) {
    throw new Refusal(
      `${source} comes from a newer version of Poshak (its database has migrations this one ` +
        'does not know); nothing was restored. Update this server, then restore.',
      EXIT.refused,
    );
  }
  return manifest;
}

/** Loads the dump into a folder of its own and checks it holds what the manifest counted. */
async function loadDatabase(dump: string, into: string, manifest: BackupManifest): Promise<void> {
  await rm(into, { recursive: true, force: true });
  await mkdir(into, { recursive: true });
  const client = new PGlite({
    dataDir: into,
    extensions: PGLITE_EXTENSIONS,
    loadDataDir: await openAsBlob(dump),
  });
  try {
    await client.waitReady;
    const counts = await countShop(client);
    const differs = (Object.keys(counts) as (keyof typeof counts)[]).filter(
      (key) => counts[key] !== manifest.counts[key],
    );
    if (differs.length > 0) {
      throw new Refusal(
        `The restored database does not hold what the backup recorded (${differs
          .map((k) => `${k}: ${counts[k]} instead of ${manifest.counts[k]}`)
          .join(', ')}); nothing was restored.`,
        EXIT.refused,
      );
    }
  } finally {
    await client.close();
  }
}

/**
 * Puts a backup (see ./back-up-shop) into DATA_DIR and UPLOAD_DIR, so the shop is exactly as it
 * was when the backup was taken. Refuses a damaged or foreign archive before touching anything,
 * and a folder that already holds a shop unless `force` says to replace it. The database is
 * loaded and checked beside the current one, then swapped in; the data folder is held throughout,
 * so no server starts on a half-restored shop.
 */
export async function restoreShop(
  config: RestoreConfig,
  source: string,
  options: { force: boolean },
): Promise<RestoreResult> {
  if (config.databaseUrl) throw new Refusal(ON_POSTGRESQL, EXIT.refused);
  if (!existsSync(source)) {
    throw new Refusal(`There is no file ${source}; nothing was restored.`, EXIT.refused);
  }
  const holder = dataDirHolder(config.dataDir);
  if (holder) throw new Refusal(busy(config.dataDir)(holder), EXIT.inUse);
  const refuseExisting = async () => {
    const existing = options.force ? undefined : await existingShop(config);
    if (existing) {
      throw new Refusal(
        `There is already a shop here (${existing}); nothing was restored. ` +
          'Add --force to replace it with the backup, or choose another DATA_DIR.',
        EXIT.shopExists,
      );
    }
  };
  await refuseExisting();

  const staging = await mkdtemp(path.join(os.tmpdir(), 'poshak-restore-'));
  try {
    const manifest = await unpackVerified(source, staging, config);
    const release = holdDataDir(config.dataDir, busy(config.dataDir));
    try {
      // Checked again now that the folder is ours: a server may have made a shop meanwhile.
      await refuseExisting();
      const replaced = await existingShop(config);
      const pgliteDir = pgliteFolder(config.dataDir);
      const incoming = `${pgliteDir}.restoring`;
      try {
        await loadDatabase(path.join(staging, DATABASE_FILE), incoming, manifest);
      } catch (error) {
        await rm(incoming, { recursive: true, force: true });
        throw error;
      }

      const previous = `${pgliteDir}.replaced`;
      await rm(previous, { recursive: true, force: true });
      if (existsSync(pgliteDir)) await rename(pgliteDir, previous);
      await rename(incoming, pgliteDir);

      // UPLOAD_DIR may be a mount point of its own: emptied and refilled, never renamed.
      await mkdir(config.uploadDir, { recursive: true });
      for (const entry of await readdir(config.uploadDir)) {
        await rm(path.join(config.uploadDir, entry), { recursive: true, force: true });
      }
      for (const file of manifest.pictures.files) {
        await moveFile(
          path.join(staging, PICTURES_FOLDER, file.path),
          path.join(config.uploadDir, file.path),
        );
      }
      await rm(previous, { recursive: true, force: true });
      return { manifest, replaced };
    } finally {
      release();
    }
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
