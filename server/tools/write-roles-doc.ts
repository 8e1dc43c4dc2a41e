import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDatabase } from '../src/db/database';
import { formatRolesDoc } from './roles-doc';

/** Writes docs/roles.md from the route table of a server built on a throwaway database. */
async function main() {
  const config = loadConfig({
    JWT_SECRET: 'roles-doc-roles-doc-roles-doc-roles',
    DATA_DIR: '/tmp',
  });
  const shop = await createDatabase({ ...config, inMemory: true });
  const app = await buildApp({ config, shop });
  await app.ready();
  const file = path.join(__dirname, '../../docs/roles.md');
  writeFileSync(file, await formatRolesDoc(app.routeTable, file));
  await app.close();
  await shop.close();
  console.log(`wrote ${file}`);
}

void main();
