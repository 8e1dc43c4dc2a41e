import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { spreadGridEntries } from '../load/rows';
import { log, phase } from '../progress';
import type { FrontendResult } from '../report/results';
import { startShopServer, type ServerSettings } from '../server-process';
import { at } from '../workspace';
import { measureFirstPageJs, runLighthouse } from './frontend';
import { waitForQuietMachine } from './quiet-machine';

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

/**
 * The shopper's side on the reference catalogue: JavaScript before the first screen per app,
 * and Lighthouse (mobile) on the home page and a product page.
 */
export async function runFrontend(
  settings: ServerSettings,
  entries: number,
  lighthouseRuns: number,
): Promise<FrontendResult> {
  const server = await startShopServer(settings);
  try {
    log('front end: first-page JavaScript');
    const firstPageJs = await phase('first-page JS', () => measureFirstPageJs(server.origin));
    const product = spreadGridEntries(entries, 200)[100] ?? 1;
    log('front end: waiting for the machine to settle before Lighthouse');
    const quiet = await phase('settle', () => waitForQuietMachine());
    log(`front end: CPU ${Math.round(quiet.idleShare * 100)}% idle after ${quiet.waitedSeconds} s`);
    const lighthouse = [];
    for (const page of ['/', `/productdetails/${product}`]) {
      log(`front end: Lighthouse on ${page}`);
      const result = await phase('Lighthouse', () =>
        runLighthouse(server.origin + page, lighthouseRuns),
      );
      log(
        `front end: ${page} score ${result.score}, LCP ${Math.round(result.lcpMs ?? 0)} ms, CLS ${result.cls?.toFixed(3)}, TBT ${Math.round(result.tbtMs ?? 0)} ms`,
      );
      lighthouse.push({ page, result });
    }
    return {
      origin: server.origin,
      firstPageJs,
      lighthouse,
      quiet,
      legacyCallInBundles: bundlesCallingLegacy(),
    };
  } finally {
    await server.stop();
  }
}
