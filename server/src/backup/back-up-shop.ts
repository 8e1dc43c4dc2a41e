import { existsSync } from 'node:fs';
import { mkdtemp, rename, rm, stat, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { create as createTar } from 'tar';
import type { Config } from '../config';
import { PGLITE_EXTENSIONS, pgliteFolder } from '../db/database';
import { digestFile, listFiles, writeBlob } from './files';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  DATABASE_FILE,
  MANIFEST_FILE,
  PICTURES_FOLDER,
  picturePath,
  type BackupManifest,
} from './manifest';
import { EXIT, holdDataDir, Refusal } from './refusal';
import { appliedMigrations, countShop, postgresVersion } from './shop-facts';

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: BackupManifest;
  /** Files in UPLOAD_DIR whose names the shop never writes (left out of the archive). */
  skipped: string[];
}

const ON_POSTGRESQL =
  "This shop runs on PostgreSQL (DATABASE_URL is set): back it up with PostgreSQL's own tools, " +
  'e.g. `pg_dump --format=custom --file=poshak.dump "$DATABASE_URL"` or your provider\'s ' +
  'backups. Its pictures live in the database too, so that is the whole shop.';

const busy = (dataDir: string) => (pid: number) =>
  `A running server (pid ${pid}) holds the embedded database in ${dataDir}; no backup was taken. ` +
  'The embedded database belongs to one process, so a consistent copy needs that server ' +
  'stopped: stop it (SIGTERM lets it finish its requests), run the backup, start it again. ' +
  'To back up while the shop runs, run it on PostgreSQL (DATABASE_URL) and use pg_dump; its ' +
  'pictures then live in the database.';

/**
 * Writes one gzipped tar archive of the embedded shop: PGlite's own dump of its data folder, the
 * picture files and a manifest of both with their checksums (see ./manifest). The data folder is
 * held for the whole run, so no server changes the shop while it is copied. The archive appears
 * under its name only once it is complete.
 */
export async function backUpShop(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'uploadDir'>,
  target: string,
): Promise<BackupResult> {
  if (config.databaseUrl) throw new Refusal(ON_POSTGRESQL, EXIT.refused);
  const pgliteDir = pgliteFolder(config.dataDir);
  if (!existsSync(path.join(pgliteDir, 'PG_VERSION'))) {
    throw new Refusal(
      `There is no embedded shop in ${config.dataDir} (no database in ${pgliteDir}); ` +
        'nothing was backed up. Is DATA_DIR right?',
      EXIT.refused,
    );
  }
  const targetDir = path.dirname(target);
  if (!(await stat(targetDir).catch(() => undefined))?.isDirectory()) {
    throw new Refusal(
      `The folder ${targetDir} does not exist; nothing was backed up.`,
      EXIT.refused,
    );
  }

  const release = holdDataDir(config.dataDir, busy(config.dataDir));
  const staging = await mkdtemp(path.join(os.tmpdir(), 'poshak-backup-'));
  const partial = `${target}.partial-${process.pid}`;
  try {
    const client = new PGlite({ dataDir: pgliteDir, extensions: PGLITE_EXTENSIONS });
    let database: BackupManifest['database'];
    let counts: BackupManifest['counts'];
    try {
      await client.waitReady;
      counts = await countShop(client);
      const migrations = await appliedMigrations(client);
      const postgres = await postgresVersion(client);
      const dump = await client.dumpDataDir('none');
      const digest = await writeBlob(dump, path.join(staging, DATABASE_FILE));
      database = {
        file: DATABASE_FILE,
        engine: 'pglite',
        postgresVersion: postgres,
        migrations,
        ...digest,
      };
    } finally {
      await client.close();
    }

    const names = await listFiles(config.uploadDir);
    const kept = names.filter((name) => picturePath.safeParse(name).success);
    const files: BackupManifest['pictures']['files'] = [];
    for (const name of kept) {
      files.push({ path: name, ...(await digestFile(path.join(config.uploadDir, name))) });
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      database,
      pictures: {
        folder: PICTURES_FOLDER,
        count: files.length,
        bytes: files.reduce((sum, f) => sum + f.bytes, 0),
        files,
      },
      counts,
    };
    await writeFile(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    // The pictures enter the archive under pictures/ straight from UPLOAD_DIR, through a link
    // in the staging folder, instead of being copied there first.
    await symlink(config.uploadDir, path.join(staging, PICTURES_FOLDER), 'junction');
    await createTar({ file: partial, cwd: staging, gzip: true, portable: true, strict: true }, [
      MANIFEST_FILE,
      DATABASE_FILE,
      ...kept.map((name) => `${PICTURES_FOLDER}/${name}`),
    ]);
    await rename(partial, target);
    return {
      file: target,
      bytes: (await stat(target)).size,
      manifest,
      skipped: names.filter((name) => !picturePath.safeParse(name).success),
    };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await rm(staging, { recursive: true, force: true });
    release();
  }
}
