import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../../src/config';
import { createDatabase } from '../../src/db/database';
import {
  ensureDatabase,
  startEmbeddedPostgres,
  type EmbeddedPostgres,
} from '../../src/db/embedded-postgres';
import { ensureServerBuilt } from './processes';
import { runFolderPrefix, sweepEarlierRuns } from './run-folders';
import { EMBEDDED_ADMIN_URL_VARIABLE, TEMPLATE_DATABASE } from './test-postgres';

declare global {
  // Handed from the global set-up to the global teardown (they share this context).
  var poshakTestPostgres: { engine: EmbeddedPostgres; dir: string } | undefined;
}

/**
 * Once per run: the server's bundle when stale, the embedded PostgreSQL every test file's database lives in (scratch data: no
 * flush to disk), the shop's migrations applied once to a template database, and the external
 * PostgreSQL pass announced either way.
 */
export default async function globalSetup(): Promise<void> {
  const started = Date.now();
  // Tests that start the server or its commands as processes run its bundle, as the shop does.
  ensureServerBuilt();
  sweepEarlierRuns();
  const dir = mkdtempSync(path.join(os.tmpdir(), runFolderPrefix()));
  const quiet = { debug: () => {}, info: () => {}, warn: console.warn, error: console.error };
  const engine = await startEmbeddedPostgres({
    dir: path.join(dir, 'postgres'),
    durability: 'scratch',
    // Two test files at a time, some with several instances or server processes of their own.
    maxConnections: 400,
    log: quiet,
  });
  globalThis.poshakTestPostgres = { engine, dir };
  await ensureDatabase(engine, TEMPLATE_DATABASE);
  const template = await createDatabase({
    ...loadConfig({}),
    databaseUrl: engine.urlOf(TEMPLATE_DATABASE),
    poolSize: 1,
  });
  await template.migrate();
  await template.close();
  // Test files run in workers started after this, with this environment.
  process.env[EMBEDDED_ADMIN_URL_VARIABLE] = engine.urlOf('postgres');

  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    // Installed once, before test files create their schemas in parallel.
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public');
    await client.end();
    console.log(
      `\nServer tests: embedded PostgreSQL and ${redact(url)}; set-up ${Date.now() - started} ms`,
    );
  } else {
    console.log(
      `\nServer tests: embedded PostgreSQL (set-up ${Date.now() - started} ms); ` +
        'TEST_DATABASE_URL adds a PostgreSQL of your own',
    );
  }
}

function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]+@/, '//$1:***@');
}
