import { createReadStream, existsSync, openAsBlob, readFileSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, open, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { extract, Parser, type ReadEntry } from 'tar';
import type { Config } from '../config';
import { dataDirHolder } from '../db/data-dir-lock';
import { createDatabase, type ShopDatabase } from '../db/database';
import { embeddedPostgresFolder, SHOP_DATABASE, type EngineLog } from '../db/embedded-postgres';
import { startEmbeddedShop, type EmbeddedShop } from '../db/embedded-shop';
import { moveShop } from '../db/move-shop';
import { openPgliteShop } from '../db/pglite-shop';
import {
  columnsOf,
  insertRows,
  readSequences,
  tablesHoldingRows,
  writeSequences,
} from '../db/table-rows';
import { shopTablesInDependencyOrder } from '../db/shop-tables';
import { diskPictureStore } from '../modules/pictures';
import { digestFile, listFiles } from './files';
import {
  anyBackupManifest,
  BACKUP_FORMAT,
  BACKUP_VERSION,
  DATABASE_FOLDER,
  MANIFEST_FILE,
  megabytes,
  PGLITE_DUMP_FILE,
  PICTURES_FOLDER,
  type AnyBackupManifest,
  type BackupManifest,
} from './manifest';
import { EXIT, holdDataDir, Refusal } from './refusal';
import { countShop } from './shop-facts';

type RestoreConfig = Pick<Config, 'databaseUrl' | 'dataDir' | 'uploadDir' | 'migrationsDir'>;

export interface RestoreResult {
  manifest: AnyBackupManifest;
  /** What was there before and has been replaced (only with `force`). */
  replaced: string | undefined;
}

/**
 * The most an archive may unpack to (its parts' sizes as its headers declare them): 4 GB by
 * default, far past a shop of 100,000 stock entries with its pictures, and far below a full disk.
 */
export const DEFAULT_RESTORE_LIMIT = 4 * 1024 ** 3;

/** The database a backup is loaded into beside the shop's, then renamed into its place. */
const RESTORING_DATABASE = `${SHOP_DATABASE}_restoring`;

const ON_EXTERNAL_POSTGRESQL =
  'DATABASE_URL is set, but a backup of the embedded shop is restored into DATA_DIR for the ' +
  'embedded PostgreSQL: unset DATABASE_URL to restore it. A shop on a PostgreSQL of its own is ' +
  "restored with PostgreSQL's own tools (pg_restore) from its pg_dump.";

const busy = (dataDir: string) => (pid: number) =>
  `A running server (pid ${pid}) holds the shop in ${dataDir}; nothing was restored. Stop that ` +
  'server, run the restore, then start it again.';

async function startsWithGzipMagic(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(2), 0, 2, 0);
    return bytesRead === 2 && buffer[0] === 0x1f && buffer[1] === 0x8b;
  } finally {
    await handle.close();
  }
}

/**
 * Reads the archive's headers (each entry's declared size comes before its bytes) and refuses it
 * as soon as the sizes add up past `maxBytes`: nothing is written, and the bytes of an entry that
 * would pass the limit are never even unpacked. A gzip bomb is refused at its first header.
 */
async function refuseOversized(source: string, maxBytes: number): Promise<void> {
  let total = 0;
  const tooBig = await new Promise<boolean>((resolve, reject) => {
    const input = createReadStream(source);
    const parser = new Parser({
      strict: true,
      onReadEntry: (entry: ReadEntry) => {
        // A header is a 512-byte block of its own: an archive of countless empty entries counts.
        total += 512 + entry.size;
        if (total > maxBytes) {
          input.destroy();
          resolve(true);
          return;
        }
        entry.resume();
      },
    });
    parser.on('end', () => resolve(false));
    parser.on('error', reject);
    input.on('error', reject);
    input.pipe(parser as unknown as NodeJS.WritableStream);
  }).catch((error: unknown) => {
    throw new Refusal(
      `The archive ${source} is damaged (${(error as Error).message}); nothing was restored.`,
      EXIT.refused,
    );
  });
  if (tooBig) {
    throw new Refusal(
      `The archive ${source} would unpack to more than ${megabytes(maxBytes)}; nothing was ` +
        'restored. If it truly is your shop, raise the limit with --max-size.',
      EXIT.refused,
    );
  }
}

