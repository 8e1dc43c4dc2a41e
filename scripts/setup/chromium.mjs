// The end-to-end journeys drive Debian's Chromium (Playwright downloads no browser of its own).
// The path is the one the e2e harness reads, so both agree on which browser the tests use.
import { SetupError, isExecutable, onPath, run, say, secondsSince } from './commands.mjs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

export function chromiumPath() {
  return process.env.CHROMIUM_PATH || DEBIAN_CHROMIUM;
}

export function ensureChromium() {
  const chromium = chromiumPath();
  if (isExecutable(chromium)) return;
  const aptGet = onPath('apt-get');
  const isRoot = process.getuid?.() === 0;
  if (!aptGet) {
    throw new SetupError(
      `No Chromium at ${chromium} for the end-to-end tests: install Chromium, then run CHROMIUM_PATH=<path to chromium> npm test`,
    );
  }
  if (!isRoot) {
    throw new SetupError(
      `No Chromium at ${chromium} for the end-to-end tests: run sudo apt-get install -y chromium, then npm test`,
    );
  }
  say(`installing Chromium with apt-get (none at ${chromium}) …`);
  const started = Date.now();
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () => run(aptGet, ['install', '-y', 'chromium'], { env });
  // The package lists are only refreshed when they are too old to find the package.
  const installed = install() || (run(aptGet, ['update'], { env }) && install());
  if (!installed) {
    throw new SetupError(
      'apt-get could not install Chromium (see above): run apt-get update && apt-get install -y chromium, then npm test',
    );
  }
  if (!isExecutable(chromium)) {
    throw new SetupError(
      `Chromium is installed at ${DEBIAN_CHROMIUM}, but CHROMIUM_PATH names ${chromium}: run npm test without CHROMIUM_PATH`,
    );
  }
  say(`Chromium installed in ${secondsSince(started)}`);
}
