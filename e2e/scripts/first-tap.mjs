#!/usr/bin/env node
// How soon after the first paint a shopper's add to cart works, on a phone: 375×812, touch, the CPU
// slowed 4×, nothing cached. For the home page and a product page of a running shop, each run in a
// fresh browser context, it dates (ms after the navigation started, in the page's own clock):
// - the first contentful paint;
// - the first add-to-cart button in the DOM;
// - the tap kept: the first script (shell/early/early-taps.js) has run, so a tap from then on is
//   kept and done once the app is there;
// - the app live (`data-live` on <html>, set right after hydrateRoot is called);
// - the button adopted by React (its fiber on the element), when the app answers a tap itself;
// and the script bytes (encodedBodySize: as sent, gzipped) fetched before the tap is kept and
// before the button is adopted. Each run also taps the button as soon as it is drawn and checks
// that the cart then holds 1, so "working" is seen, not assumed. Usage:
//   node e2e/scripts/first-tap.mjs --base http://127.0.0.1:5970 [--product /productdetails/12]
//     [--runs 3] [--json]
// Without --product, the home page's first product link is measured.
import { chromium } from '@playwright/test';

// recordFirstTap and the evaluated functions run in the page, not in Node.
/* global window, document, Element, MutationObserver, requestAnimationFrame */

const args = process.argv.slice(2);
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

const PHONE = { width: 375, height: 812, cpuSlowdown: 4 };
/** The first enabled add-to-cart button: a sold-out card's is disabled and takes no tap. */
const BUTTON = 'button[data-early-tap^="add:"]:not(:disabled)';
/** The shell's first script, which keeps the taps until the app is live. */
const EARLY_SCRIPT = '/early-taps.js';
const CART_COUNT = '[data-testid="cart-count"]';
/** Long enough for a slowed phone on a busy shared machine; a run that takes longer fails. */
const RUN_TIMEOUT_MS = 90_000;

/**
 * Runs in the page before any of its scripts. Frames do not come while a long task runs, so a
 * frame poll alone would date the early script's run after main.js's evaluation that follows it
 * in the same burst: the moments that have an event of their own are taken from it (a setter for
 * the early script's array, a MutationObserver for the button and `data-live`), and every frame
 * polls as well, which is how the button's adoption is seen (React gives it no event).
 */
function recordFirstTap({ button }) {
  if (window !== window.top) return;
  const marks = {
    fcp: null,
    button: null,
    kept: null,
    live: null,
    adopted: null,
    tap: null,
    tapBeforeKept: null,
    tapBeforeLive: null,
  };
  Object.defineProperty(window, '__firstTap', { value: marks });
  performance.setResourceTimingBufferSize(1000);
  const now = () => performance.now();

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-contentful-paint' && marks.fcp === null)
        marks.fcp = entry.startTime;
    }
  }).observe({ type: 'paint', buffered: true });

  let taps;
  Object.defineProperty(window, 'poshakEarlyTaps', {
    configurable: true,
    enumerable: true,
    get: () => taps,
    set: (value) => {
      taps = value;
      if (marks.kept === null && Array.isArray(value)) marks.kept = now();
    },
  });

  const isLive = () => 'live' in document.documentElement.dataset;
  const adopted = (element) =>
    Object.keys(element).some(
      (key) => key.startsWith('__reactFiber$') || key.startsWith('__reactProps$'),
    );
  const check = () => {
    const at = now();
    if (marks.kept === null && Array.isArray(taps)) marks.kept = at;
    if (marks.live === null && isLive()) marks.live = at;
    const element = document.querySelector(button);
    if (element) {
      if (marks.button === null) marks.button = at;
      if (marks.adopted === null && adopted(element)) marks.adopted = at;
    }
  };
  const changes = new MutationObserver(check);
  changes.observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-live'],
  });
  const everyFrame = () => {
    check();
    if (marks.adopted === null || marks.live === null) requestAnimationFrame(everyFrame);
    else changes.disconnect();
  };
  requestAnimationFrame(everyFrame);

  // Before the early script's own listener (on the document), so a tap is dated as it arrives.
  window.addEventListener(
    'click',
    (event) => {
      if (marks.tap !== null || !(event.target instanceof Element)) return;
      if (!event.target.closest('[data-early-tap^="add:"]')) return;
      marks.tap = now();
      marks.tapBeforeKept = !Array.isArray(taps);
      marks.tapBeforeLive = !isLive();
    },
    true,
  );
}

/** The home page's first product link, when no product page is given. */
async function firstProductPage(base) {
  const html = await (await fetch(`${base}/`)).text();
  const found = /href="(\/productdetails\/\d+)"/.exec(html);
  if (!found) throw new Error(`no product link on ${base}/`);
  return found[1];
}

/** Script bytes and files whose response had ended by `at` (all of them when `at` is null). */
function scriptsBefore(scripts, at) {
  const before = at === null ? scripts : scripts.filter((s) => s.responseEnd <= at);
  return { bytes: before.reduce((sum, s) => sum + s.bytes, 0), files: before.length };
}