/** The archive's entries a backup can hold; anything else marks a foreign archive. */
function isExpectedEntry(entryPath: string, type: string): boolean {
  const name = entryPath.replace(/\/+$/, '');
  if (name === MANIFEST_FILE || name === PGLITE_DUMP_FILE) return type === 'File';
  if (name === DATABASE_FOLDER || name === PICTURES_FOLDER) return type === 'Directory';
  if (name.startsWith(`${DATABASE_FOLDER}/`))
    return type === 'File' && !name.slice(9).includes('/');
  if (name.startsWith(`${PICTURES_FOLDER}/`)) return type === 'File' || type === 'Directory';
  return false;
}

/** The migrations this server knows (drizzle's journal), oldest first. */
function knownMigrations(migrationsDir: string): { when: number; tag: string }[] {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { when: number; tag: string }[] };
  return journal.entries;
}

/**
 * Unpacks the archive into `staging` and proves it whole: a Poshak backup of a version this server
 * reads, every part present and matching its checksum, nothing else in it.
 */
async function unpackVerified(
  source: string,
  staging: string,
  config: RestoreConfig,
): Promise<AnyBackupManifest> {
  const damaged = (why: string) =>
    new Refusal(`The archive ${source} is damaged (${why}); nothing was restored.`, EXIT.refused);
  const foreign = (why: string) =>
    new Refusal(
      `${source} is not a backup of a Poshak shop (${why}); nothing was restored.`,
      EXIT.refused,
    );

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
  const parsed = anyBackupManifest.safeParse(raw);
  if (!parsed.success) throw damaged(`${MANIFEST_FILE} does not describe a backup`);
  const manifest = parsed.data;

  const checkPart = async (file: string, expected: { bytes: number; sha256: string }) => {
    const digest = await digestFile(path.join(staging, file)).catch(() => undefined);
    if (!digest) throw damaged(`${file} is missing`);
    if (digest.sha256 !== expected.sha256 || digest.bytes !== expected.bytes) {
      throw damaged(`${file} does not match its checksum`);
    }
  };
  if (manifest.version === 1) {
    await checkPart(PGLITE_DUMP_FILE, manifest.database);
    const present = new Set(await listFiles(path.join(staging, PICTURES_FOLDER)));
    for (const file of manifest.pictures.files) {
      if (!present.delete(file.path)) throw damaged(`${PICTURES_FOLDER}/${file.path} is missing`);
      await checkPart(`${PICTURES_FOLDER}/${file.path}`, file);
    }
    const [extra] = present;
    if (extra !== undefined) throw damaged(`${PICTURES_FOLDER}/${extra} is not in its manifest`);
  } else {
    const present = new Set(await listFiles(path.join(staging, DATABASE_FOLDER)));
    for (const table of manifest.database.tables) {
      if (!present.delete(table.file.slice(DATABASE_FOLDER.length + 1))) {
        throw damaged(`${table.file} is missing`);
      }
      await checkPart(table.file, table);
    }
    const [extra] = present;
    if (extra !== undefined) throw damaged(`${DATABASE_FOLDER}/${extra} is not in its manifest`);
  }

  const known = knownMigrations(config.migrationsDir);
  const { count, newest } = manifest.database.migrations;
  if (newest > Math.max(0, ...known.map((m) => m.when))) {
    throw new Refusal(
      `${source} comes from a newer version of Poshak (its database has migrations this one ` +
        'does not know); nothing was restored. Update this server, then restore.',
      EXIT.refused,
    );
  }
  if (manifest.version === 2 && (count < 1 || known[count - 1]?.when !== newest)) {
    throw foreign('its database was made by migrations this Poshak never had');
  }
  return manifest;
}

/**
 * The first `count` of the server's migrations as a folder of their own: a backup's rows are
 * loaded into the database as the backup's own version left it, then migrated on like any shop.
 */
