// @ts-check
// One Lighthouse run (default config: the mobile preset — Moto G Power screen, simulated slow 4G
// and 4× CPU slowdown) in Debian's Chromium, in a process of its own; prints a LighthouseResult
// (lighthouse-result.ts) as JSON. Plain JavaScript on purpose: Lighthouse sends some of its own
// functions to the page as source text, which a TypeScript loader's helpers would break.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** Audits that say whether pictures are sized, lazy, WebP and responsive. */
const IMAGE_AUDITS = [
  'unsized-images',
  'offscreen-images',
  'modern-image-formats',
  'uses-responsive-images',
];

// Chromium runs with the e2e suite's flags (@poshak/e2e/chromium), handed over by frontend.ts.
const { url, chromePath, chromeFlags } = JSON.parse(process.argv[2] ?? '{}');
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: 'silent' });
try {
  const runner = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!runner) throw new Error('Lighthouse returned no result');
  const { lhr } = runner;
  /** @param {string} id */
  const numeric = (id) => lhr.audits[id]?.numericValue ?? null;
  const score = lhr.categories.performance?.score ?? null;
  // A run can finish without a score (an audit the score needs failed, e.g. no LCP recorded): the
  // report says which audits failed instead of showing a bare 0.
  const failedAudits = Object.values(lhr.audits)
    .filter((audit) => audit.scoreDisplayMode === 'error')
    .map((audit) => `${audit.id}: ${audit.errorMessage ?? 'failed'}`);
  const result = {
    url,
    score: Math.round((score ?? 0) * 100),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    fcpMs: numeric('first-contentful-paint'),
    speedIndexMs: numeric('speed-index'),
    images: Object.fromEntries(IMAGE_AUDITS.map((id) => [id, lhr.audits[id]?.score ?? null])),
    runtimeError:
      lhr.runtimeError?.message ??
      (score === null
        ? `no performance score (${failedAudits.join('; ') || 'no audit failed'})`
        : null),
    warnings: lhr.runWarnings,
  };
  process.stdout.write(JSON.stringify(result));
} finally {
  await chrome.kill();
}
