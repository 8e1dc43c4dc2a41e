import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../harness/chromium';

// The development loop (`pnpm dev`), not the production build: no global set-up that builds.
export default defineConfig({
  testDir: '.',
  // Four dev servers compile from cold on two shared cores before the first test.
  timeout: 300_000,
  expect: { timeout: 90_000 },
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    viewport: { width: 1280, height: 800 },
  },
});
