// The tests drive real programs from Debian's packages: Chromium's headless shell for the end-to-end
// journeys (Playwright downloads no browser of its own), a Bengali font for it to draw the shop's Bengali
// text and the taka sign with (a printed invoice's PDF carries only the glyphs a font gave it), and
// nginx as the load balancer in front of several server instances. Whatever is missing is installed
// in one apt-get call.
import fs from 'node:fs';
import { SetupError, isExecutable, onPath, run, say, secondsSince } from './commands.mjs';

// Chromium's headless build (package chromium-headless-shell): the same Blink and V8 as the
// desktop browser without its windowing layers, as Playwright runs headless Chromium itself. The
// journeys took a quarter less time and a fifth less CPU with it than with the full browser's
// headless mode (four journey files back to back: 101 s against 135–157 s).
const DEBIAN_CHROMIUM = '/usr/bin/chromium-headless-shell';
const DEBIAN_NGINX = '/usr/sbin/nginx';
const BENGALI_FONT = '/usr/share/fonts/truetype/lohit-bengali/Lohit-Bengali.ttf';

/** The browser the e2e harness launches; both read the same variable so they agree. */
export function chromiumPath() {
  return process.env.CHROMIUM_PATH || DEBIAN_CHROMIUM;
}

function missingPackages() {
  const missing = [];
  if (!isExecutable(chromiumPath()))
    missing.push({ name: 'chromium-headless-shell', path: chromiumPath() });
  if (!isExecutable(DEBIAN_NGINX)) missing.push({ name: 'nginx', path: DEBIAN_NGINX });
  if (!fs.existsSync(BENGALI_FONT)) {
    missing.push({ name: 'fonts-lohit-beng-bengali', path: BENGALI_FONT });
  }
  return missing;
}

export function ensureTestPackages() {
  const missing = missingPackages();
  if (missing.length === 0) return;
  const names = missing.map((item) => item.name);
  const what = missing.map((item) => `${item.name} (none at ${item.path})`).join(', ');
  const aptGet = onPath('apt-get');
  if (!aptGet) {
    throw new SetupError(
      `The tests need ${what}: install them, then npm test (CHROMIUM_PATH=<path> names another Chromium)`,
    );
  }
  if (process.getuid?.() !== 0) {
    throw new SetupError(
      `The tests need ${what}: run sudo apt-get install -y ${names.join(' ')}, then npm test`,
    );
  }
  say(`installing ${what} with apt-get …`);
  const started = Date.now();
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () => run(aptGet, ['install', '-y', ...names], { env });
  // The package lists are only refreshed when they are too old to find the packages.
  const installed = install() || (run(aptGet, ['update'], { env }) && install());
  if (!installed) {
    throw new SetupError(
      `apt-get could not install ${names.join(' ')} (see above): run apt-get update && apt-get install -y ${names.join(' ')}, then npm test`,
    );
  }
  const stillMissing = missingPackages();
  if (stillMissing.length > 0) {
    throw new SetupError(
      `${stillMissing.map((item) => item.path).join(', ')} still missing after apt-get: CHROMIUM_PATH names a Chromium that is not Debian's? Run npm test without it`,
    );
  }
  say(`${names.join(' and ')} installed in ${secondsSince(started)}`);
}
