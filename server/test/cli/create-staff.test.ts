import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDatabase } from '../../src/db/database';
import { loadConfig } from '../../src/config';
import type { Database } from '../../src/db/database';
import { staffRepository } from '../../src/modules/staff/staff';
import { OWASP_SCRYPT, passwordHasher } from '../../src/lib/passwords';
import { openDataDirShop } from '../helpers/data-dir-shop';
import { createStaff } from '../helpers/processes';
import { scratchDatabase } from '../helpers/test-postgres';

const verifySecret = (secret: string, stored: string) =>
  passwordHasher(OWASP_SCRYPT).verify(secret, stored);

const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'poshak-cli-'));

const accountIn = (db: Database, username: string) => staffRepository(db).findByUsername(username);

/** The account as the shop in `dataDir` holds it (its PostgreSQL started for the look). */
async function readAccount(dataDir: string, username: string) {
  const opened = await openDataDirShop(dataDir);
  try {
    return await accountIn(opened.shop.db, username);
  } finally {
    await opened.close();
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
    const account = await readAccount(dataDir, 'owner');
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
    const account = await readAccount(dataDir, 'owner');
    expect(account?.role).toBe('seller');
    expect(await verifySecret('second-pass', account?.password_hash ?? '')).toBe(true);
  });

  it('works beside a running server, through the PostgreSQL it started', async () => {
    const running = await openDataDirShop(dataDir);
    try {
      const run = await createStaff(
        ['--username', 'owner', '--password', 'third-pass', '--role', 'admin'],
        env,
      );
      expect(run).toMatchObject({ code: 0 });
      // Seen at once by the running shop: the command wrote into its database.
      const account = await accountIn(running.shop.db, 'owner');
      expect(account?.role).toBe('admin');
      expect(await verifySecret('third-pass', account?.password_hash ?? '')).toBe(true);
    } finally {
      await running.close();
    }
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

describe('create-staff on a PostgreSQL of its own (DATABASE_URL)', () => {
  let scratch: { url: string; drop(): Promise<void> };
  const dataDir = tmp();
  beforeAll(async () => {
    scratch = await scratchDatabase('embedded', { migrated: false });
  });
  afterAll(async () => {
    await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('creates an account in a fresh database, whether or not a server runs', async () => {
    const run = await createStaff(
      ['--username', 'pgowner', '--password', 'pg-pass-1', '--role', 'admin'],
      { DATABASE_URL: scratch.url, DATA_DIR: dataDir },
    );
    expect(run.code).toBe(0);
    const shop = await createDatabase({
      ...loadConfig({ DATA_DIR: dataDir }),
      databaseUrl: scratch.url,
    });
    try {
      expect((await accountIn(shop.db, 'pgowner'))?.role).toBe('admin');
    } finally {
      await shop.close();
    }
  });
});
