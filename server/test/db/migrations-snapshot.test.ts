import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SERVER_DIR = path.resolve(__dirname, '../..');
const DRIZZLE_KIT = path.join(SERVER_DIR, 'node_modules/drizzle-kit/bin.cjs');

/**
 * `pnpm db:generate` writes the next migration from the difference between the schema and the
 * newest snapshot. Snapshots that fork (two branches' migrations written from one parent) stop it
 * with a collision, and a schema edited without its migration would slip into someone else's:
 * both are caught here, on a copy of the migrations folder.
 */
describe('the migrations folder', () => {
  let dir: string;

  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'poshak-migrations-'));
    cpSync(path.join(SERVER_DIR, 'drizzle'), path.join(dir, 'drizzle'), { recursive: true });
    writeFileSync(
      path.join(dir, 'drizzle.config.cjs'),
      `module.exports = ${JSON.stringify({
        dialect: 'postgresql',
        // drizzle-kit reads both relative to where it runs.
        schema: path.relative(dir, path.join(SERVER_DIR, 'src/db/schema.ts')),
        out: './drizzle',
      })};`,
    );
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('holds one snapshot chain that matches the schema: generating finds nothing to migrate', () => {
    const before = readdirSync(path.join(dir, 'drizzle')).sort();
    const result = spawnSync(
      process.execPath,
      [DRIZZLE_KIT, 'generate', '--config', 'drizzle.config.cjs'],
      { cwd: dir, encoding: 'utf8' },
    );
    const said = `${result.stdout}\n${result.stderr}`;
    expect(said).not.toMatch(/collision|Error/);
    expect(said).toMatch(/No schema changes/);
    expect(result.status).toBe(0);
    expect(readdirSync(path.join(dir, 'drizzle')).sort()).toEqual(before);
  });
});
