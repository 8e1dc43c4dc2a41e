import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase } from '../../src/db/database';
import { loadConfig } from '../../src/config';
import { staffRepository } from '../../src/repositories/staff';
import { OWASP_SCRYPT, passwordHasher } from '../../src/services/passwords';
import { createStaff, exitOf } from '../helpers/processes';

const verifySecret = (secret: string, stored: string) =>
  passwordHasher(OWASP_SCRYPT).verify(secret, stored);

const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'poshak-cli-'));

async function readAccount(env: Record<string, string>, username: string) {
  const shop = await createDatabase(loadConfig(env));
  try {
    return await staffRepository(shop.db).findByUsername(username);
  } finally {
    await shop.close();
  }
}

describe('create-staff on the embedded database', () => {
  const dataDir = tmp();
  const env = { DATA_DIR: dataDir };
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('migrates a fresh data folder and creates the first account', async () => {
    const run = await createStaff(
      ['--username', 'owner', '--password', 'first-pass', '--role', 'admin'],
      { ...env, NODE_ENV: 'production' },
    );
    expect(run).toMatchObject({ code: 0 });
    expect(run.stdout).toContain('"owner" created with role admin');
    const account = await readAccount(env, 'owner');
    expect(account?.role).toBe('admin');
    // A real shop's accounts are hashed at OWASP's scrypt cost (N=2^14, r=8, p=5).
    expect(account?.password_hash).toMatch(/^scrypt\$16384\$8\$5\$/);
    expect(await verifySecret('first-pass', account?.password_hash ?? '')).toBe(true);
  });

  it('resets the password and role of an existing account', async () => {
    const run = await createStaff(
      ['--username', 'OWNER', '--password', 'second-pass', '--role', 'seller'],
      env,
    );
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('updated');
    const account = await readAccount(env, 'owner');
    expect(account?.role).toBe('seller');
    expect(await verifySecret('second-pass', account?.password_hash ?? '')).toBe(true);
  });

  it('changes nothing while a running server holds the database', async () => {
    const holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    try {
      writeFileSync(path.join(dataDir, 'server.pid'), String(holder.pid));
      const run = await createStaff(
        ['--username', 'owner', '--password', 'third-pass', '--role', 'admin'],
        env,
      );
      expect(run.code).toBe(2);
      expect(run.stderr).toContain(`pid ${holder.pid}`);
      expect(run.stderr).toContain('nothing was changed');
    } finally {
      holder.kill();
      await exitOf(holder);
    }
    const account = await readAccount(env, 'owner');
    expect(await verifySecret('second-pass', account?.password_hash ?? '')).toBe(true);
  });

  it('ignores the mark a crashed server left behind', async () => {
    writeFileSync(path.join(dataDir, 'server.pid'), '999999');
    const run = await createStaff(
      ['--username', 'clerk', '--password', 'clerk-pass', '--role', 'moderator'],
      env,
    );
    expect(run.code).toBe(0);
  });

  it.each([
    [['--username', 'x'], '--password'],
    [['--username', 'x', '--password', 'long-enough', '--role', 'owner'], '--role'],
    [
      ['--username', 'x', '--password', '123', '--role', 'admin'],
      'Password must be at least 6 characters long',
    ],
    [['--user', 'x'], 'Unknown option'],
  ])('refuses %j with exit code 1', async (args, words) => {
    const run = await createStaff(args, env);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(words);
  });
});

const pgUrl = process.env.TEST_DATABASE_URL;
(pgUrl ? describe : describe.skip)('create-staff on PostgreSQL', () => {
  const schema = `poshak_t_cli_${randomBytes(4).toString('hex')}`;
  const env = { DATABASE_URL: pgUrl ?? '', DATABASE_SCHEMA: schema, DATA_DIR: tmp() };
  afterAll(async () => {
    const client = new pg.Client({ connectionString: pgUrl });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
    rmSync(env.DATA_DIR, { recursive: true, force: true });
  });

  it('creates an account in a fresh database, whether or not a server runs', async () => {
    const run = await createStaff(
      ['--username', 'pgowner', '--password', 'pg-pass-1', '--role', 'admin'],
      env,
    );
    expect(run.code).toBe(0);
    expect((await readAccount(env, 'pgowner'))?.role).toBe('admin');
  });
});
