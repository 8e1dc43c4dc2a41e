import { randomBytes } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import pino from 'pino';
import pg from 'pg';
import type { Database } from '../../src/db/database';
import { listenForever } from '../../src/db/listener';
import { adminUrl } from '../helpers/test-postgres';

/** Resolves at the next call of the returned function. */
function signal() {
  let fire!: () => void;
  let next = new Promise<void>((resolve) => (fire = resolve));
  return {
    fire: () => {
      const now = fire;
      next = new Promise<void>((resolve) => (fire = resolve));
      now();
    },
    next: () => next,
  };
}

describe('LISTEN that survives a lost connection (read cache, pictures)', () => {
  // A name of its own, so only this test's connections are cut.
  const application = `poshak-listener-${randomBytes(4).toString('hex')}`;
  const channel = `poshak_test_${randomBytes(4).toString('hex')}`;
  const pool = new pg.Pool({
    connectionString: adminUrl('embedded'),
    application_name: application,
  });
  const db = drizzle({ client: pool }) as unknown as Database;
  afterAll(() => pool.end());

  it('hears NOTIFY, reports the loss when its connection is cut, listens again and hears again', async () => {
    const messages: string[] = [];
    const heard = signal();
    const listening = signal();
    const lost = signal();
    const states: string[] = [];
    const firstListening = listening.next();
    const listener = await listenForever(
      db,
      channel,
      {
        message: (payload) => {
          messages.push(payload);
          heard.fire();
        },
        listening: () => {
          states.push('listening');
          listening.fire();
        },
        lost: () => {
          states.push('lost');
          lost.fire();
        },
      },
      pino({ level: 'silent' }),
      'test',
    );
    try {
      await firstListening;
      let next = heard.next();
      await pool.query('SELECT pg_notify($1, $2)', [channel, 'first']);
      await next;

      const wasLost = lost.next();
      const again = listening.next();
      const cut = await pool.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE application_name = $1 AND pid <> pg_backend_pid() AND query ILIKE 'LISTEN%'`,
        [application],
      );
      expect(cut.rowCount).toBe(1);
      await wasLost;
      await again;

      next = heard.next();
      await pool.query('SELECT pg_notify($1, $2)', [channel, 'second']);
      await next;
      expect(messages).toEqual(['first', 'second']);
      expect(states).toEqual(['listening', 'lost', 'listening']);
    } finally {
      await listener.close();
    }
    expect(states.at(-1)).toBe('lost');
  });
});
