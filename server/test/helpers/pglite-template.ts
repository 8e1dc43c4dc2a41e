import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/config';
import { createDatabase } from '../../src/db/database';

/**
 * Opening a fresh PGlite costs seconds (initdb); loading a dump of an already-migrated one costs
 * a fraction. The dump is keyed by the migrations, so a schema change makes a new one.
 */
export function templatePath(): string {
  const { migrationsDir } = loadConfig({});
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsDir, { recursive: true }).map(String).sort()) {
    const full = path.join(migrationsDir, file);
    if (file.endsWith('.sql') || file.endsWith('.json'))
      hash.update(file).update(readFileSync(full));
  }
  return path.join(os.tmpdir(), `poshak-srv-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}

export async function ensurePgliteTemplate(): Promise<string> {
  const file = templatePath();
  if (existsSync(file)) return file;
  const config = loadConfig({});
  const shop = await createDatabase({ ...config, inMemory: true });
  await shop.migrate();
  if (!shop.dump) throw new Error('the embedded database cannot be dumped');
  const dump = await shop.dump();
  await shop.close();
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return file;
}