async function migrationsUpTo(migrationsDir: string, count: number, into: string) {
  const entries = knownMigrations(migrationsDir).slice(0, count);
  await mkdir(path.join(into, 'meta'), { recursive: true });
  const journal = JSON.parse(
    readFileSync(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8'),
  ) as Record<string, unknown>;
  await writeFile(
    path.join(into, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries }),
  );
  for (const { tag } of entries) {
    await copyFile(path.join(migrationsDir, `${tag}.sql`), path.join(into, `${tag}.sql`));
  }
}

/** Rows inserted at a time, unless they add up to this many bytes first. */
const LOAD_ROWS = 500;
const LOAD_BYTES = 8 * 1024 * 1024;

/** Loads a version 2 backup's rows into `into` (a new database) at the backup's own version. */
async function loadRows(
  into: ShopDatabase,
  url: string,
  staging: string,
  manifest: BackupManifest,
  migrationsDir: string,
): Promise<void> {
  const damaged = (why: string) =>
    new Refusal(`The backup is damaged (${why}); nothing was restored.`, EXIT.refused);
  const older = path.join(staging, 'migrations');
  await migrationsUpTo(migrationsDir, manifest.database.migrations.count, older);
  const atItsVersion = await createDatabase({
    databaseUrl: url,
    databaseSchema: undefined,
    migrationsDir: older,
    poolSize: 2,
  });
  try {
    await atItsVersion.migrate();
  } finally {
    await atItsVersion.close();
  }

  for (const table of manifest.database.tables) {
    const columns = await columnsOf(into.db, table.name);
    if (columns.length === 0) throw damaged(`it holds rows of ${table.name}, no table of a shop`);
    const lines = createInterface({
      input: createReadStream(path.join(staging, table.file), 'utf8'),
      crlfDelay: Infinity,
    });
    let batch: string[] = [];
    let batchBytes = 0;
    let rows = 0;
    const flush = async () => {
      try {
        await insertRows(into.db, { name: table.name, columns }, batch);
      } catch (error) {
        throw damaged(`${table.file}: ${(error as Error).message.split('\n')[0]}`);
      }
      rows += batch.length;
      batch = [];
      batchBytes = 0;
    };
    for await (const line of lines) {
      if (line === '') continue;
      batch.push(line);
      batchBytes += line.length;
      if (batch.length >= LOAD_ROWS || batchBytes >= LOAD_BYTES) await flush();
    }
    if (batch.length > 0) await flush();
    if (rows !== table.rows) {
      throw damaged(`${table.file} holds ${rows} rows, its manifest says ${table.rows}`);
    }
  }
  const known = new Set((await readSequences(into.db)).map((s) => s.name));
  const unknown = manifest.database.sequences.find((s) => !known.has(s.name));
  if (unknown) throw damaged(`it sets ${unknown.name}, no sequence of a shop`);
  await writeSequences(into.db, manifest.database.sequences);
}

/** Loads an earlier version's backup (PGlite's dump and the picture files) into `into`. */
async function loadPgliteBackup(
  into: ShopDatabase,
  staging: string,
  migrationsDir: string,
): Promise<void> {
  const source = await openPgliteShop(
    { dump: await openAsBlob(path.join(staging, PGLITE_DUMP_FILE)) },
    migrationsDir,
  );
  try {
    await moveShop(source, into, {
      pictures: diskPictureStore(path.join(staging, PICTURES_FOLDER)),
      replace: false,
    });
  } finally {
    await source.close();
  }
}

