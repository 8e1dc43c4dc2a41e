import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../../src/config';
import { createDatabase, rowsOf, type Database } from '../../src/db/database';
import { staffRepository } from '../../src/modules/staff/staff';
import { staffSessionsRepository } from '../../src/modules/staff/staff-sessions';
import {
  build,
  createStaff,
  drivers,
  hashPassword,
  signInHeaders,
  type TestShop,
} from '../helpers/build';
import { eventually, instancesOnOnePostgres, type Instance } from '../helpers/instances';

/** Long enough that only a notification (or the session's own end) can make an entry go. */
const HOLD = { STAFF_SESSION_CACHE_MS: '600000' };
const ORDERS = '/api/backoffice/orders?page=1&pageSize=18';

const read = (app: FastifyInstance, headers: { authorization: string }) =>
  app.inject({ method: 'GET', url: ORDERS, headers });

/** How many times `app` asked the database whether a session lives. */
const asked = (app: FastifyInstance) => app.sessionOwners.asked;

const account = (username: string, role: 'admin' | 'seller' = 'admin') => ({
  username,
  password: `${username}-password`,
  role,
});

describe.each(drivers)('staff sessions kept in memory (%s)', (driver) => {
  let t: TestShop;
  beforeAll(async () => {
    t = await build(driver, { env: HOLD });
    await eventually(async () => t.app.sessionOwners.trusted, { what: 'the LISTEN' });
  });
  afterAll(() => t.close());

  it('asks the database once for a session, then answers from memory', async () => {
    const who = account(`memo-${driver}`);
    await createStaff(t.shop.db, who);
    const headers = await signInHeaders(t.app, who);
    expect((await read(t.app, headers)).statusCode).toBe(200);
    const before = asked(t.app);
    for (let i = 0; i < 5; i++) expect((await read(t.app, headers)).statusCode).toBe(200);
    expect(asked(t.app)).toBe(before);

    // Ended behind the cache's back with the notification switched off: still believed, so
    // it really was memory that answered (the trigger is what keeps it honest).
    await t.shop.db.execute(sql`ALTER TABLE staff_sessions DISABLE TRIGGER staff_sessions_changed`);
    try {
      await t.shop.db.execute(sql`DELETE FROM staff_sessions WHERE staff_id IN
        (SELECT id FROM staff_users WHERE username = ${who.username})`);
    } finally {
      await t.shop.db.execute(
        sql`ALTER TABLE staff_sessions ENABLE TRIGGER staff_sessions_changed`,
      );
    }
    expect((await read(t.app, headers)).statusCode).toBe(200);
    expect(asked(t.app)).toBe(before);
  });

  it('ends a session at once when it is ended through this server (logout)', async () => {
    const who = account(`logout-${driver}`);
    await createStaff(t.shop.db, who);
    const headers = await signInHeaders(t.app, who);
    expect((await read(t.app, headers)).statusCode).toBe(200);
    expect((await read(t.app, headers)).statusCode).toBe(200);
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers });
    expect(logout.statusCode).toBe(200);
    expect((await read(t.app, headers)).statusCode).toBe(401);
  });

  it('ends a session the database ended by hand, once the database tells', async () => {
    const who = account(`by-hand-${driver}`);
    await createStaff(t.shop.db, who);
    const headers = await signInHeaders(t.app, who);
    expect((await read(t.app, headers)).statusCode).toBe(200);
    expect((await read(t.app, headers)).statusCode).toBe(200);
    const before = asked(t.app);
    await t.shop.db.execute(sql`UPDATE staff_users SET role = 'seller'
      WHERE username = ${who.username}`);
    await eventually(async () => (await read(t.app, headers)).statusCode === 401, {
      what: 'the role change',
    });
    expect(asked(t.app)).toBeGreaterThan(before);
  });

  it('never believes a session past its own expiry', async () => {
    const who = account(`short-${driver}`);
    await createStaff(t.shop.db, who);
    const staff = await staffRepository(t.shop.db).findByUsername(who.username);
    if (!staff) throw new Error('no account');
    // A session of two seconds behind a token that would last an hour.
    const sid = await staffSessionsRepository(t.shop.db).open(staff.id, 'admin', 2);
    const token = t.app.jwt.sign(
      { id: staff.id, username: staff.username, email: staff.email, roles: ['admin'], sid },
      { expiresIn: 3_600 },
    );
    const headers = { authorization: `Bearer ${token}` };
    expect((await read(t.app, headers)).statusCode).toBe(200);
    const before = asked(t.app);
    expect((await read(t.app, headers)).statusCode).toBe(200);
    expect(asked(t.app)).toBe(before);
    const [row] = rowsOf<{ ms: number | string }>(
      await t.shop.db.execute(
        sql`SELECT extract(epoch FROM expires_at - now()) * 1000 AS ms FROM staff_sessions
            WHERE id = ${sid}`,
      ),
    );
    const started = Date.now();
    await eventually(async () => (await read(t.app, headers)).statusCode === 401, {
      what: 'the expiry',
      ms: 15_000,
    });
    // Refused once the session's end came, not at the cache's ten minutes.
    expect(Date.now() - started).toBeGreaterThanOrEqual(Number(row?.ms) - 50);
  });
});

