#!/usr/bin/env node
// @ts-check
// How soon a signed-in staff member's first screens are usable on a slow computer: the orders
// page's first row and the dashboard's first money figure, at 1280×800 with the CPU slowed 4× and
// nothing cached, each run in a fresh browser context signed in as the given account. Per run it
// dates (ms after the navigation started, in the page's own clock) the first contentful paint and
// the moment the row or figure is in the DOM, and tallies the script bytes (encodedBodySize: as
// sent, gzipped) fetched by then and in all. Usage:
//   node bench/src/frontend/first-row-worker.mjs --base http://127.0.0.1:5003 --staff user:password
//     [--runs 3] [--only orders|dashboard] [--json] [--files]
// Plain JavaScript, a process of its own, like first-tap.mjs; Playwright is the e2e package's.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/* global window, document, MutationObserver */

const WORKSPACE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** @type {typeof import('@playwright/test')} */
const { chromium } = createRequire(path.join(WORKSPACE, 'e2e/package.json'))('@playwright/test');

const args = process.argv.slice(2);
/** @param {string} name */
const option = (name) => {
  const i = args.indexOf(name);
  return i === -1 ? undefined : args[i + 1];
};

// The same as e2e/harness/chromium.ts (a TypeScript module plain Node cannot import).
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A staff member's desk computer, slowed as the shopper's phone is. */
export const DESK = { width: 1280, height: 800, cpuSlowdown: 4 };

/** The screens measured, and what on each makes it usable. */
export const SCREENS = [
  {
    name: 'orders page first row',
    page: '/admin/product-order',
    // A row staff can read: the first screen's plain drawing of the list, or the page's own table.
    readable: '[data-first-screen-row], tr[data-row-key]',
    // A row of the page's own table with its controls (antd marks each with its invoice as key).
    ready: 'tr[data-row-key]',
  },
  {
    name: 'dashboard first figure',
    page: '/admin/dashboard',
    readable: '[data-first-screen-figure="takings"], [data-testid="dashboard-today-takings"]',
    ready: '[data-testid="dashboard-today-takings"]',
  },
];

/** Long enough for a slowed page on a busy shared machine; a run that takes longer fails. */
const RUN_TIMEOUT_MS = 90_000;

/**
 * Runs in the page before any of its scripts: the first paint from its observer, the element's
 * arrival from a MutationObserver (a frame poll alone would date it after the task that drew it).
 * @param {{ readable: string, ready: string }} options
 */
function recordFirstRow({ readable, ready }) {
  if (window !== window.top) return;
  /** @type {{ fcp: number | null, readable: number | null, ready: number | null }} */
  const marks = { fcp: null, readable: null, ready: null };
  Object.defineProperty(window, '__firstRow', { value: marks });
  performance.setResourceTimingBufferSize(1000);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-contentful-paint' && marks.fcp === null)
        marks.fcp = entry.startTime;
    }
  }).observe({ type: 'paint', buffered: true });
  const changes = new MutationObserver(() => {
    const now = performance.now();
    if (marks.readable === null && document.querySelector(readable)) marks.readable = now;
    if (marks.ready === null && document.querySelector(ready)) {
      marks.ready = now;
      changes.disconnect();
    }
  });
  changes.observe(document, { subtree: true, childList: true, attributes: true });
}

/**
 * The session the back-office keeps after a sign-in (shared-api/src/session.ts).
 * @param {string} base
 * @param {{ username: string, password: string }} staff
 */
