import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { embeddedPostgresFolder } from '../src/db/embedded-postgres';
import { isAlive } from '../src/lib/process-alive';
import { build } from './helpers/build';
import {
  createStaff,
  exitOf,
  freePort,
  startServer,
  startServerExpectingFailure,
} from './helpers/processes';

describe('the server process', () => {
  it('finishes requests in flight when it closes', async () => {
    let release: () => void = () => {};
    let arrived: () => void = () => {};
    let closingStarted: () => void = () => {};
    const inside = new Promise<void>((resolve) => (arrived = resolve));
    const closeBegun = new Promise<void>((resolve) => (closingStarted = resolve));
    const t = await build('embedded', {
      extend: (app) => {
        app.get('/api/slow', { config: { access: 'public' } }, async () => {
          arrived();
          await new Promise<void>((resolve) => (release = resolve));
          return { done: true };
        });
        app.addHook('preClose', async () => closingStarted());
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const inFlight = fetch(`http://127.0.0.1:${port}/api/slow`).then((r) => r.json());
    await inside;
    const closing = t.close();
    await closeBegun;
    release();
    expect(await inFlight).toEqual({ done: true });
    await closing;
  });

  it('starts its PostgreSQL on a fresh data folder, guards the folder, serves commands beside it and stops both on SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'poshak-server-'));
    const env = {
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      SEED: 'none',
      HOST: '127.0.0.1',
    };
    try {
      const server = await startServer(env);
      expect(existsSync(path.join(dataDir, 'server.pid'))).toBe(true);
      const postmaster = postmasterOf(dataDir);
      expect(isAlive(postmaster)).toBe(true);

      // A second server on the same folder is refused, naming the first.
      const second = await startServerExpectingFailure({ ...env, PORT: String(await freePort()) });
      expect(second.code).not.toBe(0);
      expect(second.output).toContain(`running server (pid ${server.child.pid})`);

      // A command works beside it, through its PostgreSQL; the server signs the account in.
      const made = await createStaff(
        ['--username', 'late', '--password', 'late-pass', '--role', 'admin'],
        env,
      );
      expect(made.code).toBe(0);
      expect((await signIn(server.url, 'late', 'late-pass')).status).toBe(200);

      server.child.kill('SIGTERM');
      expect(await exitOf(server.child)).toBe(0);
      expect(server.output()).toContain('finishing in-flight requests');
      expect(existsSync(path.join(dataDir, 'server.pid'))).toBe(false);
      // Its PostgreSQL stopped with it, cleanly (no pid file left for the next start).
      expect(isAlive(postmaster)).toBe(false);
      expect(existsSync(path.join(embeddedPostgresFolder(dataDir), 'postmaster.pid'))).toBe(false);

      const again = await startServer(env);
      try {
        expect((await signIn(again.url, 'late', 'late-pass')).status).toBe(200);
      } finally {
        again.child.kill('SIGTERM');
        await exitOf(again.child);
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('runs SERVER_PROCESSES=2 on its one embedded PostgreSQL: both answer, one that dies is replaced, SIGTERM stops all', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'poshak-server-two-'));
    const env = {
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      SEED: 'none',
      HOST: '127.0.0.1',
      SERVER_PROCESSES: '2',
      LOG_LEVEL: 'debug',
    };
    try {
      const server = await startServer(env);
      const readyPids = () =>
        new Set(
          server
            .output()
            .split('\n')
            .filter((line) => line.includes('Poshak is ready'))
            .map((line) => (JSON.parse(line) as { pid: number }).pid),
        );
      // Both processes started (the second may still be migrating when the first answers).
      await until(() => readyPids().size === 2);
      const postmaster = postmasterOf(dataDir);

      // Connections are handed to both in turn: requests over fresh connections reach both.
      const answeredBy = async () => {
        const ids = Array.from({ length: 8 }, (_, i) => `two-${Date.now()}-${i}`);
        for (const id of ids) {
          const reply = await fetch(`${server.url}/api/categorys/getAll`, {
            headers: { 'x-request-id': id, connection: 'close' },
          });
          expect(reply.status).toBe(200);
        }
        return new Set(
          server
            .output()
            .split('\n')
            .filter((line) => ids.some((id) => line.includes(id)))
            .map((line) => (JSON.parse(line) as { pid: number }).pid),
        );
      };
      const first = await answeredBy();
      expect(first.size).toBe(2);

      // One process killed: the other serves meanwhile, and a new one takes its place.
      const [victim] = [...first];
      process.kill(victim ?? 0, 'SIGKILL');
      await until(() => readyPids().size === 3);
      const after = await answeredBy();
      expect(after.size).toBe(2);
      expect(after.has(victim ?? 0)).toBe(false);
      expect(postmasterOf(dataDir)).toBe(postmaster);

      server.child.kill('SIGTERM');
      expect(await exitOf(server.child)).toBe(0);
      expect(isAlive(postmaster)).toBe(false);
      expect(existsSync(path.join(dataDir, 'server.pid'))).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

/** The postmaster of the embedded PostgreSQL a server started in `dataDir`. */
const postmasterOf = (dataDir: string) =>
  Number(
    readFileSync(path.join(embeddedPostgresFolder(dataDir), 'postmaster.pid'), 'utf8').split(
      '\n',
    )[0],
  );

const signIn = (url: string, username: string, password: string) =>
  fetch(`${url}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });

/** Asks `check` at every turn of the event loop until it holds (30 s at most). */
async function until(check: () => boolean): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('not seen within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
