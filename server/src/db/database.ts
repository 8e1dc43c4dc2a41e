import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import {
  PgDialect,
  type PgDatabase,
  type PgQueryResultHKT,
  type PgTransaction,
} from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import pg from 'pg';
import type { Config } from '../config';
import { PriorityPool } from './priority-pool';
import * as schema from './schema';

type Schema = typeof schema;

/** The ONE database type the rest of the server sees. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A repository function runs on the database or inside a caller's transaction alike. */
export type Executor = Database | Tx;

/**
 * Whose PostgreSQL the shop runs on: its own, started from DATA_DIR (`npm start`), or a server
 * named by DATABASE_URL. The engine is the same; only who starts, stops and backs it up differs.
 */
export type Engine = 'embedded' | 'external';

export interface ShopDatabase {
  db: Database;
  engine: Engine;
  /** Applies the committed migrations (serialised across instances). */
  migrate(): Promise<void>;
  /** Runs `work` while holding the database-wide setup lock (migrations, seed). */
  withSetupLock<T>(work: () => Promise<T>): Promise<T>;
  /** Opens every connection of the pool now, instead of one by one under the first crowd. */
  warm(): Promise<void>;
  close(): Promise<void>;
}

/** Arbitrary key for pg_advisory_lock: "Poshak setup". */
const SETUP_LOCK_KEY = 0x505348;

export type DatabaseOptions = Pick<Config, 'databaseSchema' | 'migrationsDir'> & {
  databaseUrl: string;
  /** Default: external. */
  engine?: Engine;
  /** Connections of this process's pool (default 10). */
  poolSize?: number;
};

export async function createDatabase(options: DatabaseOptions): Promise<ShopDatabase> {
  return createPostgres(options.databaseUrl, options);
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
  const poolSize = options.poolSize ?? 10;
  const pool = new PriorityPool({
    connectionString: url,
    max: poolSize,
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
    engine: options.engine ?? 'external',
    migrate: () =>
      migrateNodePg(db, {
        migrationsFolder: options.migrationsDir,
        ...(options.databaseSchema ? { migrationsSchema: options.databaseSchema } : {}),
      }),
    withSetupLock,
    async warm() {
      await Promise.all(Array.from({ length: poolSize }, () => pool.query('SELECT 1')));
    },
    close: () => pool.end(),
  };
}

/**
 * Raw rows under `.rows`; pg gives int8 as a string. Every raw query goes through here so the
 * rest of the code sees one shape.
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
 * Runs a raw statement as a named prepared statement (parsed and planned once per connection,
 * later runs reuse the plan), or as a plain one inside a transaction. For a statement whose
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
