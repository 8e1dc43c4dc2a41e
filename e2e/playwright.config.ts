import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './harness/chromium';

/** The journeys that measure the shop under a flood of requests (tests/resilience). */
const ABUSE_UNDER_LOAD = /abuse-load\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  globalSetup: './harness/global-setup.ts',
  // Bounds, not waits: a journey ends as soon as what it waits for is there. Generous, because
  // the machines are shared: on one 2.4× slower than the usual (the server's suite 358 s, not
  // 151), a five-page accessibility journey took over a minute.
  timeout: 180_000,
  expect: { timeout: 15_000 },
  // Two workers, each with a shop of its own: a journey waits on pages and the server much of its
  // time, so one worker left a core idle (101 journeys: 9.6 min with one, 7.6 min with two on a
  // machine loaded 10–13 by other work).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [['list'], ['html', { open: 'never' }]],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    viewport: { width: 1280, height: 800 },
    // A failed journey keeps its trace: every action with the page's DOM before and after, the
    // network and the console. Without the screencast: its frames doubled the CPU of the browser
    // and the runner (one journey file, CPU seconds of all its processes: 25 without a trace, 38
    // with the screencast, 29 without it), on machines where CPU is the journeys' limit.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'journeys', testIgnore: ABUSE_UNDER_LOAD },
    // They judge the shop's own latency under abuse against a quiet and a busy moment of the same
    // run: alone on the machine, after the journeys, so another worker's browser cannot move one
    // phase and not the other (a spray's p99 of 488 ms beside a busy crowd's 141 ms was the
    // journeys next door, not the shop).
    { name: 'abuse under load', testMatch: ABUSE_UNDER_LOAD, dependencies: ['journeys'] },
  ],
});
