/**
 * Debian's build of Chromium's headless shell (the root's `npm test` installs it): Playwright
 * downloads no browser of its own. Any other Chromium by CHROMIUM_PATH, e.g. `/usr/bin/chromium`.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
