import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { createDatabase, type ShopDatabase } from '../../src/db/database';
import { prepareDatabase } from '../../src/db/setup';
import { scratchDatabase, type Driver } from './test-postgres';

export interface Instance {
  app: FastifyInstance;
  shop: ShopDatabase;
}

/**
 * Instances of the shop on one PostgreSQL database of their own (on the test run's embedded
 * server unless `driver` says otherwise), as behind a load balancer: each its own DATA_DIR,
 * nothing shared on disk.
 */
export async function instancesOnOnePostgres(
  count: number,
  options: {
    env?: Record<string, string>;
    configure?: (config: Config) => Config;
    driver?: Driver;
  } = {},
): Promise<{ instances: Instance[]; url: string; close(): Promise<void> }> {
  const scratch = await scratchDatabase(options.driver ?? 'embedded', { prefix: 'poshak_i' });
  const dirs: string[] = [];
  const instances: Instance[] = [];
  const close = async () => {
    for (const { app, shop } of instances) {
      await app.close();
      await shop.close();
    }
    await scratch.drop();
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
      const shop = await createDatabase({ ...config, databaseUrl: scratch.url });
      await prepareDatabase(shop, config);
      const app = await buildApp({ config, shop });
      await app.ready();
      instances.push({ app, shop });
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { instances, url: scratch.url, close };
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