describe('staff sessions on instances sharing PostgreSQL', () => {
  let a: Instance;
  let b: Instance;
  let close: () => Promise<void>;
  /** The shop's database as the staff command on the server machine opens it. */
  let command: { db: Database; close(): Promise<void> };

  beforeAll(async () => {
    const made = await instancesOnOnePostgres(2, { env: HOLD });
    close = made.close;
    [a, b] = made.instances as [Instance, Instance];
    for (const { app } of made.instances) {
      await eventually(async () => app.sessionOwners.trusted, { what: 'the LISTEN' });
    }
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/poshak-sessions-command' });
    const shop = await createDatabase({ ...config, databaseUrl: made.url });
    command = { db: shop.db, close: () => shop.close() };
  });
  afterAll(async () => {
    await command.close();
    await close();
  });

  /** Signed in on A, used twice on each instance: B answers the second from memory. */
  async function usedOnBoth(username: string, role: 'admin' | 'seller' = 'admin') {
    const who = account(username, role);
    await createStaff(a.shop.db, who);
    const headers = await signInHeaders(a.app, who);
    for (const { app } of [a, b]) expect((await read(app, headers)).statusCode).toBe(200);
    const before = asked(b.app);
    for (const { app } of [a, b]) expect((await read(app, headers)).statusCode).toBe(200);
    expect(asked(b.app)).toBe(before);
    const staff = await staffRepository(a.shop.db).findByUsername(username);
    if (!staff) throw new Error('no account');
    return { headers, id: staff.id };
  }

  /** B refuses the token once told, having asked the database again to learn it. */
  async function refusedOnB(headers: { authorization: string }, what: string) {
    const before = asked(b.app);
    let attempts = 0;
    await eventually(
      async () => {
        attempts += 1;
        return (await read(b.app, headers)).statusCode === 401;
      },
      { what, ms: 10_000 },
    );
    expect(asked(b.app)).toBeGreaterThan(before);
    return attempts;
  }

  it('a logout on one instance ends the session on the other once the database tells it', async () => {
    const { headers } = await usedOnBoth('pg-logout');
    const logout = await a.app.inject({ method: 'POST', url: '/api/auth/logout', headers });
    expect(logout.statusCode).toBe(200);
    expect((await read(a.app, headers)).statusCode).toBe(401);
    await refusedOnB(headers, 'the logout');
    // Still refused: nothing stale came back.
    expect((await read(b.app, headers)).statusCode).toBe(401);
  });

  it('a role changed by hand in the database ends the session on both instances', async () => {
    const { headers } = await usedOnBoth('pg-demoted');
    await command.db.execute(
      sql`UPDATE staff_users SET role = 'seller' WHERE username = 'pg-demoted'`,
    );
    await refusedOnB(headers, 'the role change');
    await eventually(async () => (await read(a.app, headers)).statusCode === 401, {
      what: 'the role change on A',
      ms: 10_000,
    });
  });

  it('a removed account is refused at once where removed and on the other once told', async () => {
    const { headers, id } = await usedOnBoth('pg-removed');
    expect(await a.app.repos.staff.remove(id)).toBe(true);
    expect((await read(a.app, headers)).statusCode).toBe(401);
    await refusedOnB(headers, 'the removal');
  });

  it('a password set by the staff command (another process) ends the session on both', async () => {
    const { headers, id } = await usedOnBoth('pg-reset');
    await staffRepository(command.db).setPassword(id, await hashPassword('new-one'), 'admin');
    await refusedOnB(headers, 'the new password');
    await eventually(async () => (await read(a.app, headers)).statusCode === 401, {
      what: 'the new password on A',
      ms: 10_000,
    });
  });

  it('believes nothing from memory while it cannot LISTEN, and again once it can', async () => {
    // LISTEN refused from the start: the instance's listener never connects until allowed.
    const query = pg.Client.prototype.query;
    const refuse = jest.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
      this: pg.Client,
      ...args: unknown[]
    ) {
      if (typeof args[0] === 'string' && args[0].startsWith('LISTEN poshak_staff_sessions')) {
        return Promise.reject(new Error('LISTEN refused (test)'));
      }
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as never);
    const made = await instancesOnOnePostgres(1, { env: HOLD });
    try {
      const [c] = made.instances as [Instance];
      expect(c.app.sessionOwners.trusted).toBe(false);
      const who = account('pg-unheard');
      await createStaff(c.shop.db, who);
      const headers = await signInHeaders(c.app, who);
      const before = asked(c.app);
      for (let i = 0; i < 5; i++) expect((await read(c.app, headers)).statusCode).toBe(200);
      expect(asked(c.app)).toBe(before + 5);
      expect(c.app.sessionOwners.size).toBe(0);

      refuse.mockRestore();
      await eventually(async () => c.app.sessionOwners.trusted, { what: 'the LISTEN again' });
      await read(c.app, headers);
      const listening = asked(c.app);
      for (let i = 0; i < 5; i++) expect((await read(c.app, headers)).statusCode).toBe(200);
      expect(asked(c.app)).toBe(listening);
    } finally {
      refuse.mockRestore();
      await made.close();
    }
  });
});
