import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { createDatabase, type ShopDatabase } from '../../src/db/database';
import { prepareDatabase } from '../../src/db/setup';

export interface Instance {
  app: FastifyInstance;
  shop: ShopDatabase;
}

/**
 * Instances of the shop on one PostgreSQL schema of their own (TEST_DATABASE_URL), as behind a
 * load balancer: each its own DATA_DIR (and so UPLOAD_DIR), nothing shared on disk.
 */
export async function instancesOnOnePostgres(
  count: number,
  options: { env?: Record<string, string>; configure?: (config: Config) => Config } = {},
): Promise<{ instances: Instance[]; close(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `poshak_i_${randomBytes(5).toString('hex')}`;
  const dirs: string[] = [];
  const instances: Instance[] = [];
  const close = async () => {
    for (const { app, shop } of instances) {
      await app.close();
      await shop.close();
    }
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  };
  try {
    for (let i = 0; i < count; i++) {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'poshak-inst-'));
      dirs.push(dataDir);
      const base = loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        SEED: 'none',
        ...options.env,
      });
      const config = options.configure ? options.configure(base) : base;
      const shop = await createDatabase({ ...config, databaseUrl: url, databaseSchema: schema });
      await prepareDatabase(shop, config);
      const app = await buildApp({ config, shop });
      await app.ready();
      instances.push({ app, shop });
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { instances, close };
}

/**
 * Waits for what another instance tells over NOTIFY: `check` asked again at every turn of the
 * event loop until true, failing after `ms`. Resolves with how long it took.
 */
export async function eventually(
  check: () => Promise<boolean>,
  { what = 'the other instance', ms = 30_000 } = {},
): Promise<number> {
  const started = performance.now();
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not seen within ${ms / 1000} s`);
    await new Promise((resolve) => setImmediate(resolve));
  }
  return Math.round(performance.now() - started);
}
