import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIResponse } from '@playwright/test';
import { serveDirectory } from '../../harness/static-site';
import { expect, test } from '../../harness/fixtures';

/** Sources a directive may name: our own origin, inline data the app makes, nothing else. */
const ALLOWED_SOURCES = new Set(["'self'", "'none'", 'data:', 'blob:']);

function parseCsp(header: string | undefined): Map<string, string[]> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

function expectSecurityHeaders(url: string, headers: Record<string, string>) {
  const csp = parseCsp(headers['content-security-policy']);
  expect(csp.size, `${url}: Content-Security-Policy`).toBeGreaterThan(0);
  expect(csp.get('default-src'), `${url}: default-src`).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors'), `${url}: frame-ancestors`).toEqual(["'none'"]);
  expect(csp.get('object-src'), `${url}: object-src`).toEqual(["'none'"]);
  for (const [directive, sources] of csp) {
    for (const source of sources) {
      const allowed =
        ALLOWED_SOURCES.has(source) ||
        // antd writes its styles inline; scripts never may be.
        (directive === 'style-src' && source === "'unsafe-inline'") ||
        // The API docs page pins its own inline bootstrap by hash.
        /^'sha(256|384|512)-[A-Za-z0-9+/=]+'$/.test(source) ||
        directive === 'upgrade-insecure-requests';
      expect(allowed, `${url}: ${directive} allows ${source}`).toBe(true);
    }
  }
  expect(csp.get('script-src') ?? csp.get('default-src'), `${url}: scripts`).not.toContain(
    "'unsafe-inline'",
  );
  expect(headers['x-content-type-options'], `${url}: X-Content-Type-Options`).toBe('nosniff');
  expect(headers['referrer-policy'], `${url}: Referrer-Policy`).toMatch(
    /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
  );
}

/** Every kind of thing the one production process serves. */
const PAGES = [
  '/',
  '/productdetails/1',
  '/cart',
  '/checkout/1',
  '/?category=1',
  '/admin/login',
  '/admin/signup',
  '/admin/product-order',
  '/admin/product-add',
  '/admin/product-cetagory',
  '/admin/product-customer',
  '/admin/coupon',
  '/login',
  '/product-order',
  '/no-such-page',
];
const OTHER_URLS = [
  '/mf-config.json',
  '/remotes/storefront/mf-manifest.json',
  '/remotes/storefront/remoteEntry.js',
  '/remotes/backoffice/mf-manifest.json',
  '/api/health',
  '/api/config',
  '/api/storefront/products',
  '/api/categorys/getAll',
  '/api/backoffice/orders',
  '/api/no-such-call',
  '/api/docs',
  '/remotes/storefront/no-such-file.js',
];

test('security headers are sent on every page, file and API reply', async ({ page, request }) => {
  for (const url of PAGES) {
    const response = await page.goto(url);
    expect(response, url).not.toBeNull();
    expectSecurityHeaders(url, (response as NonNullable<typeof response>).headers());
  }
  const products = (await (await request.get('/api/storefront/products')).json()) as {
    items: { image: { url: string; thumbnails: { url: string }[] } }[];
  };
  const picture = products.items[0]?.image;
  const urls = [...OTHER_URLS, picture?.url, picture?.thumbnails[0]?.url].filter(
    (u): u is string => typeof u === 'string',
  );
  for (const url of urls) {
    const response: APIResponse = await request.get(url, { maxRedirects: 0 });
    expectSecurityHeaders(url, response.headers());
  }
});

test('the CSP is enforced without breaking the shop: no violation while pages work, injected inline script does not run, framing refused', async ({
  page,
  baseURL,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  for (const url of ['/', '/admin/login', '/api/docs/']) {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    await expect(
      page
        .locator('header a[href="/cart"], button:has-text("Sign In"), .swagger-ui .info .title')
        .first(),
    ).toBeVisible();
    const violations = await page.evaluate(
      () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
    );
    // zod probes once whether eval works (new Function in a try) and, refused, validates without
    // it: that report is the policy doing its job. Nothing else may be refused.
    expect(
      violations.filter((v) => !v.startsWith('script-src eval ')),
      url,
    ).toEqual([]);
  }

  // Markup that slipped in somehow still cannot run script.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
  });
  expect(
    await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected),
  ).toBeUndefined();
  await expect
    .poll(() =>
      page.evaluate(
        () => (window as unknown as { __cspViolations: string[] }).__cspViolations.length,
      ),
    )
    .toBeGreaterThan(0);

  // Another site framing the shop gets nothing (frame-ancestors 'none'). The framing page is a
  // real site on 127.0.0.1, so nothing but the policy stands in the way.
  const dir = mkdtempSync(path.join(os.tmpdir(), 'poshak-framing-'));
  writeFileSync(path.join(dir, 'index.html'), `<iframe id="shop" src="${baseURL}/"></iframe>`);
  const site = await serveDirectory(dir);
  try {
    const refused = page.waitForEvent('console', (m) => /frame-ancestors/.test(m.text()));
    await page.goto(`${site.origin}/index.html`);
    await refused;
    const frame = page.frames().find((f) => f !== page.mainFrame());
    expect(await frame?.locator('header a[href="/cart"]').count()).toBe(0);
  } finally {
    await site.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
