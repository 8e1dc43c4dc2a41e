import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import {
  PgDialect,
  type PgDatabase,
  type PgQueryResultHKT,
  type PgTransaction,
} from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import type { Config } from '../config';
import * as schema from './schema';

type Schema = typeof schema;

/** The ONE database type the rest of the server sees, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A repository function runs on the database or inside a caller's transaction alike. */
export type Executor = Database | Tx;

export interface ShopDatabase {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Applies the committed migrations (serialised across instances on PostgreSQL). */
  migrate(): Promise<void>;
  /** Runs `work` while holding the database-wide setup lock (migrations, seed). */
  withSetupLock<T>(work: () => Promise<T>): Promise<T>;
  /** PGlite only: the whole database as a tarball (the tests' migrated template). */
  dump?: () => Promise<Blob>;
  close(): Promise<void>;
}

/** Arbitrary key for pg_advisory_lock: "Poshak setup". */
const SETUP_LOCK_KEY = 0x505348;

export type DatabaseOptions = Pick<
  Config,
  'databaseUrl' | 'databaseSchema' | 'dataDir' | 'migrationsDir'
> & {
  /** PGlite only: start from this dump instead of the data folder (tests' migrated template). */
  pgliteTemplate?: Blob;
  /** PGlite only: keep the database in memory. */
  inMemory?: boolean;
};

export async function createDatabase(options: DatabaseOptions): Promise<ShopDatabase> {
  return options.databaseUrl ? createPostgres(options.databaseUrl, options) : createPglite(options);
}

/** Where the embedded database keeps its files inside DATA_DIR (backup and restore read it too). */
export const pgliteFolder = (dataDir: string) => path.join(dataDir, 'pglite');

/** The extensions the shop's migrations create; every PGlite opened on its data needs them. */
export const PGLITE_EXTENSIONS = { pg_trgm };

async function createPglite(options: DatabaseOptions): Promise<ShopDatabase> {
  const dataDir =
    options.inMemory || options.pgliteTemplate ? undefined : pgliteFolder(options.dataDir);
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite({
    ...(dataDir ? { dataDir } : {}),
    extensions: PGLITE_EXTENSIONS,
    ...(options.pgliteTemplate ? { loadDataDir: options.pgliteTemplate } : {}),
  });
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    // One process owns an embedded database, so no lock is needed around set-up.
    migrate: () => migratePglite(db, { migrationsFolder: options.migrationsDir }),
    withSetupLock: (work) => work(),
    dump: async () => {
      const dump = await client.dumpDataDir('none');
      return dump instanceof Blob ? dump : new Blob([dump]);
    },
    close: () => client.close(),
  };
}

async function createPostgres(url: string, options: DatabaseOptions): Promise<ShopDatabase> {
  const searchPath = options.databaseSchema ? `${options.databaseSchema},public` : undefined;
  if (options.databaseSchema) {
    // The shop's own schema is created on first use, like its tables.
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(`CREATE SCHEMA IF NOT EXISTS ${options.databaseSchema}`);
    } catch (error) {
      // Two instances starting together: the other one created it.
      if ((error as { code?: string }).code !== '23505') throw error;
    } finally {
      await client.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
  });
  // A dropped connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const db = drizzleNodePg({ client: pool, schema });

  const withSetupLock = async <T>(work: () => Promise<T>): Promise<T> => {
    const lockClient = await pool.connect();
    try {
      await lockClient.query('SELECT pg_advisory_lock($1)', [SETUP_LOCK_KEY]);
      return await work();
    } finally {
      await lockClient.query('SELECT pg_advisory_unlock($1)', [SETUP_LOCK_KEY]).catch(() => {});
      lockClient.release();
    }
  };

  return {
    db: db as unknown as Database,
    driver: 'postgres',
    migrate: () =>
      migrateNodePg(db, {
        migrationsFolder: options.migrationsDir,
        ...(options.databaseSchema ? { migrationsSchema: options.databaseSchema } : {}),
      }),
    withSetupLock,
    close: () => pool.end(),
  };
}

/**
 * Both drivers return raw rows under `.rows`; PGlite gives int8 as a number, pg as a string.
 * Every raw query goes through here so the rest of the code sees one shape.
 */
export function rowsOf<T>(result: unknown): T[] {
  const rows = (result as { rows?: unknown }).rows;
  return Array.isArray(rows) ? (rows as T[]) : [];
}

export function toInt(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string' && /^-?\d+$/.test(value)) return Number(value);
  throw new TypeError(`expected an integer from the database, got ${String(value)}`);
}

const rawDialect = new PgDialect();

/**
 * Runs a raw statement as a named prepared statement on PostgreSQL (parsed and planned once per
 * connection, later runs reuse the plan), as a plain one on PGlite. For a statement whose
 * planning costs more than its running; `name` must always come with the same SQL text, so
 * everything that varies has to be a parameter.
 */
export async function executePrepared(db: Database, name: string, query: SQL): Promise<unknown> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    const { sql: text, params } = rawDialect.sqlToQuery(query);
    return client.query({ name, text, values: params });
  }
  return db.execute(query);
}

/** Cheap liveness probe for /api/health. */
export async function ping(db: Database): Promise<void> {
  await db.execute(sql`SELECT 1`);
}