async function onServer<T>(engine: EmbeddedShop, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: engine.urlOf('postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Why the shop's database already holds a shop (its tables that have rows), or undefined. */
async function existingShop(engine: EmbeddedShop, config: RestoreConfig) {
  const shop = await createDatabase({
    databaseUrl: engine.url,
    databaseSchema: undefined,
    migrationsDir: config.migrationsDir,
    poolSize: 1,
  });
  try {
    const present = [];
    for (const table of shopTablesInDependencyOrder()) {
      if ((await columnsOf(shop.db, table.name)).length > 0) present.push(table);
    }
    const holding = await tablesHoldingRows(shop.db, present);
    return holding.length > 0 ? `the shop in ${embeddedPostgresFolder(config.dataDir)}` : undefined;
  } finally {
    await shop.close();
  }
}

/**
 * Puts a backup (see ./back-up-shop; or an earlier version's, of its PGlite shop) into the shop
 * in DATA_DIR, so the shop is exactly as it was when the backup was taken. Refuses an archive
 * that would unpack past `maxBytes`, and a damaged or foreign one, before touching anything; and
 * a folder that already holds a shop unless `force` says to replace it. The backup is loaded into
 * a database of its own beside the shop's, checked against the counts its manifest recorded,
 * migrated to this version, and only then renamed into the shop's place; the data folder is held
 * throughout, so no server starts on a half-restored shop.
 */
export async function restoreShop(
  config: RestoreConfig,
  source: string,
  options: { force: boolean; maxBytes?: number; log: EngineLog },
): Promise<RestoreResult> {
  if (config.databaseUrl) throw new Refusal(ON_EXTERNAL_POSTGRESQL, EXIT.refused);
  if (!existsSync(source)) {
    throw new Refusal(`There is no file ${source}; nothing was restored.`, EXIT.refused);
  }
  const holder = dataDirHolder(config.dataDir);
  if (holder) throw new Refusal(busy(config.dataDir)(holder), EXIT.inUse);
  if (!(await startsWithGzipMagic(source))) {
    throw new Refusal(
      `${source} is not a backup of a Poshak shop (it is not a .tar.gz archive); nothing was ` +
        'restored.',
      EXIT.refused,
    );
  }
  await refuseOversized(source, options.maxBytes ?? DEFAULT_RESTORE_LIMIT);

  const staging = await mkdtemp(path.join(os.tmpdir(), 'poshak-restore-'));
  try {
    const manifest = await unpackVerified(source, staging, config);
    const release = holdDataDir(config.dataDir, busy(config.dataDir));
    try {
      const engine = await startEmbeddedShop(config, options.log);
      try {
        const replaced = await existingShop(engine, config);
        if (replaced && !options.force) {
          throw new Refusal(
            `There is already a shop here (${replaced}); nothing was restored. ` +
              'Add --force to replace it with the backup, or choose another DATA_DIR.',
            EXIT.shopExists,
          );
        }
        await onServer(engine, (client) =>
          client.query(`DROP DATABASE IF EXISTS ${RESTORING_DATABASE}`),
        );
        await onServer(engine, (client) => client.query(`CREATE DATABASE ${RESTORING_DATABASE}`));
        const into = await createDatabase({
          databaseUrl: engine.urlOf(RESTORING_DATABASE),
          databaseSchema: undefined,
          migrationsDir: config.migrationsDir,
          engine: 'embedded',
          poolSize: 2,
        });
        try {
          if (manifest.version === 1) {
            await loadPgliteBackup(into, staging, config.migrationsDir);
          } else {
            await loadRows(
              into,
              engine.urlOf(RESTORING_DATABASE),
              staging,
              manifest,
              config.migrationsDir,
            );
          }
          const counts = await countShop(into.db);
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
          await into.migrate();
        } finally {
          await into.close();
        }
        // Both renames commit together: the shop is the old one or the restored one, never none.
        const previous = `${SHOP_DATABASE}_replaced`;
        await onServer(engine, async (client) => {
          await client.query(`DROP DATABASE IF EXISTS ${previous}`);
          await client.query('BEGIN');
          await client.query(`ALTER DATABASE ${SHOP_DATABASE} RENAME TO ${previous}`);
          await client.query(`ALTER DATABASE ${RESTORING_DATABASE} RENAME TO ${SHOP_DATABASE}`);
          await client.query('COMMIT');
          await client.query(`DROP DATABASE ${previous}`);
        });
        return { manifest, replaced };
      } catch (error) {
        await onServer(engine, (client) =>
          client.query(`DROP DATABASE IF EXISTS ${RESTORING_DATABASE}`),
        ).catch(() => undefined);
        throw error;
      } finally {
        await engine.stop();
      }
    } finally {
      release();
    }
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
