import { asUrgent, PriorityPool } from '../../src/db/priority-pool';
import { adminUrl } from '../helpers/test-postgres';

describe('a pool that serves urgent work first', () => {
  const pool = new PriorityPool({ connectionString: adminUrl('embedded'), max: 2 });
  afterAll(() => pool.end());

  /** Resolves once `n` callers wait for a connection. */
  const untilQueued = async (n: number) => {
    while (pool.queued().urgent + pool.queued().other < n) {
      await new Promise((resolve) => setImmediate(resolve));
    }
  };

  it('hands a freed connection to a waiting write before the reads that waited longer', async () => {
    const held = await Promise.all([pool.connect(), pool.connect()]);
    const finished: string[] = [];
    const ask = (name: string) =>
      pool.query('SELECT $1::text AS name', [name]).then(() => finished.push(name));
    const reads = ['read 1', 'read 2', 'read 3'].map(ask);
    await untilQueued(3);
    const write = asUrgent(() => ask('write'));
    await untilQueued(4);
    expect(pool.queued()).toEqual({ urgent: 1, other: 3 });

    // One connection comes back: the write takes it, then the reads in their order, one by one.
    held[0]?.release();
    await Promise.all([write, ...reads]);
    expect(finished).toEqual(['write', 'read 1', 'read 2', 'read 3']);
    expect(pool.queued()).toEqual({ urgent: 0, other: 0 });
    held[1]?.release();
  });

  it('never holds more connections than its size, and gives a failed one back', async () => {
    const clients = await Promise.all([pool.connect(), pool.connect()]);
    let third = false;
    const waiting = pool.connect().then((client) => {
      third = true;
      return client;
    });
    await untilQueued(1);
    expect(third).toBe(false);
    expect(pool.totalCount).toBe(2);
    // A client released with an error is thrown away; its place still goes to the next.
    clients[0]?.release(new Error('broken'));
    (await waiting).release();
    clients[1]?.release();
    expect(third).toBe(true);
    const { rows } = await pool.query<{ one: number }>('SELECT 1 AS one');
    expect(rows).toEqual([{ one: 1 }]);
  });
});
