import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/**
 * The server's production bundle and its commands (server/dist, built once per run by the global
 * set-up when older than the sources): what `npm start` and the shop's commands run, and a third of
 * the CPU of starting the sources through tsx, which the suite paid at every spawn.
 */
const DIST = path.join(__dirname, '../../dist');
export const SERVER_BUNDLE = path.join(DIST, 'server.js');
const SERVER_DIR = path.join(__dirname, '../..');
const WORKSPACE_DIR = path.join(SERVER_DIR, '..');

/** The shop's builds a test may need: `pnpm start`'s names for them (server/scripts/start.mjs). */
export type ShopBuild = 'server' | 'storefront' | 'shell' | 'backoffice';

/**
 * Rebuilds what `builds` names when older than its sources (the check `pnpm start` makes), under
 * a lock so two test files never rebuild at the same time.
 */
export function ensureBuilt(builds: ShopBuild[]): void {
  const script = path.join(SERVER_DIR, 'scripts', 'start.mjs');
  const result = spawnSync(
    'flock',
    [
      '/tmp/poshak-rel-server-build.lock',
      process.execPath,
      '--input-type=module',
      '-e',
      `const { ensureBuilt } = await import(${JSON.stringify(script)}); await ensureBuilt({ only: ${JSON.stringify(builds)} });`,
    ],
    { cwd: WORKSPACE_DIR, encoding: 'utf8' },
  );
  if (result.status !== 0) {
    throw new Error(`building ${builds.join(', ')} failed:\n${result.stdout}\n${result.stderr}`);
  }
}

/** The server's bundle, which every started server and command runs. */
export const ensureServerBuilt = () => ensureBuilt(['server']);

export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs one of the shop's bundled commands (`dist/cli/<name>.js`) to completion. */
export function runCommand(
  name: string,
  args: string[],
  env: Record<string, string>,
): Promise<RunResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(DIST, 'cli', `${name}.js`), ...args],
      { env: { ...process.env, ...env } },
      (error, stdout, stderr) => {
        const code = error ? Number((error as { code?: unknown }).code ?? 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

export const createStaff = (args: string[], env: Record<string, string>) =>
  runCommand('create-staff', args, env);

/** Starts the real server (its bundle) and resolves once /api/health answers. */
export async function startServer(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  let output = '';
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${env.PORT}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return { child, url, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become healthy:\n${output}`);
}

/** Starts the real server where it must not start; resolves with its exit code and output. */
export function startServerExpectingFailure(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(process.execPath, [SERVER_BUNDLE], {
      env: { ...process.env, LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

export function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** A port nothing listens on right now, chosen by the system (for a server started next). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