async function measureOnce(browser, url) {
  const context = await browser.newContext({
    viewport: { width: PHONE.width, height: PHONE.height },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
    await page.addInitScript(recordFirstTap, { button: BUTTON });
    page.setDefaultTimeout(RUN_TIMEOUT_MS);
    // A page drawn again after a failed adoption (start-app.tsx logs it) would explain a lost tap.
    const errors = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text().slice(0, 300));
    });
    page.on('pageerror', (error) => errors.push(String(error).slice(0, 300)));

    // The tap goes in as soon as the button is drawn, without waiting for the page's load.
    await page.goto(url, { waitUntil: 'commit' });
    await page.locator(BUTTON).first().tap();
    await page.waitForFunction(() => {
      const m = window.__firstTap;
      return m && m.fcp !== null && m.live !== null && m.adopted !== null;
    });
    const cart = await page
      .locator(CART_COUNT)
      .first()
      .filter({ hasText: /^\s*[1১]\s*$/ })
      .waitFor({ timeout: 15_000 })
      .then(
        () => true,
        () => false,
      );
    const { marks, scripts, cartText } = await page.evaluate(
      (cartCount) => ({
        marks: window.__firstTap,
        scripts: performance
          .getEntriesByType('resource')
          .filter((e) => e.initiatorType === 'script')
          .map((e) => ({ url: e.name, bytes: e.encodedBodySize, responseEnd: e.responseEnd })),
        cartText: document.querySelector(cartCount)?.textContent?.trim() ?? null,
      }),
      CART_COUNT,
    );
    return {
      fcpMs: marks.fcp,
      buttonMs: marks.button,
      keptMs: marks.kept,
      liveMs: marks.live,
      adoptedMs: marks.adopted,
      scriptsBeforeKept: marks.kept === null ? null : scriptsBefore(scripts, marks.kept),
      scriptsBeforeAdopted: scriptsBefore(scripts, marks.adopted),
      scriptsAll: scriptsBefore(scripts, null),
      earlyScriptBytes:
        scripts.find((s) => new URL(s.url).pathname === EARLY_SCRIPT)?.bytes ?? null,
      scripts: scripts.map(({ url: address, bytes, responseEnd }) => ({
        path: new URL(address).pathname,
        bytes,
        responseEndMs: responseEnd,
      })),
      tap: {
        atMs: marks.tap,
        beforeKept: marks.tapBeforeKept,
        beforeLive: marks.tapBeforeLive,
        cartCount: cartText,
        worked: cart,
      },
      errors,
    };
  } finally {
    await context.close();
  }
}

function median(values) {
  const known = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (!known.length) return null;
  const mid = Math.floor(known.length / 2);
  return known.length % 2 ? known[mid] : (known[mid - 1] + known[mid]) / 2;
}

const afterPaint = (run, key) =>
  run.fcpMs === null || run[key] === null ? null : run[key] - run.fcpMs;

/** Each figure's median over the runs; "after first paint" is each run's difference's median. */
function summarise(runs) {
  const of = (pick) => median(runs.map(pick));
  return {
    fcpMs: of((r) => r.fcpMs),
    afterPaintMs: {
      button: of((r) => afterPaint(r, 'buttonMs')),
      kept: of((r) => afterPaint(r, 'keptMs')),
      live: of((r) => afterPaint(r, 'liveMs')),
      adopted: of((r) => afterPaint(r, 'adoptedMs')),
    },
    scriptBytesBeforeKept: of((r) => r.scriptsBeforeKept?.bytes ?? null),
    scriptBytesBeforeAdopted: of((r) => r.scriptsBeforeAdopted.bytes),
    scriptFilesBeforeKept: of((r) => r.scriptsBeforeKept?.files ?? null),
    scriptFilesBeforeAdopted: of((r) => r.scriptsBeforeAdopted.files),
    earlyScriptBytes: of((r) => r.earlyScriptBytes),
    tapsWorked: runs.filter((r) => r.tap.worked).length,
  };
}

const base = option('--base');
if (!base) throw new Error('--base <origin> is required');
const runs = Number(option('--runs') ?? 3);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs: expected a positive integer');
const pages = ['/', option('--product') ?? (await firstProductPage(base))];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
try {
  const results = [];
  for (const page of pages) {
    const pageRuns = [];
    for (let i = 0; i < runs; i++) pageRuns.push(await measureOnce(browser, base + page));
    results.push({ page, median: summarise(pageRuns), runs: pageRuns });
  }
  const report = { profile: { ...PHONE, touch: true, cache: false }, pages: results };
  if (args.includes('--json')) {
    console.log(JSON.stringify(report, null, 2));
  } else {
    const ms = (v) => (v === null ? '—' : `${Math.round(v)} ms`);
    const kb = (v) => (v === null ? '—' : `${(v / 1024).toFixed(1)} KB`);
    for (const { page, median: m } of results) {
      console.log(
        `${page}: first paint ${ms(m.fcpMs)}; after it: tap kept ${ms(m.afterPaintMs.kept)}, ` +
          `live ${ms(m.afterPaintMs.live)}, button adopted ${ms(m.afterPaintMs.adopted)}; ` +
          `scripts ${kb(m.scriptBytesBeforeKept)} before the tap is kept, ` +
          `${kb(m.scriptBytesBeforeAdopted)} before adoption; taps that filled the cart ${m.tapsWorked} of ${runs}`,
      );
    }
  }
} finally {
  await browser.close();
}
