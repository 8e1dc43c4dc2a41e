#!/usr/bin/env node
// Measures the JavaScript a visitor downloads before a page of the shop is on screen, per app:
// the shell, the remote's manifest-listed entry and chunks, and the shared modules — gzipped as the
// server sends them. Usage:
//   node e2e/scripts/first-page-js.mjs [--base http://127.0.0.1:4444 --staff user:password] [--json]
// Without --base it starts the production server (server/dist/server.js) on a free port with fresh
// data and a staff account of its own. With a staff account the back-office's orders page is
// measured too, signed in as that account.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';

const WORKSPACE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(name);
  return i === -1 ? undefined : args[i + 1];
};

const PAGES = [
  { app: 'storefront', path: '/', ready: 'header a[href="/cart"]' },
  { app: 'backoffice', path: '/admin/login', ready: 'button[type="submit"]' },
  // A staff member's first screen after signing in: the orders table.
  { app: 'backoffice', path: '/admin/product-order', ready: 'main table', signedIn: true },
];

/** The account the script makes on the server it starts itself. */
const OWN_STAFF = { username: 'measure', password: 'measure-password-1' };

async function freePort() {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function startServer() {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'poshak-measure-'));
  const env = { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir };
  execFileSync(
    process.execPath,
    [
      path.join(WORKSPACE, 'server/dist/cli/create-staff.js'),
      ...['--username', OWN_STAFF.username, '--password', OWN_STAFF.password, '--role', 'admin'],
    ],
    { cwd: WORKSPACE, env, stdio: 'ignore' },
  );
  const child = spawn(process.execPath, [path.join(WORKSPACE, 'server/dist/server.js')], {
    cwd: WORKSPACE,
    env: { ...env, PORT: String(port) },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 150));
    }
  }
  return {
    base,
    stop: () => {
      child.kill('SIGTERM');
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function owner(url) {
  const { pathname } = new URL(url);
  if (pathname.startsWith('/remotes/storefront/')) return 'storefront';
  if (pathname.startsWith('/remotes/backoffice/')) return 'backoffice';
  return 'shell';
}

/** The session the back-office keeps after a sign-in (shared-api/src/session.ts). */
async function signIn(base, staff) {
  const reply = await fetch(`${base}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(staff),
  });
  if (!reply.ok) throw new Error(`sign-in as ${staff.username} failed: ${reply.status}`);
  return reply.json();
}

async function measure(browser, base, page, session) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  if (page.signedIn) {
    await context.addInitScript((user) => {
      localStorage.setItem('poshak.session', JSON.stringify(user));
      localStorage.setItem('username', user.username);
    }, session);
  }
  const tab = await context.newPage();
  const scripts = [];
  tab.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => null);
    if (!body) return;
    scripts.push({
      url: response.url(),
      owner: owner(response.url()),
      raw: body.length,
      gzip: zlib.gzipSync(body, { level: 6 }).length,
    });
  });
  await tab.goto(base + page.path);
  await tab.waitForSelector(page.ready, { timeout: 30_000 });
  await tab.waitForLoadState('networkidle');
  await context.close();
  const sum = (list, key) => list.reduce((n, s) => n + s[key], 0);
  const byOwner = {};
  for (const name of ['shell', 'storefront', 'backoffice']) {
    const own = scripts.filter((s) => s.owner === name);
    if (own.length)
      byOwner[name] = { files: own.length, raw: sum(own, 'raw'), gzip: sum(own, 'gzip') };
  }
  return {
    page: page.path,
    app: page.app,
    files: scripts.length,
    raw: sum(scripts, 'raw'),
    gzip: sum(scripts, 'gzip'),
    byOwner,
    scripts,
  };
}

const given = option('--base');
const server = given ? { base: given, stop: () => undefined } : await startServer();
const [username, password] = (option('--staff') ?? '').split(':');
const staff = given ? (username && password ? { username, password } : null) : OWN_STAFF;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
});
try {
  const results = [];
  const session = staff ? await signIn(server.base, staff) : null;
  for (const page of PAGES) {
    if (page.signedIn && !session) continue;
    results.push(await measure(browser, server.base, page, session));
  }
  if (args.includes('--json')) {
    console.log(JSON.stringify(results, null, 2));
  } else {
    const kb = (n) => (n / 1024).toFixed(1);
    for (const r of results) {
      console.log(
        `${r.page} (${r.app}): ${kb(r.gzip)} KB gzipped JS in ${r.files} files (${kb(r.raw)} KB raw)`,
      );
      for (const [name, o] of Object.entries(r.byOwner)) {
        console.log(`  from ${name}: ${kb(o.gzip)} KB gzipped in ${o.files} files`);
      }
      if (args.includes('--files')) {
        for (const s of [...r.scripts].sort((a, b) => b.gzip - a.gzip)) {
          console.log(`    ${kb(s.gzip).padStart(7)} KB  ${new URL(s.url).pathname}`);
        }
      }
    }
  }
} finally {
  await browser.close();
  server.stop();
}
