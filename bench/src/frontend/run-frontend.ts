import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PRIORITY } from '@poshak/shared-api/schemas';
import { BENCH_STAFF } from '../catalogue/load-catalogue';
import { log, phase } from '../progress';
import type { FrontendResult } from '../report/results';
import { startDemoShop, startShopServer, type ServerSettings } from '../server-process';
import { at } from '../workspace';
import { measureFirstRow } from './first-row';
import { measureFirstTap } from './first-tap';
import { measureFirstPageJs, runLighthouse } from './frontend';
import { measureIdleShare } from './quiet-machine';

/** Built files of the three browser apps that name the legacy getAll call. */
export function bundlesCallingLegacy(): string[] {
  const found: string[] = [];
  for (const app of ['shell', 'storefront-mfe', 'backoffice-mfe']) {
    const dir = at(app, 'dist');
    const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.js')) : [];
    for (const file of files) {
      if (readFileSync(path.join(dir, file), 'utf8').includes('transactionsRouter/getAll')) {
        found.push(`${app}/dist/${file}`);
      }
    }
  }
  return found;
}

/** Where the front end is measured: the reference catalogue's server, and the demo shop's. */
export interface FrontendPlaces {
  /** The reference catalogue's server (first-page JavaScript, as measured before). */
  reference: ServerSettings;
  /** A fresh data folder and a port for the demo shop that `pnpm start` serves. */
  demo: { port: number; dataDir: string };
}

/** The product of the demo shop's first grid card: a page a shopper lands on from a link. */
async function demoProductPage(origin: string): Promise<string> {
  const reply = await fetch(
    `${origin}/api/storefront/products?priority=${PRIORITY.collection}&page=1&pageSize=18`,
  );
  if (!reply.ok) throw new Error(`demo shop: the grid answered ${reply.status}`);
  const { items } = (await reply.json()) as { items: { id_product_trace: number }[] };
  const first = items[0];
  if (!first) throw new Error('demo shop: no product on the grid');
  return `/productdetails/${first.id_product_trace}`;
}

/** The demo shop's first category, as its category bar links it: a page a shared link opens. */
async function demoCategoryPage(origin: string): Promise<string> {
  const reply = await fetch(`${origin}/api/categorys/getAll`);
  if (!reply.ok) throw new Error(`demo shop: the categories answered ${reply.status}`);
  const [first] = (await reply.json()) as { id_category: number }[];
  if (!first) throw new Error('demo shop: no category');
  return `/?category=${first.id_category}`;
}

/** Lighthouse's pages: the home page, a product page, a category page, the back-office sign-in. */
export const LIGHTHOUSE_PAGES = (productPage: string, categoryPage: string) => [
  '/',
  productPage,
  categoryPage,
  '/admin/login',
];

/**
 * JavaScript before the first screen per app on the reference catalogue, and there, signed in on
 * a slowed computer, how soon the orders page shows its first row and the dashboard its first
 * figure (a shop with orders: the demo shop has none); then, on the demo shop as `pnpm start` serves it to a new user, Lighthouse (mobile preset, as a
 * plain `lighthouse URL` run: no waiting for an idle CPU) and the first tap on a phone, each its
 * given number of runs per page.
 */
export async function runFrontend(
  places: FrontendPlaces,
  runs: { lighthouse: number; firstTap: number; firstRow: number },
): Promise<FrontendResult> {
  const server = await startShopServer(places.reference);
  let firstPageJs: FrontendResult['firstPageJs'];
  let firstRow: FrontendResult['firstRow'];
  try {
    log('front end: first-page JavaScript');
    firstPageJs = await phase('first-page JS', () =>
      measureFirstPageJs(server.origin, BENCH_STAFF),
    );
    log(`front end: the staff's first screens, ${runs.firstRow} runs each`);
    firstRow = await phase('first row', () =>
      measureFirstRow(server.origin, BENCH_STAFF, runs.firstRow),
    );
    for (const { name, median } of firstRow.screens) {
      log(
        `front end: ${name} at ${Math.round(median.readyMs ?? NaN)} ms, after ${Math.round((median.scriptBytesBeforeReady ?? NaN) / 1024)} KB of script`,
      );
    }
  } finally {
    await server.stop();
  }
  const demo = await phase('demo shop start', () => startDemoShop(places.demo));
  try {
    const productPage = await demoProductPage(demo.origin);
    const categoryPage = await demoCategoryPage(demo.origin);
    const quiet = await measureIdleShare();
    log(
      `front end: CPU ${Math.round(quiet.idleShare * 100)}% idle before Lighthouse (not waited for)`,
    );
    const lighthouse = [];
    for (const page of LIGHTHOUSE_PAGES(productPage, categoryPage)) {
      log(`front end: Lighthouse on the demo shop's ${page}, ${runs.lighthouse} runs`);
      const result = await phase('Lighthouse', () =>
        runLighthouse(demo.origin + page, runs.lighthouse),
      );
      log(
        `front end: ${page} score ${result.score} (runs ${result.runScores?.join(', ')}), LCP ${Math.round(result.lcpMs ?? 0)} ms, CLS ${result.cls?.toFixed(3)}, TBT ${Math.round(result.tbtMs ?? 0)} ms`,
      );
      lighthouse.push({ page, result });
    }
    log(`front end: first tap on a phone, / and ${productPage}, ${runs.firstTap} runs each`);
    const firstTap = await phase('first tap', () =>
      measureFirstTap(demo.origin, productPage, runs.firstTap),
    );
    for (const { page, median } of firstTap.pages) {
      log(
        `front end: ${page} tap kept ${Math.round(median.afterPaintMs.kept ?? NaN)} ms after first paint, button adopted at ${Math.round(median.afterPaintMs.adopted ?? NaN)} ms; ${median.tapsWorked} of ${runs.firstTap} taps filled the cart`,
      );
    }
    return {
      origin: server.origin,
      lighthouseShop: 'demo',
      firstPageJs,
      lighthouse,
      quiet,
      firstTap,
      firstRow,
      legacyCallInBundles: bundlesCallingLegacy(),
    };
  } finally {
    await demo.stop();
  }
}
