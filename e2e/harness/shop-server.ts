import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';
import { SERVER_BUNDLE, WORKSPACE_DIR } from './workspace';

export type StaffRole = 'admin' | 'seller' | 'moderator';

export interface ShopOptions {
  /** `'demo'` (default) seeds the demo catalogue on first start; `'none'` starts an empty shop. */
  seed?: 'demo' | 'none';
  /** Extra environment for the server, e.g. `STOREFRONT_REMOTE_URL`. */
  env?: Record<string, string>;
}

export interface MailFile {
  name: string;
  text: string;
}

const OWNER_EMAIL = 'owner@poshak.test';
/**
 * The merchant numbers every e2e shop starts with (a journey's own `env` may change them or set
 * ADVANCE_FEE=off), so checkout asks for the delivery fee in advance as a configured shop does.
 */
export const MERCHANT_NUMBERS = { BKASH_NUMBER: '01700000001', NAGAD_NUMBER: '01800000001' };
const START_TIMEOUT_MS = 90_000;
/** The variable naming the run's demo data folder (`makeDemoTemplate`) that shops start from. */
export const DEMO_SHOP_TEMPLATE = 'POSHAK_E2E_DEMO_TEMPLATE';

/** `from`'s contents into `to`, owners and modes kept (PostgreSQL's folder is its user's, 0700). */
function copyDataFolder(from: string, to: string): void {
  const copy = spawnSync('cp', ['-a', `${from}/.`, to], { encoding: 'utf8' });
  if (copy.status !== 0) throw new Error(`copying the demo shop's data failed: ${copy.stderr}`);
}

/** Variables of the developer's or CI's shell that must not leak into a test server. */
const SCRUBBED = [
  'PORT',
  'DATA_DIR',
  'DATABASE_URL',
  'UPLOAD_DIR',
  'SEED',
  'SMTP_URL',
  'JWT_SECRET',
];

/**
 * One production server (`node server/dist/server.js`) on a free port with its own fresh DATA_DIR
 * (its embedded PostgreSQL, mail outbox), as a shopper's browser would meet it.
 */
export class ShopServer {
  readonly dataDir: string;
  readonly port: number;
  readonly env: NodeJS.ProcessEnv;
  private child: ChildProcess | null = null;
  private log: string[] = [];

  private constructor(port: number, dataDir: string, options: ShopOptions) {
    this.port = port;
    this.dataDir = dataDir;
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !SCRUBBED.includes(name)),
    );
    this.env = {
      ...env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      OWNER_EMAIL,
      ...(options.seed === 'none' ? { SEED: 'none' } : {}),
      // Checkout asks for the delivery fee in advance, as a shop with its numbers set does.
      ...MERCHANT_NUMBERS,
      ...options.env,
    };
  }

  static async start(options: ShopOptions = {}): Promise<ShopServer> {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'poshak-e2e-'));
    const template = process.env[DEMO_SHOP_TEMPLATE];
    if (template && options.seed !== 'none') copyDataFolder(template, dataDir);
    const shop = new ShopServer(await freePort(), dataDir, options);
    await shop.boot();
    return shop;
  }

  /**
   * Once per run (global set-up): a demo shop's data folder as its first start leaves it —
   * PostgreSQL made, migrated, seeded, pictures drawn — stopped cleanly. The shops of the run
   * start from copies of it: their first start's 7–8 s of CPU, paid once instead of per shop.
   * Shops started with `seed: 'none'` still make their folder from nothing.
   */
  static async makeDemoTemplate(): Promise<string> {
    const shop = await ShopServer.start();
    await shop.stop();
    fs.rmSync(path.join(shop.dataDir, 'server.log'), { force: true });
    return shop.dataDir;
  }

  get baseURL(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get ownerEmail(): string {
    return OWNER_EMAIL;
  }

  /** The server's recent output, for failure messages. */
  logTail(lines = 40): string {
    return this.log.slice(-lines).join('');
  }

  private async boot(): Promise<void> {
    if (!fs.existsSync(SERVER_BUNDLE)) {
      throw new Error(
        `${SERVER_BUNDLE} is missing: the e2e global setup builds it (pnpm start does too)`,
      );
    }
    const child = spawn(process.execPath, [SERVER_BUNDLE], {
      cwd: WORKSPACE_DIR,
      env: this.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    const logFile = fs.createWriteStream(path.join(this.dataDir, 'server.log'), { flags: 'a' });
    const keep = (chunk: Buffer) => {
      logFile.write(chunk);
      this.log.push(chunk.toString());
      if (this.log.length > 400) this.log.splice(0, this.log.length - 400);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.on('exit', () => logFile.end());

    const deadline = Date.now() + START_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(
          `the server exited during start-up (${child.exitCode ?? child.signalCode}):\n${this.logTail()}`,
        );
      }
      try {
        const response = await fetch(`${this.baseURL}/api/health`);
        if (response.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    await this.stop();
    throw new Error(
      `the server did not answer /api/health within ${START_TIMEOUT_MS} ms:\n${this.logTail()}`,
    );
  }

  /** Stops the process (the data folder stays, so `start` again reuses it). */
  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const killed = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(killed);
  }

  /** Starts the process again on the same port and data, e.g. after a command that needs it stopped. */
  async restart(): Promise<void> {
    await this.stop();
    await this.boot();
  }

  /** Stops the server and deletes its data folder. */
  async dispose(): Promise<void> {
    await this.stop();
    if (!process.env.E2E_KEEP_DATA) fs.rmSync(this.dataDir, { recursive: true, force: true });
  }

  /**
   * Creates a staff account with the documented command
   * (`pnpm --filter @poshak/server create-staff --username U --password P --role R`) on this shop's
   * data, beside the running server (the command reaches the PostgreSQL the server started).
   */
  async createStaff(account: {
    username: string;
    password: string;
    role: StaffRole;
    email?: string;
  }) {
    const args = ['--filter', '@poshak/server', 'create-staff', '--username', account.username];
    args.push('--password', account.password, '--role', account.role);
    if (account.email) args.push('--email', account.email);
    const result = spawnSync('pnpm', args, {
      cwd: WORKSPACE_DIR,
      env: this.env,
      encoding: 'utf8',
    });
    if (result.status !== 0) {
      throw new Error(
        `create-staff failed (${result.status}):\n${result.stdout}\n${result.stderr}`,
      );
    }
    return result.stdout;
  }

  /** Mails the server wrote to `DATA_DIR/outbox/` (no SMTP_URL in tests), oldest first. */
  outbox(): MailFile[] {
    const dir = path.join(this.dataDir, 'outbox');
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir)
      .map((name) => ({ name, at: fs.statSync(path.join(dir, name)).mtimeMs }))
      .sort((a, b) => a.at - b.at || a.name.localeCompare(b.name))
      .map(({ name }) => ({ name, text: fs.readFileSync(path.join(dir, name), 'utf8') }));
  }
}
