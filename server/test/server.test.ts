import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from './helpers/build';
import { createStaff, exitOf, startServer } from './helpers/processes';

describe('the server process', () => {
  it('finishes requests in flight when it closes', async () => {
    let release: () => void = () => {};
    let arrived: () => void = () => {};
    let closingStarted: () => void = () => {};
    const inside = new Promise<void>((resolve) => (arrived = resolve));
    const closeBegun = new Promise<void>((resolve) => (closingStarted = resolve));
    const t = await build('pglite', {
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

  it('starts on a fresh data folder, guards it, and stops cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'poshak-server-'));
    const env = { DATA_DIR: dataDir, PORT: '4590', SEED: 'none', HOST: '127.0.0.1' };
    try {
      const server = await startServer(env);
      expect(existsSync(path.join(dataDir, 'server.pid'))).toBe(true);
      const refused = await createStaff(
        ['--username', 'late', '--password', 'late-pass', '--role', 'admin'],
        env,
      );
      expect(refused.code).toBe(2);

      server.child.kill('SIGTERM');
      expect(await exitOf(server.child)).toBe(0);
      expect(server.output()).toContain('finishing in-flight requests');
      expect(existsSync(path.join(dataDir, 'server.pid'))).toBe(false);

      // Stopped: the command works, and the restarted server signs the new account in.
      expect(
        (
          await createStaff(
            ['--username', 'late', '--password', 'late-pass', '--role', 'admin'],
            env,
          )
        ).code,
      ).toBe(0);
      const again = await startServer(env);
      try {
        const signin = await fetch(`${again.url}/api/auth/signin`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'late', password: 'late-pass' }),
        });
        expect(signin.status).toBe(200);
      } finally {
        again.child.kill('SIGTERM');
        await exitOf(again.child);
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
