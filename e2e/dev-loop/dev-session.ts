// `pnpm dev` as a developer runs it, on free ports and a fresh data folder, so the check runs beside
// a developer's own `pnpm dev` or another checkout's.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { freePort } from '../harness/free-port';
import { WORKSPACE_DIR } from '../harness/workspace';

/** The three webpack dev servers, by the name `pnpm --parallel` prefixes their lines with. */
const APPS = ['shell', 'storefront-mfe', 'backoffice-mfe'] as const;
type App = (typeof APPS)[number];

/** What one app's first compilation reported. */
interface Compilation {
  app: App;
  summary: string;
  problems: string[];
}

export interface DevSession {
  shellUrl: string;
  /** Every app's first compilation, once all three have finished. */
  compiled: Promise<Compilation[]>;
  /** The API (it seeds the demo catalogue on its first start). */
  apiUrl: string;
  /** The API's warnings and errors from its start until it said it was ready. */
  apiStarted: Promise<string[]>;
  stop: () => Promise<void>;
}

const COMPILED = /webpack [\d.]+ compiled (.*) in \d+ ms/;
// webpack's and its plugins' warnings and errors, in the compilation or the infrastructure log.
const PROBLEM = /(^|\s)(<w>|<e>|WARNING|ERROR)(\s|$)/;
// The API's log, drawn by pino-pretty in development (`[time] WARN (pid): …`) or as JSON lines.
const API_PROBLEM = /^\[[\d:.]+\] (WARN|ERROR|FATAL) |"level":[456]0\b/;
const API_READY = /Poshak is ready on /;

export async function startDevSession(): Promise<DevSession> {
  const [api, shell, storefront, backoffice] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'poshak-dev-loop-'));
  const child: ChildProcess = spawn('pnpm', ['dev'], {
    cwd: WORKSPACE_DIR,
    // Its own process group: stopping it stops pnpm, the dev servers and the API together.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(api),
      HOST: '127.0.0.1',
      API_URL: `http://127.0.0.1:${api}`,
      SHELL_DEV_PORT: String(shell),
      STOREFRONT_DEV_PORT: String(storefront),
      BACKOFFICE_DEV_PORT: String(backoffice),
      DATA_DIR: dataDir,
      FORCE_COLOR: '0',
    },
  });

  const problems = new Map<App, string[]>(APPS.map((app) => [app, []]));
  const done = new Map<App, Compilation>();
  const log: string[] = [];
  let settle: (value: Compilation[]) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const compiled = new Promise<Compilation[]>((resolve, reject) => {
    settle = resolve;
    fail = reject;
  });
  const apiProblems: string[] = [];
  let apiReady: (problems: string[]) => void = () => {};
  const apiStarted = new Promise<string[]>((resolve) => (apiReady = resolve));
  let pending = '';
  const onData = (chunk: Buffer) => {
    pending += chunk.toString('utf8');
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines.map((raw) => stripVTControlCharacters(raw).trimEnd())) {
      log.push(line);
      if (line.startsWith('server dev: ')) {
        const said = line.slice('server dev: '.length);
        if (API_PROBLEM.test(said)) apiProblems.push(said);
        if (API_READY.test(said)) apiReady(apiProblems);
      }
      const app = APPS.find((name) => line.startsWith(`${name} dev: `));
      if (!app || done.has(app)) continue;
      if (PROBLEM.test(line)) problems.get(app)?.push(line);
      const match = COMPILED.exec(line);
      if (match) {
        done.set(app, { app, summary: match[1] ?? '', problems: problems.get(app) ?? [] });
        if (done.size === APPS.length) settle([...done.values()]);
      }
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  child.on('exit', (code) =>
    fail(new Error(`pnpm dev exited (${code}) before every app compiled:\n${log.join('\n')}`)),
  );

  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  return {
    shellUrl: `http://127.0.0.1:${shell}`,
    apiUrl: `http://127.0.0.1:${api}`,
    apiStarted,
    compiled,
    stop,
  };
}
