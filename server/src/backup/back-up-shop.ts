import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { create as createTar } from 'tar';
import type { Config } from '../config';
import { openCommandShop } from '../db/command-shop';
import type { EngineLog } from '../db/embedded-postgres';
import { embeddedPostgresFolder } from '../db/embedded-postgres';
import { holdsPgliteShop } from '../db/pglite-shop';
import { shopTablesInDependencyOrder } from '../db/shop-tables';
import { readTables } from '../db/table-rows';
import { digestFile } from './files';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  DATABASE_FOLDER,
  MANIFEST_FILE,
  tableFile,
  type BackupManifest,
} from './manifest';
import { EXIT, Refusal } from './refusal';
import { appliedMigrations, countShop, postgresVersion } from './shop-facts';

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: BackupManifest;
  /** Whether the shop was served meanwhile (the backup is one consistent moment of it). */
  whileServed: boolean;
}

const ON_EXTERNAL_POSTGRESQL =
  "This shop runs on a PostgreSQL of its own (DATABASE_URL is set): back it up with PostgreSQL's " +
  'own tools, e.g. `pg_dump --format=custom --file=poshak.dump "$DATABASE_URL"` or your ' +
  "provider's backups. Its pictures live in the database too, so that is the whole shop.";

/**
 * Writes one gzipped tar archive of the embedded shop: every table's rows from ONE snapshot of
 * the database (orders may keep arriving while it is taken: the archive is the shop at one
 * moment), the sequences' positions, and a manifest with a checksum per part (see ./manifest).
 * Nothing else is needed: the rows are PostgreSQL's own JSON of them. The archive appears under
 * its name only once it is complete.
 */
export async function backUpShop(
  config: Pick<
    Config,
    'databaseUrl' | 'databaseSchema' | 'dataDir' | 'uploadDir' | 'migrationsDir'
  >,
  target: string,
  log: EngineLog,
): Promise<BackupResult> {
  if (config.databaseUrl) throw new Refusal(ON_EXTERNAL_POSTGRESQL, EXIT.refused);
  if (
    !existsSync(path.join(embeddedPostgresFolder(config.dataDir), 'PG_VERSION')) &&
    !holdsPgliteShop(config.dataDir)
  ) {
    throw new Refusal(
      `There is no shop in ${config.dataDir} (no database in ` +
        `${embeddedPostgresFolder(config.dataDir)}); nothing was backed up. Is DATA_DIR right?`,
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

  const staging = await mkdtemp(path.join(os.tmpdir(), 'poshak-backup-'));
  const partial = `${target}.partial-${process.pid}`;
  const opened = await openCommandShop(config, log);
  try {
    await mkdir(path.join(staging, DATABASE_FOLDER));
    const tables = shopTablesInDependencyOrder().filter((t) => !t.derived);
    const files = new Map(
      tables.map((t) => [t.name, createWriteStream(path.join(staging, tableFile(t.name)))]),
    );
    const read = await readTables(
      opened.shop.db,
      tables,
      async (table, rows) => {
        const file = files.get(table.name);
        if (file && !file.write(`${rows.join('\n')}\n`)) await once(file, 'drain');
      },
      async (snapshot) => ({
        counts: await countShop(snapshot),
        migrations: await appliedMigrations(snapshot),
        postgres: await postgresVersion(snapshot),
      }),
    );
    await Promise.all(
      [...files.values()].map((file) => new Promise((resolve) => file.end(resolve))),
    );
    if (!read.also) throw new Error('the shop could not be counted');
    const parts: BackupManifest['database']['tables'] = [];
    for (const table of tables) {
      const file = tableFile(table.name);
      parts.push({
        name: table.name,
        rows: read.rows.get(table.name) ?? 0,
        file,
        ...(await digestFile(path.join(staging, file))),
      });
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      database: {
        engine: 'postgresql',
        postgresVersion: read.also.postgres,
        migrations: read.also.migrations,
        tables: parts,
        sequences: read.sequences,
      },
      counts: read.also.counts,
    };
    await writeFile(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    await createTar({ file: partial, cwd: staging, gzip: true, portable: true, strict: true }, [
      MANIFEST_FILE,
      ...parts.map((p) => p.file),
    ]);
    await rename(partial, target);
    return {
      file: target,
      bytes: (await stat(target)).size,
      manifest,
      whileServed: opened.alongsideServer,
    };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await opened.close();
    await rm(staging, { recursive: true, force: true });
  }
}
