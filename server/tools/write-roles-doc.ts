import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDatabase } from '../src/db/database';
import { ensureDatabase, startEmbeddedPostgres } from '../src/db/embedded-postgres';
import { formatRolesDoc } from './roles-doc';

const quiet = { debug: () => {}, info: () => {}, warn: console.warn, error: console.error };

/** Writes docs/roles.md from the route table of a server built on a throwaway database. */
async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'poshak-roles-doc-'));
  const config = loadConfig({
    JWT_SECRET: 'roles-doc-roles-doc-roles-doc-roles',
    DATA_DIR: dataDir,
  });
  const engine = await startEmbeddedPostgres({
    dir: path.join(dataDir, 'postgres'),
    durability: 'scratch',
    log: quiet,
  });
  try {
    await ensureDatabase(engine, 'roles_doc');
    const shop = await createDatabase({ ...config, databaseUrl: engine.urlOf('roles_doc') });
    await shop.migrate();
    const app = await buildApp({ config, shop });
    await app.ready();
    const file = path.join(__dirname, '../../docs/roles.md');
    writeFileSync(file, await formatRolesDoc(app.routeTable, file));
    await app.close();
    await shop.close();
    console.log(`wrote ${file}`);
  } finally {
    await engine.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void main();
