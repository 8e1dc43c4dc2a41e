import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { SERVER_ENTRY, WORKSPACE_DIR } from './workspace';

/** Every process started here and not yet stopped: ended if the benchmark itself is stopped. */
const running = new Set<ChildProcess>();

export function killAll(): void {
  for (const child of running) child.kill('SIGTERM');
}

export interface RunningProcess {
  origin: string;
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

/** Starts a Node script as its own process and waits until `readyPath` answers 200. */
export async function startProcess(
  args: string[],
  options: { port: number; env: NodeJS.ProcessEnv; readyPath: string; cwd?: string },
): Promise<RunningProcess> {
  const child = spawn(process.execPath, args, {
    cwd: options.cwd ?? WORKSPACE_DIR,
    env: options.env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
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
  /**
   * Keep the server's own bound on requests waiting for the database (DATABASE_QUEUE_LIMIT
   * unset), as `pnpm start` runs it; the load rows otherwise run without one.
   */
  defaultQueueLimit?: boolean;
}

/** The shop's production server (`server/dist/server.js`), configured as `pnpm start` runs it. */
export function startShopServer(settings: ServerSettings): Promise<RunningProcess> {
  return startProcess([SERVER_ENTRY], {
    port: settings.port,
    readyPath: '/api/health',
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
      // embedded database's bound on waiting requests would turn the surplus into refusals.
      ...(settings.defaultQueueLimit ? {} : { DATABASE_QUEUE_LIMIT: '0' }),
      ...(settings.databaseUrl ? { DATABASE_URL: settings.databaseUrl } : {}),
    },
  });
}

/**
 * The shop exactly as `pnpm start` serves it to a new user: the production server on a fresh
 * data folder (PGlite) with the demo seed, every other setting at its default.
 */
export function startDemoShop(settings: {
  port: number;
  dataDir: string;
}): Promise<RunningProcess> {
  return startProcess([SERVER_ENTRY], {
    port: settings.port,
    readyPath: '/api/health/ready',
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(settings.port),
      DATA_DIR: settings.dataDir,
    },
  });
}
