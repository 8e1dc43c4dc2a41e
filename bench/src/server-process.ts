import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { at, SERVER_ENTRY, WORKSPACE_DIR } from './workspace';

/** Every process started here and not yet stopped: ended if the benchmark itself is stopped. */
const running = new Set<ChildProcess>();

export function killAll(): void {
  for (const child of running) child.kill('SIGTERM');
}

export interface RunningProcess {
  origin: string;
  /** Its process id (its CPU is read from /proc). */
  pid: number | undefined;
  /** Resident memory of the process, in MB (from /proc), or null where unknown. */
  rssMb(): number | null;
  stop(): Promise<void>;
}

async function waitUntilUp(origin: string, path: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`process exited with ${child.exitCode} before answering:\n${log()}`);
    }
    try {
      if ((await fetch(origin + path)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no answer from ${origin}${path} within 120 s:\n${log()}`);
}

function readRssMb(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}

/**
 * Starts a Node script as its own process and waits until `readyPath` answers 200; its standard
 * output (a server's log) appended to `logFile` when one is given.
 */
export async function startProcess(
  args: string[],
  options: {
    port: number;
    env: NodeJS.ProcessEnv;
    readyPath: string;
    cwd?: string;
    logFile?: string;
  },
): Promise<RunningProcess> {
  const log = options.logFile ? openSync(options.logFile, 'a') : 'ignore';
  let child: ChildProcess;
  try {
    child = spawn(process.execPath, args, {
      cwd: options.cwd ?? WORKSPACE_DIR,
      env: options.env,
      stdio: ['ignore', log, 'pipe'],
    });
  } finally {
    // The child writes through its own copy of the descriptor.
    if (typeof log === 'number') closeSync(log);
  }
  running.add(child);
  child.on('exit', () => running.delete(child));
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const origin = `http://127.0.0.1:${options.port}`;
  try {
    await waitUntilUp(origin, options.readyPath, child, () => stderr);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    origin,
    pid: child.pid,
    rssMb: () => readRssMb(child.pid),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

export interface ServerSettings {
  port: number;
  dataDir: string;
  uploadDir: string;
  databaseUrl?: string;
  /** Where its log goes (appended), when it is kept. */
  logFile?: string;
}

/** The production server (`server/dist/server.js`) on a generated catalogue. */
export function startShopServer(settings: ServerSettings): Promise<RunningProcess> {
  return startProcess([SERVER_ENTRY], {
    port: settings.port,
    readyPath: '/api/health',
    ...(settings.logFile ? { logFile: settings.logFile } : {}),
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(settings.port),
      DATA_DIR: settings.dataDir,
      UPLOAD_DIR: settings.uploadDir,
      SEED: 'none',
      JWT_SECRET: 'benchmark-secret-benchmark-secret-0123456789',
      // The order rows send thousands of orders a second from one address: the per-address
      // limit of anonymous writes would refuse all but the first sixty.
      PUBLIC_WRITE_LIMIT: 'off',
      // The rows measure how much each call can serve, up to the database's own limit; the
      // bound on waiting requests would turn the surplus into refusals.
      DATABASE_QUEUE_LIMIT: '0',
      ...(settings.databaseUrl ? { DATABASE_URL: settings.databaseUrl } : {}),
    },
  });
}

/** What `npm start` adds to the environment (server/scripts/start.mjs). */
interface StartScript {
  merchantNumbers(env: NodeJS.ProcessEnv): Record<string, string>;
}

/**
 * The shop exactly as `npm start` serves it to a new user: the production server on a data
 * folder of its own (fresh at first: the embedded PostgreSQL is made in it and the demo seed
 * runs), with the environment `npm start` gives it (the demo shop's bKash and Nagad numbers,
 * so every order pays its delivery fee in advance) and every other setting at its default,
 * but for `env` (the benchmark says which, and why).
 */
export async function startDemoShop(settings: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
  logFile?: string;
}): Promise<RunningProcess> {
  const start = (await import(pathToFileURL(at('server/scripts/start.mjs')).href)) as StartScript;
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(settings.port),
    DATA_DIR: settings.dataDir,
    ...settings.env,
  };
  return startProcess([SERVER_ENTRY], {
    port: settings.port,
    readyPath: '/api/health/ready',
    ...(settings.logFile ? { logFile: settings.logFile } : {}),
    env: { ...start.merchantNumbers(env), ...env },
  });
}
