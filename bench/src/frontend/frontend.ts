import { existsSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_ARGS } from '@poshak/e2e/chromium';
import { runJsonChild } from '../child-json';
import { at } from '../workspace';
import type { LighthouseResult } from './lighthouse-result';

/** One page of first-page-js.mjs's JSON: the scripts fetched before the page was on screen. */
export interface FirstPageJs {
  page: string;
  app: string;
  files: number;
  raw: number;
  gzip: number;
  byOwner: Record<string, { files: number; raw: number; gzip: number }>;
}

/** Gzipped JavaScript before the first screen, per app, measured by the e2e package's script. */
export async function measureFirstPageJs(
  origin: string,
  staff: { username: string; password: string },
): Promise<FirstPageJs[]> {
  const pages = await runJsonChild<(FirstPageJs & { scripts?: unknown })[]>(
    at('e2e/scripts/first-page-js.mjs'),
    undefined,
    {
      tsx: false,
      // Signed in, the back-office's orders page is measured too.
      extraArgs: ['--base', origin, '--staff', `${staff.username}:${staff.password}`, '--json'],
      cwd: at('e2e'),
    },
  );
  return pages.map(({ scripts: _scripts, ...page }) => page);
}

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Stops a run whose front end would find no browser before it spends minutes on catalogues: the
 * tests' headless shell (what `npm test` installs) is not enough, Lighthouse runs the full browser.
 */
export function checkChromium(): void {
  if (existsSync(CHROMIUM)) return;
  throw new Error(
    `the front end needs Chromium at ${CHROMIUM}: apt-get install chromium, name another with CHROMIUM_PATH, or run with --no-frontend`,
  );
}

/**
 * Lighthouse (mobile preset) on one URL, `runs` times; the run with the median score is kept, with
 * every run's score beside it. Its simulated slow device multiplies the real CPU time of every task
 * by four, so a busy shared machine moves one run's score by ten points and more.
 *
 * A run that fails (Lighthouse now and then loses its own trace: NO_NAVSTART) is tried once more, so
 * a flake of the tool does not stand in for a score of the page; the report names every failure,
 * and a run that fails twice counts as 0.
 */
export async function runLighthouse(url: string, runs: number): Promise<LighthouseResult> {
  const runOnce = () =>
    runJsonChild<LighthouseResult>(
      path.join(__dirname, 'lighthouse-worker.mjs'),
      { url, chromePath: CHROMIUM, chromeFlags: CHROMIUM_ARGS },
      { tsx: false },
    );
  const results: LighthouseResult[] = [];
  const runFailures: string[] = [];
  for (let i = 0; i < runs; i++) {
    let result = await runOnce();
    if (result.runtimeError) {
      runFailures.push(result.runtimeError);
      result = await runOnce();
      if (result.runtimeError) runFailures.push(result.runtimeError);
    }
    results.push(result);
  }
  const sorted = [...results].sort((a, b) => a.score - b.score);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error(`no Lighthouse run for ${url}`);
  return {
    ...median,
    runScores: results.map((r) => r.score),
    runs: results.map(({ score, lcpMs, cls, tbtMs, fcpMs, speedIndexMs }) => ({
      score,
      lcpMs,
      cls,
      tbtMs,
      fcpMs,
      speedIndexMs,
    })),
    runFailures,
  };
}
