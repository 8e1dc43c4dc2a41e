import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import pg from 'pg';
import type { Role } from '@poshak/shared-api/schemas';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { createDatabase, type Database, type ShopDatabase } from '../../src/db/database';
import { prepareDatabase } from '../../src/db/setup';
import { staffRepository } from '../../src/modules/staff/staff';
import { passwordHasher, TEST_SCRYPT } from '../../src/lib/passwords';
import { makeCatalogue, type Catalogue } from './catalogue';
import { adminUrl, scratchDatabase, type Driver } from './test-postgres';

export { drivers, type Driver } from './test-postgres';

export interface TestShop {
  app: FastifyInstance;
  shop: ShopDatabase;
  config: Config;
  driver: Driver;
  /** A bearer header for a staff member of that role (account created on first use). */
  auth(role: Role): Promise<{ authorization: string }>;
  close(): Promise<void>;
}

export interface BuildOptions {
  seed?: 'none' | 'demo';
  env?: Record<string, string>;
  /** Override paths such as the built apps' folders. */
  configure?: (config: Config) => Config;
  /** Add test-only routes before the app is sealed. */
  extend?: (app: FastifyInstance) => void;
  /** The server's logger (none by default). */
  logger?: FastifyServerOptions['logger'];
}

const testHasher = passwordHasher(TEST_SCRYPT);
/** A password hash as the test suites' servers make them (cheap, same format). */
export const hashPassword = (secret: string) => testHasher.hash(secret);

export interface StaffAccount {
  username: string;
  password: string;
  role: Role;
  /** Default: `<username>@poshak.test`. */
  email?: string;
}

/** A staff account straight in the database, its password hashed as the test servers hash. */
export async function createStaff(db: Database, account: StaffAccount): Promise<void> {
  await staffRepository(db).create({
    username: account.username,
    email: account.email ?? `${account.username}@poshak.test`,
    role: account.role,
    password_hash: await hashPassword(account.password),
  });
}

/** Signs in through the API; the bearer header of the session it opens. */
export async function signInHeaders(
  app: FastifyInstance,
  account: Pick<StaffAccount, 'username' | 'password'>,
): Promise<{ authorization: string }> {
  const reply = await app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { username: account.username, password: account.password },
  });
  if (reply.statusCode !== 200) throw new Error(`sign-in failed: ${reply.body}`);
  return { authorization: `Bearer ${(reply.json() as { accessToken: string }).accessToken}` };
}

/**
 * A database of its own for one test file: on the embedded PostgreSQL a copy of the migrated
 * template, on an external one a schema of its own.
 */
async function openDatabase(
  driver: Driver,
  config: Config,
): Promise<{
  shop: ShopDatabase;
  drop: () => Promise<void>;
}> {
  if (driver === 'embedded') {
    const scratch = await scratchDatabase('embedded');
    const shop = await createDatabase({
      ...config,
      databaseUrl: scratch.url,
      engine: 'embedded',
    });
    return { shop, drop: scratch.drop };
  }
  const url = adminUrl('external');
  const schema = `poshak_t_${randomBytes(6).toString('hex')}`;
  const shop = await createDatabase({ ...config, databaseUrl: url, databaseSchema: schema });
  return {
    shop,
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA ${schema} CASCADE`);
      await client.end();
    },
  };
}

/** The whole server on a real, migrated database of its own, driven with `app.inject`. */
export async function build(driver: Driver, options: BuildOptions = {}): Promise<TestShop> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'poshak-srv-test-'));
  const base = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    SEED: options.seed ?? 'none',
    OWNER_EMAIL: 'owner@poshak.test',
    ...options.env,
  });
  const config = options.configure ? options.configure(base) : base;
  const { shop, drop } = await openDatabase(driver, config);
  await prepareDatabase(shop, config);
  const app = await buildApp({
    config,
    shop,
    ...(options.logger ? { logger: options.logger } : {}),
  });
  options.extend?.(app);
  await app.ready();

  // One account per role, made on first use; callers racing for it share the same promise.
  const tokens = new Map<Role, Promise<{ authorization: string }>>();
  const signIn = async (role: Role) => {
    const account = {
      username: `${role}-tester`,
      password: 'secret-password',
      role,
      email: `${role}@poshak.test`,
    };
    await createStaff(shop.db, account);
    return signInHeaders(app, account);
  };
  return {
    app,
    shop,
    config,
    driver,
    async auth(role) {
      let headers = tokens.get(role);
      if (!headers) {
        headers = signIn(role);
        tokens.set(role, headers);
      }
      return headers;
    },
    async close() {
      await app.close();
      // A test may have closed the database already (to see the API without it).
      await shop.close().catch(() => undefined);
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One shop with the test catalogue for the tests of a describe block: built before them, closed
 * after them. The handles are filled in by `beforeAll`, so use them inside tests and hooks only.
 */
export function shopForTests(
  driver: Driver,
  options: BuildOptions = {},
): { t: TestShop; c: Catalogue } {
  const t = {} as TestShop;
  const c = {} as Catalogue;
  beforeAll(async () => {
    Object.assign(t, await build(driver, options));
    Object.assign(c, await makeCatalogue(t.shop.db));
  });
  afterAll(async () => {
    // Nothing to close when the build itself failed.
    if ('close' in t) await t.close();
  });
  return { t, c };
}
