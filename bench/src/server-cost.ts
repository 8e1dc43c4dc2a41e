import { readFileSync } from 'node:fs';
import pg from 'pg';
import { openTarget, type DatabaseTarget } from './catalogue/load-catalogue';

/**
 * What the requests of one load cost the shop: the server process's CPU, the CPU of the database
 * backends serving it, and the database's own counters. Divided by the requests, these say where
 * an uncached page's time goes, whatever else the shared machine was doing meanwhile.
 */
export interface ServerCost {
  /** Replies the figures are divided by (a warm-up's included: its CPU is in the figures). */
  requests: number;
  /** The server process's CPU (user and system), ms; PostgreSQL's not included. */
  serverCpuMs: number | null;
  /**
   * The CPU of the database backends serving the shop's database, ms: those open at the end of
   * the load (a backend that ended during it is not counted). Null where they cannot be read.
   */
  databaseCpuMs: number | null;
  /**
   * `pg_stat_database` of the shop's database over the load (read once its backends have
   * reported, from another database): transactions committed or rolled back — each statement
   * outside a transaction block is one — rows returned by scans, rows fetched by index scans,
   * and blocks found in PostgreSQL's buffers or read from outside them. Null where unread.
   */
  database: {
    transactions: number;
    rowsReturned: number;
    rowsFetched: number;
    blocksHit: number;
    blocksRead: number;
  } | null;
}

/** Linux counts a process's CPU in clock ticks of 1/100 s (USER_HZ) in /proc/<pid>/stat. */
const TICK_MS = 10;

/** A process's CPU so far (user and system), ms; null when it cannot be read. */
export function processCpuMs(pid: number, read = (file: string) => readFileSync(file, 'utf8')) {
  try {
    const stat = read(`/proc/${pid}/stat`);
    // The command name (field 2) is in parentheses and may hold spaces: fields after its end.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const utime = Number(fields[11]);
    const stime = Number(fields[12]);
    return Number.isFinite(utime) && Number.isFinite(stime) ? (utime + stime) * TICK_MS : null;
  } catch {
    return null;
  }
}

/** Where the shop's database statistics are read from: another database of its cluster. */
interface StatsSource {
  url: string;
  database: string;
}

/**
 * The cluster's maintenance database and the shop's database name: the machine's PostgreSQL
 * from the target's URL; the embedded one from the URL a command would use beside the running
 * server (its socket).
 */
export async function statsSourceOf(target: DatabaseTarget): Promise<StatsSource> {
  let url = target.databaseUrl;
  if (!url) {
    const shop = await openTarget(target);
    try {
      const pool = (shop.db as unknown as { $client: pg.Pool }).$client;
      url = pool.options.connectionString;
    } finally {
      await shop.close();
    }
  }
  if (!url) throw new Error(`no connection URL for ${target.dataDir}`);
  const parsed = new URL(url);
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  parsed.pathname = '/postgres';
  return { url: parsed.href, database };
}

type DatabaseCounters = NonNullable<ServerCost['database']>;

const COUNTERS = `SELECT xact_commit + xact_rollback AS transactions, tup_returned AS "rowsReturned",
  tup_fetched AS "rowsFetched", blks_hit AS "blocksHit", blks_read AS "blocksRead"
  FROM pg_stat_database WHERE datname = $1`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The database's counters once every backend has reported: a backend sends its figures at most
 * once a second, and within a second of going idle, so they are read until two readings 1.2 s
 * apart agree (at most 12 s: a shop's own timers may keep asking).
 */
async function settledCounters(client: pg.Client, database: string): Promise<DatabaseCounters> {
  const read = async () => {
    const row = (await client.query<Record<keyof DatabaseCounters, string>>(COUNTERS, [database]))
      .rows[0];
    if (!row) throw new Error(`pg_stat_database has no row for ${database}`);
    return Object.fromEntries(
      Object.entries(row).map(([k, v]) => [k, Number(v)]),
    ) as unknown as DatabaseCounters;
  };
  let last = await read();
  for (let tries = 0; tries < 10; tries++) {
    await sleep(1_200);
    const now = await read();
    if (now.transactions === last.transactions && now.rowsReturned === last.rowsReturned) {
      return now;
    }
    last = now;
  }
  return last;
}

/** CPU so far of each backend serving the shop's database, ms, by process id. */
async function backendCpu(client: pg.Client, database: string): Promise<Map<number, number>> {
  const { rows } = await client.query<{ pid: number }>(
    `SELECT pid FROM pg_stat_activity WHERE datname = $1 AND backend_type = 'client backend'`,
    [database],
  );
  const cpu = new Map<number, number>();
  for (const { pid } of rows) {
    const ms = processCpuMs(pid);
    if (ms !== null) cpu.set(pid, ms);
  }
  return cpu;
}

/** CPU spent between two readings: all of a backend's that began after the first. */
export function cpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}

const subtract = (a: DatabaseCounters, b: DatabaseCounters): DatabaseCounters => ({
  transactions: a.transactions - b.transactions,
  rowsReturned: a.rowsReturned - b.rowsReturned,
  rowsFetched: a.rowsFetched - b.rowsFetched,
  blocksHit: a.blocksHit - b.blocksHit,
  blocksRead: a.blocksRead - b.blocksRead,
});

/**
 * Starts measuring what the server `pid` and its database spend; `stop` (right when the load
 * ends) returns it over the replies the load counted. The database's counters are read settled
 * on both sides, so starting and stopping each take a second or more.
 */
export async function startCostMeter(
  pid: number | undefined,
  source: StatsSource,
): Promise<{ stop(requests: number): Promise<ServerCost> }> {
  const client = new pg.Client({ connectionString: source.url });
  await client.connect();
  try {
    const counters = await settledCounters(client, source.database);
    const backends = await backendCpu(client, source.database);
    const server = pid === undefined ? null : processCpuMs(pid);
    return {
      async stop(requests) {
        try {
          const serverAfter = pid === undefined ? null : processCpuMs(pid);
          const backendsAfter = await backendCpu(client, source.database);
          const countersAfter = await settledCounters(client, source.database);
          return {
            requests,
            serverCpuMs: server === null || serverAfter === null ? null : serverAfter - server,
            databaseCpuMs: backendsAfter.size ? cpuBetween(backends, backendsAfter) : null,
            database: subtract(countersAfter, counters),
          };
        } finally {
          await client.end();
        }
      },
    };
  } catch (error) {
    await client.end();
    throw error;
  }
}
