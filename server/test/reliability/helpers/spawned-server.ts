import { execFile, spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { SERVER_BUNDLE } from '../../helpers/processes';

const SERVER_DIR = path.resolve(__dirname, '../../..');
const WORKSPACE_DIR = path.resolve(SERVER_DIR, '..');
const START_TIMEOUT_MS = 60_000;

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** A free port in [from, to] (each suite has its own slice of the 4900–4999 range). */
export async function freePortIn(from: number, to: number): Promise<number> {
  for (let port = from; port <= to; port++) if (await portIsFree(port)) return port;
  throw new Error(`no free port between ${from} and ${to}`);
}

export interface SpawnedServer {
  readonly port: number;
  readonly baseURL: string;
  readonly child: ChildProcess;
  /** Resolves with the signal or exit code once the process is gone. */
  readonly exited: Promise<string>;
  log(): string;
  /** SIGKILL: no shutdown hook, no flush, no goodbye. */
  kill(): Promise<string>;
  /** SIGTERM: the graceful shutdown. */
  stop(): Promise<string>;
}

/** The environment a bundled process gets: the machine's PATH and HOME, nothing else inherited. */
const baseEnv = () => ({
  PATH: process.env.PATH ?? '/usr/bin:/bin',
  HOME: process.env.HOME ?? '/tmp',
  NODE_ENV: 'production',
});

/** Runs one of the bundled commands (`dist/cli/<name>.js`: create-staff, move-to-postgres) to its end. */
export function runBundled(
  name: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(SERVER_DIR, 'dist', 'cli', `${name}.js`), ...args],
      { cwd: WORKSPACE_DIR, env: { ...baseEnv(), ...env } },
      (error, stdout, stderr) => {
        const code = error ? Number((error as { code?: unknown }).code ?? 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/** Starts the production bundle on 127.0.0.1 and waits until /api/health answers 200. */
export async function startServer(options: {
  port: number;
  env: Record<string, string>;
}): Promise<SpawnedServer> {
  const env: Record<string, string> = {
    ...baseEnv(),
    HOST: '127.0.0.1',
    PORT: String(options.port),
    LOG_LEVEL: 'warn',
    SEED: 'none',
    OWNER_EMAIL: 'owner@poshak.test',
    // These tests play many shoppers from one address; the limit's own tests set it.
    PUBLIC_WRITE_LIMIT: 'off',
    ...options.env,
  };
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: WORKSPACE_DIR,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.splice(0, output.length - 200);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? String(code))),
  );
  const baseURL = `http://127.0.0.1:${options.port}`;
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };
  const server: SpawnedServer = {
    port: options.port,
    baseURL,
    child,
    exited,
    log: () => output.join(''),
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited during start-up:\n${server.log()}`);
    }
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await server.kill();
  throw new Error(`the server did not become healthy in ${START_TIMEOUT_MS} ms:\n${server.log()}`);
}

/** A JSON call over real HTTP; a cut connection comes back as status 0. */
export async function call(
  baseURL: string,
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: unknown }> {
  try {
    const response = await fetch(`${baseURL}${url}`, {
      method,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Plain text reply.
    }
    return { status: response.status, body: parsed };
  } catch {
    return { status: 0, body: null };
  }
}