async function signIn(base, staff) {
  const reply = await fetch(`${base}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(staff),
  });
  if (!reply.ok) throw new Error(`sign-in as ${staff.username} failed: ${reply.status}`);
  return reply.json();
}

/**
 * @typedef {{ url: string, bytes: number, responseEnd: number }} Script
 * @param {Script[]} scripts
 * @param {number | null} at
 */
function scriptsBefore(scripts, at) {
  const before = at === null ? scripts : scripts.filter((s) => s.responseEnd <= at);
  return { bytes: before.reduce((sum, s) => sum + s.bytes, 0), files: before.length };
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} base
 * @param {(typeof SCREENS)[number]} screen
 * @param {unknown} session
 */
async function measureOnce(browser, base, screen, session) {
  const context = await browser.newContext({
    viewport: { width: DESK.width, height: DESK.height },
  });
  try {
    await context.addInitScript((user) => {
      localStorage.setItem('poshak.session', JSON.stringify(user));
      localStorage.setItem('username', /** @type {{ username: string }} */ (user).username);
    }, session);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: DESK.cpuSlowdown });
    await page.addInitScript(recordFirstRow, { readable: screen.readable, ready: screen.ready });
    page.setDefaultTimeout(RUN_TIMEOUT_MS);
    /** @type {string[]} */
    const errors = [];
    page.on('pageerror', (error) => errors.push(String(error).slice(0, 300)));

    await page.goto(base + screen.page, { waitUntil: 'commit' });
    await page.waitForFunction(() => {
      const m = /** @type {any} */ (window).__firstRow;
      return m && m.fcp !== null && m.ready !== null;
    });
    // Every script the page asked for by then has arrived (the chart's chunk, say, comes later).
    await page.waitForLoadState('networkidle');
    const { marks, scripts } = await page.evaluate(() => ({
      marks: /** @type {any} */ (window).__firstRow,
      scripts: performance
        .getEntriesByType('resource')
        .filter((e) => /** @type {PerformanceResourceTiming} */ (e).initiatorType === 'script')
        .map((e) => {
          const r = /** @type {PerformanceResourceTiming} */ (e);
          return { url: r.name, bytes: r.encodedBodySize, responseEnd: r.responseEnd };
        }),
    }));
    return {
      fcpMs: marks.fcp,
      readableMs: marks.readable,
      readyMs: marks.ready,
      scriptsBeforeReadable: scriptsBefore(scripts, marks.readable),
      scriptsBeforeReady: scriptsBefore(scripts, marks.ready),
      scriptsAll: scriptsBefore(scripts, null),
      scripts: scripts.map(({ url, bytes, responseEnd }) => ({
        path: new URL(url).pathname,
        bytes,
        responseEndMs: responseEnd,
      })),
      errors,
    };
  } finally {
    await context.close();
  }
}

/** @param {(number | null)[]} values */
function median(values) {
  const known = /** @type {number[]} */ (values.filter((v) => typeof v === 'number')).sort(
    (a, b) => a - b,
  );
  if (!known.length) return null;
  const mid = Math.floor(known.length / 2);
  return known.length % 2 ? known[mid] : (known[mid - 1] + known[mid]) / 2;
}

/** @param {Awaited<ReturnType<typeof measureOnce>>[]} runs */
function summarise(runs) {
  /** @param {(run: (typeof runs)[number]) => number | null} pick */
  const of = (pick) => median(runs.map(pick));
  return {
    fcpMs: of((r) => r.fcpMs),
    readableMs: of((r) => r.readableMs),
    readyMs: of((r) => r.readyMs),
    scriptBytesBeforeReadable: of((r) => r.scriptsBeforeReadable.bytes),
    scriptBytesBeforeReady: of((r) => r.scriptsBeforeReady.bytes),
    scriptFilesBeforeReady: of((r) => r.scriptsBeforeReady.files),
    scriptBytesAll: of((r) => r.scriptsAll.bytes),
  };
}

const base = option('--base');
if (!base) throw new Error('--base <origin> is required');
const [username, password] = (option('--staff') ?? '').split(':');
if (!username || !password) throw new Error('--staff <username:password> is required');
const runs = Number(option('--runs') ?? 3);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs: expected a positive integer');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
try {
  const session = await signIn(base, { username, password });
  const results = [];
  const only = option('--only');
  for (const screen of SCREENS.filter((s) => !only || s.page.includes(only))) {
    const screenRuns = [];
    for (let i = 0; i < runs; i++)
      screenRuns.push(await measureOnce(browser, base, screen, session));
    results.push({
      name: screen.name,
      page: screen.page,
      median: summarise(screenRuns),
      runs: screenRuns,
    });
  }
  const report = { profile: { ...DESK, cache: false, signedIn: true }, screens: results };
  if (args.includes('--json')) {
    console.log(JSON.stringify(report, null, 2));
  } else {
    /** @param {number | null} v */
    const ms = (v) => (v === null ? '—' : `${Math.round(v)} ms`);
    /** @param {number | null} v */
    const kb = (v) => (v === null ? '—' : `${(v / 1024).toFixed(1)} KB`);
    for (const { name, page, median: m, runs: all } of results) {
      console.log(
        `${name} (${page}): readable ${ms(m.readableMs)} ` +
          `(runs ${all.map((r) => ms(r.readableMs)).join(', ')}, scripts ${kb(m.scriptBytesBeforeReadable)}); ` +
          `with its controls ${ms(m.readyMs)} (runs ${all.map((r) => ms(r.readyMs)).join(', ')}); ` +
          `first paint ${ms(m.fcpMs)}; scripts ${kb(m.scriptBytesBeforeReady)} in ` +
          `${m.scriptFilesBeforeReady} files before it, ${kb(m.scriptBytesAll)} in all`,
      );
      if (args.includes('--files')) {
        for (const s of [...(all[0]?.scripts ?? [])].sort((a, b) => b.bytes - a.bytes)) {
          console.log(
            `    ${kb(s.bytes).padStart(9)}  ${String(Math.round(s.responseEndMs)).padStart(6)} ms  ${s.path}`,
          );
        }
      }
    }
  }
} finally {
  await browser.close();
}
