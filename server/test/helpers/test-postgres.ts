import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * The PostgreSQL servers the server's tests run on: the embedded one the test run starts (the
 * same binaries `npm start` runs, see global-setup), always; and one of the machine's own when
 * TEST_DATABASE_URL names it.
 */
export type Driver = 'embedded' | 'external';

export const drivers: Driver[] = process.env.TEST_DATABASE_URL
  ? ['embedded', 'external']
  : ['embedded'];

/** Set by global-setup for every test file: the embedded server's `postgres` database. */
export const EMBEDDED_ADMIN_URL_VARIABLE = 'POSHAK_TEST_EMBEDDED_ADMIN_URL';
/** The migrated, empty shop database each test file's own is copied from. */
export const TEMPLATE_DATABASE = 'poshak_template';

/** A connection URL to the `postgres` database of the driver's server. */
export function adminUrl(driver: Driver): string {
  const url =
    driver === 'embedded'
      ? process.env[EMBEDDED_ADMIN_URL_VARIABLE]
      : process.env.TEST_DATABASE_URL;
  if (!url) {
    throw new Error(
      driver === 'embedded'
        ? 'the embedded test PostgreSQL is not running (global-setup starts it)'
        : 'TEST_DATABASE_URL is not set',
    );
  }
  return url;
}

/** `url` with its database replaced by `database` (a socket host stays percent-encoded). */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A database of its own on the driver's server (`<prefix>_<random>`): on the embedded one a copy
 * of the migrated template (a file copy, milliseconds), elsewhere empty unless `migrated` is
 * false (callers migrate it as a server would). Dropped by `drop`, connections and all.
 */
export async function scratchDatabase(
  driver: Driver = 'embedded',
  options: { prefix?: string; migrated?: boolean } = {},
): Promise<{ url: string; migrated: boolean; drop: () => Promise<void> }> {
  const admin = adminUrl(driver);
  const name = `${options.prefix ?? 'poshak_t'}_${randomBytes(6).toString('hex')}`;
  const fromTemplate = driver === 'embedded' && options.migrated !== false;
  await onServer(
    admin,
    `CREATE DATABASE ${name}${fromTemplate ? ` TEMPLATE ${TEMPLATE_DATABASE}` : ''}`,
  );
  return {
    url: withDatabase(admin, name),
    migrated: fromTemplate,
    drop: () => onServer(admin, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
